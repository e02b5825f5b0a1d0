import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KSEF_INTERVAL_SECONDS } from '../../../../contract/policies.ts';
import { KsefOfflineReason, KsefStatus } from '../../../../generated/prisma/enums.ts';
import { notFound } from '../../../../platform/errors.ts';
import { isUuid } from '../../../../platform/validation.ts';
import { requirePermission } from '../../../../platform/http/guard.ts';
import { numberedPage, readPageQuery } from '../../../../platform/http/numbered-page.ts';
import * as oa from '../../../../platform/http/openapi.ts';
import {
  E_INVOICE_ORDER,
  eInvoiceWhere,
  invoiceBuyerSchema,
  ksefOverview,
  parseEInvoiceFilter,
  resendEInvoice,
  switchKsefSimulator,
} from './admin.ts';
import { presentEInvoice } from './present.ts';
import { ksefPass, startKsefSending, type KsefDeps } from './sender.ts';
import { setConsumerInvoices } from './settings.ts';

const MANAGE = 'manage:purchase:any';

const eInvoiceSchema = z
  .object({
    id: oa.uuid('E-invoice id'),
    kind: z.enum(['INVOICE', 'CORRECTION']),
    purchaseId: oa.uuid('Purchase id'),
    documentNumber: z.string().meta({ description: 'FV/2026/000042 or FK/2026/000003' }),
    buyerName: z.string(),
    buyerNip: z.string().nullable().meta({ description: 'Null for a consumer' }),
    issueDate: oa.date(),
    status: z.enum(KsefStatus),
    offlineReason: z.enum(KsefOfflineReason).nullable(),
    sendBy: oa.dateTime().nullable().meta({ description: 'An offline invoice’s legal deadline' }),
    ksefNumber: z.string().nullable(),
    acceptedAt: oa.dateTime().nullable(),
    errors: z.array(
      z.object({ code: z.number().int().nullable(), description: z.string(), details: z.array(z.string()) }),
    ),
    attempts: z.number().int(),
    nextAttemptAt: oa.dateTime(),
    xmlUrl: z.string().meta({ description: 'The XML sent' }),
    upoUrl: z.string().nullable().meta({ description: 'The UPO, once KSeF gave it' }),
    verificationUrl: z.string().meta({ description: 'KOD I: the verification page the QR code holds' }),
  })
  .meta({ id: 'EInvoice' });

const overviewSchema = z
  .object({
    mode: z.enum(['ksef', 'simulator', 'offline']),
    simulatorDown: z.boolean().nullable().meta({ description: 'Null unless the local simulator is in use' }),
    environment: z.enum(['test', 'demo', 'production']),
    sendConsumerInvoices: z.boolean(),
    waiting: z.number().int(),
    rejected: z.number().int(),
    overdue: z.number().int(),
  })
  .meta({ id: 'KsefOverview' });

const passSchema = z
  .object({
    queued: z.number().int(),
    sent: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
    postponed: z.number().int(),
  })
  .meta({ id: 'KsefPassReport' });

const listQuery = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  status: z.enum(KsefStatus).optional(),
  offline: z.enum(['true', 'false']).optional(),
  from: oa.date().optional(),
  to: oa.date().optional(),
  buyer: z.string().optional().meta({ description: 'A fragment of the buyer’s name or NIP, or of a number' }),
});

const resendBody = z.object({ buyer: invoiceBuyerSchema.optional() }).optional();
const settingsBody = z.object({ sendConsumerInvoices: z.boolean() });
const simulatorBody = z.object({ down: z.boolean() });

type IdRequest = { Params: { id: string } };

/**
 * The admin's e-invoices under /api/v1/admin/e-invoices (issue 29), the REST twin of
 * `eInvoices`, `ksefOverview`, `resendEInvoice` and `setKsefSendConsumerInvoices`, plus the XML
 * and UPO downloads and "send now" (what the scheduled pass does, at once). Outside tests it
 * also runs the sending job every KSEF_INTERVAL_SECONDS, from onReady to onClose.
 */
