import type { Readable } from 'node:stream';
import { renderPdf, renderPdfBuffer } from '../../platform/pdf.ts';
import { money, type InvoiceData } from './document.ts';
import { amountInWords } from './words.ts';

/**
 * The invoice as a PDF (pdfmake 0.3 on the server, its bundled Roboto TTF: Polish glyphs are
 * embedded as a subset). The document is in Polish, each label with its English translation
 * beneath it, so one document serves both languages of the shop (the purchase's language does
 * not change it; Polish is the language of record for the tax office).
 * Rendered by the one pdfmake instance of server/platform/pdf.ts.
 */

const PAYMENT: Record<InvoiceData['paymentType'], [string, string]> = {
  PRZELEWY24_TRANSFER: ['Przelewy24 (płatność online)', 'Przelewy24 (online payment)'],
  TRADITIONAL_TRANSFER: ['Przelew tradycyjny', 'Bank transfer'],
  O_TRANSFER: ['Bez płatności (kwota 0 zł)', 'No payment (zero amount)'],
};

const GREY = '#666666';

/** A Polish label with its English translation in a smaller grey line. */
const label = (pl: string, en: string, extra: object = {}) => ({
  stack: [
    { text: pl, bold: true },
    { text: en, fontSize: 6.5, color: GREY },
  ],
  ...extra,
});

const rate = (vatRate: number) => `${vatRate}%`;
const zl = (grosze: number) => `${money(grosze)} zł`;

export function invoiceDefinition(data: InvoiceData): object {
  const { seller, buyer } = data;
  const right = { alignment: 'right' };
  const lineRows = data.lines.map((line) => [
    String(line.position),
    {
      stack: [
        line.name,
        ...(line.variantName ? [{ text: line.variantName, color: GREY }] : []),
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
    { text: String(line.quantity), ...right },
    { text: money(line.unitNet), ...right },
    { text: rate(line.vatRate), ...right },
    { text: line.discountGross > 0 ? money(line.discountGross) : '—', ...right },
    { text: money(line.net), ...right },
    { text: money(line.vat), ...right },
    { text: money(line.gross), ...right },
  ]);

  const summaryRows = data.vatTotals.map((t) => [
    { text: rate(t.vatRate), ...right },
    { text: money(t.net), ...right },
    { text: money(t.vat), ...right },
    { text: money(t.gross), ...right },
  ]);

  const party = (pl: string, en: string, lines: string[]) => ({
    stack: [label(pl, en, { margin: [0, 0, 0, 4] }), ...lines.map((text) => ({ text }))],
  });

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    info: {
      title: `Faktura VAT ${data.number}`,
      author: seller.name,
      subject: `Faktura VAT / VAT invoice ${data.number}`,
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
              { text: 'Faktura VAT', fontSize: 20, bold: true },
              { text: 'VAT invoice', fontSize: 10, color: GREY },
              { text: `nr ${data.number}`, fontSize: 13, bold: true, margin: [0, 6, 0, 0] },
            ],
          },
          {
            width: 'auto',
            table: {
              body: [
                [label('Data wystawienia', 'Issue date'), { text: data.issueDate, ...right }],
                [label('Data sprzedaży', 'Sale date'), { text: data.saleDate, ...right }],
                [label('Miejsce wystawienia', 'Place of issue'), { text: seller.city, ...right }],
                [label('Zamówienie', 'Order'), { text: data.purchaseNumber, ...right }],
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
      {
        table: {
          headerRows: 1,
          widths: [16, '*', 28, 48, 26, 44, 52, 44, 52],
          body: [
            [
              label('Lp.', 'No.'),
              label('Nazwa', 'Description'),
              label('Ilość', 'Qty', right),
              label('Cena netto', 'Unit net', right),
              label('VAT', 'Rate', right),
              label('Rabat brutto', 'Discount', right),
              label('Wartość netto', 'Net', right),
              label('Kwota VAT', 'VAT', right),
              label('Wartość brutto', 'Gross', right),
            ],
            ...lineRows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
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
                  label('Stawka VAT', 'VAT rate', right),
                  label('Netto', 'Net', right),
                  label('VAT', 'VAT', right),
                  label('Brutto', 'Gross', right),
                ],
                ...summaryRows,
                [
                  label('Razem', 'Total', right),
                  { text: money(data.totalNet), bold: true, ...right },
                  { text: money(data.totalVat), bold: true, ...right },
                  { text: money(data.totalGross), bold: true, ...right },
                ],
              ],
            },
            layout: 'lightHorizontalLines',
          },
        ],
      },
      {
        margin: [0, 16, 0, 0],
        table: {
          widths: ['auto', '*'],
          body: [
            [label('Wartość brutto', 'Total (gross)'), { text: zl(data.totalGross), bold: true, fontSize: 12 }],
            [label('Słownie', 'In words'), { text: amountInWords(data.totalGross) }],
            [
              label('Sposób płatności', 'Payment method'),
              { stack: [PAYMENT[data.paymentType][0], { text: PAYMENT[data.paymentType][1], color: GREY }] },
            ],
            [
              label('Status płatności', 'Payment status'),
              { stack: [`zapłacono ${data.paidDate}`, { text: `paid on ${data.paidDate}`, color: GREY }] },
            ],
            [label('Pozostało do zapłaty', 'Amount due'), { text: zl(0) }],
          ],
        },
        layout: 'noBorders',
      },
    ],
  };
}

/** The invoice's PDF as a stream (a few kilobytes; pdfkit writes it as it is read). */
export function renderInvoicePdf(data: InvoiceData): Promise<Readable> {
  return renderPdf(invoiceDefinition(data));
}

/** The invoice's PDF in memory (tests, mail attachments). */
export function renderInvoicePdfBuffer(data: InvoiceData): Promise<Buffer> {
  return renderPdfBuffer(invoiceDefinition(data));
}
