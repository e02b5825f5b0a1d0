import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Prisma, SimulatedKsefInvoice, SimulatedKsefSession } from '../../../../../generated/prisma/client.ts';
import { warsawDate } from '../../../../../platform/time.ts';
import type { components } from '../api/schema.d.ts';
import { aesDecrypt, sha256Base64 } from '../crypto.ts';
import { formatKsefNumber, isKsefNumber } from '../ksef-number.ts';
import {
  authenticate,
  issues,
  referenceParam,
  sha256Base64Field,
  storageLink,
  type SimulatorContext,
} from './context.ts';
import { badRequest } from './errors.ts';
import { rsaOaepDecrypt } from './keys.ts';
import { referenceNumber, relatedReference } from './reference.ts';
import { renderUpo, upoIssueDate, type UpoDocument } from './upo.ts';
import { verifyInvoice, type Verdict } from './verify.ts';

type Schemas = components['schemas'];

/**
 * The interactive session (sesja-interaktywna.md, faktury/sesje/…): open with an RSA-encrypted
 * AES key, send encrypted invoices, close; the session's and each invoice's status, and the
 * UPOs. An invoice is verified during its POST (the answer is still 202 with its reference
 * number, as in KSeF), so its status is final when first asked.
 */

/** Sessions live 12 hours (sesja-interaktywna.md); at most 10 000 invoices each. */
const SESSION_LIFETIME_MS = 12 * 3600_000;
const MAX_INVOICES = 10_000;
/** Invoices without attachments: at most 1 000 000 bytes (weryfikacja-faktury.md). */
const MAX_INVOICE_BYTES = 1_000_000;
/** The send body: the invoice encrypted (padding adds ≤ 16 bytes) and Base64-encoded, in JSON. */
const SEND_BODY_LIMIT = 2 * 1024 * 1024;

const SESSION_STATUS: Record<number, Schemas['StatusInfo']> = {
  100: { code: 100, description: 'Sesja interaktywna otwarta' },
  170: { code: 170, description: 'Sesja interaktywna zamknięta' },
  200: { code: 200, description: 'Sesja interaktywna przetworzona pomyślnie' },
  415: { code: 415, description: 'Błąd odszyfrowania dostarczonego klucza' },
  440: { code: 440, description: 'Sesja anulowana', details: ['Nie przesłano faktur'] },
  445: { code: 445, description: 'Błąd weryfikacji, brak poprawnych faktur' },
};

const FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

const openBody = z.object({
  formCode: z.object({
    systemCode: z.string().max(50),
    schemaVersion: z.string().max(50),
    value: z.string().max(50),
  }),
  encryption: z.object({
    encryptedSymmetricKey: z.base64().min(1).max(2048),
    initializationVector: z.base64().min(1).max(64),
    publicKeyId: z.string().length(44).nullish(),
  }),
});

const sendBody = z.object({
  invoiceHash: sha256Base64Field,
  invoiceSize: z.number().int().min(1),
  encryptedInvoiceHash: sha256Base64Field,
  encryptedInvoiceSize: z.number().int().min(1),
  encryptedInvoiceContent: z.base64().min(1),
  offlineMode: z.boolean().default(false),
  hashOfCorrectedInvoice: sha256Base64Field.nullish(),
});

type Params = {
  referenceNumber: string;
  invoiceReferenceNumber?: string;
  ksefNumber?: string;
  upoReferenceNumber?: string;
};

/** A closed (or expired) session's final status: processed, or nothing sent, or nothing accepted. */
const finalCode = (invoiceCount: number, successful: number) =>
  invoiceCount === 0 ? 440 : successful === 0 ? 445 : 200;

const validUntil = (session: SimulatedKsefSession) => new Date(session.createdAt.getTime() + SESSION_LIFETIME_MS);

/** Open: not closed nor failed, and within its 12 hours. */
const isOpen = (ctx: SimulatorContext, session: SimulatedKsefSession) =>
  session.statusCode === 100 && ctx.now().getTime() < validUntil(session).getTime();

/** The session's status as reported: an open session past its 12 hours counts as closed. */
export async function sessionCode(ctx: SimulatorContext, session: SimulatedKsefSession): Promise<number> {
  if (session.statusCode !== 100 || isOpen(ctx, session)) return session.statusCode;
  const successful = await ctx.prisma.simulatedKsefInvoice.count({
    where: { sessionRef: session.referenceNumber, statusCode: 200 },
  });
  return finalCode(session.invoiceCount, successful);
}

