import type { Config } from '../../../../config.ts';
import type { KsefSubmission } from '../../../../generated/prisma/client.ts';
import { ksefQrBase } from './environments.ts';
import { verificationLink } from './qr.ts';

/** Where an admin downloads an e-invoice's XML (the bytes sent) and its UPO. */
export const eInvoiceUrls = (id: string) => ({
  xmlUrl: `/api/v1/admin/e-invoices/${id}/xml`,
  upoUrl: `/api/v1/admin/e-invoices/${id}/upo`,
});

/** KOD I of a submission: KSeF's (or the simulator's) verification page of the XML sent. */
export const ksefLinkOf = (config: Config, row: Pick<KsefSubmission, 'issueDate' | 'xmlHash'>) =>
  verificationLink(ksefQrBase(config), config.SELLER_NIP, row.issueDate.toISOString().slice(0, 10), row.xmlHash);

/** The stored `errors` JSON as a list of { code, description, details }. */
export const ksefErrorList = (value: unknown) =>
  Array.isArray(value)
    ? value.map((e: { code?: unknown; description?: unknown; details?: unknown }) => ({
        code: typeof e.code === 'number' ? e.code : null,
        description: String(e.description ?? ''),
        details: Array.isArray(e.details) ? e.details.map(String) : [],
      }))
    : [];

/** An e-invoice as REST presents it (raw UUIDs, ISO 8601 times). */
export function presentEInvoice(config: Config, row: KsefSubmission) {
  const urls = eInvoiceUrls(row.id);
  return {
    id: row.id,
    kind: row.correctionId ? ('CORRECTION' as const) : ('INVOICE' as const),
    purchaseId: row.purchaseId,
    documentNumber: row.documentNumber,
    buyerName: row.buyerName,
    buyerNip: row.buyerNip,
    issueDate: row.issueDate.toISOString().slice(0, 10),
    status: row.status,
    offlineReason: row.offlineReason,
    sendBy: row.sendBy?.toISOString() ?? null,
    ksefNumber: row.ksefNumber,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    errors: ksefErrorList(row.errors),
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    xmlUrl: urls.xmlUrl,
    upoUrl: row.upo === null ? null : urls.upoUrl,
    verificationUrl: ksefLinkOf(config, row),
  };
}
