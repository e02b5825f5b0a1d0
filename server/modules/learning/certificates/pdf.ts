import type { Readable } from 'node:stream';
import type { Certificate } from '../../../generated/prisma/client.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { WARSAW } from '../../../platform/time.ts';

/**
 * The generated certificate as a PDF, rendered by the one pdfmake instance of
 * server/platform/pdf.ts (bundled Roboto, URL and file access refused). The QR code is pdfmake's own vector `qr` node (no image, no extra
 * library). Polish with English beneath, like the invoice: one document for both languages.
 */

const GREY = '#666666';
const NAVY = '#0d2b4e';

const day = (date: Date) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: WARSAW,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

const label = (pl: string, en: string) => ({
  stack: [
    { text: pl, bold: true, fontSize: 9 },
    { text: en, fontSize: 7, color: GREY },
  ],
});

export type GeneratedCertificate = Pick<
  Certificate,
  'number' | 'title' | 'holderName' | 'issuedAt' | 'validUntil' | 'revokedAt'
> & { verificationUrl: string };

export function certificateDefinition(c: GeneratedCertificate): object {
  const facts: [object, string][] = [
    [label('Data wydania', 'Date of issue'), day(c.issuedAt)],
    [label('Ważny do', 'Valid until'), c.validUntil ? day(c.validUntil) : '—'],
    [label('Numer certyfikatu', 'Certificate number'), c.number ?? '—'],
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [50, 40, 50, 40],
    defaultStyle: { font: 'Roboto', fontSize: 11, color: '#1a1a1a' },
    info: {
      title: `Certyfikat ${c.number ?? ''}`.trim(),
      author: 'SkyPilot Academy',
      subject: `Certyfikat ukończenia kursu / Certificate of completion: ${c.title}`,
      creator: 'SkyPilot Academy',
      producer: 'SkyPilot Academy',
      creationDate: c.issuedAt,
    },
    background: () => ({
      canvas: [
        { type: 'rect', x: 20, y: 20, w: 801.89, h: 555.28, lineWidth: 3, lineColor: NAVY },
        { type: 'rect', x: 28, y: 28, w: 785.89, h: 539.28, lineWidth: 0.75, lineColor: NAVY },
      ],
    }),
    content: [
      { text: 'SkyPilot Academy', alignment: 'center', fontSize: 14, bold: true, color: NAVY, margin: [0, 10, 0, 0] },
      { text: 'CERTYFIKAT', alignment: 'center', fontSize: 34, bold: true, color: NAVY, margin: [0, 16, 0, 0] },
      { text: 'CERTIFICATE OF COMPLETION', alignment: 'center', fontSize: 12, color: GREY, characterSpacing: 2 },
      { text: 'Niniejszym zaświadcza się, że', alignment: 'center', margin: [0, 24, 0, 0] },
      { text: 'This is to certify that', alignment: 'center', fontSize: 8, color: GREY },
      { text: c.holderName ?? '—', alignment: 'center', fontSize: 26, bold: true, margin: [0, 10, 0, 10] },
      { text: 'ukończył(a) kurs', alignment: 'center' },
      { text: 'has completed the course', alignment: 'center', fontSize: 8, color: GREY },
      { text: c.title, alignment: 'center', fontSize: 18, bold: true, color: NAVY, margin: [40, 10, 40, 24] },
      {
        columns: [
          {
            width: '*',
            table: { widths: ['auto', 'auto'], body: facts.map(([l, value]) => [l, { text: value, bold: true }]) },
            layout: 'noBorders',
            margin: [40, 0, 0, 0],
          },
          {
            width: 'auto',
            stack: [
              { qr: c.verificationUrl, fit: 110, eccLevel: 'M', foreground: NAVY },
              { text: 'Zweryfikuj / Verify', fontSize: 7, color: GREY, alignment: 'center', margin: [0, 4, 0, 0] },
            ],
            margin: [0, 0, 40, 0],
          },
        ],
      },
      {
        text: c.verificationUrl,
        alignment: 'center',
        fontSize: 7,
        color: GREY,
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

export function renderCertificatePdf(certificate: GeneratedCertificate): Promise<Readable> {
  return renderPdf(certificateDefinition(certificate));
}
