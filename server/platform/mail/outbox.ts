import type { Prisma } from '../../generated/prisma/client.ts';

export interface OutgoingMail {
  to: string;
  /** Where replies go (e.g. the visitor who wrote through the contact form); default MAIL_FROM. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * When the secret links in the message (`?token=`) stop working. Admins reading the outbox see
   * them masked from then on, or once the message is sent; without it, masked from the start.
   */
  secretExpiresAt?: Date;
  /** Small text attachments kept with the message (e.g. an .ics invitation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

type Tx = Pick<Prisma.TransactionClient, 'mailMessage'>;

/**
 * Queues a message in the outbox. Pass the transaction of the change that causes the mail, so
 * both commit or neither does; the mail worker sends it later with retries.
 */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<void> {
  const { attachments, ...rest } = mail;
  await tx.mailMessage.create({
    data: {
      ...rest,
      secretExpiresAt: mail.secretExpiresAt ?? null,
      replyTo: mail.replyTo ?? null,
      ...(attachments?.length ? { attachments: attachments as unknown as Prisma.InputJsonValue } : {}),
    },
  });
}
