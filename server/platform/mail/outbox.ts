import { createHash } from 'node:crypto';
import type { Prisma } from '../../generated/prisma/client.ts';
import { findSecrets } from './secrets.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * When the secret links in the message stop working. Admins reading the outbox see them
   * masked from then on, or once the message is sent. When omitted and the message has account
   * links (`?token=`), the expiry of their tokens (UserToken) is used.
   */
  secretExpiresAt?: Date;
}

type Tx = Pick<Prisma.TransactionClient, 'mailMessage' | 'userToken'>;

/**
 * Queues a message in the outbox. Pass the transaction of the change that causes the mail, so
 * both commit or neither does; the mail worker sends it later with retries.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  const { secretExpiresAt, ...message } = mail;
  const secrets = findSecrets(`${mail.text}\n${mail.html ?? ''}`);
  await tx.mailMessage.create({
    data: {
      ...message,
      secretExpiresAt: secretExpiresAt ?? (secrets.length > 0 ? await tokensExpiry(tx, secrets) : null),
    },
  });
}

/**
 * When the latest of these account tokens expires. UserToken stores the SHA-256 (hex) of each
 * token; a secret that matches no token cannot be dated, so it counts as expired at once.
 */
async function tokensExpiry(tx: Tx, secrets: string[]): Promise<Date> {
  const hashes = [...new Set(secrets)].map((s) => createHash('sha256').update(s).digest('hex'));
  const rows = await tx.userToken.findMany({ where: { tokenHash: { in: hashes } }, select: { expiresAt: true } });
  return new Date(Math.max(Date.now(), ...rows.map((r) => r.expiresAt.getTime())));
}
