import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { findSecrets, maskSecrets, secretsLive } from '../../../platform/mail/secrets.ts';
import { attachmentSize, attachmentsOf, mailAttachmentPath } from './service.ts';

const MailStatusEnum = builder.enumType('MailStatus', {
  description: 'Where a message of the outbox stands.',
  values: {
    PENDING: { description: 'Waiting to be sent, or to be tried again after a failure.' },
    SENT: { description: 'Accepted by the mail server.' },
    FAILED: { description: 'Given up after repeated failures (see lastError).' },
  } as const,
});

const MailAttachmentRef = builder
  .objectRef<{ mailId: string; index: number; filename: string; contentType: string; size: number }>('MailAttachment')
  .implement({
    description: 'A file sent with an outbox message (e.g. a booking’s .ics calendar invitation).',
    fields: (t) => ({
      filename: t.exposeString('filename', { description: 'Its file name, as the recipient sees it.' }),
      contentType: t.exposeString('contentType', {
        description: 'Its MIME type with parameters, e.g. `text/calendar; charset=utf-8; method=REQUEST`.',
      }),
      size: t.exposeInt('size', { description: 'Its size in bytes.' }),
      downloadUrl: t.string({
        description: 'GET it (admins) as an attachment in its stored type: REST `admin/mail/{id}/attachments/{index}`.',
        resolve: (attachment) => mailAttachmentPath(attachment.mailId, attachment.index),
      }),
    }),
  });

const MailMessageRef = builder.prismaNode('MailMessage', {
  id: { field: 'id' },
  description: 'An e-mail the platform sends (the outbox; admins).',
  authScopes: { permission: 'read:mail:any' },
  fields: (t) => ({
    to: t.exposeString('to', { description: 'The recipient’s address.' }),
    subject: t.exposeString('subject', { description: 'The subject line.' }),
    // Masked here, on the server: a delivered message's links belong to its recipient, and
    // expired ones are of no use to anybody, so the browser never receives them.
    text: t.string({
      description:
        'The plain-text body. Account links (verification, password reset) are masked once the message is sent or its links have expired.',
      resolve: (mail) => (secretsLive(mail) ? mail.text : maskSecrets(mail.text)),
    }),
    secretsMasked: t.boolean({
      description: 'Whether `text` has account links shown masked.',
      resolve: (mail) => !secretsLive(mail) && findSecrets(mail.text).length > 0,
    }),
    secretExpiresAt: t.expose(
      'secretExpiresAt',
      optionalDateTime('When the account links in the message stop working; null when it has none.'),
    ),
    attachments: t.field({
      type: [MailAttachmentRef],
      description: 'The files sent with it, in order (empty when none).',
      select: { id: true, attachments: true },
      resolve: (mail) =>
        attachmentsOf(mail.attachments).map((attachment, index) => ({
          mailId: mail.id,
          index,
          filename: attachment.filename,
          contentType: attachment.contentType,
          size: attachmentSize(attachment),
        })),
    }),
    status: t.expose('status', { type: MailStatusEnum, description: 'Whether it was sent.' }),
    attempts: t.exposeInt('attempts', { description: 'How many times sending was tried.' }),
    lastError: t.exposeString('lastError', nullable('Why the last try failed; null once sent or before any failure.')),
    createdAt: t.expose('createdAt', dateTime('When it was queued.')),
    sentAt: t.expose('sentAt', optionalDateTime('When it was sent; null until then.')),
  }),
});

builder.queryField('mailTransportConfigured', (t) =>
  t.boolean({
    authScopes: { permission: 'read:mail:any' },
    description:
      'Whether a mail server is configured (SMTP_URL). Without one, messages stay PENDING in the outbox and are never sent.',
    resolve: (_root, _args, ctx) => Boolean(ctx.config.SMTP_URL),
  }),
);

const MailMessageConnection = countedConnection(MailMessageRef, 'MailMessageConnection');

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.MailMessageOrderByWithRelationInput[];

builder.queryField('mailMessages', (t) =>
  connectionField(t, {
    type: MailMessageConnection,
    node: 'MailMessage',
    authScopes: { permission: 'read:mail:any' },
    description: 'The mail outbox, newest first (admins read it where no SMTP server is set up).',
    rows: (_args, ctx) => ({ model: ctx.prisma.mailMessage, orderBy: NEWEST_FIRST }),
  }),
);
