import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../platform/errors.ts';
import { errors, idParams, rest, security } from '../../platform/http/openapi.ts';
import { isUuid } from '../../platform/validation.ts';
import { invoiceFileName, loadInvoiceData, sellerFromConfig } from './document.ts';
import { renderFa3Xml } from './fa3.ts';
import { renderInvoicePdf } from './pdf.ts';
import { mayReadInvoice } from './service.ts';

const invoiceBytes = (description: string) =>
  z.custom<unknown>().meta({ description, type: 'string', format: 'binary' });

type InvoiceRequest = { Params: { id: string }; Querystring: { accessToken?: string } };

/**
 * Invoice downloads (spec 7 Shop): the PDF of every paid purchase's invoice and the FA(3) XML
 * of a business purchase's, for the buyer, admins, sellers, or a guest with the purchase's
 * access token (`?accessToken=`). A purchase without an invoice, one the caller may not read,
 * or the XML of a non-business purchase is a 404 (which one is not revealed).
 */
export async function invoicesRest(app: FastifyInstance, { prisma, config }: { prisma: PrismaClient; config: Config }) {
  const api = rest(app);
  const seller = sellerFromConfig(config);

  async function readable(id: string, request: FastifyRequest, accessToken: unknown) {
    const purchase = isUuid(id)
      ? await prisma.purchase.findUnique({ where: { id }, select: { buyerId: true, accessTokenHash: true } })
      : null;
    const viewer = request.viewer ? { id: request.viewer.user.id, role: request.viewer.user.role } : null;
    const token = typeof accessToken === 'string' ? accessToken : null;
    if (!purchase || !mayReadInvoice(viewer, purchase, token)) throw notFound('Invoice');
    const data = await loadInvoiceData(prisma, id, seller);
    if (!data) throw notFound('Invoice');
    return data;
  }

  const common = {
    tags: ['shop'],
    security: security.optional,
    params: idParams('Purchase'),
    querystring: z.object({
      accessToken: z.string().optional().meta({ description: 'A guest’s secret (from the purchase link)' }),
    }),
  };
  const attachment = (name: string) => `attachment; filename="${name}"`;

  api.get<InvoiceRequest>(
    '/shop/purchases/:id/invoice.pdf',
    {
      schema: {
        ...common,
        summary: 'The VAT invoice of a paid purchase as a PDF',
        description:
          'For the buyer, an admin, a seller, or a guest with the access token. Polish with English ' +
          'subtitles. Content-Disposition: attachment; filename="faktura-FV-2026-000042.pdf".',
        produces: ['application/pdf'],
        response: {
          200: invoiceBytes('The PDF'),
          ...errors([404, 'NOT_FOUND: no such purchase, no invoice yet, or not yours (not revealed which)']),
        },
      },
    },
    async (request, reply) => {
      const data = await readable(request.params.id, request, request.query.accessToken);
      const pdf = await renderInvoicePdf(data);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(invoiceFileName(data.number, 'pdf')))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.get<InvoiceRequest>(
    '/shop/purchases/:id/invoice.xml',
    {
      schema: {
        ...common,
        summary: 'The structured e-invoice FA(3) (KSeF) of a business purchase',
        description:
          'Only purchases of business buyers (with a NIP) have one. Same access as the PDF. ' +
          'Content-Disposition: attachment; filename="faktura-FV-2026-000042.xml".',
        produces: ['application/xml'],
        response: {
          200: invoiceBytes('The FA(3) XML (namespace http://crd.gov.pl/wzor/2025/06/25/13775/)'),
          ...errors([404, 'NOT_FOUND: no such purchase, no invoice, not a business purchase, or not yours']),
        },
      },
    },
    async (request, reply) => {
      const data = await readable(request.params.id, request, request.query.accessToken);
      if (!data.business) throw notFound('Invoice');
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(invoiceFileName(data.number, 'xml')))
        .header('cache-control', 'private, no-store')
        .send(renderFa3Xml(data));
    },
  );
}
