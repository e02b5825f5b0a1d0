import type { Prisma } from '../../generated/prisma/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * When the secret links in the message (`?token=`) stop working. Admins reading the outbox see
   * them masked from then on, or once the message is sent; without it, masked from the start.
   */
  secretExpiresAt?: Date;
}

type Tx = Pick<Prisma.TransactionClient, 'mailMessage'>;

/**
 * Queues a message in the outbox. Pass the transaction of the change that causes the mail, so
 * both commit or neither does; the mail worker sends it later with retries.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.mailMessage.create({ data: { ...mail, secretExpiresAt: mail.secretExpiresAt ?? null } });
}
