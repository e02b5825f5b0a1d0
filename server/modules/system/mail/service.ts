import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { notFound } from '../../../platform/errors.ts';
import type { MailAttachment } from '../../../platform/mail/outbox.ts';
import { isUuid } from '../../../platform/validation.ts';

/**
 * The outbox as admins read it (spec: the mail screen): the attachments kept with a message
 * (`MailMessage.attachments`, e.g. a booking's .ics invitation), listed and downloaded.
 */

const attachmentSchema = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });

/** The attachments stored with a message, in order; [] when it has none (an entry of another shape is skipped). */
export function attachmentsOf(stored: unknown): MailAttachment[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = attachmentSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Bytes of an attachment as sent (UTF-8). */
export const attachmentSize = (attachment: MailAttachment) => Buffer.byteLength(attachment.content, 'utf8');

/** Where an admin downloads attachment `index` (from 0) of a message. */
export const mailAttachmentPath = (mailId: string, index: number) =>
  `/api/v1/admin/mail/${mailId}/attachments/${index}`;

/**
 * A MIME type fit for a Content-Type header: `type/subtype` with parameters made of token
 * characters (or quoted strings without quotes or line breaks); anything else is sent as
 * application/octet-stream.
 */
export function safeContentType(contentType: string): string {
  const token = '[A-Za-z0-9!#$&^_.+-]+';
  const parameter = `\\s*;\\s*${token}=(?:${token}|"[^"\\r\\n\\\\]*")`;
  return new RegExp(`^${token}/${token}(?:${parameter})*$`).test(contentType)
    ? contentType
    : 'application/octet-stream';
}

/** Attachment `index` of outbox message `mailId` (the route checks that the viewer is an admin); NOT_FOUND otherwise. */
export async function mailAttachment(prisma: PrismaClient, mailId: string, index: string): Promise<MailAttachment> {
  const position = /^\d{1,4}$/.test(index) ? Number(index) : -1;
  const mail =
    isUuid(mailId) && position >= 0
      ? await prisma.mailMessage.findUnique({ where: { id: mailId }, select: { attachments: true } })
      : null;
  const attachment = mail ? attachmentsOf(mail.attachments)[position] : undefined;
  if (!attachment) throw notFound('Attachment');
  return attachment;
}
