import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { JobOffer, Prisma, PrismaClient, PublicProfile, StoredFile } from '../../../generated/prisma/client.ts';
import {
  JobFulfillmentTime,
  JobOfferStatus,
  PublicProfileStatus,
  ServiceCategory,
} from '../../../generated/prisma/enums.ts';
import { notFound, unauthenticated } from '../../../platform/errors.ts';
import { acceptMultipart, readUpload } from '../../../platform/http/multipart.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { JOB_OFFER_ATTACHMENT_MAX_BYTES } from '../../../contract/policies.ts';
import type { IncomingFile } from '../../content/files/service.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { mimeTypesOf } from '../../../platform/storage/file-types.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { parseInput, queryEnum, restPageQuery } from '../../../platform/validation.ts';
import { displayName } from '../../accounts/account/service.ts';
import { requireExchangeAdmin, type ExchangeViewer } from './access.ts';
import {
  adminJobOffersWhere,
  countAdminJobOffers,
  attachmentUrl,
  closeJobOffer,
  createJobOffer,
  jobOfferAttachment,
  jobOfferAttachmentMaxBytes,
  jobOffersWhere,
  mayCloseOffer,
  OFFERS_ORDER,
  readJobOffer,
  requireOfferAuthor,
} from './offers.ts';
import * as profiles from './profiles.ts';

/**
 * The order exchange under /api/v1 (spec 7: services, public-profiles, user-account/public-profile,
 * job-offers, admin/job-offers; exchange contract). Raw UUIDs, numbered pages (`page` from 0,
 * `size`). Posting an offer takes JSON, or multipart/form-data with its fields and one optional
 * `attachment` file (streamed by platform/http/multipart.ts); both go to the same `createJobOffer`
 * service as the GraphQL mutation, which checks the fields, the caller and the file.
 */

const TAG = ['exchange'];
const ADMIN_TAG = ['admin exchange'];

// ───────────────────────────── Schemas ─────────────────────────────

const serviceEnum = z.enum(ServiceCategory);

const publicProfileSchema = z
  .object({
    id: oa.uuid('Public profile id'),
    companyName: z.string(),
    companyPhoneNumber: z.string().nullable(),
    website: z.string().nullable(),
    skysnapLink: z.string().nullable(),
    shortDescription: z.string().nullable(),
    lat: z.number(),
    lng: z.number(),
    coordinates: z.string().meta({ description: '"lat, lng" as stored (at most 14 decimals each)' }),
    town: z.string().nullable(),
    services: z.array(serviceEnum),
  })
  .meta({ id: 'PublicProfile' });

const ownProfileSchema = publicProfileSchema
  .extend({
    status: z
      .enum(PublicProfileStatus)
      .meta({ description: 'PENDING until an admin approves; a changed card returns to PENDING' }),
    published: z.boolean().meta({ description: 'User.publicFlg: listed only while on' }),
    reviewedAt: oa.dateTime().nullable(),
    createdAt: oa.dateTime(),
    updatedAt: oa.dateTime(),
  })
  .meta({ id: 'OwnPublicProfile' });

const adminProfileSchema = ownProfileSchema
  .extend({ ownerId: oa.uuid('The owner’s user id'), ownerEmail: z.string() })
  .meta({ id: 'AdminPublicProfile' });

const saveProfileBody = z
  .object({
    companyName: z.string().meta({ description: 'At most 255 characters' }),
    companyPhoneNumber: z.string().nullable().optional(),
    website: z.string().nullable().optional().meta({ description: 'http(s)' }),
    skysnapLink: z.string().nullable().optional().meta({ description: 'http(s)' }),
    shortDescription: z.string().nullable().optional().meta({ description: 'At most 1000 characters' }),
    coordinates: z.string().meta({
      description: '"lat, lng": at most 14 decimals each, latitude −90..90, longitude −180..180 (else invalid_value)',
      examples: ['52.2297, 21.0122'],
    }),
    town: z.string().nullable().optional().meta({ description: 'For the town search' }),
    services: z.array(serviceEnum).meta({ description: 'At least one' }),
    published: z.boolean().optional().meta({ description: 'Sets User.publicFlg; absent: unchanged' }),
  })
  .meta({ id: 'SavePublicProfile' });

