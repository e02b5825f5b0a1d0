import { builder } from '../../../../graphql/builder.ts';
import { dateTime, nullable, optional, optionalDateTime } from '../../../../graphql/fields.ts';
import { connectionField, countedConnection } from '../../../../graphql/connection-schema.ts';
import { uuidOf, uuidOrNil } from '../../../../graphql/ids.ts';
import {
  E_INVOICE_ORDER,
  KSEF_STATES,
  eInvoiceWhere,
  ksefOverview,
  parseEInvoiceFilter,
  resendEInvoice,
  switchKsefSimulator,
} from './admin.ts';
import { eInvoiceUrls, ksefErrorList, ksefLinkOf } from './present.ts';
import { ksefPass } from './sender.ts';
import { setConsumerInvoices } from './settings.ts';

/**
 * The admin's e-invoices (issue 29): `eInvoices` (a connection, 25 a page, filters), the KSeF
 * overview with its warnings, resending, and the consumer-invoices setting. Admins only
 * (manage:purchase:any); the buyer sees an invoice's KSeF state on `InvoiceInfo.ksef`.
 */
const MANAGE = { permission: 'manage:purchase:any' } as const;

export const KsefStateEnum = builder.enumType('KsefState', {
  values: {
    QUEUED: { description: 'Waiting to be sent (also in the offline mode).' },
    SENDING: { description: 'Handed to KSeF; its verdict is awaited.' },
    ACCEPTED: { description: 'Accepted: it has a KSeF number.' },
    REJECTED: { description: 'KSeF refused it (see errors): correct and resend.' },
  } as const satisfies Record<(typeof KSEF_STATES)[number], { description: string }>,
  description:
    'QUEUED: waiting to be sent (also in the offline mode); SENDING: handed to KSeF, verdict awaited; ' +
    'ACCEPTED: has a KSeF number; REJECTED: KSeF refused it (see errors), correct and resend.',
});
const KsefOfflineReasonEnum = builder.enumType('KsefOfflineReason', {
  values: {
    UNAVAILABLE: { description: 'KSeF did not answer; it is sent when KSeF does.' },
    NO_CREDENTIALS: { description: 'Production without KSEF_TOKEN: nothing is sent.' },
  } as const,
  description: 'UNAVAILABLE: KSeF did not answer (sent when it does); NO_CREDENTIALS: production without KSEF_TOKEN.',
});
const EInvoiceKindEnum = builder.enumType('EInvoiceKind', {
  description: 'Which document an e-invoice is.',
  values: {
    INVOICE: { description: 'A VAT invoice (FV/…).' },
    CORRECTION: { description: 'A correction invoice (FK/…).' },
  } as const,
});
const KsefModeEnum = builder.enumType('KsefMode', {
  values: {
    ksef: { description: 'The Ministry’s KSeF API.' },
    simulator: { description: 'The local simulator (never in production).' },
    offline: { description: 'No credentials: invoices are issued offline and not sent.' },
  } as const,
  description:
    'ksef: the Ministry’s API; simulator: the local simulator (never in production); offline: no credentials.',
});

interface KsefErrorShape {
  code: number | null;
  description: string;
  details: string[];
}
const KsefErrorRef = builder.objectRef<KsefErrorShape>('KsefError').implement({
  description: 'KSeF’s status code and description of a rejection, or why a sending failed (code null).',
  fields: (t) => ({
    code: t.exposeInt('code', nullable('KSeF’s status code; null when sending failed.')),
    description: t.exposeString('description', { description: 'What went wrong.' }),
    details: t.exposeStringList('details', { description: 'KSeF’s further details, if any.' }),
  }),
});

