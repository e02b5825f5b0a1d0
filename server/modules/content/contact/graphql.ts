import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { ConsultationStatus, ConsultationTime } from '../../../generated/prisma/enums.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { displayName } from '../../accounts/account/service.ts';
import {
  CALLBACK_MINUTES,
  CONSULTATION_MINUTES,
  CONSULTATIONS_ORDER,
  consultationsWhere,
  markConsultationHandled,
  officeDetails,
  requestConsultation,
  sendContactMessage,
} from './service.ts';

/**
 * Contact form and free-consultation requests (issue 12): the office's details, the two public
 * mutations (validation, honeypot and rate limits in the service), and the office's list of
 * consultation requests for admins (manage:content:any).
 */

const ADMIN = { permission: 'manage:content:any' } as const;

const depsOf = (ctx: RequestContext) => ({ prisma: ctx.prisma, config: ctx.config });

const OfficeDetailsRef = builder.objectRef<ReturnType<typeof officeDetails>>('OfficeDetails').implement({
  description: 'The academy office on the contact page; open Mon–Fri from `opens` to `closes` (Europe/Warsaw).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The office’s name.' }),
    address: t.exposeString('address', { description: 'Its postal address.' }),
    phone: t.exposeString('phone', { description: 'Its phone number.' }),
    email: t.exposeString('email', { description: 'Its e-mail address.' }),
    opens: t.exposeString('opens', { description: '"10:00"' }),
    closes: t.exposeString('closes', { description: '"18:00"' }),
    callbackMinutes: t.int({ resolve: () => CALLBACK_MINUTES, description: 'Consultation callback promise.' }),
    consultationMinutes: t.int({ resolve: () => CONSULTATION_MINUTES, description: 'Length of the free call.' }),
  }),
});

builder.queryField('officeDetails', (t) =>
  t.field({
    type: OfficeDetailsRef,
    description: 'Office name, address, phone, e-mail and hours (configuration OFFICE_*). Public.',
    resolve: (_root, _args, ctx) => officeDetails(ctx.config),
  }),
);

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  description:
    'Spec 3/5: every field required; names ≤ 50, a valid e-mail and phone, subject ≤ 120, message ≤ 255, ' +
    'both consents true (else VALIDATION_FAILED with `required`).',
  fields: (t) => ({
    firstName: t.string({ required: true, description: 'At most 50 characters.' }),
    lastName: t.string({ required: true, description: 'At most 50 characters.' }),
    email: t.string({ required: true, description: 'Where the copy and the office’s reply go.' }),
    phone: t.string({ required: true, description: 'A valid phone number.' }),
    subject: t.string({ required: true, description: 'At most 120 characters.' }),
    message: t.string({ required: true, description: 'At most 255 characters.' }),
    termsConsent: t.boolean({ required: true, description: 'Accepts the terms: must be true.' }),
    privacyConsent: t.boolean({ required: true, description: 'Accepts the privacy policy: must be true.' }),
    website: t.string({ description: 'Leave empty: a field hidden from people (anti-bot).' }),
    language: t.field({ type: LanguageEnum, description: 'The visitor’s language (the acknowledgement); PL.' }),
  }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.boolean({
    description:
      'Sends the message to the office (Reply-To the visitor) and a copy to the visitor, through the outbox. ' +
      'VALIDATION_FAILED names each bad field; RATE_LIMITED when too many come from one address or e-mail.',
    args: { input: t.arg({ type: ContactMessageInput, required: true, description: 'The message.' }) },
    resolve: async (_root, { input }, ctx) => {
      await sendContactMessage(depsOf(ctx), input, { clientIp: ctx.clientIp, language: input.language });
      return true;
    },
  }),
);

export const ConsultationTimeEnum = builder.enumType('ConsultationTime', {
  values: {
    ASAP: { description: 'As soon as possible.' },
    MORNING: { description: '10:00–12:00 (Warsaw time).' },
    MIDDAY: { description: '12:00–15:00 (Warsaw time).' },
    AFTERNOON: { description: '15:00–18:00 (Warsaw time).' },
  } as const satisfies Record<ConsultationTime, { description: string }>,
  description: 'When the requester prefers the call: ASAP, MORNING 10–12, MIDDAY 12–15, AFTERNOON 15–18.',
});
export const ConsultationStatusEnum = builder.enumType('ConsultationStatus', {
  values: {
    NEW: { description: 'Not handled yet.' },
    HANDLED: { description: 'The office marked it handled.' },
  } as const satisfies Record<ConsultationStatus, { description: string }>,
  description: 'NEW until the office marks the request handled.',
});

