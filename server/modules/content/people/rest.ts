import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, PEOPLE_LIMITS } from '../../../contract/policies.ts';
import type { Config } from '../../../config.ts';
import type { Personnel, PrismaClient, Reference, StoredFile } from '../../../generated/prisma/client.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { acceptMultipart, readUpload } from '../../../platform/http/multipart.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { numberedPage } from '../../../platform/http/numbered-page.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { parseInput, restPageQuery } from '../../../platform/validation.ts';
import { pictureSchema } from '../files/rest.ts';
import { pictureUrl } from '../files/service.ts';
import * as people from './service.ts';

const MANAGE = 'manage:content:any';

// ───────────────────────────── Query strings and bodies ─────────────────────────────

const languageCd = () =>
  z.string().max(10).optional().meta({ description: 'PL or EN (any case); missing or unknown: PL' });
const publicQuery = z.object({ languageCd: languageCd() });
const adminQuery = z.object({
  languageCd: z
    .string()
    .max(10)
    .optional()
    .meta({ description: 'PL or EN (any case): only that language; missing or empty: both' }),
  ...restPageQuery,
});

const bodyLanguage = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(LANGUAGES))
  .meta({ description: 'PL or EN' });
const text = (max: number, what = 'characters') =>
  z
    .string()
    .nullable()
    .meta({ description: `At most ${max} ${what}` });
const richText = (max: number) =>
  z
    .string()
    .nullable()
    .meta({
      description: `HTML from the editor, sanitized on write (no scripts, handlers or javascript: links); at most ${max} visible characters`,
    });
const common = {
  published: z.boolean().meta({ description: 'False: hidden from the public list (default true on create)' }),
  sortOrder: z.number().int().meta({ description: '0 and up, ascending; left out on create: at the end' }),
};

const personnelBody = z.object({
  languageCd: bodyLanguage,
  fullName: z.string().meta({ description: `Required, at most ${PEOPLE_LIMITS.fullName} characters` }),
  position: text(PEOPLE_LIMITS.position),
  description: richText(PEOPLE_LIMITS.description),
  ...common,
});
const referenceBody = z.object({
  languageCd: bodyLanguage,
  authorName: z.string().meta({ description: `Required, at most ${PEOPLE_LIMITS.authorName} characters` }),
  authorRole: text(PEOPLE_LIMITS.authorRole),
  content: z.string().meta({
    description: `The quote: HTML, sanitized on write; 1–${PEOPLE_LIMITS.content} visible characters`,
  }),
  rating: z.number().int().nullable().meta({ description: '1–5 stars; null: none' }),
  ...common,
});
const moveBody = z.object({ direction: z.enum(['UP', 'DOWN']).meta({ description: 'UP: earlier on the page' }) });

/** REST bodies name the language `languageCd`; the service calls it `language`. */
function serviceInput(body: unknown): Record<string, unknown> {
  const { languageCd: code, ...rest } = (body ?? {}) as Record<string, unknown>;
  return code === undefined ? rest : { ...rest, language: typeof code === 'string' ? code.trim().toUpperCase() : code };
}

// ───────────────────────────── Presenters ─────────────────────────────

const picture = (file: Pick<StoredFile, 'id'> | null) =>
  file && {
    id: file.id,
    url: pictureUrl(file.id),
    thumbnailUrl: pictureUrl(file.id, 'thumb'),
    mediumUrl: pictureUrl(file.id, 'medium'),
  };

/** A row as the editor sees it: the public fields, whether it is published, and when it changed. */
const adminSchemaOf = <S extends z.ZodObject>(schema: S, id: string) =>
  schema.extend({ published: z.boolean(), createdAt: oa.dateTime(), updatedAt: oa.dateTime() }).meta({ id });

