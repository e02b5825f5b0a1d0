import { validateFa3Xml } from './ksef/simulator/xsd.ts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/**
 * The invoice tests' own checks: FA(3) XML against the XSD, the texts and QR codes of PDFs, a
 * download's headers (their test data, purchases and refunds, is in test/fixtures/invoices.ts).
 */

/** Validates FA(3) XML against the official XSD kept in fa3-schema/ (libxml2 as WebAssembly). */
/** FA(3) XSD validation (the simulator's validator, ksef/simulator/xsd.ts). */
export const validateFa3 = validateFa3Xml;

export const FA3_SCHEMA_DIR = new URL('./fa3-schema/', import.meta.url);

/** The texts of every element `name` of an XML document. */
export const element = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/** A PDF's text, white space folded. */
export async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text of the QR code in RGBA pixels, or null. */
const decodeQr = (rgba: Uint8ClampedArray, width: number, height: number) => jsQR(rgba, width, height)?.data ?? null;

/** The text a PNG's QR code holds, or null. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return decodeQr(new Uint8ClampedArray(image.data), image.width, image.height);
}

/** The texts of the QR codes among the images of a PDF's first page (pdf.js decodes them). */
export async function qrCodesOf(pdf: Buffer): Promise<(string | null)[]> {
  const images = await extractImages(new Uint8Array(pdf), 1);
  return images.map(({ data, width, height, channels }) => {
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) rgba[i * 4 + c] = data[i * channels + (channels >= 3 ? c : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    return decodeQr(rgba, width, height);
  });
}

/** A private download of `fileName` ("faktura-…", the number's slashes as dashes). */
export function expectDownload(
  response: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer },
  fileName: string,
) {
  expect(response.statusCode).toBe(200);
  const pdf = fileName.endsWith('.pdf');
  expect(response.headers['content-type']).toBe(pdf ? 'application/pdf' : 'application/xml; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName.replaceAll('/', '-')}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  if (pdf) expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}
