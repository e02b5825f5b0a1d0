// Personnel and references (spec 7: personnel?languageCd, reference?languageCd): GraphQL types, queries and mutations (issue 12).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../auth/permissions.ts';
import { builder } from '../../graphql/builder.ts';
import { pageArgs, relayPage, resolveTotalCount, TOTAL_COUNT_DESCRIPTION } from '../../graphql/connection.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { rowIdOf, uuidFromAddress, uuidOrNil } from '../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../graphql/uploads.ts';
import { LanguageEnum } from '../account/graphql.ts';
import { PictureRef } from '../files/graphql.ts';
import { MoveDirectionEnum } from '../shop/graphql.ts';
import {
  PEOPLE_LIMITS,
  PEOPLE_LIST_MAX,
  PERSONNEL_ORDER,
  REFERENCE_ORDER,
  adminWhere,
  createPersonnel,
  createReference,
  deletePersonnel,
  deleteReference,
  movePersonnel,
  moveReference,
  publishedIn,
  updatePersonnel,
  updateReference,
} from './service.ts';

const ADMIN = { permission: 'manage:content:any' } as const;
const isAdmin = (ctx: RequestContext) => can(ctx.viewer?.user.role, ADMIN.permission);
/** Visitors find published rows only; admins any. */
const readable = (ctx: RequestContext) => (isAdmin(ctx) ? {} : { published: true });

/** A details query's id: the global id, or the row's UUID as the admin pages' addresses carry it. */
const idOf = (id: string | number, typename: string) => uuidFromAddress(String(id), typename) ?? uuidOrNil('');

// ───────────────────────────── Types ─────────────────────────────

export const PersonnelRef = builder.prismaNode('Personnel', {
  id: { field: 'id' },
  description: 'A person of the academy shown on /about-us (one row per language).',
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), ...readable(ctx) }),
  nullable: true,
  fields: (t) => ({
    personnelId: t.exposeID('id', { description: 'The row’s UUID (the admin details page’s address).' }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language of this row.' }),
    fullName: t.exposeString('fullName', { description: 'The person’s full name.' }),
    position: t.exposeString('position', { description: 'Their position at the academy (may be empty).' }),
    description: t.exposeString('description', { description: 'Sanitized HTML.' }),
    photo: t.relation('photo', { type: PictureRef, nullable: true, description: 'Their photo; null: none.' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Ascending on the page; ties by name.' }),
    published: t.exposeBoolean('published', { description: 'False: only admins see it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last changed.' }),
  }),
});

export const ReferenceRef = builder.prismaNode('Reference', {
  id: { field: 'id' },
  description: 'A client’s reference shown on /references (one row per language).',
  findUnique: (id, ctx) => ({ id: uuidOrNil(id), ...readable(ctx) }),
  nullable: true,
  fields: (t) => ({
    referenceId: t.exposeID('id', { description: 'The row’s UUID (the admin details page’s address).' }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language of this row.' }),
    authorName: t.exposeString('authorName', { description: 'Who gave the reference.' }),
    authorRole: t.exposeString('authorRole', { description: 'Who the author is, e.g. "UAV operator, AeroSkan".' }),
    content: t.exposeString('content', { description: 'Sanitized HTML: the quote.' }),
    logo: t.relation('logo', { type: PictureRef, nullable: true, description: 'The author’s logo; null: none.' }),
    rating: t.exposeInt('rating', { nullable: true, description: '1–5 stars; null: none given.' }),
    sortOrder: t.exposeInt('sortOrder', { description: 'Ascending on the page; ties by author.' }),
    published: t.exposeBoolean('published', { description: 'False: only admins see it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it was last changed.' }),
  }),
});

const PersonnelConnection = builder.connectionObject({
  type: PersonnelRef,
  name: 'PersonnelConnection',
  fields: (t) => ({ totalCount: t.int({ resolve: resolveTotalCount, description: TOTAL_COUNT_DESCRIPTION }) }),
});

const ReferenceConnection = builder.connectionObject({
  type: ReferenceRef,
  name: 'ReferenceConnection',
  fields: (t) => ({ totalCount: t.int({ resolve: resolveTotalCount, description: TOTAL_COUNT_DESCRIPTION }) }),
});

// ───────────────────────────── Queries ─────────────────────────────

builder.queryFields((t) => ({
  personnel: t.prismaField({
    type: ['Personnel'],
    description: `The academy’s people in one language (anyone): published, by sortOrder then name; at most ${PEOPLE_LIST_MAX}.`,
    args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The page’s language.' }) },
    resolve: (query, _root, { language }, ctx) =>
      ctx.prisma.personnel.findMany({
        ...query,
        where: publishedIn(language),
        orderBy: PERSONNEL_ORDER,
        take: PEOPLE_LIST_MAX,
      }),
  }),
  references: t.prismaField({
    type: ['Reference'],
    description: `Client references in one language (anyone): published, by sortOrder then author; at most ${PEOPLE_LIST_MAX}.`,
    args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The page’s language.' }) },
    resolve: (query, _root, { language }, ctx) =>
      ctx.prisma.reference.findMany({
        ...query,
        where: publishedIn(language),
        orderBy: REFERENCE_ORDER,
        take: PEOPLE_LIST_MAX,
      }),
  }),
  personnelMember: t.prismaField({
    type: 'Personnel',
    nullable: true,
    description: 'One person by global id or UUID (anyone: published only; admins: any); null when not found.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Personnel, or its personnelId.' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.personnel.findFirst({
        ...query,
        where: { id: idOf(id, 'Personnel'), ...readable(ctx) },
      }),
  }),
  reference: t.prismaField({
    type: 'Reference',
    nullable: true,
    description: 'One reference by global id or UUID (anyone: published only; admins: any); null when not found.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Reference, or its referenceId.' }) },
    resolve: (query, _root, { id }, ctx) =>
      ctx.prisma.reference.findFirst({
        ...query,
        where: { id: idOf(id, 'Reference'), ...readable(ctx) },
      }),
  }),
  adminPersonnel: t.field({
    type: PersonnelConnection,
    authScopes: ADMIN,
    description:
      'Admin list: every person (drafts too), optionally of one language; PL first, then by sortOrder and name.',
    args: {
      language: t.arg({ type: LanguageEnum, description: 'Only rows in this language.' }),
      ...pageArgs(t.arg),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Personnel', args, ctx.prisma.personnel, {
        where: adminWhere(args.language),
        orderBy: [{ language: 'asc' }, ...PERSONNEL_ORDER],
      }),
  }),
  adminReferences: t.field({
    type: ReferenceConnection,
    authScopes: ADMIN,
    description:
      'Admin list: every reference (drafts too), optionally of one language; PL first, then by sortOrder and author.',
    args: {
      language: t.arg({ type: LanguageEnum, description: 'Only rows in this language.' }),
      ...pageArgs(t.arg),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Reference', args, ctx.prisma.reference, {
        where: adminWhere(args.language),
        orderBy: [{ language: 'asc' }, ...REFERENCE_ORDER],
      }),
  }),
}));

