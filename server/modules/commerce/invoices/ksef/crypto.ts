import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

/**
 * The cryptography KSeF 2.0 prescribes (sesja-interaktywna.md, uwierzytelnianie.md): each
 * session's invoices are encrypted with AES-256-CBC (PKCS#7 padding) under a fresh key and IV,
 * and that key, like the KSeF token at authentication, is encrypted with RSAES-OAEP
 * (SHA-256, MGF1 SHA-256) under the Ministry's public key. Used by the client and, the other
 * way round, by the local simulator.
 */

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export const newSessionKey = (): SessionKey => ({ key: randomBytes(32), iv: randomBytes(16) });

export function aesEncrypt({ key, iv }: SessionKey, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

export function aesDecrypt({ key, iv }: SessionKey, encrypted: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]);
}

/** RSAES-OAEP with SHA-256 and MGF1-SHA-256 under the public key of a DER certificate (Base64). */
export function rsaOaepEncrypt(certificateBase64: string, plain: Buffer): Buffer {
  const { publicKey } = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, plain);
}

/** SHA-256 of the bytes, Base64 (the API's `Sha256HashBase64`). */
export const sha256Base64 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64');

/** SHA-256 of the bytes, Base64URL without padding (the QR codes' link, kody-qr.md). */
export const sha256Base64Url = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url');
