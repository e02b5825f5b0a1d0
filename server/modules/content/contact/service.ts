import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { ConsultationRequest, Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { ConsultationStatus, ConsultationTime, type Language } from '../../../generated/prisma/enums.ts';
import { AppError, RateLimitedError, notFound } from '../../../platform/errors.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { consume } from '../../../platform/rate-limit.ts';
import {
  email,
  enumOf,
  issue,
  isUuid,
  optionalEmail,
  parseInput,
  phone,
  requiredText,
} from '../../../platform/validation.ts';
import { consultationConfirmationMail, consultationOfficeMail, contactAckMail, contactOfficeMail } from './mail.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';
import type { OfficeDetails } from '../../../contract/office.ts';
import {
  CONSULTATION_NAME_MAX,
  CONSULTATION_TOPIC_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from '../../../contract/policies.ts';

/**
 * The contact form (spec 3, 5, 8) and the free 15-minute consultation (spec 9): validation,
 * anti-bot (a honeypot field and rate limits; no third-party script, no timing), the mails to
 * the office and to the visitor through the outbox, and the office's list of requests.
 */

/** Spec 9: office hours Mon–Fri 10:00–18:00 (Europe/Warsaw); callback within 30 minutes. */
export const OFFICE_HOURS = { days: 'MON_FRI', opens: '10:00', closes: '18:00' } as const;
export const CALLBACK_MINUTES = 30;
export const CONSULTATION_MINUTES = 15;

const HOUR = 3_600_000;

export const officeDetails = (
  config: Pick<Config, 'OFFICE_NAME' | 'OFFICE_ADDRESS' | 'OFFICE_PHONE' | 'OFFICE_EMAIL'>,
): OfficeDetails => ({
  name: config.OFFICE_NAME,
  address: config.OFFICE_ADDRESS,
  phone: config.OFFICE_PHONE,
  email: config.OFFICE_EMAIL,
  opens: OFFICE_HOURS.opens,
  closes: OFFICE_HOURS.closes,
});

/** One line of text: line breaks and other control characters become spaces (mail headers stay single-line). */
const singleLine = (max: number) =>
  requiredText(max).transform((v) => v.replace(/\p{Cc}+/gu, ' ').replace(/\s{2,}/g, ' '));

/** A consent checkbox: only `true` accepts it; false or missing is `required` (spec 5). */
const consent = () => z.unknown().refine((v) => v === true || v === 'true', issue('required'));

const languageOf = (value: unknown): Language =>
  typeof value === 'string' && value.trim().toUpperCase() === 'EN' ? 'EN' : FALLBACK_LANGUAGE;

const contactSchema = z.object({
  firstName: singleLine(CONTACT_NAME_MAX),
  lastName: singleLine(CONTACT_NAME_MAX),
  email: email(),
  phone: phone(),
  subject: singleLine(CONTACT_SUBJECT_MAX),
  message: requiredText(CONTACT_MESSAGE_MAX),
  termsConsent: consent(),
  privacyConsent: consent(),
});

const consultationSchema = z.object({
  name: singleLine(CONSULTATION_NAME_MAX),
  phone: phone(),
  email: optionalEmail().transform((v) => (v ? v.toLowerCase() : null)),
  preferredTime: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'ASAP' : v),
    enumOf(ConsultationTime),
  ),
  topic: requiredText(CONSULTATION_TOPIC_MAX),
  termsConsent: consent(),
});

export type ContactInput = Record<string, unknown>;

export interface FormDeps {
  prisma: PrismaClient;
  config: Config;
}

/** Where a submission comes from: the client address (rate limit) and the UI language. */
export interface Submission {
  clientIp: string;
  language?: unknown;
}

/** A filled honeypot (`website`, hidden from people): a bot. It is told "sent" and nothing happens. */
const isBot = (input: ContactInput) => typeof input.website === 'string' && input.website.trim() !== '';

const rateLimited = (retryAfterSeconds: number) =>
  new RateLimitedError('Too many messages. Try again later', retryAfterSeconds);

/** Counts a valid submission against the client address and each of `identities`; refuses over the limit. */
async function limit(deps: FormDeps, form: string, clientIp: string, identities: string[]): Promise<void> {
  const perHour = deps.config.RATE_LIMIT_CONTACT_PER_HOUR;
  const keys = [`${form}:ip:${clientIp}`, ...identities.map((id) => `${form}:id:${id}`)];
  for (const key of keys) {
    const result = await consume(deps.prisma, key, perHour, HOUR);
    if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
  }
}

const phoneKey = (value: string) => `phone:${value.replace(/\D/g, '')}`;

/**
 * Sends a contact-form message to the office (Reply-To the visitor) and an acknowledgement to
 * the visitor, both through the outbox in one transaction. Invalid input: VALIDATION_FAILED
 * with every bad field; over the rate limit: RATE_LIMITED; a filled honeypot: nothing is sent.
 */
export async function sendContactMessage(deps: FormDeps, input: ContactInput, from: Submission): Promise<void> {
  if (isBot(input)) return;
  const message = parseInput(contactSchema, input);
  await limit(deps, 'contact', from.clientIp, [`email:${message.email}`]);
  const language = languageOf(from.language);
  await deps.prisma.$transaction(async (tx) => {
    await enqueueMail(tx, contactOfficeMail(message, language, deps.config));
    await enqueueMail(tx, contactAckMail(message, language, deps.config));
  });
}

/**
 * Stores a request for the free consultation, tells the office and, with an e-mail address,
 * confirms to the requester that the office calls back within 30 minutes on business days.
 */
export async function requestConsultation(
  deps: FormDeps,
  input: ContactInput,
  from: Submission,
): Promise<ConsultationRequest | null> {
  if (isBot(input)) return null;
  const request = parseInput(consultationSchema, input);
  await limit(deps, 'consultation', from.clientIp, [
    phoneKey(request.phone),
    ...(request.email ? [`email:${request.email}`] : []),
  ]);
  const language = languageOf(from.language);
  return deps.prisma.$transaction(async (tx) => {
    const { termsConsent: _accepted, ...fields } = request;
    const saved = await tx.consultationRequest.create({ data: { ...fields, language } });
    await enqueueMail(tx, consultationOfficeMail(saved, deps.config));
    if (saved.email) await enqueueMail(tx, consultationConfirmationMail(saved, deps.config));
    return saved;
  });
}

/** Newest first (the id makes the order total for cursors). */
export const CONSULTATIONS_ORDER: Prisma.ConsultationRequestOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

export const consultationStatusOf = (value: unknown): ConsultationStatus | undefined => {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : value;
  if (v === undefined || v === null || v === '') return undefined;
  if (v === 'NEW' || v === 'HANDLED') return v;
  throw new AppError('VALIDATION_FAILED', 'Invalid form', [{ field: 'status', code: 'invalid_value' }]);
};

export const consultationsWhere = (status: ConsultationStatus | undefined): Prisma.ConsultationRequestWhereInput =>
  status ? { status } : {};

/**
 * Marks a request handled by `adminId` now; a request already handled keeps who and when it was
 * first handled (idempotent).
 */
export async function markConsultationHandled(
  prisma: PrismaClient,
  adminId: string,
  id: string,
): Promise<ConsultationRequest> {
  if (!isUuid(id)) throw notFound('Consultation request');
  await prisma.consultationRequest.updateMany({
    where: { id, status: ConsultationStatus.NEW },
    data: { status: ConsultationStatus.HANDLED, handledAt: new Date(), handledById: adminId },
  });
  const row = await prisma.consultationRequest.findUnique({ where: { id } });
  if (!row) throw notFound('Consultation request');
  return row;
}
