import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256Base64 } from '../crypto.ts';
import { storageLinkValid, type SimulatorContext } from './context.ts';
import { isKsefSimulatorDown } from './control.ts';
import { unavailable } from './errors.ts';
import { badLinkPage, invoiceFoundPage, invoiceMissingPage } from './page.ts';
import { parseReference, relatedReference } from './reference.ts';
import { sessionUpo } from './session-routes.ts';
import { upoIssueDate } from './upo.ts';
import { sendSimulatorPage } from '../../../../../platform/simulator-page.ts';

/**
 * What sits beside the API under /ksef-simulator (its fault switch is the admin's, on the
 * e-invoices screen: setKsefSimulatorDown): the UPO download
 * links the API hands out (/storage/…, signed and expiring like KSeF's, no token), and the page
 * KOD I QR codes lead to (/invoice/{nip}/{DD-MM-YYYY}/{SHA-256 Base64URL}, also under /client-app).
 */

export function siteRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { prisma } = ctx;

  app.get<{ Params: { sessionRef: string; file: string }; Querystring: Record<string, unknown> }>(
    '/storage/:sessionRef/:file',
    async (request, reply) => {
      if (await isKsefSimulatorDown(prisma)) return unavailable(request, reply);
      const { sessionRef, file } = request.params;
      const name = /^(.{36})\.xml$/.exec(file)?.[1] ?? '';
      const key = await ctx.key();
      const notFound = () => reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      if (!parseReference(sessionRef) || !parseReference(name)) return notFound();
      if (!storageLinkValid(ctx, key, `${sessionRef}/${name}.xml`, request.query.se, request.query.sig)) {
        return reply.status(403).type('text/plain; charset=utf-8').send('Link invalid or expired');
      }
      let upo: string | null;
      if (name === relatedReference(sessionRef, 'EU')) {
        const session = await prisma.simulatedKsefSession.findUnique({ where: { referenceNumber: sessionRef } });
        upo = session ? await sessionUpo(ctx, session) : null;
      } else {
        const invoice = await prisma.simulatedKsefInvoice.findFirst({ where: { referenceNumber: name, sessionRef } });
        upo = invoice?.upo ?? null;
      }
      if (!upo) return notFound();
      return reply.type('application/xml; charset=utf-8').header('x-ms-meta-hash', sha256Base64(upo)).send(upo);
    },
  );

  // Both the QR host's path (/invoice/…, as kody-qr.md's links) and the client app's.
  const verification = async (
    request: FastifyRequest<{ Params: { nip: string; date: string; hash: string } }>,
    reply: FastifyReply,
  ) => {
    const { nip, date, hash } = request.params;
    const day = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
    if (!/^\d{10}$/.test(nip) || !day || !/^[A-Za-z0-9_-]{43}$/.test(hash))
      return sendSimulatorPage(reply, 400, badLinkPage());
    const issueDate = `${day[3]}-${day[2]}-${day[1]}`;
    // The link carries the hash in Base64URL, the tables in Base64.
    const invoiceHash = Buffer.from(hash, 'base64url').toString('base64');
    const candidates = await prisma.simulatedKsefInvoice.findMany({
      where: { sellerNip: nip, invoiceHash, statusCode: 200 },
      take: 10,
    });
    const invoice = candidates.find((c) => upoIssueDate(c.upo ?? '') === issueDate);
    if (!invoice?.ksefNumber) return sendSimulatorPage(reply, 404, invoiceMissingPage());
    return sendSimulatorPage(
      reply,
      200,
      invoiceFoundPage({
        ksefNumber: invoice.ksefNumber,
        invoiceNumber: invoice.invoiceNumber,
        sellerNip: invoice.sellerNip,
        issueDate: date,
        acquisitionDate: invoice.acquisitionDate,
      }),
    );
  };
  app.get('/invoice/:nip/:date/:hash', verification);
  app.get('/client-app/invoice/:nip/:date/:hash', verification);
}