const jobOfferSchema = z
  .object({
    id: oa.uuid('Job offer id'),
    number: z.string().meta({ description: 'Job number, e.g. ZL/2026/00042' }),
    category: serviceEnum,
    description: z.string(),
    additionalRequirements: z.string().nullable(),
    location: z.string().meta({ description: 'A town or a postal code' }),
    fulfillmentTime: z.enum(JobFulfillmentTime),
    customDate: oa.date().nullable().meta({ description: 'With CUSTOM_TIME only' }),
    companyFlg: z.boolean(),
    status: z.enum(JobOfferStatus),
    closedAt: oa.dateTime().nullable(),
    createdAt: oa.dateTime(),
    attachment: z
      .object({ originalName: z.string(), mimeType: z.string(), size: z.number().int(), url: z.string() })
      .nullable(),
    authorName: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string().nullable(),
    isMine: z.boolean(),
    canClose: z.boolean().meta({ description: 'The viewer is its author or an admin, and it is open' }),
  })
  .meta({ id: 'JobOffer' });

const createOfferBody = z
  .object({
    category: serviceEnum,
    description: z.string().meta({ description: 'At most 2000 characters' }),
    additionalRequirements: z.string().nullable().optional().meta({ description: 'At most 1000 characters' }),
    location: z.string().meta({ description: 'A town or a postal code (at most 100 characters)' }),
    fulfillmentTime: z.enum(JobFulfillmentTime),
    customDate: oa.date().nullable().optional().meta({ description: 'Required with CUSTOM_TIME, after today' }),
    companyFlg: z.boolean().optional().meta({ description: 'In multipart/form-data: "true" or "false"' }),
    attachment: z
      .custom<unknown>()
      .optional()
      .meta({
        type: 'string',
        format: 'binary',
        description:
          'multipart/form-data only, optional, sent after the other fields: a PDF, a picture or an office ' +
          'document (checked by content)',
      }),
  })
  .meta({
    id: 'CreateJobOffer',
    description:
      'As JSON (no attachment) or as multipart/form-data: the same fields as text parts, then at most one ' +
      '`attachment` file',
  });

const profileQuery = z.object({
  ...restPageQuery,
  service: serviceEnum.optional(),
  town: z.string().optional().meta({ description: 'Part of the town’s name, case-insensitive' }),
});
const adminProfileQuery = z.object({
  ...restPageQuery,
  status: z.enum(PublicProfileStatus).optional(),
  service: serviceEnum.optional(),
  search: z.string().optional().meta({ description: 'In the company name, the town or the owner’s e-mail' }),
});
const offerQuery = z.object({
  ...restPageQuery,
  status: z.enum(JobOfferStatus).optional().meta({ description: 'OPEN or ENDED (completed)' }),
  category: serviceEnum.optional(),
  mine: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'true: only the caller’s own offers (needs no access)' }),
});

// ───────────────────────────── Presenters ─────────────────────────────

function presentProfile(p: PublicProfile) {
  return {
    id: p.id,
    companyName: p.companyName,
    companyPhoneNumber: p.companyPhoneNumber,
    website: p.website,
    skysnapLink: p.skysnapLink,
    shortDescription: p.shortDescription,
    lat: p.lat.toNumber(),
    lng: p.lng.toNumber(),
    coordinates: profiles.formatCoordinates(p),
    town: p.town,
    services: p.services,
  };
}

type ProfileWithUser = PublicProfile & { user: { publicFlg: boolean; email: string } };

