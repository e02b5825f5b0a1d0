import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SMTP_PORT = 2526;
export const MAILBOX_DIR = path.resolve(import.meta.dirname, '../../../test-results/mailbox');

/** Decodes quoted-printable bodies as nodemailer sends them. */
function decode(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for a message to `to` received by the test SMTP server and returns the first link matching `pattern`. */
export async function waitForLink(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(MAILBOX_DIR)) {
      const files = readdirSync(MAILBOX_DIR).sort().reverse();
      for (const file of files) {
        const mail = JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as { to: string; body: string };
        if (!mail.to.split(',').includes(to)) continue;
        const link = decode(mail.body).match(pattern)?.[0];
        if (link) return link.replace(/&amp;/g, '&');
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern}`);
}