// ───────────────────────────── Inputs ─────────────────────────────

const CreatePersonnelInput = builder.inputType('CreatePersonnelInput', {
  description: 'A new person of the academy, in one language.',
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: true, description: 'The language of the row.' }),
    fullName: t.string({ required: true, description: `At most ${PEOPLE_LIMITS.fullName} characters.` }),
    position: t.string({ description: `At most ${PEOPLE_LIMITS.position} characters.` }),
    description: t.string({
      description: `Rich text (HTML, sanitized); at most ${PEOPLE_LIMITS.description} visible characters.`,
    }),
    published: t.boolean({ description: 'Default true.' }),
    sortOrder: t.int({ description: 'Left out: at the end of its language’s list.' }),
    photo: t.field({ type: 'Upload', description: 'A .png/.jpg/.jpeg picture (public).' }),
  }),
});

const UpdatePersonnelInput = builder.inputType('UpdatePersonnelInput', {
  description: 'Every field optional but id: only those sent change.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Personnel.' }),
    language: t.field({ type: LanguageEnum, description: 'The language of the row.' }),
    fullName: t.string({ description: `At most ${PEOPLE_LIMITS.fullName} characters.` }),
    position: t.string({ description: `At most ${PEOPLE_LIMITS.position} characters.` }),
    description: t.string({
      description: `Rich text (HTML, sanitized); at most ${PEOPLE_LIMITS.description} visible characters.`,
    }),
    published: t.boolean({ description: 'False: only admins see it.' }),
    sortOrder: t.int({ description: 'Ascending on the page.' }),
    photo: t.field({ type: 'Upload', description: 'Replaces the photo (the old file is deleted).' }),
    removePhoto: t.boolean({ description: 'True: the photo is removed and its file deleted.' }),
  }),
});

const CreateReferenceInput = builder.inputType('CreateReferenceInput', {
  description: 'A new client reference, in one language.',
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: true, description: 'The language of the row.' }),
    authorName: t.string({ required: true, description: `At most ${PEOPLE_LIMITS.authorName} characters.` }),
    authorRole: t.string({ description: `At most ${PEOPLE_LIMITS.authorRole} characters.` }),
    content: t.string({
      required: true,
      description: `The quote: rich text (HTML, sanitized), 1–${PEOPLE_LIMITS.content} visible characters.`,
    }),
    rating: t.int({ description: '1–5 stars; null or left out: none.' }),
    published: t.boolean({ description: 'Default true.' }),
    sortOrder: t.int({ description: 'Left out: at the end of its language’s list.' }),
    logo: t.field({ type: 'Upload', description: 'A .png/.jpg/.jpeg picture (public).' }),
  }),
});