const presentOwnProfile = (p: ProfileWithUser) => ({
  ...presentProfile(p),
  status: p.status,
  published: p.user.publicFlg,
  reviewedAt: p.reviewedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const presentAdminProfile = (p: ProfileWithUser) => ({
  ...presentOwnProfile(p),
  ownerId: p.userId,
  ownerEmail: p.user.email,
});

type OfferRow = JobOffer & {
  attachment: Pick<StoredFile, 'originalName' | 'mimeType' | 'size'> | null;
  author: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    companyName: string | null;
    phoneNumber: string | null;
  };
};

const OFFER_INCLUDE = {
  attachment: { select: { originalName: true, mimeType: true, size: true } },
  author: { select: { firstName: true, lastName: true, email: true, companyName: true, phoneNumber: true } },
} as const;
const USER_INCLUDE = { user: { select: { publicFlg: true, email: true } } } as const;

function presentOffer(o: OfferRow, viewer: ExchangeViewer) {
  return {
    id: o.id,
    number: o.number,
    category: o.category,
    description: o.description,
    additionalRequirements: o.additionalRequirements,
    location: o.location,
    fulfillmentTime: o.fulfillmentTime,
    customDate: o.customDate ? o.customDate.toISOString().slice(0, 10) : null,
    companyFlg: o.companyFlg,
    status: o.status,
    closedAt: o.closedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    attachment: o.attachment ? { ...o.attachment, url: attachmentUrl(o.id) } : null,
    authorName: displayName(o.author),
    contactEmail: o.author.email,
    contactPhone: o.author.phoneNumber,
    isMine: o.authorId === viewer.id,
    canClose: mayCloseOffer(viewer, o),
  };
}

/** The caller as the exchange services take it, or null for a visitor. */
const viewerOrNull = (request: FastifyRequest): ExchangeViewer | null => {
  const user = request.viewer?.user;
  return user ? { id: user.id, role: user.role, premiumUserFlg: user.premiumUserFlg } : null;
};
const viewerOf = (request: FastifyRequest): ExchangeViewer => {
  const viewer = viewerOrNull(request);
  if (!viewer) throw unauthenticated();
  return viewer;
};

// ───────────────────────────── Routes ─────────────────────────────

type IdParams = { Params: { id: string } };

export async function exchangeRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
) {
  const api = oa.rest(app);
  const adminErrors = oa.signedInRefusals(404);
  const noAccess = [403, 'EXCHANGE_NO_ACCESS: the caller has no access to job offers (or FORBIDDEN)'] as const;
  /** A card as saved or reviewed, with what its owner's account says of it. */
  const cardOf = ({ id }: { id: string }) =>
    prisma.publicProfile.findUniqueOrThrow({ where: { id }, include: USER_INCLUDE });
  /** The offers `where` picks, newest first: a page's window of them. */
  const offersIn = (where: Prisma.JobOfferWhereInput) => (window: { skip: number; take: number }) =>
    prisma.jobOffer.findMany({ where, orderBy: OFFERS_ORDER, ...window, include: OFFER_INCLUDE });

  api.get(
    '/services',
    {
      schema: {
        tags: TAG,
        summary: 'The 12 service categories of the order exchange',
        security: oa.security.public,
        response: { 200: oa.ok(z.array(serviceEnum), 'The categories, in the spec’s order') },
      },
    },
    async () => profiles.SERVICE_CATEGORIES,
  );

  api.get(
    '/public-profiles',
    {
      schema: {
        tags: TAG,
        summary: 'Approved, published provider cards by company name, filtered by service and town',
        security: oa.security.optional,
        querystring: profileQuery,
        response: {
          200: oa.ok(oa.pageOf(publicProfileSchema, 'PublicProfilePage'), 'One page of cards'),
          ...oa.errors(400),
        },
      },
    },
    async (request) => {
      const pageRequest = readPageQuery(queryOf(request));
      const where = profiles.publicProfilesWhere({
        service: queryValue(queryOf(request).service),
        town: queryOf(request).town,
      });
      const page = await numberedPage(
        pageRequest,
        (window) => prisma.publicProfile.findMany({ where, orderBy: profiles.PROFILES_ORDER, ...window }),
        () => prisma.publicProfile.count({ where }),
      );
      return { ...page, items: page.items.map(presentProfile) };
    },
  );

  api.get(
    '/user-account/public-profile',
    {
      schema: {
        tags: TAG,
        summary: 'The caller’s own card, whatever its status',
        security: oa.security.read,
        response: { 200: oa.ok(ownProfileSchema, 'The card'), ...oa.signedInRefusals([404, 'No card yet']) },
      },
    },
    async (request) => {
      const profile = await profiles.myPublicProfile(prisma, viewerOf(request));
      if (!profile) throw notFound('Public profile');
      return presentOwnProfile(await cardOf(profile));
    },
  );

  api.put(
    '/user-account/public-profile',
    {
      schema: {
        tags: TAG,
        summary: 'Create or update the caller’s own card (PENDING until an admin approves it)',
        description: 'A changed card goes back to PENDING; the same contents keep the status.',
        security: oa.security.write,
        body: saveProfileBody,
        response: { 200: oa.ok(ownProfileSchema, 'The card as saved'), ...oa.bodyRefusals() },
      },
    },
    async (request) => {
      const profile = await profiles.savePublicProfile(prisma, viewerOrNull(request), request.body);
      return presentOwnProfile(await cardOf(profile));
    },
  );

  api.get(
    '/job-offers',
    {
      schema: {
        tags: TAG,
        summary: 'Job offers, newest first: everyone’s with access, or the caller’s own (mine=true)',
        security: oa.security.read,
        querystring: offerQuery,
        response: {
          200: oa.ok(oa.pageOf(jobOfferSchema, 'JobOfferPage'), 'One page of offers'),
          ...oa.errors(400, 401, noAccess),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const pageRequest = readPageQuery(queryOf(request));
      const where = jobOffersWhere(viewer, offerFilterOf(queryOf(request)));
      const page = await numberedPage(pageRequest, offersIn(where), () => prisma.jobOffer.count({ where }));
      return { ...page, items: page.items.map((o) => presentOffer(o, viewer)) };
    },
  );

  // Only this route takes multipart bodies (its own scope): the other routes stay JSON-only.
  await app.register(async (scope) => {
    acceptMultipart(scope);
    oa.rest(scope).post(
      '/job-offers',
      {
        schema: {
          tags: TAG,
          summary: 'Post a job offer (numbered; matching providers are e-mailed)',
          description:
            'JSON without an attachment, or multipart/form-data with the same fields as text parts ' +
            '(`companyFlg` "true"/"false"; empty parts count as absent) followed by at most one `attachment` ' +
            'file (.pdf, .png, .jpg, .docx, .xlsx, .odt, .doc, .xls, checked by content; at most ' +
            `${JOB_OFFER_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB and the server's upload limit), streamed to ` +
            'storage only after the fields are valid. The same rules and service as the GraphQL ' +
            '`createJobOffer` mutation; a refused offer stores nothing.',
          security: oa.security.write,
          consumes: ['application/json', 'multipart/form-data'],
          body: createOfferBody,
          response: {
            201: oa.ok(jobOfferSchema, 'The offer'),
            ...oa.signedInRefusals(
              [400, 'VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST (malformed multipart)'],
              [413, 'PAYLOAD_TOO_LARGE: the body, or the attachment over its limit'],
              [415, 'UNSUPPORTED_FILE (attachment type) or an unsupported content type'],
            ),
          },
        },
      },
      async (request, reply) => {
        const viewer = viewerOrNull(request);
        let input: unknown = request.body;
        let file: IncomingFile | null = null;
        if (isMultipart(request)) {
          requireOfferAuthor(viewer); // before a byte of the file is read
          const upload = await readUpload(request, {
            fileField: 'attachment',
            maxFileSize: jobOfferAttachmentMaxBytes(config.UPLOAD_MAX_BYTES),
          });
          input = offerFormInput(upload.fields);
          file = upload.file;
        }
        const offer = await createJobOffer(
          { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES, publicUrl: config.publicUrl },
          viewer,
          input,
          file,
        );
        const row = await prisma.jobOffer.findUniqueOrThrow({ where: { id: offer.id }, include: OFFER_INCLUDE });
        return reply.code(201).send(presentOffer(row, viewer!));
      },
    );
  });

  /** A call on one offer by its path id, by its author or a caller with access: it answers the offer. */
  const offerRoute = (
    method: 'get' | 'put',
    url: string,
    summary: string,
    answer: string,
    run: (viewer: ExchangeViewer, id: string) => Promise<{ id: string }>,
  ) =>
    api[method]<IdParams>(
      url,
      {
        schema: {
          tags: TAG,
          summary,
          security: method === 'get' ? oa.security.read : oa.security.write,
          params: oa.idParams('Job offer'),
          response: { 200: oa.ok(jobOfferSchema, answer), ...oa.errors(401, noAccess, 404) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const offer = await run(viewer, request.params.id);
        const row = await prisma.jobOffer.findUniqueOrThrow({ where: { id: offer.id }, include: OFFER_INCLUDE });
        return presentOffer(row, viewer);
      },
    );

  offerRoute('get', '/job-offers/:id', 'One offer: for its author and callers with access', 'The offer', (v, id) =>
    readJobOffer(prisma, v, id),
  );

  api.get<IdParams>(
    '/job-offers/:id/attachment',
    {
      schema: {
        tags: TAG,
        summary: 'The offer’s attachment, for whoever may read the offer',
        security: oa.security.read,
        params: oa.idParams('Job offer'),
        produces: mimeTypesOf('attachment'),
        response: { 200: oa.fileBytes('The attachment, in its stored type'), ...oa.errors(401, noAccess, 404) },
      },
    },
    async (request, reply) => {
      const file = await jobOfferAttachment(prisma, viewerOf(request), request.params.id);
      reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
      return reply.send(await storage.get(file.key));
    },
  );

  offerRoute(
    'put',
    '/job-offers/:id/close',
    'Close an offer (ENDED): its author or an admin; closing an ended one changes nothing',
    'The offer, ENDED',
    (v, id) => closeJobOffer(prisma, v, id),
  );

  // ───────────────────────────── Admin ─────────────────────────────

  api.get(
    '/admin/job-offers',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Every job offer, newest first',
        security: oa.security.read,
        querystring: offerQuery,
        response: {
          200: oa.ok(oa.cappedPageOf(jobOfferSchema, 'AdminJobOfferPage'), 'One page of offers'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const pageRequest = readPageQuery(queryOf(request));
      const filter = offerFilterOf(queryOf(request));
      const where = adminJobOffersWhere(viewer, filter);
      const page = await numberedPage(pageRequest, offersIn(where), () => countAdminJobOffers(prisma, filter));
      return { ...page, items: page.items.map((o) => presentOffer(o, viewer)) };
    },
  );

  api.get(
    '/admin/public-profiles',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Every provider card, the most recently changed first',
        security: oa.security.read,
        querystring: adminProfileQuery,
        response: {
          200: oa.ok(oa.cappedPageOf(adminProfileSchema, 'AdminPublicProfilePage'), 'One page of cards'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      requireExchangeAdmin(viewer);
      const pageRequest = readPageQuery(queryOf(request));
      const filter = {
        status: queryValue(queryOf(request).status),
        service: queryValue(queryOf(request).service),
        search: queryOf(request).search,
      };
      const where = profiles.adminPublicProfilesWhere(filter);
      const page = await numberedPage(
        pageRequest,
        async (window) => {
          // With a search the page's ids come from SQL (each part of the search on an index).
          const ids = await profiles.adminPublicProfilesPageIds(prisma, filter, window);
          return prisma.publicProfile.findMany({
            where: ids ? { id: { in: ids } } : where,
            orderBy: profiles.ADMIN_PROFILES_ORDER,
            ...(ids ? {} : window),
            include: USER_INCLUDE,
          });
        },
        () => profiles.countAdminPublicProfiles(prisma, filter),
      );
      return { ...page, items: page.items.map(presentAdminProfile) };
    },
  );

  const review = (path: string, summary: string, run: (viewer: ExchangeViewer, id: string) => Promise<PublicProfile>) =>
    api.put<IdParams>(
      path,
      {
        schema: {
          tags: ADMIN_TAG,
          summary,
          security: oa.security.write,
          params: oa.idParams('Public profile'),
          response: { 200: oa.ok(adminProfileSchema, 'The card'), ...adminErrors },
        },
      },
      async (request) => {
        const profile = await run(viewerOf(request), request.params.id);
        return presentAdminProfile(await cardOf(profile));
      },
    );

  review('/admin/public-profiles/:id/approve', 'Approve a card (listed while its owner keeps it published)', (v, id) =>
    profiles.approvePublicProfile(prisma, v, id),
  );
  review('/admin/public-profiles/:id/hide', 'Hide a card (no longer listed)', (v, id) =>
    profiles.hidePublicProfile(prisma, v, id),
  );

  deleteRoute<IdParams['Params']>(api, '/admin/public-profiles/:id', {
    tags: ADMIN_TAG,
    summary: 'Remove a business card without giving a reason (REMOVED; the owner is e-mailed)',
    params: oa.idParams('Public profile'),
    remove: ({ id }, request) => profiles.removePublicProfile(prisma, viewerOf(request), id, config.publicUrl),
  });
}

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * A multipart offer's text parts as the service's input: empty parts are absent (an empty form
 * field), `companyFlg` "true"/"false" a boolean; anything else goes as sent and the service's
 * schema judges it, as for JSON.
 */
function offerFormInput(fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) if (value !== '') input[name] = value;
  if (input.companyFlg === 'true' || input.companyFlg === 'false') input.companyFlg = input.companyFlg === 'true';
  return input;
}

/** The query string as sent (not checked at the edge: the services parse it). */
const queryOf = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/** REST query strings: the enum values in any case (`?service=photography`). */
const queryValue = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

function offerFilterOf(query: Record<string, string | undefined>) {
  return {
    status: queryValue(query.status),
    category: queryValue(query.category),
    mine:
      query.mine === undefined
        ? undefined
        : parseInput(z.object({ mine: queryEnum(['TRUE', 'FALSE']) }), query).mine === 'TRUE',
  };
}
