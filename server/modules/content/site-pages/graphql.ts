// Site pages editable by admins (FAQ, terms, policies, about exams …): GraphQL types, queries and mutations (issue 12).
import { builder } from '../../../graphql/builder.ts';
import { dateTime } from '../../../graphql/fields.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import type { SitePageKey } from '../../../generated/prisma/enums.ts';
import { adminSitePages, sitePage, type SitePageSlot, updateSitePage } from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

const ADMIN = { permission: 'manage:content:any' } as const;

/** What each page is, and where visitors see it (under /app). */
const SITE_PAGE_VALUES = {
  FAQ: { description: 'Frequently asked questions (/app/faq).' },
  ABOUT_EXAMS: { description: 'About the exams (/app/about-exams).' },
  INSURANCE: { description: 'About insurance (/app/insurance).' },
  REMOTE_UAS: { description: 'The Remote UAS project (/app/remote-uas).' },
  ABOUT_US: { description: 'About the academy (/app/about-us).' },
  REFERENCES: { description: 'The references page’s text (/app/references).' },
  CONTACT: { description: 'The contact page’s text (/app/contact).' },
  CONSULTATION: { description: 'The free consultation page’s text (/app/consultation).' },
  THANKS: { description: 'The thank-you page shown after a contact or consultation form is sent (/app/thanks).' },
  SHOP_TERMS: { description: 'The shop’s terms and conditions (/app/shop-terms).' },
  CONSULTATION_TERMS: { description: 'The terms of consultations (/app/consultation-terms).' },
  PRIVACY_POLICY: { description: 'The privacy policy (/app/privacy-policy).' },
} as const satisfies Record<SitePageKey, { description: string }>;

export const SitePageKeyEnum = builder.enumType('SitePageKey', {
  values: SITE_PAGE_VALUES,
  description: 'The site’s fixed pages whose texts admins edit.',
});

export const SitePageRef = builder.prismaNode('SitePage', {
  id: { field: 'id' },
  description: 'One site page in one language: title, description (the lead and the meta description) and HTML body.',
  fields: (t) => ({
    key: t.expose('key', { type: SitePageKeyEnum, description: 'Which page it is.' }),
    language: t.expose('language', {
      type: LanguageEnum,
      description: 'The language of this row: PL when the asked language has no row yet.',
    }),
    title: t.exposeString('title', { description: 'The page title.' }),
    description: t.exposeString('description', {
      description: 'Plain text: the lead under the title and the meta description for search engines.',
    }),
    content: t.exposeString('content', { description: 'Sanitized HTML (headings, lists, links, tables).' }),
    updatedAt: t.expose('updatedAt', dateTime('When an admin last saved it.')),
  }),
});

const SitePageSlotRef = builder.objectRef<SitePageSlot>('SitePageSlot').implement({
  description: 'A page key in one language, for the admin list; `page` is null until it is written.',
  fields: (t) => ({
    key: t.field({ type: SitePageKeyEnum, description: 'Which page.', resolve: (slot) => slot.key }),
    language: t.field({ type: LanguageEnum, description: 'In which language.', resolve: (slot) => slot.language }),
    page: t.field({
      type: SitePageRef,
      nullable: true,
      description: 'The stored page in exactly this language; null until written.',
      resolve: (slot) => slot.page,
    }),
  }),
});

const SitePageInput = builder.inputType('SitePageInput', {
  description: 'The texts of a site page in one language.',
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
      key: t.arg({ type: SitePageKeyEnum, required: true, description: 'Which page.' }),
      language: t.arg({
        type: LanguageEnum,
        defaultValue: FALLBACK_LANGUAGE,
        description: 'The language wanted (PL by default).',
      }),
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
      key: t.arg({ type: SitePageKeyEnum, required: true, description: 'Which page.' }),
      language: t.arg({ type: LanguageEnum, required: true, description: 'The language written.' }),
      input: t.arg({ type: SitePageInput, required: true, description: 'Its new texts.' }),
    },
    resolve: (_root, { key, language, input }, ctx) => updateSitePage(ctx.prisma, key, language, input),
  }),
);