const personnelSchema = z
  .object({
    personnelId: oa.uuid('Personnel id'),
    languageCd: z.enum(LANGUAGES),
    fullName: z.string(),
    position: z.string(),
    description: z.string().meta({ description: 'Sanitized HTML' }),
    photo: pictureSchema.nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Personnel' });
const adminPersonnelSchema = adminSchemaOf(personnelSchema, 'AdminPersonnel');

const referenceSchema = z
  .object({
    referenceId: oa.uuid('Reference id'),
    languageCd: z.enum(LANGUAGES),
    authorName: z.string(),
    authorRole: z.string(),
    content: z.string().meta({ description: 'Sanitized HTML' }),
    rating: z.number().int().nullable().meta({ description: '1–5 stars; null: none' }),
    logo: pictureSchema.nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Reference' });
const adminReferenceSchema = adminSchemaOf(referenceSchema, 'AdminReference');

type PersonnelRow = Personnel & { photo: Pick<StoredFile, 'id'> | null };
type ReferenceRow = Reference & { logo: Pick<StoredFile, 'id'> | null };

type AdminFields = { published: boolean; createdAt: Date; updatedAt: Date };
/** The editor's presenter of a row: the public one, plus `adminSchemaOf`'s fields. */
const asAdmin =
  <R extends AdminFields, P extends object>(present: (row: R) => P) =>
  (row: R) => ({
    ...present(row),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

const presentPersonnel = (p: PersonnelRow) => ({
  personnelId: p.id,
  languageCd: p.language,
  fullName: p.fullName,
  position: p.position,
  description: p.description,
  photo: picture(p.photo),
  sortOrder: p.sortOrder,
});
const presentAdminPersonnel = asAdmin(presentPersonnel);
const presentReference = (r: ReferenceRow) => ({
  referenceId: r.id,
  languageCd: r.language,
  authorName: r.authorName,
  authorRole: r.authorRole,
  content: r.content,
  rating: r.rating,
  logo: picture(r.logo),
  sortOrder: r.sortOrder,
});
const presentAdminReference = asAdmin(presentReference);

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

// ───────────────────────────── The two kinds, one set of routes ─────────────────────────────

type IdParams = { Params: { id: string } };
type Upload = NonNullable<Awaited<ReturnType<typeof readUpload>>['file']>;

/** What the routes need of `prisma.personnel` and `prisma.reference` (rows with their picture's id). */
interface RestModel<Row, Include> {
  findUnique(args: { where: { id: string }; include: Include }): Promise<Row | null>;
  findMany(args: { where: object; orderBy: object[]; take?: number; skip?: number; include: Include }): Promise<Row[]>;
  count(args: { where: object }): Promise<number>;
}

/** What differs between personnel and references in the REST facade; the routes below are shared. */
interface RestKind<Row, Include = unknown> {
  name: 'Personnel' | 'Reference';
  /** The path segment: `/personnel`, `/admin/personnel/{id}`. */
  path: 'personnel' | 'reference';
  /** "person", "reference" and their plural: in summaries. */
  noun: string;
  plural: string;
  /** The public list's summary starts with it. */
  listTitle: string;
  /** What ties in sortOrder are ordered by. */
  tieBreak: string;
  /** The field a create answers with (`personnelId`). */
  idField: string;
  /** What a PUT's summary adds about its fields. */
  editNote: string;
  picture: 'photo' | 'logo';
  schema: z.ZodObject;
  adminSchema: z.ZodObject;
  body: z.ZodObject;
  present: (row: Row) => object;
  presentAdmin: (row: Row) => object;
  /** Reads a row with its picture's id. */
  include: Include;
  model: (prisma: PrismaClient) => RestModel<Row, Include>;
  order: object[];
  create: (deps: people.PeopleDeps, input: unknown) => Promise<string>;
  update: (
    deps: people.PeopleDeps,
    id: string,
    input: unknown,
    picture?: { file?: Upload; remove?: boolean },
  ) => Promise<string>;
  move: (prisma: PrismaClient, id: string, direction: 'UP' | 'DOWN') => Promise<string>;
  remove: (deps: people.PeopleDeps, id: string) => Promise<string>;
}

const withPhoto = { photo: { select: { id: true } } } as const;
const withLogo = { logo: { select: { id: true } } } as const;

const personnelKind: RestKind<PersonnelRow, typeof withPhoto> = {
  name: 'Personnel',
  path: 'personnel',
  noun: 'person',
  plural: 'people',
  listTitle: 'The academy’s people (/about-us)',
  tieBreak: 'name',
  idField: 'personnelId',
  editNote: '',
  picture: 'photo',
  schema: personnelSchema,
  adminSchema: adminPersonnelSchema,
  body: personnelBody,
  present: presentPersonnel,
  presentAdmin: presentAdminPersonnel,
  include: withPhoto,
  model: (prisma) => prisma.personnel,
  order: people.PERSONNEL_ORDER,
  create: people.createPersonnel,
  update: people.updatePersonnel,
  move: people.movePersonnel,
  remove: people.deletePersonnel,
};

const referenceKind: RestKind<ReferenceRow, typeof withLogo> = {
  name: 'Reference',
  path: 'reference',
  noun: 'reference',
  plural: 'references',
  listTitle: 'Client references (/references)',
  tieBreak: 'author',
  idField: 'referenceId',
  editNote: ' (rating null clears the stars)',
  picture: 'logo',
  schema: referenceSchema,
  adminSchema: adminReferenceSchema,
  body: referenceBody,
  present: presentReference,
  presentAdmin: presentAdminReference,
  include: withLogo,
  model: (prisma) => prisma.reference,
  order: people.REFERENCE_ORDER,
  create: people.createReference,
  update: people.updateReference,
  move: people.moveReference,
  remove: people.deleteReference,
};

/** Personnel and references (spec 7: personnel?languageCd, reference?languageCd): the REST facade under /api/v1. */
export async function peopleRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const deps: people.PeopleDeps = { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES };
  const api = oa.rest(app);
  const publicTag = { tags: ['people'], security: oa.security.public };
  const adminTag = { tags: ['admin people'] };

  /** The editor's row, or not found. */
  const rowOf = async <Row>(kind: RestKind<Row>, id: string) => {
    const row = await kind.model(prisma).findUnique({
      where: { id: people.requireUuid(id, kind.name) },
      include: kind.include,
    });
    if (!row) throw notFound(kind.name);
    return kind.presentAdmin(row);
  };

  // ── Public ──

  const publicList = <Row, Include>(kind: RestKind<Row, Include>) =>
    api.get(
      `/${kind.path}`,
      {
        schema: {
          ...publicTag,
          summary: `${kind.listTitle} in one language: published, by sortOrder then ${kind.tieBreak}`,
          querystring: publicQuery,
          response: {
            200: oa.ok(z.array(kind.schema), `At most ${people.PEOPLE_LIST_MAX} ${kind.plural}`),
            ...oa.errors(400),
          },
        },
      },
      async (request) => {
        const rows = await kind.model(prisma).findMany({
          where: people.publishedIn(people.languageOf(parseInput(publicQuery, request.query).languageCd)),
          orderBy: kind.order,
          take: people.PEOPLE_LIST_MAX,
          include: kind.include,
        });
        return rows.map(kind.present);
      },
    );

  publicList(personnelKind);
  publicList(referenceKind);

  // ── Admin ──

  const pageOf = (query: unknown) => {
    const { languageCd: code, page, size } = parseInput(adminQuery, query);
    return { language: code ? people.languageOf(code) : null, page, size };
  };

  const adminRoutes = <Row, Include>(kind: RestKind<Row, Include>) => {
    const { name, noun, picture } = kind;
    const one = `/admin/${kind.path}/:id`;
    const params = oa.idParams(name);
    const idOf = (request: { params: { id: string } }) => people.requireUuid(request.params.id, name);

    api.get(
      `/admin/${kind.path}`,
      {
        schema: {
          ...adminTag,
          summary: `Every ${noun} (drafts too), optionally of one language; PL first, then by sortOrder`,
          security: oa.security.read,
          querystring: adminQuery,
          response: {
            200: oa.ok(
              z.object({
                items: z.array(kind.adminSchema),
                page: z.number().int(),
                size: z.number().int(),
                total: z.number().int(),
              }),
              'One page',
            ),
            ...oa.signedInRefusals(400),
          },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        const { language, ...pageRequest } = pageOf(request.query);
        const where = people.adminWhere(language);
        const page = await numberedPage(
          pageRequest,
          (window) =>
            kind.model(prisma).findMany({
              where,
              orderBy: [{ language: 'asc' }, ...kind.order],
              ...window,
              include: kind.include,
            }),
          () => kind.model(prisma).count({ where }),
        );
        return { ...page, items: page.items.map(kind.presentAdmin) };
      },
    );

    api.get<IdParams>(
      one,
      {
        schema: {
          ...adminTag,
          summary: `One ${noun} for the editor`,
          security: oa.security.read,
          params,
          response: { 200: oa.ok(kind.adminSchema, `The ${noun}`), ...oa.signedInRefusals(404) },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        return rowOf(kind, request.params.id);
      },
    );

    api.post(
      `/admin/${kind.path}`,
      {
        schema: {
          ...adminTag,
          summary: `Add a ${noun} (the ${picture}: PUT admin/${kind.path}/{id}/${picture}); returns ${kind.idField}`,
          security: oa.security.write,
          body: kind.body.partial(),
          response: {
            201: oa.ok(z.object({ [kind.idField]: oa.uuid(`Id of the new ${noun}`) }), 'Created'),
            ...oa.bodyRefusals(),
          },
        },
      },
      async (request, reply) => {
        requirePermission(request, MANAGE);
        const id = await kind.create(deps, serviceInput(request.body));
        return reply.status(201).send({ [kind.idField]: id });
      },
    );

    api.put<IdParams>(
      one,
      {
        schema: {
          ...adminTag,
          summary: `Edit a ${noun}: only the fields sent change${kind.editNote}`,
          security: oa.security.write,
          params,
          body: kind.body.partial(),
          response: {
            200: oa.ok(kind.adminSchema, `The ${noun} as saved`),
            ...oa.bodyRefusals(404),
          },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        await kind.update(deps, idOf(request), serviceInput(request.body));
        return rowOf(kind, request.params.id);
      },
    );

    api.post<IdParams>(
      `${one}/move`,
      {
        schema: {
          ...adminTag,
          summary: `Swap a ${noun} with the neighbour in its language’s list; at either end nothing moves`,
          security: oa.security.write,
          params,
          body: moveBody,
          response: {
            200: oa.ok(kind.adminSchema, `The ${noun}`),
            ...oa.bodyRefusals(404),
          },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        await kind.move(prisma, idOf(request), parseInput(moveBody, request.body).direction);
        return rowOf(kind, request.params.id);
      },
    );

    deleteRoute<{ id: string }>(api, one, {
      ...adminTag,
      summary: `Delete a ${noun} with the ${picture}’s file`,
      params,
      permission: MANAGE,
      remove: (ids) => kind.remove(deps, idOf({ params: ids })),
    });

    api.delete<IdParams>(
      `${one}/${picture}`,
      {
        schema: {
          ...adminTag,
          summary: `Remove a ${noun}’s ${picture} (its file is deleted)`,
          security: oa.security.write,
          params,
          response: { 200: oa.ok(kind.adminSchema, `The ${noun}`), ...oa.signedInRefusals(404) },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        await kind.update(deps, idOf(request), {}, { remove: true });
        return rowOf(kind, request.params.id);
      },
    );
  };

  adminRoutes(personnelKind);
  adminRoutes(referenceKind);

  // ── Pictures: multipart routes in their own scope (the other routes stay JSON-only) ──

  const pictureRoute = <Row, Include>(kind: RestKind<Row, Include>) =>
    app.register(async (scope) => {
      const field = kind.picture;
      acceptMultipart(scope);
      oa.rest(scope).put<IdParams>(
        `/admin/${kind.path}/:id/${field}`,
        {
          schema: {
            ...adminTag,
            summary: `Upload or replace the ${field} (the old file is deleted)`,
            description:
              `multipart/form-data with one file part named \`${field}\`: a .png, .jpg or .jpeg picture, checked by ` +
              'content, at most the server’s upload limit; stored as a public picture with 480 px and 1200 px ' +
              'WebP renditions. The GraphQL mutations take the same file as an Upload.',
            security: oa.security.write,
            consumes: ['multipart/form-data'],
            body: z
              .object({ [field]: z.string().meta({ format: 'binary', description: 'The picture file' }) })
              .optional(),
            params: oa.idParams(kind.name),
            response: {
              200: oa.ok(kind.adminSchema, 'As saved'),
              ...oa.signedInRefusals(
                [400, `BAD_REQUEST: malformed multipart, or no \`${field}\` file part`],
                404,
                [413, 'PAYLOAD_TOO_LARGE'],
                [415, 'UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart/form-data'],
              ),
            },
          },
        },
        async (request) => {
          requirePermission(request, MANAGE); // before a byte of the file is read
          const id = people.requireUuid(request.params.id, kind.name);
          if (!isMultipart(request)) throw new AppError('UNSUPPORTED_FILE', 'Send the picture as multipart/form-data');
          const upload = await readUpload(request, { fileField: field, maxFileSize: config.UPLOAD_MAX_BYTES });
          if (!upload.file) {
            throw new AppError('BAD_REQUEST', `No ${field} file part`);
          }
          await kind.update(deps, id, {}, { file: upload.file });
          return rowOf(kind, id);
        },
      );
    });

  await pictureRoute(personnelKind);
  await pictureRoute(referenceKind);
}
