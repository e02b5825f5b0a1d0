import type { Readable } from 'node:stream';
import { PAYMENT_TYPE_LABELS } from '../../../platform/labels.ts';
import { renderPdf, renderPdfBuffer } from '../../../platform/pdf.ts';
import { money, type InvoiceData, type KsefVisual } from './document.ts';
import { qrPng } from './ksef/qr.ts';
import { amountInWords } from './words.ts';

/**
 * The invoice as a PDF (pdfmake 0.3 on the server, its bundled Roboto TTF: Polish glyphs are
 * embedded as a subset). The document is in Polish, each label with its English translation
 * beneath it, so one document serves both languages of the shop (the purchase's language does
 * not change it; Polish is the language of record for the tax office).
 * Rendered by the one pdfmake instance of server/platform/pdf.ts. The lines show FA(3)'s gross
 * fields (unit gross price, discount, gross value) as the XML has them, so both agree to the
 * grosz; a document in KSeF carries its verification QR code (KOD I, kody-qr.md).
 */

export const GREY = '#666666';
const RIGHT = { alignment: 'right' };

/** A Polish label with its English translation in a smaller grey line. */
export const label = (pl: string, en: string, extra: object = {}) => ({
  stack: [
    { text: pl, bold: true },
    { text: en, fontSize: 6.5, color: GREY },
  ],
  ...extra,
});

/** A Polish text with its English translation beneath it in grey. */
export const bilingual = (pl: string, en: string): object => ({ stack: [pl, { text: en, color: GREY }] });

/** A line's variant in grey under its name: Polish / English when they differ (a course variant). */
export const variantLine = (line: { variantName: string; variantNameEn: string }): object[] =>
  line.variantName
    ? [
        {
          text:
            line.variantNameEn && line.variantNameEn !== line.variantName
              ? `${line.variantName} / ${line.variantNameEn}`
              : line.variantName,
          color: GREY,
        },
      ]
    : [];

const rate = (vatRate: number) => `${vatRate}%`;
export const zl = (grosze: number) => `${money(grosze)} zł`;
/** A right-aligned amount (a dash for none). */
export const amount = (grosze: number | null, extra: object = {}) => ({
  text: grosze === null ? '—' : money(grosze),
  ...RIGHT,
  ...extra,
});

/** One row of the lines table (see LINE_HEADER); null values show as a dash. */
export function lineRow(
  position: string,
  description: object,
  values: {
    quantity: number;
    unitGross: number | null;
    vatRate: number;
    discountGross: number | null;
    net: number;
    vat: number;
    gross: number;
  },
  extra: object = {},
): (string | object)[] {
  return [
    position,
    description,
    { text: String(values.quantity), ...RIGHT, ...extra },
    amount(values.unitGross, extra),
    { text: rate(values.vatRate), ...RIGHT },
    amount(values.discountGross, extra),
    amount(values.net, extra),
    amount(values.vat, extra),
    amount(values.gross, extra),
  ];
}

/** The lines table of lineRow rows under the bilingual header. */
export const linesTable = (rows: (string | object)[][]) => ({
  table: {
    headerRows: 1,
    widths: [16, '*', 28, 48, 26, 44, 52, 44, 52],
    body: [
      [
        label('Lp.', 'No.'),
        label('Nazwa', 'Description'),
        label('Ilość', 'Qty', RIGHT),
        label('Cena brutto', 'Unit gross', RIGHT),
        label('VAT', 'Rate', RIGHT),
        label('Rabat brutto', 'Discount', RIGHT),
        label('Wartość netto', 'Net', RIGHT),
        label('Kwota VAT', 'VAT', RIGHT),
        label('Wartość brutto', 'Gross', RIGHT),
      ],
      ...rows,
    ],
  },
  layout: 'lightHorizontalLines',
});

