import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '../../contract/policies.ts';
import type { Config } from '../../config.ts';
import type { Personnel, PrismaClient, Reference, StoredFile } from '../../generated/prisma/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { requirePermission } from '../../platform/http/guard.ts';
import { acceptMultipart, readUpload } from '../../platform/http/multipart.ts';
import {
  bodyErrors,
  dateTime,
  errors,
  idParams,
  noContent,
  ok,
  rest,
  security,
  signedInErrors,
  uuid,
} from '../../platform/http/openapi.ts';
import { numberedPage } from '../../platform/http/numbered-page.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { parseInput, restPageQuery } from '../../platform/validation.ts';
import { pictureSchema } from '../files/rest.ts';
import { pictureUrl } from '../files/service.ts';
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
  languageOf,
  movePersonnel,
  moveReference,
  publishedIn,
  requireUuid,
  updatePersonnel,
  updateReference,
  type PeopleDeps,
} from './service.ts';

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

const personnelSchema = z
  .object({
    personnelId: uuid('Personnel id'),
    languageCd: z.enum(LANGUAGES),
    fullName: z.string(),
    position: z.string(),
    description: z.string().meta({ description: 'Sanitized HTML' }),
    photo: pictureSchema.nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Personnel' });
const adminPersonnelSchema = personnelSchema
  .extend({ published: z.boolean(), createdAt: dateTime(), updatedAt: dateTime() })
  .meta({ id: 'AdminPersonnel' });

const referenceSchema = z
  .object({
    referenceId: uuid('Reference id'),
    languageCd: z.enum(LANGUAGES),
    authorName: z.string(),
    authorRole: z.string(),
    content: z.string().meta({ description: 'Sanitized HTML' }),
    rating: z.number().int().nullable().meta({ description: '1–5 stars; null: none' }),
    logo: pictureSchema.nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Reference' });
const adminReferenceSchema = referenceSchema
  .extend({ published: z.boolean(), createdAt: dateTime(), updatedAt: dateTime() })
  .meta({ id: 'AdminReference' });

type PersonnelRow = Personnel & { photo: Pick<StoredFile, 'id'> | null };
type ReferenceRow = Reference & { logo: Pick<StoredFile, 'id'> | null };

const presentPersonnel = (p: PersonnelRow) => ({
  personnelId: p.id,
  languageCd: p.language,
  fullName: p.fullName,
  position: p.position,
  description: p.description,
  photo: picture(p.photo),
  sortOrder: p.sortOrder,
});
const presentAdminPersonnel = (p: PersonnelRow) => ({
  ...presentPersonnel(p),
  published: p.published,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});
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
const presentAdminReference = (r: ReferenceRow) => ({
  ...presentReference(r),
  published: r.published,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

// ───────────────────────────── Routes ─────────────────────────────

type IdParams = { Params: { id: string } };

/** Personnel and references (spec 7: personnel?languageCd, reference?languageCd): the REST facade under /api/v1. */
export async function peopleRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const deps: PeopleDeps = { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES };
  const api = rest(app);
  const publicTag = { tags: ['people'], security: security.public };
  const adminTag = { tags: ['admin people'] };
  const withPhoto = { photo: { select: { id: true } } } as const;
  const withLogo = { logo: { select: { id: true } } } as const;

  const personnelOf = async (id: string) => {
    const row = await prisma.personnel.findUnique({ where: { id: requireUuid(id, 'Personnel') }, include: withPhoto });
    if (!row) throw notFound('Personnel');
    return presentAdminPersonnel(row);
  };
  const referenceOf = async (id: string) => {
    const row = await prisma.reference.findUnique({ where: { id: requireUuid(id, 'Reference') }, include: withLogo });
    if (!row) throw notFound('Reference');
    return presentAdminReference(row);
  };

  // ── Public ──

  api.get(
    '/personnel',
    {
      schema: {
        ...publicTag,
        summary: 'The academy’s people (/about-us) in one language: published, by sortOrder then name',
        querystring: publicQuery,
        response: { 200: ok(z.array(personnelSchema), `At most ${PEOPLE_LIST_MAX} people`), ...errors(400) },
      },
    },
    async (request) => {
      const rows = await prisma.personnel.findMany({
        where: publishedIn(languageOf(parseInput(publicQuery, request.query).languageCd)),
        orderBy: PERSONNEL_ORDER,
        take: PEOPLE_LIST_MAX,
        include: withPhoto,
      });
      return rows.map(presentPersonnel);
    },
  );

  api.get(
    '/reference',
    {
      schema: {
        ...publicTag,
        summary: 'Client references (/references) in one language: published, by sortOrder then author',
        querystring: publicQuery,
        response: { 200: ok(z.array(referenceSchema), `At most ${PEOPLE_LIST_MAX} references`), ...errors(400) },
      },
    },
    async (request) => {
      const rows = await prisma.reference.findMany({
        where: publishedIn(languageOf(parseInput(publicQuery, request.query).languageCd)),
        orderBy: REFERENCE_ORDER,
        take: PEOPLE_LIST_MAX,
        include: withLogo,
      });
      return rows.map(presentReference);
    },
  );

  // ── Admin: personnel ──

  const adminList = (what: 'personnel' | 'reference') => {
    const itemSchema = what === 'personnel' ? adminPersonnelSchema : adminReferenceSchema;
    return {
      schema: {
        ...adminTag,
        summary: `Every ${what === 'personnel' ? 'person' : 'reference'} (drafts too), optionally of one language; PL first, then by sortOrder`,
        security: security.read,
        querystring: adminQuery,
        response: {
          200: ok(
            z.object({
              items: z.array(itemSchema),
              page: z.number().int(),
              size: z.number().int(),
              total: z.number().int(),
            }),
            'One page',
          ),
          ...errors(400, ...signedInErrors),
        },
      },
    };
  };

  const pageOf = (query: unknown) => {
    const { languageCd: code, page, size } = parseInput(adminQuery, query);
    return { language: code ? languageOf(code) : null, page, size };
  };

  api.get('/admin/personnel', adminList('personnel'), async (request) => {
    requirePermission(request, MANAGE);
    const { language, ...pageRequest } = pageOf(request.query);
    const where = adminWhere(language);
    const page = await numberedPage(
      pageRequest,
      (window) =>
        prisma.personnel.findMany({
          where,
          orderBy: [{ language: 'asc' }, ...PERSONNEL_ORDER],
          ...window,
          include: withPhoto,
        }),
      () => prisma.personnel.count({ where }),
    );
    return { ...page, items: page.items.map(presentAdminPersonnel) };
  });

  api.get<IdParams>(
    '/admin/personnel/:id',
    {
      schema: {
        ...adminTag,
        summary: 'One person for the editor',
        security: security.read,
        params: idParams('Personnel'),
        response: { 200: ok(adminPersonnelSchema, 'The person'), ...errors(...signedInErrors, 404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return personnelOf(request.params.id);
    },
  );

  api.post(
    '/admin/personnel',
    {
      schema: {
        ...adminTag,
        summary: 'Add a person (the photo: PUT admin/personnel/{id}/photo); returns personnelId',
        security: security.write,
        body: personnelBody.partial(),
        response: {
          201: ok(z.object({ personnelId: uuid('Id of the new person') }), 'Created'),
          ...errors(400, ...signedInErrors, ...bodyErrors),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const personnelId = await createPersonnel(deps, serviceInput(request.body));
      return reply.status(201).send({ personnelId });
    },
  );

  api.put<IdParams>(
    '/admin/personnel/:id',
    {
      schema: {
        ...adminTag,
        summary: 'Edit a person: only the fields sent change',
        security: security.write,
        params: idParams('Personnel'),
        body: personnelBody.partial(),
        response: {
          200: ok(adminPersonnelSchema, 'The person as saved'),
          ...errors(400, ...signedInErrors, 404, ...bodyErrors),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updatePersonnel(deps, requireUuid(request.params.id, 'Personnel'), serviceInput(request.body));
      return personnelOf(request.params.id);
    },
  );

  api.post<IdParams>(
    '/admin/personnel/:id/move',
    {
      schema: {
        ...adminTag,
        summary: 'Swap a person with the neighbour in its language’s list; at either end nothing moves',
        security: security.write,
        params: idParams('Personnel'),
        body: moveBody,
        response: {
          200: ok(adminPersonnelSchema, 'The person'),
          ...errors(400, ...signedInErrors, 404, ...bodyErrors),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await movePersonnel(
        prisma,
        requireUuid(request.params.id, 'Personnel'),
        parseInput(moveBody, request.body).direction,
      );
      return personnelOf(request.params.id);
    },
  );

  api.delete<IdParams>(
    '/admin/personnel/:id',
    {
      schema: {
        ...adminTag,
        summary: 'Delete a person with the photo’s file',
        security: security.write,
        params: idParams('Personnel'),
        response: { 204: noContent, ...errors(...signedInErrors, 404) },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      await deletePersonnel(deps, requireUuid(request.params.id, 'Personnel'));
      return reply.status(204).send();
    },
  );

  api.delete<IdParams>(
    '/admin/personnel/:id/photo',
    {
      schema: {
        ...adminTag,
        summary: 'Remove a person’s photo (its file is deleted)',
        security: security.write,
        params: idParams('Personnel'),
        response: { 200: ok(adminPersonnelSchema, 'The person'), ...errors(...signedInErrors, 404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updatePersonnel(deps, requireUuid(request.params.id, 'Personnel'), {}, { remove: true });
      return personnelOf(request.params.id);
    },
  );

  // ── Admin: references ──

  api.get('/admin/reference', adminList('reference'), async (request) => {
    requirePermission(request, MANAGE);
    const { language, ...pageRequest } = pageOf(request.query);
    const where = adminWhere(language);
    const page = await numberedPage(
      pageRequest,
      (window) =>
        prisma.reference.findMany({
          where,
          orderBy: [{ language: 'asc' }, ...REFERENCE_ORDER],
          ...window,
          include: withLogo,
        }),
      () => prisma.reference.count({ where }),
    );
    return { ...page, items: page.items.map(presentAdminReference) };
  });

  api.get<IdParams>(
    '/admin/reference/:id',
    {
      schema: {
        ...adminTag,
        summary: 'One reference for the editor',
        security: security.read,
        params: idParams('Reference'),
        response: { 200: ok(adminReferenceSchema, 'The reference'), ...errors(...signedInErrors, 404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return referenceOf(request.params.id);
    },
  );

  api.post(
    '/admin/reference',
    {
      schema: {
        ...adminTag,
        summary: 'Add a reference (the logo: PUT admin/reference/{id}/logo); returns referenceId',
        security: security.write,
        body: referenceBody.partial(),
        response: {
          201: ok(z.object({ referenceId: uuid('Id of the new reference') }), 'Created'),
          ...errors(400, ...signedInErrors, ...bodyErrors),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      const referenceId = await createReference(deps, serviceInput(request.body));
      return reply.status(201).send({ referenceId });
    },
  );

  api.put<IdParams>(
    '/admin/reference/:id',
    {
      schema: {
        ...adminTag,
        summary: 'Edit a reference: only the fields sent change (rating null clears the stars)',
        security: security.write,
        params: idParams('Reference'),
        body: referenceBody.partial(),
        response: {
          200: ok(adminReferenceSchema, 'The reference as saved'),
          ...errors(400, ...signedInErrors, 404, ...bodyErrors),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updateReference(deps, requireUuid(request.params.id, 'Reference'), serviceInput(request.body));
      return referenceOf(request.params.id);
    },
  );

  api.post<IdParams>(
    '/admin/reference/:id/move',
    {
      schema: {
        ...adminTag,
        summary: 'Swap a reference with the neighbour in its language’s list; at either end nothing moves',
        security: security.write,
        params: idParams('Reference'),
        body: moveBody,
        response: {
          200: ok(adminReferenceSchema, 'The reference'),
          ...errors(400, ...signedInErrors, 404, ...bodyErrors),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await moveReference(
        prisma,
        requireUuid(request.params.id, 'Reference'),
        parseInput(moveBody, request.body).direction,
      );
      return referenceOf(request.params.id);
    },
  );

  api.delete<IdParams>(
    '/admin/reference/:id',
    {
      schema: {
        ...adminTag,
        summary: 'Delete a reference with the logo’s file',
        security: security.write,
        params: idParams('Reference'),
        response: { 204: noContent, ...errors(...signedInErrors, 404) },
      },
    },
    async (request, reply) => {
      requirePermission(request, MANAGE);
      await deleteReference(deps, requireUuid(request.params.id, 'Reference'));
      return reply.status(204).send();
    },
  );

  api.delete<IdParams>(
    '/admin/reference/:id/logo',
    {
      schema: {
        ...adminTag,
        summary: 'Remove a reference’s logo (its file is deleted)',
        security: security.write,
        params: idParams('Reference'),
        response: { 200: ok(adminReferenceSchema, 'The reference'), ...errors(...signedInErrors, 404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updateReference(deps, requireUuid(request.params.id, 'Reference'), {}, { remove: true });
      return referenceOf(request.params.id);
    },
  );

  // ── Pictures: multipart routes in their own scope (the other routes stay JSON-only) ──

  const pictureRoute = (
    what: 'personnel' | 'reference',
    field: 'photo' | 'logo',
    save: (id: string, file: NonNullable<Awaited<ReturnType<typeof readUpload>>['file']>) => Promise<unknown>,
    present: (id: string) => Promise<unknown>,
  ) =>
    app.register(async (scope) => {
      acceptMultipart(scope);
      rest(scope).put<IdParams>(
        `/admin/${what}/:id/${field}`,
        {
          schema: {
            ...adminTag,
            summary: `Upload or replace the ${field} (the old file is deleted)`,
            description:
              `multipart/form-data with one file part named \`${field}\`: a .png, .jpg or .jpeg picture, checked by ` +
              'content, at most the server’s upload limit; stored as a public picture with 480 px and 1200 px ' +
              'WebP renditions. The GraphQL mutations take the same file as an Upload.',
            security: security.write,
            consumes: ['multipart/form-data'],
            body: z
              .object({ [field]: z.string().meta({ format: 'binary', description: 'The picture file' }) })
              .optional(),
            params: idParams(what === 'personnel' ? 'Personnel' : 'Reference'),
            response: {
              200: ok(what === 'personnel' ? adminPersonnelSchema : adminReferenceSchema, 'As saved'),
              ...errors(
                [400, `BAD_REQUEST: malformed multipart, or no \`${field}\` file part`],
                ...signedInErrors,
                404,
                [413, 'PAYLOAD_TOO_LARGE'],
                [415, 'UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart/form-data'],
              ),
            },
          },
        },
        async (request) => {
          requirePermission(request, MANAGE); // before a byte of the file is read
          const id = requireUuid(request.params.id, what === 'personnel' ? 'Personnel' : 'Reference');
          if (!isMultipart(request)) throw new AppError('UNSUPPORTED_FILE', 'Send the picture as multipart/form-data');
          const upload = await readUpload(request, { fileField: field, maxFileSize: config.UPLOAD_MAX_BYTES });
          if (!upload.file) {
            throw new AppError('BAD_REQUEST', `No ${field} file part`);
          }
          await save(id, upload.file);
          return present(id);
        },
      );
    });

  await pictureRoute('personnel', 'photo', (id, file) => updatePersonnel(deps, id, {}, { file }), personnelOf);
  await pictureRoute('reference', 'logo', (id, file) => updateReference(deps, id, {}, { file }), referenceOf);
}
