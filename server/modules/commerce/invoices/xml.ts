import type { Config } from '../../../config.ts';
import { loadCorrectionDataById } from './correction-document.ts';
import { renderCorrectionFa3Xml } from './correction-fa3.ts';
import { buildInvoiceData, sellerFromConfig, type Db } from './document.ts';
import { renderFa3Xml } from './fa3.ts';

/**
 * The FA(3) XML of a document rendered from the database: what the downloads serve before a
 * document went to KSeF, and what the sending job stores (KsefSubmission.xml) and sends.
 */

/** An invoice's FA(3) XML, or null when there is no such invoice. */
export async function invoiceXml(db: Db, config: Config, invoiceId: string): Promise<string | null> {
  const invoice = await db.invoice.findUnique({
    where: { id: invoiceId },
    include: { purchase: { include: { items: true } } },
  });
  return invoice && renderFa3Xml(buildInvoiceData(invoice, invoice.purchase, sellerFromConfig(config)));
}

/**
 * A correction invoice's FA(3) XML, or null when there is none. It names the corrected invoice's
 * KSeF number once KSeF gave one, so render it after that (tryby-offline.md: a correction is sent
 * only after its invoice got its number).
 */
export async function correctionXml(db: Db, config: Config, correctionId: string): Promise<string | null> {
  const data = await loadCorrectionDataById(db, correctionId, sellerFromConfig(config));
  return data && renderCorrectionFa3Xml(data);
}
