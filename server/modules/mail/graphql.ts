import { builder } from '../../graphql/builder.ts';

const MailStatusEnum = builder.enumType('MailStatus', { values: ['PENDING', 'SENT', 'FAILED'] as const });

builder.prismaNode('MailMessage', {
  id: { field: 'id' },
  authScopes: { permission: 'read:mail:any' },
  fields: (t) => ({
    to: t.exposeString('to'),
    subject: t.exposeString('subject'),
    text: t.exposeString('text'),
    status: t.expose('status', { type: MailStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('mailMessages', (t) =>
  t.prismaConnection(
    {
      type: 'MailMessage',
      cursor: 'id',
      authScopes: { permission: 'read:mail:any' },
      description: 'The mail outbox, newest first (admins read it where no SMTP server is set up).',
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.mailMessage.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    },
    {
      name: 'MailMessageConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: (_c, _a, ctx) => ctx.prisma.mailMessage.count() }) }),
    },
    { name: 'MailMessageEdge' },
  ),
);
