import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { ConsultationRequest, PrismaClient } from '../../../generated/prisma/client.ts';
import { ConsultationStatus, ConsultationTime } from '../../../generated/prisma/enums.ts';
import { forbidden, unauthenticated } from '../../../platform/errors.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import { restPageQuery } from '../../../platform/validation.ts';
import { can } from '../../../auth/permissions.ts';
import { displayName } from '../../accounts/account/service.ts';
import * as contact from './service.ts';

/**
 * Contact form and free-consultation requests under /api/v1 (spec 7 "Contact form submission:
 * path not shown" → POST contact): the same services as GraphQL, raw UUIDs, numbered pages.
 */

const TAG = ['contact'];
const ADMIN_TAG = ['admin contact'];

const languageParam = z
  .string()
  .optional()
  .meta({ description: 'PL or EN (any case); unknown or absent: Accept-Language, else PL' });

const contactBody = z
  .object({
    firstName: z.string().meta({ description: 'At most 50 characters' }),
    lastName: z.string().meta({ description: 'At most 50 characters' }),
    email: z.string(),
    phone: z.string().meta({ description: '9 to 15 digits, optional +, spaces and hyphens' }),
    subject: z.string().meta({ description: 'At most 120 characters' }),
    message: z.string().meta({ description: 'At most 255 characters' }),
    termsConsent: z.boolean().meta({ description: 'Must be true' }),
    privacyConsent: z.boolean().meta({ description: 'Must be true' }),
    website: z.string().optional().meta({ description: 'Leave empty (a field hidden from people, anti-bot)' }),
    languageCd: languageParam,
  })
  .meta({ id: 'ContactMessageBody' });

const consultationBody = z
  .object({
    name: z.string().meta({ description: 'At most 100 characters' }),
    phone: z.string(),
    email: z.string().nullable().optional().meta({ description: 'Optional: a confirmation is mailed when given' }),
    preferredTime: z.enum(ConsultationTime).optional().meta({ description: 'Default ASAP' }),
    topic: z.string().meta({ description: 'At most 255 characters' }),
    termsConsent: z.boolean().meta({ description: 'Must be true' }),
    website: z.string().optional().meta({ description: 'Leave empty (anti-bot)' }),
    languageCd: languageParam,
  })
  .meta({ id: 'ConsultationRequestBody' });

const officeSchema = z
  .object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    opens: z.string().meta({ examples: ['10:00'] }),
    closes: z.string().meta({ examples: ['18:00'] }),
    callbackMinutes: z.number().int(),
    consultationMinutes: z.number().int(),
  })
  .meta({ id: 'OfficeDetails', description: 'Open Monday to Friday' });

const consultationSchema = z
  .object({
    id: oa.uuid('Consultation request id'),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    preferredTime: z.enum(ConsultationTime),
    topic: z.string(),
    language: z.enum(['PL', 'EN']),
    status: z.enum(ConsultationStatus),
    createdAt: oa.dateTime(),
    handledAt: oa.dateTime().nullable(),
    handledByName: z.string().nullable(),
  })
  .meta({ id: 'ConsultationRequest' });

const pageSchema = oa.pageOf(consultationSchema, 'ConsultationRequestPage');

const listQuery = z.object({
  ...restPageQuery,
  status: z.enum(ConsultationStatus).optional().meta({ description: 'NEW or HANDLED; absent: both' }),
});

type Row = ConsultationRequest & {
  handledBy: { firstName: string | null; lastName: string | null; email: string; companyName: string | null } | null;
};
const INCLUDE = { handledBy: { select: { firstName: true, lastName: true, email: true, companyName: true } } } as const;

const present = (r: Row) => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  preferredTime: r.preferredTime,
  topic: r.topic,
  language: r.language,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
  handledByName: r.handledBy ? displayName(r.handledBy) : null,
});

const languageOf = (request: FastifyRequest) =>
  requestLanguage(
    (request.body as { languageCd?: unknown } | undefined)?.languageCd ??
      (request.query as { languageCd?: unknown } | undefined)?.languageCd,
    request.headers['accept-language'],
  );