const UpdateReferenceInput = builder.inputType('UpdateReferenceInput', {
  description: 'Every field optional but id: only those sent change; rating null clears the stars.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Reference.' }),
    language: t.field({ type: LanguageEnum, description: 'The language of the row.' }),
    authorName: t.string({ description: `At most ${PEOPLE_LIMITS.authorName} characters.` }),
    authorRole: t.string({ description: `At most ${PEOPLE_LIMITS.authorRole} characters.` }),
    content: t.string({
      description: `The quote: rich text (HTML, sanitized), 1–${PEOPLE_LIMITS.content} visible characters.`,
    }),
    rating: t.int({ description: '1–5 stars; null clears them.' }),
    published: t.boolean({ description: 'False: only admins see it.' }),
    sortOrder: t.int({ description: 'Ascending on the page.' }),
    logo: t.field({ type: 'Upload', description: 'Replaces the logo (the old file is deleted).' }),
    removeLogo: t.boolean({ description: 'True: the logo is removed and its file deleted.' }),
  }),
});

// ───────────────────────────── Mutations (all admin) ─────────────────────────────

builder.mutationFields((t) => ({
  createPersonnel: t.prismaField({
    type: 'Personnel',
    authScopes: ADMIN,
    description: 'Adds a person (at the end of its language’s list unless sortOrder is given).',
    args: { input: t.arg({ type: CreatePersonnelInput, required: true, description: 'The person.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { photo, ...fields } = input;
      const id = await createPersonnel(filesDeps(ctx), fields, await incomingFile(photo));
      return ctx.prisma.personnel.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updatePersonnel: t.prismaField({
    type: 'Personnel',
    authScopes: ADMIN,
    description: 'Changes a person (admins).',
    args: {
      input: t.arg({ type: UpdatePersonnelInput, required: true, description: 'The person and the fields to change.' }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id: globalId, photo, removePhoto, ...fields } = input;
      const id = rowIdOf(globalId, 'Personnel');
      await updatePersonnel(filesDeps(ctx), id, fields, { file: await incomingFile(photo), remove: removePhoto });
      return ctx.prisma.personnel.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  movePersonnel: t.prismaField({
    type: 'Personnel',
    authScopes: ADMIN,
    description: 'Swaps a person with the neighbour in its language’s list (UP: earlier); at either end nothing moves.',
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the Personnel.' }),
      direction: t.arg({ type: MoveDirectionEnum, required: true, description: 'Which way.' }),
    },
    resolve: async (query, _root, { id: globalId, direction }, ctx) => {
      const id = await movePersonnel(ctx.prisma, rowIdOf(globalId, 'Personnel'), direction);
      return ctx.prisma.personnel.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deletePersonnel: t.id({
    authScopes: ADMIN,
    description: 'Deletes a person and the photo’s file; returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Personnel.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Personnel', await deletePersonnel(filesDeps(ctx), rowIdOf(id, 'Personnel'))),
  }),
  createReference: t.prismaField({
    type: 'Reference',
    authScopes: ADMIN,
    description: 'Adds a reference (at the end of its language’s list unless sortOrder is given).',
    args: { input: t.arg({ type: CreateReferenceInput, required: true, description: 'The reference.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { logo, ...fields } = input;
      const id = await createReference(filesDeps(ctx), fields, await incomingFile(logo));
      return ctx.prisma.reference.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateReference: t.prismaField({
    type: 'Reference',
    authScopes: ADMIN,
    description: 'Changes a reference (admins).',
    args: {
      input: t.arg({
        type: UpdateReferenceInput,
        required: true,
        description: 'The reference and the fields to change.',
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id: globalId, logo, removeLogo, ...fields } = input;
      const id = rowIdOf(globalId, 'Reference');
      await updateReference(filesDeps(ctx), id, fields, { file: await incomingFile(logo), remove: removeLogo });
      return ctx.prisma.reference.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  moveReference: t.prismaField({
    type: 'Reference',
    authScopes: ADMIN,
    description:
      'Swaps a reference with the neighbour in its language’s list (UP: earlier); at either end nothing moves.',
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the Reference.' }),
      direction: t.arg({ type: MoveDirectionEnum, required: true, description: 'Which way.' }),
    },
    resolve: async (query, _root, { id: globalId, direction }, ctx) => {
      const id = await moveReference(ctx.prisma, rowIdOf(globalId, 'Reference'), direction);
      return ctx.prisma.reference.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteReference: t.id({
    authScopes: ADMIN,
    description: 'Deletes a reference and the logo’s file; returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Reference.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Reference', await deleteReference(filesDeps(ctx), rowIdOf(id, 'Reference'))),
  }),
}));
