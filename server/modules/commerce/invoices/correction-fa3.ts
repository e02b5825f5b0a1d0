import { decimal } from './document.ts';
import { REFUND_METHODS, type CorrectionData } from './correction-document.ts';
import { fa3Line, fa3Note, startFa3, token, TRANSFER_FORM } from './fa3.ts';

/**
 * The FA(3) XML of a correction invoice (RodzajFaktury KOR) of a purchase. The summary
 * (P_13_x, P_14_x, P_15) holds the differences (negative), as the schema asks of corrections
 * ("kwota różnicy"); P_6 stays the corrected invoice's sale date. Each corrected line is shown
 * twice: its state before (StanPrzed 1) and after the correction, as separate numbered rows.
 */

/**
 * TypKorekty 2, "korekta skutkująca w dacie wystawienia faktury korygującej": a refund lowers
 * the taxable amount for a reason that arose after the sale (a cancelled order, a returned line,
 * a price reduction), which art. 29a ust. 13 of the VAT act settles in the period the correction
 * is issued. Type 1 (effective at the corrected invoice's date) is for errors on that invoice,
 * which a refund is not.
 */
const TYP_KOREKTY = '2';

export function renderCorrectionFa3Xml(data: CorrectionData): string {
  const { root, fa } = startFa3({
    issuedAt: data.issuedAt,
    issueDate: data.issueDate,
    number: data.number,
    saleDate: data.corrected.saleDate,
    seller: data.seller,
    buyer: data.buyer,
    vatTotals: data.vatTotals,
    totalGross: data.totalGross,
  });
  fa.ele('RodzajFaktury').txt('KOR');
  fa.ele('PrzyczynaKorekty').txt(token(data.reason));
  fa.ele('TypKorekty').txt(TYP_KOREKTY);
  const corrected = fa.ele('DaneFaKorygowanej');
  corrected.ele('DataWystFaKorygowanej').txt(data.corrected.issueDate);
  corrected.ele('NrFaKorygowanej').txt(data.corrected.number);
  // The corrected invoice's KSeF number; NrKSeFN 1 for one issued outside KSeF.
  if (data.corrected.ksefNumber) {
    corrected.ele('NrKSeF').txt('1');
    corrected.ele('NrKSeFFaKorygowanej').txt(data.corrected.ksefNumber);
  } else {
    corrected.ele('NrKSeFN').txt('1');
  }
  fa3Note(fa, 'Zwrot', `${REFUND_METHODS[data.refundMethod][0]}, ${data.refundDate}`);

  let position = 0;
  for (const line of data.lines) {
    fa3Line(fa, ++position, { ...line, ...line.before }, true);
    fa3Line(fa, ++position, { ...line, ...line.after });
  }
  // The overpaid amount, given back (DoRozliczenia: "kwota nadpłacona do rozliczenia/zwrotu").
  fa.ele('Rozliczenie').ele('DoRozliczenia').txt(decimal(data.refundAmount));
  fa.ele('Platnosc').ele('FormaPlatnosci').txt(TRANSFER_FORM);
  return root.end({ prettyPrint: true });
}
