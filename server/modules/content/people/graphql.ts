// Personnel and references (spec 7: personnel?languageCd, reference?languageCd): GraphQL types, queries and mutations (issue 12).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../../auth/permissions.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optional } from '../../../graphql/fields.ts';
import { pageArgs, relayPage, type PagedModel } from '../../../graphql/connection.ts';
import { countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidFromAddress, uuidOrNil } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { PictureRef } from '../files/graphql.ts';
import type { FilesDeps, IncomingFile } from '../files/service.ts';
import { MoveDirectionEnum } from '../../catalogue/shop/graphql.ts';
import { PEOPLE_LIMITS } from '../../../contract/policies.ts';
import {
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
  type MoveDirection,
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
    photo: t.relation('photo', optional(PictureRef, 'Their photo; null: none.')),
    sortOrder: t.exposeInt('sortOrder', { description: 'Ascending on the page; ties by name.' }),
    published: t.exposeBoolean('published', { description: 'False: only admins see it.' }),
    createdAt: t.expose('createdAt', dateTime('When it was added.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
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
    logo: t.relation('logo', optional(PictureRef, 'The author’s logo; null: none.')),
    rating: t.exposeInt('rating', nullable('1–5 stars; null: none given.')),
    sortOrder: t.exposeInt('sortOrder', { description: 'Ascending on the page; ties by author.' }),
    published: t.exposeBoolean('published', { description: 'False: only admins see it.' }),
    createdAt: t.expose('createdAt', dateTime('When it was added.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
  }),
});

const PersonnelConnection = countedConnection(PersonnelRef, 'PersonnelConnection');
const ReferenceConnection = countedConnection(ReferenceRef, 'ReferenceConnection');

// ───────────────────────────── Inputs ─────────────────────────────

type SchemaTypesOf<B> = B extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<SchemaTypesOf<typeof builder>, 'InputObject'>;

/** The fields every create input has; `picture` names the row's picture. */
const createFields = (t: InputFields, picture: 'photo' | 'logo') => ({
  language: t.field({ type: LanguageEnum, required: true, description: 'The language of the row.' }),
  published: t.boolean({ description: 'Default true.' }),
  sortOrder: t.int({ description: 'Left out: at the end of its language’s list.' }),
  [picture]: t.field({ type: 'Upload', description: 'A .png/.jpg/.jpeg picture (public).' }),
});

/** The fields every update input has (all optional but id). */
const updateFields = (t: InputFields, name: string, picture: 'photo' | 'logo', removePicture: string) => ({
  id: t.id({ required: true, description: `Global id of the ${name}.` }),
  language: t.field({ type: LanguageEnum, description: 'The language of the row.' }),
  published: t.boolean({ description: 'False: only admins see it.' }),
  sortOrder: t.int({ description: 'Ascending on the page.' }),
  [picture]: t.field({ type: 'Upload', description: `Replaces the ${picture} (the old file is deleted).` }),
  [removePicture]: t.boolean({ description: `True: the ${picture} is removed and its file deleted.` }),
});

/** A person's texts; `creating`: the name is required. */
const personnelTexts = (t: InputFields, creating: boolean) => ({
  fullName: t.string({ required: creating, description: `At most ${PEOPLE_LIMITS.fullName} characters.` }),
  position: t.string({ description: `At most ${PEOPLE_LIMITS.position} characters.` }),
  description: t.string({
    description: `Rich text (HTML, sanitized); at most ${PEOPLE_LIMITS.description} visible characters.`,
  }),
});

/** A reference's texts; `creating`: the author and the quote are required. */
const referenceTexts = (t: InputFields, creating: boolean) => ({
  authorName: t.string({ required: creating, description: `At most ${PEOPLE_LIMITS.authorName} characters.` }),
  authorRole: t.string({ description: `At most ${PEOPLE_LIMITS.authorRole} characters.` }),
  content: t.string({
    required: creating,
    description: `The quote: rich text (HTML, sanitized), 1–${PEOPLE_LIMITS.content} visible characters.`,
  }),
});

const CreatePersonnelInput = builder.inputType('CreatePersonnelInput', {
  description: 'A new person of the academy, in one language.',
  fields: (t) => ({ ...createFields(t, 'photo'), ...personnelTexts(t, true) }),
});

const UpdatePersonnelInput = builder.inputType('UpdatePersonnelInput', {
  description: 'Every field optional but id: only those sent change.',
  fields: (t) => ({ ...updateFields(t, 'Personnel', 'photo', 'removePhoto'), ...personnelTexts(t, false) }),
});

const CreateReferenceInput = builder.inputType('CreateReferenceInput', {
  description: 'A new client reference, in one language.',
  fields: (t) => ({
    ...createFields(t, 'logo'),
    ...referenceTexts(t, true),
    rating: t.int({ description: '1–5 stars; null or left out: none.' }),
  }),
});

const UpdateReferenceInput = builder.inputType('UpdateReferenceInput', {
  description: 'Every field optional but id: only those sent change; rating null clears the stars.',
  fields: (t) => ({
    ...updateFields(t, 'Reference', 'logo', 'removeLogo'),
    ...referenceTexts(t, false),
    rating: t.int({ description: '1–5 stars; null clears them.' }),
  }),
});

// ───────────────────────────── The two kinds, one set of fields ─────────────────────────────

/** What the fields need of `ctx.prisma.personnel` and `ctx.prisma.reference`. */
interface PeopleModel extends PagedModel<{ id: string }> {
  findFirst(args: { where: object }): Promise<unknown>;
  findUniqueOrThrow(args: { where: { id: string } }): Promise<unknown>;
}

type PictureChange = { file?: IncomingFile | null; remove?: boolean | null };

/** What differs between personnel and references in the API; the fields below are shared. */
interface GraphqlKind {
  name: 'Personnel' | 'Reference';
  /** The row's UUID field (`personnelId`). */
  idField: string;
  /** "person", "reference": in descriptions. */
  noun: string;
  /** The public list's description starts with it. */
  listTitle: string;
  /** What ties in sortOrder are ordered by. */
  tieBreak: string;
  /** The picture's input field (`photo`) and the one that removes it (`removePhoto`). */
  picture: 'photo' | 'logo';
  removePicture: 'removePhoto' | 'removeLogo';
  fields: {
    list: string;
    details: string;
    admin: string;
    create: string;
    update: string;
    move: string;
    delete: string;
  };
  connection: typeof PersonnelConnection | typeof ReferenceConnection;
  createInput: typeof CreatePersonnelInput | typeof CreateReferenceInput;
  updateInput: typeof UpdatePersonnelInput | typeof UpdateReferenceInput;
  order: object[];
  model: (ctx: RequestContext) => PeopleModel;
  create: (deps: FilesDeps, fields: unknown, file: IncomingFile | null) => Promise<string>;
  update: (deps: FilesDeps, id: string, fields: unknown, picture: PictureChange) => Promise<string>;
  move: (prisma: PrismaClient, id: string, direction: MoveDirection) => Promise<string>;
  remove: (deps: FilesDeps, id: string) => Promise<string>;
}

const personnelKind: GraphqlKind = {
  name: 'Personnel',
  idField: 'personnelId',
  noun: 'person',
  listTitle: 'The academy’s people',
  tieBreak: 'name',
  picture: 'photo',
  removePicture: 'removePhoto',
  fields: {
    list: 'personnel',
    details: 'personnelMember',
    admin: 'adminPersonnel',
    create: 'createPersonnel',
    update: 'updatePersonnel',
    move: 'movePersonnel',
    delete: 'deletePersonnel',
  },
  connection: PersonnelConnection,
  createInput: CreatePersonnelInput,
  updateInput: UpdatePersonnelInput,
  order: PERSONNEL_ORDER,
  model: (ctx) => ctx.prisma.personnel,
  create: createPersonnel,
  update: updatePersonnel,
  move: movePersonnel,
  remove: deletePersonnel,
};

const referenceKind: GraphqlKind = {
  name: 'Reference',
  idField: 'referenceId',
  noun: 'reference',
  listTitle: 'Client references',
  tieBreak: 'author',
  picture: 'logo',
  removePicture: 'removeLogo',
  fields: {
    list: 'references',
    details: 'reference',
    admin: 'adminReferences',
    create: 'createReference',
    update: 'updateReference',
    move: 'moveReference',
    delete: 'deleteReference',
  },
  connection: ReferenceConnection,
  createInput: CreateReferenceInput,
  updateInput: UpdateReferenceInput,
  order: REFERENCE_ORDER,
  model: (ctx) => ctx.prisma.reference,
  create: createReference,
  update: updateReference,
  move: moveReference,
  remove: deleteReference,
};

/** A kind's queries: the public list, one row, the admin list. */
const queriesOf = (kind: GraphqlKind) =>
  builder.queryFields((t) => ({
    [kind.fields.list]: t.prismaField({
      type: [kind.name as 'Personnel'],
      description: `${kind.listTitle} in one language (anyone): published, by sortOrder then ${kind.tieBreak}; at most ${PEOPLE_LIST_MAX}.`,
      args: { language: t.arg({ type: LanguageEnum, required: true, description: 'The page’s language.' }) },
      resolve: (query, _root, { language }, ctx) =>
        kind.model(ctx).findMany({
          ...query,
          where: publishedIn(language),
          orderBy: kind.order,
          take: PEOPLE_LIST_MAX,
        }) as never,
    }),
    [kind.fields.details]: t.prismaField({
      type: kind.name as 'Personnel',
      nullable: true,
      description: `One ${kind.noun} by global id or UUID (anyone: published only; admins: any); null when not found.`,
      args: {
        id: t.arg.id({ required: true, description: `Global id of the ${kind.name}, or its ${kind.idField}.` }),
      },
      resolve: (query, _root, { id }, ctx) =>
        kind.model(ctx).findFirst({ ...query, where: { id: idOf(id, kind.name), ...readable(ctx) } }) as never,
    }),
    [kind.fields.admin]: t.field({
      type: kind.connection as typeof PersonnelConnection,
      authScopes: ADMIN,
      description: `Admin list: every ${kind.noun} (drafts too), optionally of one language; PL first, then by sortOrder and ${kind.tieBreak}.`,
      args: {
        language: t.arg({ type: LanguageEnum, description: 'Only rows in this language.' }),
        ...pageArgs(t.arg),
      },
      resolve: (_root, args, ctx, info) =>
        relayPage(ctx, info, kind.name, args, kind.model(ctx), {
          where: adminWhere(args.language),
          orderBy: [{ language: 'asc' }, ...kind.order],
        }) as never,
    }),
  }));

/** A kind's mutations (all admin): create, update, move, delete. */
const mutationsOf = (kind: GraphqlKind) =>
  builder.mutationFields((t) => {
    const globalId = () => t.arg.id({ required: true, description: `Global id of the ${kind.name}.` });
    const reread = (ctx: RequestContext, query: object, id: string) =>
      kind.model(ctx).findUniqueOrThrow({ ...query, where: { id } }) as never;
    return {
      [kind.fields.create]: t.prismaField({
        type: kind.name as 'Personnel',
        authScopes: ADMIN,
        description: `Adds a ${kind.noun} (at the end of its language’s list unless sortOrder is given).`,
        args: {
          input: t.arg({
            type: kind.createInput as typeof CreatePersonnelInput,
            required: true,
            description: `The ${kind.noun}.`,
          }),
        },
        resolve: async (query, _root, { input }, ctx) => {
          const { [kind.picture]: upload, ...fields } = input as Record<string, unknown>;
          const file = await incomingFile(upload as Parameters<typeof incomingFile>[0]);
          return reread(ctx, query, await kind.create(filesDeps(ctx), fields, file));
        },
      }),
      [kind.fields.update]: t.prismaField({
        type: kind.name as 'Personnel',
        authScopes: ADMIN,
        description: `Changes a ${kind.noun} (admins).`,
        args: {
          input: t.arg({
            type: kind.updateInput as typeof UpdatePersonnelInput,
            required: true,
            description: `The ${kind.noun} and the fields to change.`,
          }),
        },
        resolve: async (query, _root, { input }, ctx) => {
          const {
            id: inputId,
            [kind.picture]: upload,
            [kind.removePicture]: remove,
            ...fields
          } = input as Record<string, unknown>;
          const id = rowIdOf(inputId as string, kind.name);
          const file = await incomingFile(upload as Parameters<typeof incomingFile>[0]);
          await kind.update(filesDeps(ctx), id, fields, { file, remove: remove as boolean | null | undefined });
          return reread(ctx, query, id);
        },
      }),
      [kind.fields.move]: t.prismaField({
        type: kind.name as 'Personnel',
        authScopes: ADMIN,
        description: `Swaps a ${kind.noun} with the neighbour in its language’s list (UP: earlier); at either end nothing moves.`,
        args: {
          id: globalId(),
          direction: t.arg({ type: MoveDirectionEnum, required: true, description: 'Which way.' }),
        },
        resolve: async (query, _root, { id, direction }, ctx) =>
          reread(ctx, query, await kind.move(ctx.prisma, rowIdOf(id, kind.name), direction)),
      }),
      [kind.fields.delete]: t.id({
        authScopes: ADMIN,
        description: `Deletes a ${kind.noun} and the ${kind.picture}’s file; returns its id.`,
        args: { id: globalId() },
        resolve: async (_root, { id }, ctx) =>
          encodeGlobalID(kind.name, await kind.remove(filesDeps(ctx), rowIdOf(id, kind.name))),
      }),
    };
  });

for (const kind of [personnelKind, referenceKind]) {
  queriesOf(kind);
  mutationsOf(kind);
}
