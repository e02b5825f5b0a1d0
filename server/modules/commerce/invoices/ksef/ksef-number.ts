/**
 * The KSeF number (faktury/numer-ksef.md): 35 characters `NIP-YYYYMMDD-TECHNICAL-CC`, the
 * technical part 12 upper-case hex digits, CC the CRC-8 (polynomial 0x07, initial 0x00) of the
 * first 32 characters, as two upper-case hex digits.
 */

const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');

/** A KSeF number of a seller's NIP, the acceptance day (YYYYMMDD) and a 12-hex-digit technical part. */
export function formatKsefNumber(nip: string, day: string, technical: string): string {
  const data = `${nip}-${day}-${technical.toUpperCase()}`;
  if (!/^\d{10}-\d{8}-[0-9A-F]{12}$/.test(data)) throw new Error(`Not the data part of a KSeF number: ${data}`);
  return `${data}-${hex2(crc8(data))}`;
}

/** Whether a text is a well-formed KSeF number whose checksum matches. */
export function isKsefNumber(value: string): boolean {
  return KSEF_NUMBER.test(value) && hex2(crc8(value.slice(0, 32))) === value.slice(33);
}
