import QRCode from 'qrcode';

/**
 * KOD I of kody-qr.md: the link that lets anyone holding a printed or PDF invoice check it in
 * KSeF and fetch its XML, `{qr host}/invoice/{seller's NIP}/{P_1 as DD-MM-RRRR}/{SHA-256 of the
 * XML file, Base64URL}`, drawn as a QR code (ISO/IEC 18004) for the visualisation.
 */

/** The verification link of an invoice; `issueDate` is P_1 (YYYY-MM-DD), the hash standard Base64. */
export function verificationLink(qrBase: string, sellerNip: string, issueDate: string, xmlHashBase64: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: ${issueDate}`);
  const hash = Buffer.from(xmlHashBase64, 'base64');
  if (hash.length !== 32) throw new Error('Not a Base64 SHA-256 hash');
  const [, year, month, day] = date;
  return `${qrBase.replace(/\/+$/, '')}/invoice/${sellerNip}/${day}-${month}-${year}/${hash.toString('base64url')}`;
}

/**
 * kody-qr.md names no error correction level; M (15 %) survives a crease or a smudge and keeps
 * the ~100-character link at a size a phone reads from A4. The quiet zone is the standard's four
 * modules, so the code reads even when printed next to other content.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The link's QR code as a PNG (5 pixels a module, as the official clients draw it). */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...OPTIONS, type: 'png', scale: 5 });
}

/** The link's QR code as an SVG document. */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...OPTIONS, type: 'svg' });
}
