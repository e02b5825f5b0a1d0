import { createHash, randomBytes } from 'node:crypto';
import { crc8 } from '../ksef-number.ts';

/**
 * Reference numbers as KSeF gives them (every example in the docs): 36 characters
 * `YYYYMMDD-TT-XXXXXXXXXX-XXXXXXXXXX-CC`, the day, a two-character kind (CR challenge, AU
 * authentication, SO online session, EE invoice, EU UPO page), 20 upper-case hex digits, and the
 * CRC-8 of the first 33 characters (the KSeF number's checksum) as two hex digits.
 */
export type ReferenceKind = 'CR' | 'AU' | 'SO' | 'EE' | 'EU' | 'EC';

const REFERENCE = /^(\d{8})-([0-9A-Z]{2})-([0-9A-F]{10})-([0-9A-F]{10})-([0-9A-F]{2})$/;

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** The UTC day of a moment as YYYYMMDD. */
export const compactDay = (moment: Date) => moment.toISOString().slice(0, 10).replaceAll('-', '');

/** A reference number of a day, a kind and 20 hex digits (random unless given). */
export function referenceNumber(kind: ReferenceKind, moment = new Date(), hex?: string): string {
  const digits = (hex ?? randomBytes(10).toString('hex')).toUpperCase();
  if (!/^[0-9A-F]{20}$/.test(digits)) throw new Error('A reference number takes 20 hex digits');
  const data = `${compactDay(moment)}-${kind}-${digits.slice(0, 10)}-${digits.slice(10)}`;
  return `${data}-${hex2(crc8(data))}`;
}

/** The parts of a well-formed reference number whose checksum matches, else null. */
export function parseReference(value: string): { day: string; kind: string; hex: string } | null {
  const match = REFERENCE.exec(value);
  if (!match || hex2(crc8(value.slice(0, 33))) !== match[5]) return null;
  return { day: match[1]!, kind: match[2]!, hex: `${match[3]}${match[4]}` };
}

/** The same number as another kind (the UPO page of a session, the authentication of a challenge). */
export function relatedReference(value: string, kind: ReferenceKind): string {
  const parsed = parseReference(value);
  if (!parsed) throw new Error(`Not a reference number: ${value}`);
  const day = parsed.day;
  const moment = new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T00:00:00Z`);
  return referenceNumber(kind, moment, parsed.hex);
}

/**
 * The reference number of a context's simulated KSeF token (the UPO names the token that
 * authenticated the session): derived from the NIP, as the token itself is.
 */
export const tokenReference = (nip: string) =>
  referenceNumber(
    'EC',
    new Date('2025-09-01T00:00:00Z'),
    createHash('sha256').update(`ksef-token|${nip}`).digest('hex').slice(0, 20),
  );