export async function ksefRest(app: FastifyInstance, { ksef }: { ksef: KsefDeps }) {
  const { prisma, config } = ksef;
  if (config.NODE_ENV !== 'test') {
    // Tests run passes themselves (ksefPass with a chosen moment).
    let runner: ReturnType<typeof startKsefSending> | undefined;
    app.addHook('onReady', async () => {
      runner = startKsefSending(ksef, KSEF_INTERVAL_SECONDS * 1000);
    });
    app.addHook('onClose', async () => runner?.stop());
  }
  const api = oa.rest(app);
  const common = { tags: ['admin shop'], security: oa.security.write };

  api.get<{ Querystring: z.infer<typeof listQuery> }>(
    '/admin/e-invoices',
    {
      schema: {
        ...common,
        summary: 'Invoices on their way to KSeF (newest issue first, 25 a page)',
        querystring: listQuery,
        response: { 200: oa.ok(oa.pageOf(eInvoiceSchema, 'EInvoicePage'), 'One page'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const { status, offline, from, to, buyer } = request.query;
      const where = eInvoiceWhere(parseEInvoiceFilter({ status, offline: offline === 'true', from, to, buyer }));
      const page = await numberedPage(
        readPageQuery(request.query),
        (window) => prisma.ksefSubmission.findMany({ where, orderBy: E_INVOICE_ORDER, ...window }),
        () => prisma.ksefSubmission.count({ where }),
      );
      return { ...page, items: page.items.map((row) => presentEInvoice(config, row)) };
    },
  );

  api.get(
    '/admin/e-invoices/overview',
    {
      schema: {
        ...common,
        summary: 'Where invoicing through KSeF stands (mode, waiting, rejected, overdue)',
        response: { 200: oa.ok(overviewSchema, 'The overview'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return ksefOverview(prisma, config);
    },
  );

  api.put<{ Body: z.infer<typeof settingsBody> }>(
    '/admin/e-invoices/settings',
    {
      schema: {
        ...common,
        summary: 'Send consumers’ invoices to KSeF too (from now on)',
        body: settingsBody,
        response: { 200: oa.ok(overviewSchema, 'The overview'), ...oa.bodyRefusals() },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await setConsumerInvoices(prisma, request.body.sendConsumerInvoices);
      return ksefOverview(prisma, config);
    },
  );

  api.put<{ Body: z.infer<typeof simulatorBody> }>(
    '/admin/e-invoices/simulator',
    {
      schema: {
        ...common,
        summary: 'Demo: make the local KSeF simulator answer as if KSeF were down (or up again)',
        body: simulatorBody,
        response: {
          200: oa.ok(overviewSchema, 'The overview'),
          ...oa.bodyRefusals([422, 'BUSINESS_RULE: KSEF_SIMULATOR_NOT_IN_USE']),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return switchKsefSimulator(prisma, config, request.body.down);
    },
  );

  api.post<IdRequest & { Body: z.infer<typeof resendBody> }>(
    '/admin/e-invoices/:id/resend',
    {
      schema: {
        ...common,
        summary: 'Send a rejected (or waiting) invoice again',
        description:
          'A rejected invoice is rendered anew (with `buyer` corrected first if given); a waiting one is sent at the ' +
          'next pass at once. Accepted or being sent: 422 BUSINESS_RULE KSEF_RESEND_NOT_ALLOWED.',
        params: oa.idParams('E-invoice'),
        body: resendBody,
        response: {
          200: oa.ok(eInvoiceSchema, 'Queued again'),
          ...oa.bodyRefusals([404, 'NOT_FOUND'], [422, 'BUSINESS_RULE: KSEF_RESEND_NOT_ALLOWED']),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const row = await resendEInvoice(prisma, config, request.params.id, request.body?.buyer);
      return presentEInvoice(config, row);
    },
  );

  api.post(
    '/admin/e-invoices/send',
    {
      schema: {
        ...common,
        summary: 'Send now: what the scheduled pass does, at once',
        response: { 200: oa.ok(passSchema, 'What the pass did'), ...oa.signedInRefusals() },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return ksefPass({ ...ksef, log: request.log });
    },
  );

  for (const [file, type] of [
    ['xml', 'application/xml; charset=utf-8'],
    ['upo', 'application/xml; charset=utf-8'],
  ] as const) {
    api.get<IdRequest>(
      `/admin/e-invoices/:id/${file}`,
      {
        schema: {
          ...common,
          summary: file === 'xml' ? 'The FA(3) XML sent to KSeF' : 'The UPO (KSeF’s acknowledgement of receipt)',
          params: oa.idParams('E-invoice'),
          produces: ['application/xml'],
          response: {
            200: oa.fileBytes('The XML'),
            ...oa.signedInRefusals([404, 'NOT_FOUND']),
          },
        },
      },
      async (request, reply) => {
        requirePermission(request, MANAGE);
        const row = isUuid(request.params.id)
          ? await prisma.ksefSubmission.findUnique({
              where: { id: request.params.id },
              select: { xml: true, upo: true, documentNumber: true },
            })
          : null;
        const body = file === 'xml' ? row?.xml : row?.upo;
        if (!row || !body) throw notFound(file === 'xml' ? 'E-invoice' : 'UPO');
        const name = `${file === 'xml' ? 'e-faktura' : 'upo'}-${row.documentNumber.replaceAll('/', '-')}.xml`;
        return reply
          .type(type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(body);
      },
    );
  }
}