const ConsultationRequestInput = builder.inputType('ConsultationRequestInput', {
  description: 'Name ≤ 100, a valid phone, an optional e-mail, topic ≤ 255, termsConsent true.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Who to call (at most 100 characters).' }),
    phone: t.string({ required: true, description: 'The number to call back.' }),
    email: t.string({ description: 'Optional: a confirmation is mailed when given.' }),
    preferredTime: t.field({ type: ConsultationTimeEnum, description: 'Default ASAP.' }),
    topic: t.string({ required: true, description: 'What to talk about (at most 255 characters).' }),
    termsConsent: t.boolean({ required: true, description: 'Accepts the consultation terms: must be true.' }),
    website: t.string({ description: 'Leave empty: a field hidden from people (anti-bot).' }),
    language: t.field({ type: LanguageEnum, description: 'The requester’s language; PL.' }),
  }),
});

builder.mutationField('requestConsultation', (t) =>
  t.boolean({
    description:
      'Asks for the free 15-minute consultation: stored for the office, which is mailed; with an e-mail the ' +
      'requester gets a confirmation (a call within 30 minutes on business days, Mon–Fri 10:00–18:00).',
    args: { input: t.arg({ type: ConsultationRequestInput, required: true, description: 'The request.' }) },
    resolve: async (_root, { input }, ctx) => {
      await requestConsultation(depsOf(ctx), input, { clientIp: ctx.clientIp, language: input.language });
      return true;
    },
  }),
);

export const ConsultationRequestRef = builder.prismaNode('ConsultationRequest', {
  id: { field: 'id' },
  findUnique: (id) => ({ id: uuidOrNil(id) }),
  nullable: true,
  authScopes: ADMIN,
  description: 'A request for the free consultation call (admins).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Who to call.' }),
    phone: t.exposeString('phone', { description: 'The number to call back.' }),
    email: t.exposeString('email', nullable('The requester’s e-mail; null: not given.')),
    preferredTime: t.field({
      type: ConsultationTimeEnum,
      description: 'When they prefer the call.',
      resolve: (r) => r.preferredTime,
    }),
    topic: t.exposeString('topic', { description: 'What they want to talk about.' }),
    language: t.field({ type: LanguageEnum, description: 'The requester’s language.', resolve: (r) => r.language }),
    status: t.field({ type: ConsultationStatusEnum, description: 'Whether it was handled.', resolve: (r) => r.status }),
    createdAt: t.expose('createdAt', dateTime('When it was sent.')),
    handledAt: t.expose('handledAt', optionalDateTime('When it was marked handled; null while NEW.')),
    handledByName: t.string({
      nullable: true,
      select: { handledBy: { select: { firstName: true, lastName: true, email: true, companyName: true } } },
      description: 'Who marked it handled.',
      resolve: (r) => (r.handledBy ? displayName(r.handledBy) : null),
    }),
  }),
});

const ConsultationRequestConnection = countedConnection(ConsultationRequestRef, 'ConsultationRequestConnection');

builder.queryField('consultationRequests', (t) =>
  connectionField(t, {
    type: ConsultationRequestConnection,
    node: 'ConsultationRequest',
    authScopes: ADMIN,
    description: 'Admins: consultation requests, newest first, optionally only NEW or HANDLED.',
    args: {
      status: t.arg({ type: ConsultationStatusEnum, description: 'Only requests in this status.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.consultationRequest,
      where: consultationsWhere(args.status ?? undefined),
      orderBy: CONSULTATIONS_ORDER,
    }),
  }),
);

builder.mutationField('markConsultationHandled', (t) =>
  t.prismaField({
    type: 'ConsultationRequest',
    authScopes: ADMIN,
    description: 'Marks a request handled by the caller now; one already handled keeps who and when (idempotent).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the ConsultationRequest.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const row = await markConsultationHandled(ctx.prisma, ctx.viewer!.user.id, rowIdOf(id, 'ConsultationRequest'));
      return ctx.prisma.consultationRequest.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);
