import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { isUuid } from '../../../platform/validation.ts';
import { loadCorrectionData } from './correction-document.ts';
import { renderCorrectionPdf } from './correction-pdf.ts';
import { invoiceFileName, loadInvoiceData, sellerFromConfig } from './document.ts';
import { ksefQrBase } from './ksef/environments.ts';
import { renderInvoicePdf } from './pdf.ts';
import { mayReadInvoice } from './service.ts';
import { correctionXml, invoiceXml } from './xml.ts';

/** The routes' request: a purchase id, for a correction its id too, and a guest's token. */
type DownloadRequest = { Params: { id: string; correctionId?: string }; Querystring: { accessToken?: string } };

/** The file name's first word of a correction ("faktura-korygujaca-FK-2026-000003.pdf"). */
const CORRECTION_FILE = 'faktura-korygujaca';

/** A document as a private download named after its number. */
function download(reply: FastifyReply, fileName: string, body: Readable | string) {
  return reply
    .type(fileName.endsWith('.pdf') ? 'application/pdf' : 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

/**
 * Invoice downloads (spec 7 Shop): the PDF of every paid purchase's invoice and of each
 * correction invoice of its refunds, and the FA(3) XML of both, for the buyer, admins, sellers,
 * or a guest with the purchase's access token (`?accessToken=`). The PDF shows the document's
 * state in KSeF (its QR code once sent or issued offline). The XML is the very file sent to KSeF
 * once there is a submission, else (business purchases only) rendered from the data. A purchase
 * without that document, one the caller may not read, or the XML of a non-business purchase not
 * in KSeF is a 404 (which one is not revealed).
 */
export async function invoicesRest(app: FastifyInstance, { prisma, config }: { prisma: PrismaClient; config: Config }) {
  const api = oa.rest(app);
  const seller = sellerFromConfig(config);
  const qrBase = ksefQrBase(config);

  /** 404 (`what` not found) unless the purchase exists and the caller may read its invoices. */
  async function mayRead(id: string, request: FastifyRequest, accessToken: unknown, what: string) {
    const purchase = isUuid(id)
      ? await prisma.purchase.findUnique({ where: { id }, select: { buyerId: true, accessTokenHash: true } })
      : null;
    const viewer = request.viewer ? { id: request.viewer.user.id, role: request.viewer.user.role } : null;
    const token = typeof accessToken === 'string' ? accessToken : null;
    if (!purchase || !mayReadInvoice(viewer, purchase, token)) throw notFound(what);
  }

  async function readable(request: FastifyRequest<DownloadRequest>) {
    await mayRead(request.params.id, request, request.query.accessToken, 'Invoice');
    const data = await loadInvoiceData(prisma, request.params.id, seller, qrBase);
    if (!data) throw notFound('Invoice');
    return data;
  }

  async function readableCorrection(request: FastifyRequest<DownloadRequest>) {
    const { id, correctionId = '' } = request.params;
    await mayRead(id, request, request.query.accessToken, 'Correction invoice');
    const data = isUuid(correctionId) ? await loadCorrectionData(prisma, id, correctionId, seller, qrBase) : null;
    if (!data) throw notFound('Correction invoice');
    return data;
  }

  const querystring = z.object({
    accessToken: z.string().optional().meta({ description: 'A guest’s secret (from the purchase link)' }),
  });
  const purchaseParams = oa.idParams('Purchase');
  const correctionParams = purchaseParams.extend({ correctionId: oa.uuid('Correction invoice id') });

  /** A download route: its OpenAPI schema, and the handler sending what `load` finds. */
  function downloadRoute(
    path: string,
    doc: { params: z.ZodType; summary: string; description: string; ok: string; missing: string },
    load: (request: FastifyRequest<DownloadRequest>) => Promise<[fileName: string, body: Readable | string]>,
  ) {
    const xml = path.endsWith('.xml');
    api.get<DownloadRequest>(
      path,
      {
        schema: {
          tags: ['shop'],
          security: oa.security.optional,
          params: doc.params,
          querystring,
          summary: doc.summary,
          description: doc.description,
          produces: [xml ? 'application/xml' : 'application/pdf'],
          response: { 200: oa.fileBytes(doc.ok), ...oa.errors([404, doc.missing]) },
        },
      },
      async (request, reply) => download(reply, ...(await load(request))),
    );
  }

  downloadRoute(
    '/shop/purchases/:id/invoice.pdf',
    {
      params: purchaseParams,
      summary: 'The VAT invoice of a paid purchase as a PDF',
      description:
        'For the buyer, an admin, a seller, or a guest with the access token. Polish with English ' +
        'subtitles. Content-Disposition: attachment; filename="faktura-FV-2026-000042.pdf".',
      ok: 'The PDF',
      missing: 'NOT_FOUND: no such purchase, no invoice yet, or not yours (not revealed which)',
    },
    async (request) => {
      const data = await readable(request);
      return [invoiceFileName(data.number, 'pdf'), await renderInvoicePdf(data)];
    },
  );

  downloadRoute(
    '/shop/purchases/:id/invoice.xml',
    {
      params: purchaseParams,
      summary: 'The structured e-invoice FA(3) (KSeF) of an invoice',
      description:
        'The file sent to KSeF once the invoice was submitted; before that, only purchases of business ' +
        'buyers (with a NIP) have one. Same access as the PDF. ' +
        'Content-Disposition: attachment; filename="faktura-FV-2026-000042.xml".',
      ok: 'The FA(3) XML (namespace http://crd.gov.pl/wzor/2025/06/25/13775/)',
      missing: 'NOT_FOUND: no such purchase, no invoice, not a business purchase nor in KSeF, or not yours',
    },
    async (request) => {
      const data = await readable(request);
      const invoice = await prisma.invoice.findUniqueOrThrow({
        where: { purchaseId: request.params.id },
        select: { id: true, ksef: { select: { xml: true } } },
      });
      const xml = invoice.ksef?.xml ?? (data.business ? await invoiceXml(prisma, config, invoice.id) : null);
      if (xml === null) throw notFound('Invoice');
      return [invoiceFileName(data.number, 'xml'), xml];
    },
  );

  downloadRoute(
    '/shop/purchases/:id/corrections/:correctionId.pdf',
    {
      params: correctionParams,
      summary: 'A correction invoice (faktura korygująca) of a refund as a PDF',
      description:
        'Issued when a refund of an invoiced purchase is done (Purchase.corrections lists them). Same ' +
        'access as the invoice. Content-Disposition: attachment; ' +
        'filename="faktura-korygujaca-FK-2026-000003.pdf".',
      ok: 'The PDF',
      missing: 'NOT_FOUND: no such purchase or correction of it, or not yours (not revealed which)',
    },
    async (request) => {
      const data = await readableCorrection(request);
      return [invoiceFileName(data.number, 'pdf', CORRECTION_FILE), await renderCorrectionPdf(data)];
    },
  );

  downloadRoute(
    '/shop/purchases/:id/corrections/:correctionId.xml',
    {
      params: correctionParams,
      summary: 'A correction invoice as the FA(3) e-invoice (RodzajFaktury KOR)',
      description:
        'The file sent to KSeF once the correction was submitted; before that, only purchases of ' +
        'business buyers (with a NIP). Same access as the PDF. Content-Disposition: ' +
        'attachment; filename="faktura-korygujaca-FK-2026-000003.xml".',
      ok: 'The FA(3) XML of the correction',
      missing: 'NOT_FOUND: no such purchase or correction, not a business purchase nor in KSeF, or not yours',
    },
    async (request) => {
      const data = await readableCorrection(request);
      const correctionId = request.params.correctionId!;
      const submission = await prisma.ksefSubmission.findUnique({ where: { correctionId }, select: { xml: true } });
      const xml = submission?.xml ?? (data.business ? await correctionXml(prisma, config, correctionId) : null);
      if (xml === null) throw notFound('Correction invoice');
      return [invoiceFileName(data.number, 'xml', CORRECTION_FILE), xml];
    },
  );
}