export const EInvoiceRef = builder.prismaNode('KsefSubmission', {
  name: 'EInvoice',
  id: { field: 'id' },
  authScopes: MANAGE,
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  description: 'An invoice or correction invoice on its way to KSeF.',
  fields: (t) => ({
    kind: t.field({
      type: EInvoiceKindEnum,
      description: 'Invoice or correction invoice.',
      select: { correctionId: true },
      resolve: (row) => (row.correctionId ? 'CORRECTION' : 'INVOICE'),
    }),
    documentNumber: t.exposeString('documentNumber', { description: 'FV/2026/000042 or FK/2026/000003.' }),
    buyerName: t.exposeString('buyerName', { description: 'The buyer’s name as on the document.' }),
    buyerNip: t.exposeString('buyerNip', nullable('Null for a consumer.')),
    issueDate: t.expose('issueDate', { type: 'Date', description: 'The document’s issue date.' }),
    status: t.expose('status', { type: KsefStateEnum, description: 'Where it stands in KSeF.' }),
    offlineReason: t.expose(
      'offlineReason',
      optional(KsefOfflineReasonEnum, 'Why it was issued in the offline mode; null when not.'),
    ),
    sendBy: t.expose(
      'sendBy',
      optionalDateTime('An offline invoice’s legal deadline (end of the next business day after its issue date).'),
    ),
    ksefNumber: t.exposeString('ksefNumber', nullable('The number KSeF gave it; null until accepted.')),
    acceptedAt: t.expose('acceptedAt', optionalDateTime('When KSeF accepted it; null until then.')),
    errors: t.field({
      type: [KsefErrorRef],
      description: 'Why KSeF rejected it or sending failed; empty when nothing went wrong.',
      select: { errors: true },
      resolve: (row) => ksefErrorList(row.errors),
    }),
    attempts: t.exposeInt('attempts', { description: 'How many times sending was tried.' }),
    nextAttemptAt: t.expose('nextAttemptAt', dateTime('When the sending pass tries it next (if it still waits).')),
    hasUpo: t.boolean({
      description: 'Whether KSeF’s UPO (acknowledgement of receipt) is kept.',
      select: { upo: true },
      resolve: (row) => row.upo !== null,
    }),
    xmlUrl: t.string({ description: 'The XML sent (admin download).', resolve: (row) => eInvoiceUrls(row.id).xmlUrl }),
    upoUrl: t.string({
      nullable: true,
      select: { upo: true },
      description: 'The UPO (official acknowledgement of receipt), once KSeF gave it.',
      resolve: (row) => (row.upo === null ? null : eInvoiceUrls(row.id).upoUrl),
    }),
    verificationUrl: t.string({
      description: 'KOD I: KSeF’s verification page of this invoice (what its QR code holds).',
      select: { issueDate: true, xmlHash: true },
      resolve: (row, _args, ctx) => ksefLinkOf(ctx.config, row),
    }),
    purchase: t.relation('purchase', { description: 'The purchase it documents.' }),
  }),
});

const EInvoiceConnection = countedConnection(EInvoiceRef, 'EInvoiceConnection');

const EInvoiceFilterInput = builder.inputType('EInvoiceFilter', {
  description: 'Which e-invoices to list; every field left out matches all.',
  fields: (t) => ({
    status: t.field({ type: KsefStateEnum, description: 'Only those in this state.' }),
    offline: t.boolean({ description: 'Only invoices issued in the offline mode.' }),
    from: t.field({ type: 'Date', description: 'Issued on or after (YYYY-MM-DD).' }),
    to: t.field({ type: 'Date', description: 'Issued on or before.' }),
    buyer: t.string({ description: 'A fragment of the buyer’s name or NIP, the document’s or KSeF number.' }),
  }),
});

const isoDay = (value: Date | null | undefined) => (value ? value.toISOString().slice(0, 10) : value);

builder.queryField('eInvoices', (t) =>
  connectionField(t, {
    type: EInvoiceConnection,
    node: 'EInvoice',
    authScopes: MANAGE,
    description: 'Invoices on their way to KSeF, newest issue first (25 a page by default).',
    args: {
      filter: t.arg({ type: EInvoiceFilterInput, description: 'Which e-invoices; all when left out.' }),
    },
    rows: (args, ctx) => {
      const filter = parseEInvoiceFilter({
        ...args.filter,
        from: isoDay(args.filter?.from),
        to: isoDay(args.filter?.to),
      });
      return { model: ctx.prisma.ksefSubmission, where: eInvoiceWhere(filter), orderBy: E_INVOICE_ORDER };
    },
  }),
);

const KsefOverviewRef = builder.objectRef<Awaited<ReturnType<typeof ksefOverview>>>('KsefOverview').implement({
  description: 'Where invoicing through KSeF stands: shown (with warnings) wherever invoices are listed.',
  fields: (t) => ({
    mode: t.expose('mode', { type: KsefModeEnum, description: 'Where invoices are sent.' }),
    simulatorDown: t.exposeBoolean(
      'simulatorDown',
      nullable('The local simulator answers as if KSeF were down; null unless the simulator is in use.'),
    ),
    environment: t.exposeString('environment', { description: 'test, demo or production.' }),
    sendConsumerInvoices: t.exposeBoolean('sendConsumerInvoices', {
      description: 'Whether consumers’ invoices go to KSeF too.',
    }),
    waiting: t.exposeInt('waiting', { description: 'Queued or being sent.' }),
    rejected: t.exposeInt('rejected', { description: 'Rejected by KSeF, waiting to be corrected and resent.' }),
    overdue: t.exposeInt('overdue', { description: 'Offline invoices past their legal deadline, not sent yet.' }),
  }),
});

