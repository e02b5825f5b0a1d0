import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The one pdfmake 0.3 instance of the server (invoices, certificates), set up once: the bundled
 * Roboto TTF from pdfmake's own files (Polish glyphs, embedded as a subset), loaded into its
 * virtual file system. Document definitions could name images or fonts by URL or by local path
 * (CVE-2026-26801: a server could be made to fetch URLs); both access policies refuse everything.
 */

interface PdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: object): { getStream(): Promise<Readable & { end(): void }>; getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let instance: PdfMake | undefined;

function pdfmake(): PdfMake {
  if (instance) return instance;
  const pm = require('pdfmake') as PdfMake;
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf']) {
    pm.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  }
  pm.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy(() => false);
  instance = pm;
  return pm;
}

/** A document as a stream (pdfkit writes it as it is read). */
export async function renderPdf(definition: object): Promise<Readable> {
  const stream = await pdfmake().createPdf(definition).getStream();
  stream.end();
  return stream;
}

/** A document in memory (tests, mail attachments). */
export function renderPdfBuffer(definition: object): Promise<Buffer> {
  return pdfmake().createPdf(definition).getBuffer();
}
