// Site pages editable by admins (FAQ, terms, policies, about exams …): GraphQL types, queries and mutations (issue 12).
import { builder } from '../../graphql/builder.ts';
import { LanguageEnum } from '../account/graphql.ts';
import { adminSitePages, SITE_PAGE_KEYS, sitePage, type SitePageSlot, updateSitePage } from './service.ts';
import { FALLBACK_LANGUAGE } from '../../contract/policies.ts';

const ADMIN = { permission: 'manage:content:any' } as const;

export const SitePageKeyEnum = builder.enumType('SitePageKey', {
  values: SITE_PAGE_KEYS,
  description: 'The site’s fixed pages whose texts admins edit.',
});

export const SitePageRef = builder.prismaNode('SitePage', {
  id: { field: 'id' },
  description: 'One site page in one language: title, description (the lead and the meta description) and HTML body.',
  fields: (t) => ({
    key: t.expose('key', { type: SitePageKeyEnum }),
    language: t.expose('language', {
      type: LanguageEnum,
      description: 'The language of this row: PL when the asked language has no row yet.',
    }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    content: t.exposeString('content', { description: 'Sanitized HTML (headings, lists, links, tables).' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SitePageSlotRef = builder.objectRef<SitePageSlot>('SitePageSlot').implement({
  description: 'A page key in one language, for the admin list; `page` is null until it is written.',
  fields: (t) => ({
    key: t.field({ type: SitePageKeyEnum, resolve: (slot) => slot.key }),
    language: t.field({ type: LanguageEnum, resolve: (slot) => slot.language }),
    page: t.field({ type: SitePageRef, nullable: true, resolve: (slot) => slot.page }),
  }),
});

const SitePageInput = builder.inputType('SitePageInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'At most 200 characters.' }),
    description: t.string({ required: true, description: 'Plain text, at most 500 characters.' }),
    content: t.string({ required: true, description: 'HTML; sanitized on write.' }),
  }),
});

builder.queryFields((t) => ({
  sitePage: t.field({
    type: SitePageRef,
    description: 'A site page (anyone). A language not written yet shows the Polish page; none at all: NOT_FOUND.',
    args: {
      key: t.arg({ type: SitePageKeyEnum, required: true }),
      language: t.arg({ type: LanguageEnum, defaultValue: FALLBACK_LANGUAGE }),
    },
    resolve: (_root, { key, language }, ctx) => sitePage(ctx.prisma, key, language ?? FALLBACK_LANGUAGE),
  }),
  adminSitePages: t.field({
    type: [SitePageSlotRef],
    authScopes: ADMIN,
    description: 'Every page key × language (admins), with the stored page where there is one.',
    args: { key: t.arg({ type: SitePageKeyEnum, description: 'Only this page.' }) },
    resolve: (_root, { key }, ctx) => adminSitePages(ctx.prisma, key),
  }),
}));

builder.mutationField('updateSitePage', (t) =>
  t.field({
    type: SitePageRef,
    authScopes: ADMIN,
    description: 'Writes one page in one language (created when missing).',
    args: {
      key: t.arg({ type: SitePageKeyEnum, required: true }),
      language: t.arg({ type: LanguageEnum, required: true }),
      input: t.arg({ type: SitePageInput, required: true }),
    },
    resolve: (_root, { key, language, input }, ctx) => updateSitePage(ctx.prisma, key, language, input),
  }),
);
