import { builder } from '../../graphql/builder.ts';
import { relayPage, resolveTotalCount } from '../../graphql/connection.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { findSecrets, maskSecrets, secretsLive } from '../../platform/mail/secrets.ts';

const MailStatusEnum = builder.enumType('MailStatus', { values: ['PENDING', 'SENT', 'FAILED'] as const });

const MailMessageRef = builder.prismaNode('MailMessage', {
  id: { field: 'id' },
  authScopes: { permission: 'read:mail:any' },
  fields: (t) => ({
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
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
    secretExpiresAt: t.expose('secretExpiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the account links in the message stop working; null when it has none.',
    }),
    status: t.expose('status', { type: MailStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
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

const MailMessageConnection = builder.connectionObject(
  {
    type: MailMessageRef,
    name: 'MailMessageConnection',
    fields: (t) => ({ totalCount: t.int({ resolve: resolveTotalCount }) }),
  },
  { name: 'MailMessageEdge' },
);

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.MailMessageOrderByWithRelationInput[];

builder.queryField('mailMessages', (t) =>
  t.field({
    type: MailMessageConnection,
    authScopes: { permission: 'read:mail:any' },
    description: 'The mail outbox, newest first (admins read it where no SMTP server is set up).',
    args: { first: t.arg.int(), after: t.arg.string(), last: t.arg.int(), before: t.arg.string() },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'MailMessage', args, ctx.prisma.mailMessage, { orderBy: NEWEST_FIRST }) as never,
  }),
);
