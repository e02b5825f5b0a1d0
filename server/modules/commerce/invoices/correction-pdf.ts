import type { Readable } from 'node:stream';
import { renderPdf, renderPdfBuffer } from '../../../platform/pdf.ts';
import { reasonInEnglish, REFUND_METHODS, type CorrectionData, type CorrectionLine } from './correction-document.ts';
import {
  bilingual,
  factsTable,
  GREY,
  invoiceFamilyDocument,
  ksefBlock,
  ksefNumberLines,
  ksefQrImage,
  label,
  lineRow,
  linesTable,
  numberLine,
  moneyFacts,
  variantLine,
  vatTable,
} from './pdf.ts';

/**
 * The correction invoice as a PDF, built from the invoice's pieces (pdf.ts): Polish with English
 * subtitles, each corrected line as three rows (before, after, difference), the VAT summary and
 * the total of the difference, and the amount given back.
 */

const rowLabel = (pl: string, en: string) => ({ text: `${pl} / ${en}`, color: GREY, fontSize: 7.5 });

/** No discount shows as a dash, as on the invoice. */
const discount = (grosze: number) => (grosze === 0 ? null : grosze);

function correctionRows(line: CorrectionLine): (string | object)[][] {
  const { before, after, difference, vatRate } = line;
  return [
    lineRow(
      String(line.position),
      {
        stack: [line.name, ...variantLine(line), rowLabel('przed korektą', 'before')],
      },
      { ...before, vatRate, discountGross: discount(before.discountGross) },
    ),
    lineRow('', rowLabel('po korekcie', 'after'), { ...after, vatRate, discountGross: discount(after.discountGross) }),
    lineRow(
      '',
      { ...rowLabel('różnica', 'difference'), bold: true },
      { ...difference, vatRate, unitGross: null, discountGross: discount(after.discountGross - before.discountGross) },
      { bold: true },
    ),
  ];
}

/** The correction's definition; `qr` is ksefQrImage(data.ksef). */
export function correctionDefinition(data: CorrectionData, qr: Buffer | null = null): object {
  const { corrected } = data;
  const reasonEn = reasonInEnglish(data.reason);
  return invoiceFamilyDocument(
    data,
    {
      title: 'Faktura korygująca',
      subtitle: 'Correction invoice',
      lines: [
        numberLine(data.number),
        ...ksefNumberLines(data.ksef),
        { text: `do faktury nr ${corrected.number} z dnia ${corrected.issueDate}`, margin: [0, 2, 0, 0] },
        { text: `to invoice no. ${corrected.number} of ${corrected.issueDate}`, color: GREY },
        ...(corrected.ksefNumber
          ? [{ text: `Numer KSeF faktury korygowanej / its KSeF number: ${corrected.ksefNumber}`, color: GREY }]
          : []),
      ],
    },
    [
      ['Data wystawienia', 'Issue date', data.issueDate],
      ['Data sprzedaży', 'Sale date', corrected.saleDate],
    ],
    [
      factsTable(
        [['Przyczyna korekty', 'Reason', reasonEn ? bilingual(data.reason, reasonEn) : { text: data.reason }]],
        [0, 0, 0, 12],
      ),
      linesTable(data.lines.flatMap(correctionRows)),
      { margin: [0, 14, 0, 0], ...label('Podsumowanie różnicy', 'Summary of the difference'), alignment: 'right' },
      vatTable(data),
      moneyFacts(
        ['Kwota do zwrotu', 'Amount to return', data.refundAmount],
        ['Sposób zwrotu', 'Refund method', REFUND_METHODS[data.refundMethod]],
        ['Status zwrotu', 'Refund status', [`zwrócono ${data.refundDate}`, `refunded on ${data.refundDate}`]],
      ),
      ...ksefBlock(data.ksef, qr),
    ],
  );
}

/** The correction's PDF as a stream. */
export async function renderCorrectionPdf(data: CorrectionData): Promise<Readable> {
  return renderPdf(correctionDefinition(data, await ksefQrImage(data.ksef)));
}

/** The correction's PDF in memory (tests, mail attachments). */
export async function renderCorrectionPdfBuffer(data: CorrectionData): Promise<Buffer> {
  return renderPdfBuffer(correctionDefinition(data, await ksefQrImage(data.ksef)));
}