builder.queryField('ksefOverview', (t) =>
  t.field({
    type: KsefOverviewRef,
    authScopes: MANAGE,
    description: 'Where invoicing through KSeF stands, with the counts to warn about (admins).',
    resolve: (_root, _args, ctx) => ksefOverview(ctx.prisma, ctx.config),
  }),
);

const InvoiceBuyerInput = builder.inputType('InvoiceBuyerInput', {
  description: 'The buyer’s invoice data, corrected before a rejected invoice is sent again.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Full name or company name.' }),
    nip: t.string({ description: 'Null or empty for a consumer.' }),
    street: t.string({ required: true, description: 'Street and number.' }),
    postalCode: t.string({ required: true, description: 'Polish postal code, NN-NNN.' }),
    city: t.string({ required: true, description: 'Town or city.' }),
  }),
});

builder.mutationField('resendEInvoice', (t) =>
  t.prismaField({
    type: 'KsefSubmission',
    authScopes: MANAGE,
    description:
      'Sends a rejected invoice again (its XML rendered anew, with `buyer` corrected first if given), or a waiting one ' +
      'at once. Accepted or being sent: BUSINESS_RULE KSEF_RESEND_NOT_ALLOWED.',
    args: {
      id: t.arg.id({ required: true, description: 'Global id of the EInvoice.' }),
      buyer: t.arg({ type: InvoiceBuyerInput, description: 'Corrected invoice data of the buyer, if any.' }),
    },
    resolve: async (query, _root, { id, buyer }, ctx) => {
      const row = await resendEInvoice(ctx.prisma, ctx.config, uuidOf(id, 'EInvoice', 'E-invoice'), buyer);
      return ctx.prisma.ksefSubmission.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);

builder.mutationField('setKsefSimulatorDown', (t) =>
  t.field({
    type: KsefOverviewRef,
    authScopes: MANAGE,
    description:
      'Demo: the local simulator answers as if KSeF were down (or up again). Not in simulator mode: ' +
      'BUSINESS_RULE KSEF_SIMULATOR_NOT_IN_USE.',
    args: { down: t.arg.boolean({ required: true, description: 'True: KSeF down; false: up again.' }) },
    resolve: (_root, { down }, ctx) => switchKsefSimulator(ctx.prisma, ctx.config, down),
  }),
);

builder.mutationField('setKsefSendConsumerInvoices', (t) =>
  t.field({
    type: KsefOverviewRef,
    authScopes: MANAGE,
    description: 'Whether consumers’ invoices issued from now on go to KSeF too (the law allows both).',
    args: { enabled: t.arg.boolean({ required: true, description: 'True: send them; false: do not.' }) },
    resolve: async (_root, { enabled }, ctx) => {
      await setConsumerInvoices(ctx.prisma, enabled);
      return ksefOverview(ctx.prisma, ctx.config);
    },
  }),
);

const KsefPassRef = builder.objectRef<Awaited<ReturnType<typeof ksefPass>>>('KsefPassReport').implement({
  description: 'What a sending pass did.',
  fields: (t) => ({
    queued: t.exposeInt('queued', { description: 'Invoices newly queued for KSeF.' }),
    sent: t.exposeInt('sent', { description: 'Documents handed to KSeF.' }),
    accepted: t.exposeInt('accepted', { description: 'Documents KSeF accepted.' }),
    rejected: t.exposeInt('rejected', { description: 'Documents KSeF rejected.' }),
    postponed: t.exposeInt('postponed', {
      description: 'Left for a later pass (KSeF down, limits, still processing).',
    }),
  }),
});

builder.mutationField('sendEInvoicesNow', (t) =>
  t.field({
    type: KsefPassRef,
    authScopes: MANAGE,
    description: 'Send now: what the scheduled pass does every 30 seconds, at once.',
    resolve: (_root, _args, ctx) => ksefPass({ ...ctx.ksef, log: ctx.log }),
  }),
);