/** The summary per VAT rate and its total, on the right. */
export function vatTable(data: Pick<InvoiceData, 'vatTotals' | 'totalNet' | 'totalVat' | 'totalGross'>) {
  return {
    margin: [0, 14, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          headerRows: 1,
          widths: [50, 60, 60, 60],
          body: [
            [
              label('Stawka VAT', 'VAT rate', RIGHT),
              label('Netto', 'Net', RIGHT),
              label('VAT', 'VAT', RIGHT),
              label('Brutto', 'Gross', RIGHT),
            ],
            ...data.vatTotals.map((t) => [
              { text: rate(t.vatRate), ...RIGHT },
              amount(t.net),
              amount(t.vat),
              amount(t.gross),
            ]),
            [
              label('Razem', 'Total', RIGHT),
              amount(data.totalNet, { bold: true }),
              amount(data.totalVat, { bold: true }),
              amount(data.totalGross, { bold: true }),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** A borderless table of labelled facts (amounts, payment). */
export const factsTable = (rows: [string, string, object][], margin = [0, 16, 0, 0]) => ({
  margin,
  table: { widths: ['auto', '*'], body: rows.map(([pl, en, value]) => [label(pl, en), value]) },
  layout: 'noBorders',
});

type Bilingual = readonly [string, string];

/**
 * The facts under the summary: the amount in large type and in words, how and when it was paid
 * (or given back), then `more`.
 */
export function moneyFacts(
  amount: [...Bilingual, number],
  method: [...Bilingual, Bilingual],
  status: [...Bilingual, Bilingual],
  more: [string, string, object][] = [],
) {
  const grosze = amount[2];
  return factsTable([
    [amount[0], amount[1], { text: zl(grosze), bold: true, fontSize: 12 }],
    ['Słownie', 'In words', { text: amountInWords(grosze) }],
    [method[0], method[1], bilingual(...method[2])],
    [status[0], status[1], bilingual(...status[2])],
    ...more,
  ]);
}

/**
 * A document of the invoice family: A4, the title block (`heading`: title, English subtitle,
 * number lines) beside the dates, the seller and the buyer, then `content`.
 */
export function invoiceFamilyDocument(
  data: Pick<InvoiceData, 'number' | 'issuedAt' | 'seller' | 'buyer' | 'purchaseNumber'>,
  heading: { title: string; subtitle: string; lines: object[] },
  dates: [string, string, string][],
  content: object[],
): object {
  const { seller, buyer } = data;
  const party = (pl: string, en: string, lines: string[]) => ({
    stack: [label(pl, en, { margin: [0, 0, 0, 4] }), ...lines.map((text) => ({ text }))],
  });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    info: {
      title: `${heading.title} ${data.number}`,
      author: seller.name,
      subject: `${heading.title} / ${heading.subtitle} ${data.number}`,
      creator: 'SkyPilot Academy',
      producer: 'SkyPilot Academy',
      creationDate: data.issuedAt,
    },
    footer: (page: number, pages: number) => ({
      text: `${data.number} — strona / page ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: GREY,
    }),
    content: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: heading.title, fontSize: 20, bold: true },
              { text: heading.subtitle, fontSize: 10, color: GREY },
              ...heading.lines,
            ],
          },
          {
            width: 'auto',
            table: {
              body: [
                ...dates.map(([pl, en, value]) => [label(pl, en), { text: value, ...RIGHT }]),
                [label('Miejsce wystawienia', 'Place of issue'), { text: seller.city, ...RIGHT }],
                [label('Zamówienie', 'Order'), { text: data.purchaseNumber, ...RIGHT }],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      {
        margin: [0, 18, 0, 14],
        columns: [
          party('Sprzedawca', 'Seller', [
            seller.name,
            seller.street,
            `${seller.postalCode} ${seller.city}`,
            `NIP: ${seller.nip}`,
            'Rachunek / bank account:',
            seller.bankAccount,
          ]),
          party('Nabywca', 'Buyer', [
            buyer.name,
            buyer.street,
            `${buyer.postalCode} ${buyer.city}`,
            ...(buyer.nip ? [`NIP: ${buyer.nip}`] : []),
          ]),
        ],
        columnGap: 20,
      },
      ...content,
    ],
  };
}

/** Whether the visualisation carries the QR code: KSeF gave the number, or it was issued offline. */
const showsQr = (ksef: KsefVisual | null | undefined): ksef is KsefVisual & { link: string } =>
  !!ksef?.link && ((ksef.state === 'ACCEPTED' && !!ksef.ksefNumber) || ksef.offline);

/** The PNG of a document's QR code when it carries one (pdfmake's definitions are synchronous). */
export const ksefQrImage = (ksef: KsefVisual | null | undefined): Promise<Buffer | null> =>
  showsQr(ksef) ? qrPng(ksef.link) : Promise.resolve(null);

/** "Numer KSeF" under the document's number, once KSeF gave one. */
export const ksefNumberLines = (ksef: KsefVisual | null | undefined): object[] =>
  ksef?.state === 'ACCEPTED' && ksef.ksefNumber
    ? [{ text: `Numer KSeF / KSeF number: ${ksef.ksefNumber}`, margin: [0, 2, 0, 0] }]
    : [];

/**
 * The document's place in KSeF at its end: the QR code (KOD I) with the KSeF number beneath it,
 * or OFFLINE until KSeF gives one (kody-qr.md "Oznaczenie pod kodem QR"); a line while it is
 * being sent, or when it was issued outside KSeF. Nothing when the caller did not say (undefined).
 */
export function ksefBlock(ksef: KsefVisual | null | undefined, qr: Buffer | null): object[] {
  if (ksef === undefined) return [];
  const note = (pl: string, en: string) => ({ margin: [0, 18, 0, 0], ...bilingual(pl, en) });
  if (ksef === null) return [note('Faktura wystawiona poza KSeF', 'Invoice issued outside KSeF')];
  if (!showsQr(ksef) || !qr) return [note('Faktura w trakcie przesyłania do KSeF', 'Being sent to KSeF')];
  const accepted = ksef.state === 'ACCEPTED' && !!ksef.ksefNumber;
  return [
    {
      margin: [0, 18, 0, 0],
      unbreakable: true,
      columns: [
        {
          width: '*',
          stack: [
            label('Krajowy System e-Faktur (KSeF)', 'National e-Invoice System', { margin: [0, 0, 0, 4] }),
            accepted
              ? bilingual('Zeskanuj kod, aby sprawdzić fakturę w KSeF.', 'Scan the code to verify the invoice in KSeF.')
              : bilingual(
                  'Faktura wystawiona w trybie offline; kod pozwoli ją sprawdzić po przesłaniu do KSeF.',
                  'Issued in the offline mode; the code verifies it once it is in KSeF.',
                ),
          ],
        },
        {
          width: 'auto',
          stack: [
            { image: `data:image/png;base64,${qr.toString('base64')}`, width: 110, alignment: 'center' },
            { text: accepted ? ksef.ksefNumber! : 'OFFLINE', fontSize: 7, bold: !accepted, alignment: 'center' },
          ],
        },
      ],
      columnGap: 20,
    },
  ];
}

/** The document's name and number in large type. */
export const numberLine = (number: string) => ({
  text: `nr ${number}`,
  fontSize: 13,
  bold: true,
  margin: [0, 6, 0, 0],
});

/** The invoice's definition; `qr` is ksefQrImage(data.ksef). */
export function invoiceDefinition(data: InvoiceData, qr: Buffer | null = null): object {
  const lineRows = data.lines.map((line) =>
    lineRow(
      String(line.position),
      {
        stack: [
          line.name,
          ...variantLine(line),
          ...(line.discountGross > 0
            ? [
                {
                  text: `Rabat / discount${data.couponCode ? ` (${data.couponCode})` : ''}: −${zl(line.discountGross)}`,
                  color: GREY,
                },
              ]
            : []),
        ],
      },
      { ...line, discountGross: line.discountGross > 0 ? line.discountGross : null },
    ),
  );
  return invoiceFamilyDocument(
    data,
    {
      title: 'Faktura VAT',
      subtitle: 'VAT invoice',
      lines: [numberLine(data.number), ...ksefNumberLines(data.ksef)],
    },
    [
      ['Data wystawienia', 'Issue date', data.issueDate],
      ['Data sprzedaży', 'Sale date', data.saleDate],
    ],
    [
      linesTable(lineRows),
      vatTable(data),
      moneyFacts(
        ['Wartość brutto', 'Total (gross)', data.totalGross],
        [
          'Sposób płatności',
          'Payment method',
          [PAYMENT_TYPE_LABELS.PL[data.paymentType], PAYMENT_TYPE_LABELS.EN[data.paymentType]],
        ],
        ['Status płatności', 'Payment status', [`zapłacono ${data.paidDate}`, `paid on ${data.paidDate}`]],
        [['Pozostało do zapłaty', 'Amount due', { text: zl(0) }]],
      ),
      ...ksefBlock(data.ksef, qr),
    ],
  );
}

/** The invoice's PDF as a stream (a few kilobytes; pdfkit writes it as it is read). */
export async function renderInvoicePdf(data: InvoiceData): Promise<Readable> {
  return renderPdf(invoiceDefinition(data, await ksefQrImage(data.ksef)));
}

/** The invoice's PDF in memory (tests, mail attachments). */
export async function renderInvoicePdfBuffer(data: InvoiceData): Promise<Buffer> {
  return renderPdfBuffer(invoiceDefinition(data, await ksefQrImage(data.ksef)));
}
