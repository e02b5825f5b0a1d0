import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { E2E_OUT_DIR } from './env.ts';

/** The journeys' SMTP server (E2E_SMTP_PORT: see E2E_PORT). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const MAILBOX_DIR = path.join(E2E_OUT_DIR, 'mailbox');

/** Decodes quoted-printable bodies as nodemailer sends them. */
function decode(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link matching `pattern` in the newest message to `to`, if one has arrived. */
function findLink(to: string, pattern: RegExp): string | undefined {
  if (!existsSync(MAILBOX_DIR)) return undefined;
  for (const file of readdirSync(MAILBOX_DIR).sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(MAILBOX_DIR, file), 'utf8')) as { to: string; body: string };
    if (!mail.to.split(',').includes(to)) continue;
    const link = decode(mail.body).match(pattern)?.[0];
    if (link) return link.replace(/&amp;/g, '&');
  }
  return undefined;
}

/**
 * Waits for a message to `to` received by the test SMTP server and returns the first link
 * matching `pattern`. Polls for as long as the test may run: the outbox worker sends every
 * second, but how soon depends on the machine, so no shorter deadline of its own.
 */
export async function waitForLink(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => (link = findLink(to, pattern)), {
      message: `a mail to ${to} with a link matching ${pattern}`,
      timeout: test.info().timeout,
    })
    .toBeDefined();
  return link!;
}
