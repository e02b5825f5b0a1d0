import { z } from 'zod';
import type { Config } from '../../../../config.ts';
import { Prisma, type KsefStatus, type PrismaClient } from '../../../../generated/prisma/client.ts';
import { brokenRule, notFound } from '../../../../platform/errors.ts';
import { isUuid, optionalNip, parseInput } from '../../../../platform/validation.ts';
import { correctionXml, invoiceXml } from '../xml.ts';
import { sha256Base64 } from './crypto.ts';
import { ksefMode, type KsefMode } from './gateway.ts';
import { consumerInvoicesSetting } from './settings.ts';
import { isKsefSimulatorDown, setKsefSimulatorDown } from './simulator/index.ts';

/**
 * The admin's "e-invoices" screen (issue 29): the invoices on their way to KSeF, filtered by
 * state, issue date and buyer; resending a rejected one (after correcting the buyer's invoice
 * data) or one waiting in the offline mode; and an overview that warns when invoices wait.
 */

export const KSEF_STATES = ['QUEUED', 'SENDING', 'ACCEPTED', 'REJECTED'] as const satisfies readonly KsefStatus[];

export const eInvoiceFilterSchema = z.object({
  status: z.enum(KSEF_STATES).nullish(),
  /** Only invoices issued in the offline mode (sent or not). */
  offline: z.boolean().nullish(),
  /** Issue dates, YYYY-MM-DD, inclusive. */
  from: z.iso.date().nullish(),
  to: z.iso.date().nullish(),
  /** A fragment of the buyer's name or NIP, or of the document's or KSeF number. */
  buyer: z.string().trim().max(100).nullish(),
});
export type EInvoiceFilter = z.infer<typeof eInvoiceFilterSchema>;

export const parseEInvoiceFilter = (input: unknown): EInvoiceFilter => parseInput(eInvoiceFilterSchema, input ?? {});

export function eInvoiceWhere(filter: EInvoiceFilter): Prisma.KsefSubmissionWhereInput {
  const text = filter.buyer?.trim();
  return {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.offline ? { offlineReason: { not: null } } : {}),
    ...(filter.from || filter.to
      ? {
          issueDate: {
            ...(filter.from ? { gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
            ...(filter.to ? { lte: new Date(`${filter.to}T00:00:00Z`) } : {}),
          },
        }
      : {}),
    ...(text
      ? {
          OR: [
            { buyerName: { contains: text, mode: 'insensitive' as const } },
            { buyerNip: { contains: text.replace(/[\s-]/g, '') } },
            { documentNumber: { contains: text, mode: 'insensitive' as const } },
            { ksefNumber: { contains: text.toUpperCase() } },
          ],
        }
      : {}),
  };
}

/** Newest issue first; the id breaks ties (stable pages). */
export const E_INVOICE_ORDER = [
  { issueDate: 'desc' as const },
  { createdAt: 'desc' as const },
  { id: 'desc' as const },
];

export interface KsefOverview {
  mode: KsefMode;
  /** The local simulator's fault switch; null unless the simulator is in use. */
  simulatorDown: boolean | null;
  environment: Config['KSEF_ENV'];
  sendConsumerInvoices: boolean;
  /** Not accepted yet (queued or being sent), rejected, and offline ones past their deadline. */
  waiting: number;
  rejected: number;
  overdue: number;
}

export async function ksefOverview(prisma: PrismaClient, config: Config, now = new Date()): Promise<KsefOverview> {
  const [waiting, rejected, overdue, consumers] = await Promise.all([
    prisma.ksefSubmission.count({ where: { status: { in: ['QUEUED', 'SENDING'] } } }),
    prisma.ksefSubmission.count({ where: { status: 'REJECTED' } }),
    prisma.ksefSubmission.count({ where: { status: { in: ['QUEUED', 'SENDING'] }, sendBy: { lt: now } } }),
    consumerInvoicesSetting(prisma),
  ]);
  const mode = ksefMode(config);
  return {
    mode,
    simulatorDown: mode === 'simulator' ? await isKsefSimulatorDown(prisma) : null,
    environment: config.KSEF_ENV,
    sendConsumerInvoices: consumers.enabled,
    waiting,
    rejected,
    overdue,
  };
}

/** The buyer's invoice data as the admin corrects it before a resend. */
export const invoiceBuyerSchema = z.object({
  name: z.string().trim().min(1).max(256),
  nip: optionalNip(),
  street: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
});
export type InvoiceBuyerInput = z.input<typeof invoiceBuyerSchema>;

/**
 * Sends an invoice again: a REJECTED one (optionally with the buyer's invoice data corrected
 * first; its XML is rendered anew from the purchase), or a QUEUED one at once (its XML and hash
 * kept: an offline invoice's visualisation already carries them). Accepted or being sent:
 * KSEF_RESEND_NOT_ALLOWED.
 */
export async function resendEInvoice(
  prisma: PrismaClient,
  config: Config,
  id: string,
  buyerInput?: InvoiceBuyerInput | null,
  now = new Date(),
) {
  const submission = isUuid(id) ? await prisma.ksefSubmission.findUnique({ where: { id } }) : null;
  if (!submission) throw notFound('E-invoice');
  if (submission.status === 'QUEUED') {
    if (buyerInput) throw brokenRule('KSEF_RESEND_NOT_ALLOWED');
    return prisma.ksefSubmission.update({ where: { id }, data: { nextAttemptAt: now } });
  }
  if (submission.status !== 'REJECTED') {
    throw brokenRule('KSEF_RESEND_NOT_ALLOWED');
  }
  if (buyerInput) {
    const buyer = parseInput(invoiceBuyerSchema, buyerInput);
    await prisma.purchase.update({
      where: { id: submission.purchaseId },
      data: {
        invName: buyer.name,
        invNip: buyer.nip,
        invStreet: buyer.street,
        invPostalCode: buyer.postalCode,
        invCity: buyer.city,
      },
    });
  }
  const xml = submission.invoiceId
    ? await invoiceXml(prisma, config, submission.invoiceId)
    : await correctionXml(prisma, config, submission.correctionId!);
  if (xml === null) throw brokenRule('KSEF_RESEND_NOT_ALLOWED');
  const purchase = await prisma.purchase.findUniqueOrThrow({
    where: { id: submission.purchaseId },
    select: { name: true, invName: true, invNip: true },
  });
  // Only a row still REJECTED is requeued: two admins resending at once queue it once.
  const changed = await prisma.ksefSubmission.updateMany({
    where: { id, status: 'REJECTED' },
    data: {
      status: 'QUEUED',
      xml,
      xmlHash: sha256Base64(xml),
      buyerName: purchase.invName ?? purchase.name,
      buyerNip: purchase.invNip,
      errors: Prisma.DbNull,
      sessionRef: null,
      invoiceRef: null,
      nextAttemptAt: now,
      leasedUntil: null,
    },
  });
  if (changed.count === 0) throw brokenRule('KSEF_RESEND_NOT_ALLOWED');
  return prisma.ksefSubmission.findUniqueOrThrow({ where: { id } });
}

/**
 * Makes the local simulator answer as if KSeF were down (or up again), to show the offline mode
 * in a demo; KSEF_SIMULATOR_NOT_IN_USE when the product talks to the real KSeF or to none.
 */
export async function switchKsefSimulator(prisma: PrismaClient, config: Config, down: boolean) {
  if (ksefMode(config) !== 'simulator') throw brokenRule('KSEF_SIMULATOR_NOT_IN_USE');
  await setKsefSimulatorDown(prisma, down);
  return ksefOverview(prisma, config);
}
