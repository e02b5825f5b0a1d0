import type { Prisma } from '../../generated/prisma/client.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

type Tx = Pick<Prisma.TransactionClient, 'mailMessage'>;

/**
 * Queues a message in the outbox. Pass the transaction of the change that causes the mail, so
 * both commit or neither does; the mail worker sends it later with retries.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  await tx.mailMessage.create({ data: mail });
}
