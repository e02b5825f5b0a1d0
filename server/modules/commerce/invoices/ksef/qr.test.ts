import { describe, expect, it } from 'vitest';
import { decodeQrPng } from '../test-support.ts';
import { sha256Base64 } from './crypto.ts';
import { qrPng, qrSvg, verificationLink } from './qr.ts';

describe('KOD I', () => {
  it('builds the link of kody-qr.md: host, /invoice, NIP, DD-MM-RRRR, Base64URL hash', () => {
    // The documentation's example: its Base64URL hash, given here as standard Base64.
    const base64 = Buffer.from('UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE', 'base64url').toString('base64');
    expect(base64).toMatch(/[+/=]/);
    expect(verificationLink('https://qr-test.ksef.mf.gov.pl', '1111111111', '2026-02-01', base64)).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    expect(verificationLink('http://localhost:3000/ksef-simulator/', '5252248481', '2026-12-31', base64)).toBe(
      'http://localhost:3000/ksef-simulator/invoice/5252248481/31-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('refuses a date or a hash of another form', () => {
    const hash = sha256Base64('<Faktura/>');
    expect(() => verificationLink('https://q', '1111111111', '01-02-2026', hash)).toThrow(/YYYY-MM-DD/);
    expect(() => verificationLink('https://q', '1111111111', '2026-02-01', 'abc')).toThrow(/SHA-256/);
  });

  it('draws a PNG that decodes back to the link', async () => {
    const link = verificationLink('https://qr.ksef.mf.gov.pl', '5252248481', '2026-03-15', sha256Base64('<x/>'));
    const png = await qrPng(link);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodeQrPng(png)).toBe(link);
  });

  it('draws an SVG', async () => {
    const svg = await qrSvg('https://qr.ksef.mf.gov.pl/invoice/x');
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
  });
});
