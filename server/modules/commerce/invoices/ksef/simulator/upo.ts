import { create } from 'xmlbuilder2';
import { tokenReference } from './reference.ts';

/**
 * The UPO (urzędowe poświadczenie odbioru), v4-3 (../api/upo/upo-v4-3.xsd, shaped like the
 * official examples in ../api/upo/examples/): of one invoice, or of a session (every invoice it
 * accepted). The schema fixes NazwaPodmiotuPrzyjmujacego to "Ministerstwo Finansów"; the session
 * was opened with the context's KSeF token, which the UPO names by its reference number.
 */
export const UPO_NAMESPACE = 'http://upo.schematy.mf.gov.pl/KSeF/v4-3';

export interface UpoDocument {
  sellerNip: string;
  ksefNumber: string;
  invoiceNumber: string;
  /** P_1, YYYY-MM-DD. */
  issueDate: string;
  receivedAt: Date;
  acquiredAt: Date;
  /** SHA-256 of the invoice, Base64. */
  invoiceHash: string;
  offline: boolean;
}

export function renderUpo({
  sessionReference,
  contextNip,
  documents,
}: {
  sessionReference: string;
  contextNip: string;
  documents: UpoDocument[];
}): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UPO_NAMESPACE, 'Potwierdzenie');
  root.ele('NazwaPodmiotuPrzyjmujacego').txt('Ministerstwo Finansów');
  root.ele('NumerReferencyjnySesji').txt(sessionReference);
  const auth = root.ele('Uwierzytelnienie');
  auth.ele('IdKontekstu').ele('Nip').txt(contextNip);
  auth.ele('NumerReferencyjnyTokenaKSeF').txt(tokenReference(contextNip));
  root.ele('NazwaStrukturyLogicznej').txt('Schemat_FA(3)_v1-0E.xsd');
  root.ele('KodFormularza').txt('FA (3)');
  for (const document of documents) {
    const element = root.ele('Dokument');
    element.ele('NipSprzedawcy').txt(document.sellerNip);
    element.ele('NumerKSeFDokumentu').txt(document.ksefNumber);
    element.ele('NumerFaktury').txt(document.invoiceNumber);
    element.ele('DataWystawieniaFaktury').txt(document.issueDate);
    element.ele('DataPrzeslaniaDokumentu').txt(document.receivedAt.toISOString());
    element.ele('DataNadaniaNumeruKSeF').txt(document.acquiredAt.toISOString());
    element.ele('SkrotDokumentu').txt(document.invoiceHash);
    element.ele('TrybWysylki').txt(document.offline ? 'Offline' : 'Online');
  }
  return root.end({ prettyPrint: true });
}

/** The issue date (P_1) an invoice's UPO records (the invoice row keeps no column of it). */
export const upoIssueDate = (upo: string) => /<DataWystawieniaFaktury>(\d{4}-\d{2}-\d{2})</.exec(upo)?.[1] ?? null;