function requireAdmin(request: FastifyRequest): string {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  if (!can(user.role, 'manage:content:any')) throw forbidden();
  return user.id;
}

const sent = z.object({ sent: z.literal(true) }).meta({ id: 'FormSent' });

export async function contactRest(
  app: FastifyInstance,
  { prisma, config }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const api = oa.rest(app);
  const deps = { prisma, config };
  const rateLimited = [429, 'RATE_LIMITED: too many messages from this address, e-mail or phone'] as const;

  api.get(
    '/contact',
    {
      schema: {
        tags: TAG,
        summary: 'The office’s details and hours (Mon–Fri 10:00–18:00)',
        security: oa.security.public,
        response: { 200: oa.ok(officeSchema, 'The office') },
      },
    },
    async () => ({
      ...contact.officeDetails(config),
      callbackMinutes: contact.CALLBACK_MINUTES,
      consultationMinutes: contact.CONSULTATION_MINUTES,
    }),
  );

  api.post(
    '/contact',
    {
      schema: {
        tags: TAG,
        summary: 'Send a contact-form message to the office (anyone)',
        description:
          'Spec 5: all fields required, names ≤ 50, valid e-mail and phone, subject ≤ 120, message ≤ 255, both ' +
          'consents true. The office gets it with Reply-To the sender; the sender gets a copy.',
        security: oa.security.optional,
        body: contactBody,
        response: { 201: oa.ok(sent, 'Sent'), ...oa.errors(400, rateLimited, ...oa.bodyErrors) },
      },
    },
    async (request, reply) => {
      await contact.sendContactMessage(deps, (request.body ?? {}) as Record<string, unknown>, {
        clientIp: request.ip,
        language: languageOf(request),
      });
      return reply.code(201).send({ sent: true });
    },
  );

  api.post(
    '/consultation-requests',
    {
      schema: {
        tags: TAG,
        summary: 'Ask for the free 15-minute consultation call (anyone)',
        description:
          'The office calls back within 30 minutes on business days (Mon–Fri 10:00–18:00); with an e-mail, a ' +
          'confirmation is mailed in the request’s language.',
        security: oa.security.optional,
        body: consultationBody,
        response: { 201: oa.ok(sent, 'Requested'), ...oa.errors(400, rateLimited, ...oa.bodyErrors) },
      },
    },
    async (request, reply) => {
      await contact.requestConsultation(deps, (request.body ?? {}) as Record<string, unknown>, {
        clientIp: request.ip,
        language: languageOf(request),
      });
      return reply.code(201).send({ sent: true });
    },
  );

  api.get(
    '/admin/consultation-requests',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Consultation requests, newest first (admins)',
        security: oa.security.read,
        querystring: listQuery,
        response: { 200: oa.ok(pageSchema, 'One page'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const query = (request.query ?? {}) as Record<string, unknown>;
      const pageRequest = readPageQuery(query);
      const where = contact.consultationsWhere(contact.consultationStatusOf(query.status));
      const page = await numberedPage(
        pageRequest,
        (window) =>
          prisma.consultationRequest.findMany({
            where,
            orderBy: contact.CONSULTATIONS_ORDER,
            ...window,
            include: INCLUDE,
          }),
        () => prisma.consultationRequest.count({ where }),
      );
      return { ...page, items: page.items.map(present) };
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/consultation-requests/:id/handled',
    {
      schema: {
        tags: ADMIN_TAG,
        summary: 'Mark a request handled by the caller (idempotent: the first who and when are kept)',
        security: oa.security.write,
        params: oa.idParams('Consultation request'),
        response: { 200: oa.ok(consultationSchema, 'The request'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      const adminId = requireAdmin(request);
      const row = await contact.markConsultationHandled(prisma, adminId, request.params.id);
      return present(await prisma.consultationRequest.findUniqueOrThrow({ where: { id: row.id }, include: INCLUDE }));
    },
  );
}