export function sessionRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { prisma } = ctx;
  const open = (session: SimulatedKsefSession) => isOpen(ctx, session);

  /** The caller's session (its context's only), or an answer already sent. */
  async function sessionOf(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    const auth = await authenticate(ctx, request, reply, 'ContextToken');
    if (!auth) return null;
    const { referenceNumber: ref } = request.params;
    if (!referenceParam.safeParse(ref).success) {
      badRequest(request, reply, 'validation', ['referenceNumber: nieprawidłowy numer referencyjny.']);
      return null;
    }
    const session = await prisma.simulatedKsefSession.findUnique({ where: { referenceNumber: ref } });
    if (!session || session.nip !== auth.nip) {
      badRequest(request, reply, 'sessionNotFound', [`Sesja o numerze referencyjnym ${ref} nie została odnaleziona.`]);
      return null;
    }
    return session;
  }

  const successfulCount = (sessionRef: string) =>
    prisma.simulatedKsefInvoice.count({ where: { sessionRef, statusCode: 200 } });

  app.post('/sessions/online', async (request, reply) => {
    const auth = await authenticate(ctx, request, reply, 'ContextToken');
    if (!auth) return reply;
    const parsed = openBody.safeParse(request.body);
    if (!parsed.success) return badRequest(request, reply, 'validation', issues(parsed.error));
    const { formCode, encryption } = parsed.data;
    if (
      formCode.systemCode !== FORM_CODE.systemCode ||
      formCode.schemaVersion !== FORM_CODE.schemaVersion ||
      formCode.value !== FORM_CODE.value
    ) {
      return badRequest(request, reply, 'validation', ['Wskazany kod formularza nie jest wspierany.']);
    }
    const key = await ctx.key();
    if (encryption.publicKeyId && encryption.publicKeyId !== key.publicKeyId) {
      return badRequest(request, reply, 'unknownKey', [
        `Klucz o identyfikatorze ${encryption.publicKeyId} nie jest wspierany.`,
      ]);
    }
    const iv = Buffer.from(encryption.initializationVector, 'base64');
    if (iv.length !== 16) {
      return badRequest(request, reply, 'validation', ['encryption.initializationVector: wymagane 16 bajtów.']);
    }
    const symmetricKey = rsaOaepDecrypt(key, Buffer.from(encryption.encryptedSymmetricKey, 'base64'));
    const now = ctx.now();
    const session = await prisma.simulatedKsefSession.create({
      data: {
        referenceNumber: referenceNumber('SO', now),
        nip: auth.nip,
        // A key that does not decrypt to 32 bytes leaves the session failed (415), as in KSeF.
        symmetricKey: symmetricKey?.length === 32 ? symmetricKey.toString('base64') : '',
        iv: iv.toString('base64'),
        statusCode: symmetricKey?.length === 32 ? 100 : 415,
        createdAt: now,
      },
    });
    const body: Schemas['OpenOnlineSessionResponse'] = {
      referenceNumber: session.referenceNumber,
      validUntil: validUntil(session).toISOString(),
    };
    return reply.status(201).send(body);
  });

  app.post<{ Params: Params }>(
    '/sessions/online/:referenceNumber/invoices',
    { bodyLimit: SEND_BODY_LIMIT },
    async (request, reply) => {
      const session = await sessionOf(request, reply);
      if (!session) return reply;
      if (!open(session)) {
        return badRequest(request, reply, 'sessionStatus', [
          `Status sesji ${await sessionCode(ctx, session)} uniemożliwia wysyłkę faktur.`,
        ]);
      }
      const parsed = sendBody.safeParse(request.body);
      if (!parsed.success) return badRequest(request, reply, 'validation', issues(parsed.error));
      const body = parsed.data;
      if (body.invoiceSize > MAX_INVOICE_BYTES) {
        return badRequest(request, reply, 'validation', [
          `invoiceSize: faktura bez załączników może mieć najwyżej ${MAX_INVOICE_BYTES} bajtów.`,
        ]);
      }
      const encrypted = Buffer.from(body.encryptedInvoiceContent, 'base64');
      if (encrypted.length !== body.encryptedInvoiceSize) {
        return badRequest(request, reply, 'size', ['Długość treści nie zgadza się z rozmiarem pliku.']);
      }
      if (sha256Base64(encrypted) !== body.encryptedInvoiceHash) {
        return badRequest(request, reply, 'hash', ['Skrót treści nie zgadza się ze skrótem pliku.']);
      }
      let plain: Buffer | null;
      try {
        plain = aesDecrypt(
          { key: Buffer.from(session.symmetricKey, 'base64'), iv: Buffer.from(session.iv, 'base64') },
          encrypted,
        );
      } catch {
        plain = null;
      }
      if (plain && plain.length !== body.invoiceSize) {
        return badRequest(request, reply, 'size', ['Długość odszyfrowanej faktury nie zgadza się z invoiceSize.']);
      }
      if (plain && sha256Base64(plain) !== body.invoiceHash) {
        return badRequest(request, reply, 'hash', ['Skrót odszyfrowanej faktury nie zgadza się z invoiceHash.']);
      }
      const now = ctx.now();
      const today = warsawDate(now);
      const verdict: Verdict = plain
        ? await verifyInvoice(plain, { contextNip: session.nip, today })
        : { ok: false, code: 435, description: 'Błąd odszyfrowania pliku', details: [], facts: {} };

      const invoiceRef = referenceNumber('EE', now);
      const refusal = await prisma.$transaction(async (db) => {
        // One send at a time per session: ordinal numbers in order, and no send after the close.
        await db.$queryRaw`SELECT 1 FROM "SimulatedKsefSession" WHERE "referenceNumber" = ${session.referenceNumber} FOR UPDATE`;
        const current = await db.simulatedKsefSession.findUniqueOrThrow({
          where: { referenceNumber: session.referenceNumber },
        });
        if (!open(current)) return 'closed' as const;
        if (current.invoiceCount >= MAX_INVOICES) return 'limit' as const;
        const ordinalNumber = current.invoiceCount + 1;
        await db.simulatedKsefSession.update({
          where: { referenceNumber: current.referenceNumber },
          data: { invoiceCount: ordinalNumber },
        });
        const row: Prisma.SimulatedKsefInvoiceUncheckedCreateInput = {
          referenceNumber: invoiceRef,
          sessionRef: current.referenceNumber,
          ordinalNumber,
          sellerNip: verdict.facts.sellerNip ?? '',
          kind: verdict.facts.kind ?? '',
          invoiceNumber: verdict.facts.invoiceNumber ?? '',
          invoiceHash: body.invoiceHash,
          offlineMode: body.offlineMode,
          invoicingDate: now,
          statusCode: 0,
          statusDescription: '',
        };
        if (!verdict.ok) {
          await db.simulatedKsefInvoice.create({
            data: {
              ...row,
              statusCode: verdict.code,
              statusDescription: verdict.description,
              details: verdict.details,
            },
          });
          return null;
        }
        const { facts } = verdict;
        // Duplicates are judged one at a time per (seller, kind, number), across sessions.
        await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`ksef-simulator|${facts.sellerNip}|${facts.kind}|${facts.invoiceNumber}`}))`;
        const original = await db.simulatedKsefInvoice.findFirst({
          where: { sellerNip: facts.sellerNip, kind: facts.kind, invoiceNumber: facts.invoiceNumber, statusCode: 200 },
        });
        if (original?.ksefNumber) {
          await db.simulatedKsefInvoice.create({
            data: {
              ...row,
              statusCode: 440,
              statusDescription: 'Duplikat faktury',
              details: [
                `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionRef}`,
              ],
              extensions: {
                originalSessionReferenceNumber: original.sessionRef,
                originalKsefNumber: original.ksefNumber,
              },
            },
          });
          return null;
        }
        const ksefNumber = formatKsefNumber(facts.sellerNip, today.replaceAll('-', ''), randomBytes(6).toString('hex'));
        const document: UpoDocument = {
          sellerNip: facts.sellerNip,
          ksefNumber,
          invoiceNumber: facts.invoiceNumber,
          issueDate: facts.issueDate,
          receivedAt: now,
          acquiredAt: now,
          invoiceHash: body.invoiceHash,
          offline: body.offlineMode,
        };
        await db.simulatedKsefInvoice.create({
          data: {
            ...row,
            statusCode: 200,
            statusDescription: 'Sukces',
            ksefNumber,
            acquisitionDate: now,
            upo: renderUpo({
              sessionReference: current.referenceNumber,
              contextNip: current.nip,
              documents: [document],
            }),
          },
        });
        return null;
      });
      if (refusal === 'closed') {
        return badRequest(request, reply, 'sessionStatus', ['Status sesji uniemożliwia wysyłkę faktur.']);
      }
      if (refusal === 'limit') {
        return badRequest(request, reply, 'sessionInvoiceLimit', [
          `Sesja o numerze referencyjnym ${session.referenceNumber} osiągnęła dozwolony limit liczby faktur ${MAX_INVOICES}.`,
        ]);
      }
      const answer: Schemas['SendInvoiceResponse'] = { referenceNumber: invoiceRef };
      return reply.status(202).send(answer);
    },
  );

  app.post<{ Params: Params }>('/sessions/online/:referenceNumber/close', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return reply;
    if (!open(session)) {
      return badRequest(request, reply, 'sessionStatus', [
        `Status sesji ${await sessionCode(ctx, session)} uniemożliwia jej zamknięcie.`,
      ]);
    }
    // Closing and processing are one step here: the session goes straight to its final status.
    const closed = await prisma.$transaction(async (db) => {
      await db.$queryRaw`SELECT 1 FROM "SimulatedKsefSession" WHERE "referenceNumber" = ${session.referenceNumber} FOR UPDATE`;
      const current = await db.simulatedKsefSession.findUniqueOrThrow({
        where: { referenceNumber: session.referenceNumber },
      });
      if (!open(current)) return false;
      const successful = await db.simulatedKsefInvoice.count({
        where: { sessionRef: current.referenceNumber, statusCode: 200 },
      });
      await db.simulatedKsefSession.update({
        where: { referenceNumber: current.referenceNumber },
        data: { statusCode: finalCode(current.invoiceCount, successful), closedAt: ctx.now() },
      });
      return true;
    });
    if (!closed) return badRequest(request, reply, 'sessionStatus', ['Status sesji uniemożliwia jej zamknięcie.']);
    return reply.status(204).send();
  });

  app.get<{ Params: Params }>('/sessions/:referenceNumber', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return reply;
    const code = await sessionCode(ctx, session);
    const successful = await successfulCount(session.referenceNumber);
    const last = await prisma.simulatedKsefInvoice.findFirst({
      where: { sessionRef: session.referenceNumber },
      orderBy: { ordinalNumber: 'desc' },
      select: { invoicingDate: true },
    });
    const updated = session.closedAt ?? last?.invoicingDate ?? session.createdAt;
    const body: Schemas['SessionStatusResponse'] = {
      status: SESSION_STATUS[code] ?? { code, description: 'Nieznany błąd' },
      dateCreated: session.createdAt.toISOString(),
      dateUpdated: updated.toISOString(),
      validUntil: validUntil(session).toISOString(),
      invoiceCount: session.invoiceCount,
      successfulInvoiceCount: successful,
      failedInvoiceCount: session.invoiceCount - successful,
    };
    if (code === 200) {
      const upoRef = relatedReference(session.referenceNumber, 'EU');
      const link = storageLink(ctx, await ctx.key(), `${session.referenceNumber}/${upoRef}.xml`);
      body.upo = {
        pages: [{ referenceNumber: upoRef, downloadUrl: link.url, downloadUrlExpirationDate: link.expiresAt }],
      };
    }
    return body;
  });

  /** The caller's invoice of a session, or an answer already sent. */
  async function invoiceOf(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    find: (session: SimulatedKsefSession) => Promise<SimulatedKsefInvoice | null>,
  ) {
    const session = await sessionOf(request, reply);
    if (!session) return null;
    const invoice = await find(session);
    if (!invoice) {
      badRequest(request, reply, 'invoiceNotFound', [
        `Faktura w sesji ${session.referenceNumber} nie została odnaleziona.`,
      ]);
      return null;
    }
    return invoice;
  }

  const byReference = (request: FastifyRequest<{ Params: Params }>) => (session: SimulatedKsefSession) => {
    const ref = request.params.invoiceReferenceNumber ?? '';
    return referenceParam.safeParse(ref).success
      ? prisma.simulatedKsefInvoice.findFirst({ where: { referenceNumber: ref, sessionRef: session.referenceNumber } })
      : Promise.resolve(null);
  };

  app.get<{ Params: Params }>('/sessions/:referenceNumber/invoices/:invoiceReferenceNumber', async (request, reply) => {
    const invoice = await invoiceOf(request, reply, byReference(request));
    if (!invoice) return reply;
    const accepted = invoice.statusCode === 200;
    const status: Schemas['InvoiceStatusInfo'] = {
      code: invoice.statusCode,
      description: invoice.statusDescription,
      ...(Array.isArray(invoice.details) ? { details: invoice.details as string[] } : {}),
      ...(invoice.extensions ? { extensions: invoice.extensions as Record<string, string> } : {}),
    };
    const body: Schemas['SessionInvoiceStatusResponse'] = {
      ordinalNumber: invoice.ordinalNumber,
      invoiceNumber: invoice.invoiceNumber || null,
      ksefNumber: invoice.ksefNumber,
      referenceNumber: invoice.referenceNumber,
      invoiceHash: invoice.invoiceHash,
      acquisitionDate: invoice.acquisitionDate?.toISOString() ?? null,
      invoicingDate: invoice.invoicingDate.toISOString(),
      permanentStorageDate: invoice.acquisitionDate?.toISOString() ?? null,
      invoicingMode: invoice.offlineMode ? 'Offline' : 'Online',
      status,
    };
    if (accepted) {
      const link = storageLink(ctx, await ctx.key(), `${invoice.sessionRef}/${invoice.referenceNumber}.xml`);
      body.upoDownloadUrl = link.url;
      body.upoDownloadUrlExpirationDate = link.expiresAt;
    }
    return body;
  });

  const sendUpo = (reply: FastifyReply, upo: string) =>
    reply.type('application/xml; charset=utf-8').header('x-ms-meta-hash', sha256Base64(upo)).send(upo);

  const upoMissing = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, what: string) =>
    badRequest(request, reply, 'upoNotFound', [
      `UPO ${what} i numerze referencyjnym sesji ${request.params.referenceNumber} nie zostało znalezione.`,
    ]);

  app.get<{ Params: Params }>(
    '/sessions/:referenceNumber/invoices/:invoiceReferenceNumber/upo',
    async (request, reply) => {
      const session = await sessionOf(request, reply);
      if (!session) return reply;
      const invoice = await byReference(request)(session);
      if (!invoice?.upo) return upoMissing(request, reply, `faktury ${request.params.invoiceReferenceNumber}`);
      return sendUpo(reply, invoice.upo);
    },
  );

  app.get<{ Params: Params }>('/sessions/:referenceNumber/invoices/ksef/:ksefNumber/upo', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return reply;
    const ksefNumber = request.params.ksefNumber ?? '';
    if (!isKsefNumber(ksefNumber))
      return badRequest(request, reply, 'validation', ['ksefNumber: nieprawidłowy numer KSeF.']);
    const invoice = await prisma.simulatedKsefInvoice.findUnique({ where: { ksefNumber } });
    if (!invoice?.upo || invoice.sessionRef !== session.referenceNumber) {
      return upoMissing(request, reply, `o numerze KSeF ${ksefNumber}`);
    }
    return sendUpo(reply, invoice.upo);
  });

  app.get<{ Params: Params }>('/sessions/:referenceNumber/upo/:upoReferenceNumber', async (request, reply) => {
    const session = await sessionOf(request, reply);
    if (!session) return reply;
    const upo = await sessionUpo(ctx, session);
    if (!upo || request.params.upoReferenceNumber !== relatedReference(session.referenceNumber, 'EU')) {
      return upoMissing(request, reply, `o numerze ${request.params.upoReferenceNumber}`);
    }
    return sendUpo(reply, upo);
  });
}

/** The session's collective UPO (every invoice it accepted), once the session is processed. */
export async function sessionUpo(ctx: SimulatorContext, session: SimulatedKsefSession): Promise<string | null> {
  if ((await sessionCode(ctx, session)) !== 200) return null;
  const invoices = await ctx.prisma.simulatedKsefInvoice.findMany({
    where: { sessionRef: session.referenceNumber, statusCode: 200 },
    orderBy: { ordinalNumber: 'asc' },
  });
  return renderUpo({
    sessionReference: session.referenceNumber,
    contextNip: session.nip,
    documents: invoices.map((invoice) => ({
      sellerNip: invoice.sellerNip,
      ksefNumber: invoice.ksefNumber ?? '',
      invoiceNumber: invoice.invoiceNumber,
      issueDate: upoIssueDate(invoice.upo ?? '') ?? '',
      receivedAt: invoice.invoicingDate,
      acquiredAt: invoice.acquisitionDate ?? invoice.invoicingDate,
      invoiceHash: invoice.invoiceHash,
      offline: invoice.offlineMode,
    })),
  });
}
