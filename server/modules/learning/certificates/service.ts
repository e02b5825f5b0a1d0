import { recordWebhookEvent } from '../../system/integrations/service.ts';
import { startPeriodic, type PeriodicJob } from '../../../platform/periodic.ts';
import { randomBytes } from 'node:crypto';
import type { Certificate, Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { can, canFor, type Role } from '../../../auth/permissions.ts';
import {
  CERTIFICATE_REMINDER_DAYS,
  CERTIFICATE_UPLOAD_MAX_BYTES,
  CERTIFICATE_VALIDITY_YEARS,
} from '../../../contract/policies.ts';
import { notFound } from '../../../platform/errors.ts';
import { enqueueMail } from '../../../platform/mail/outbox.ts';
import { nextCounterValue } from '../../../platform/db/counters.ts';
import { isUuid, parseInput, requiredText } from '../../../platform/validation.ts';
import { z } from 'zod';
import { deleteStoredFiles, saveAfterCheck, type FilesDeps, type IncomingFile } from '../../content/files/service.ts';
import { warsawDate } from '../../../platform/time.ts';
import { reminderMail } from './mail.ts';

/** Admins manage every user's certificates (spec 7 Admin users: POST/DELETE admin/users/{id}/certificates). */
export const MANAGE_CERTIFICATES = 'manage:user:any' as const;
/** Students read their own (spec 2 /certificates). */
export const READ_OWN_CERTIFICATES = 'learn:course:own' as const;

export const CERTIFICATE_PURPOSE = 'CERTIFICATE';

export type CertificateStatus = 'VALID' | 'EXPIRED' | 'REVOKED';

/** Revoked wins; then a validity that ended before `now` is expired; otherwise valid. */
export function certificateStatus(
  certificate: Pick<Certificate, 'revokedAt' | 'validUntil'>,
  now = new Date(),
): CertificateStatus {
  if (certificate.revokedAt) return 'REVOKED';
  if (certificate.validUntil && certificate.validUntil.getTime() <= now.getTime()) return 'EXPIRED';
  return 'VALID';
}

export const formatCertificateNumber = (year: number, sequence: number) =>
  `CERT/${year}/${String(sequence).padStart(6, '0')}`;

/** The public verification page a generated certificate's QR code opens. */
export const verificationUrl = (publicUrl: URL, token: string) =>
  `${publicUrl.origin}/app/certificates/verify/${token}`;

/** Where the certificate's PDF downloads (owner or admin). */
/** `{id}.pdf`, not `{id}/pdf`: that would be ambiguous with certificates/verify/{token} in the OpenAPI document. */
export const certificateDownloadUrl = (id: string) => `/api/v1/certificates/${id}.pdf`;

/** The holder as the public may see them: first name and the initial of the last ("Jan K."). */
export function publicHolderName(holderName: string | null): string {
  const words = (holderName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '—';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${[...words.at(-1)!][0]!.toUpperCase()}.`;
}

const addYears = (date: Date, years: number) => {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
};

/**
 * Issues the academy's certificate for a finished user course (idempotent: one GENERATED
 * certificate per user course). Called by learning when a course finishes (and, later, by
 * exams when the exam is verified), inside the caller's transaction. The user course's row is
 * locked first, so two transactions finishing it at once issue one certificate and use one
 * number. The holder's name and the course title are copied: a later change of either does not
 * alter an issued document.
 */
export async function issueCourseCertificate(
  tx: Prisma.TransactionClient,
  userCourseId: string,
  now = new Date(),
): Promise<Certificate> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id"::text AS id FROM "UserCourse" WHERE "id" = ${userCourseId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new Error(`User course ${userCourseId} not found`);
  const existing = await tx.certificate.findUnique({
    where: { userCourseId_kind: { userCourseId, kind: 'GENERATED' } },
  });
  if (existing) return existing;
  const userCourse = await tx.userCourse.findUniqueOrThrow({
    where: { id: userCourseId },
    select: {
      userId: true,
      courseId: true,
      course: { select: { title: true } },
      user: { select: { firstName: true, lastName: true, companyName: true, email: true } },
    },
  });
  const { user } = userCourse;
  const year = Number(warsawDate(now).slice(0, 4));
  const sequence = await nextCounterValue(tx, `certificate:${year}`);
  const holderName =
    [user.firstName, user.lastName]
      .filter((part) => part?.trim())
      .join(' ')
      .trim() ||
    user.companyName?.trim() ||
    user.email;
  const certificate = await tx.certificate.create({
    data: {
      userId: userCourse.userId,
      kind: 'GENERATED',
      title: userCourse.course.title,
      courseId: userCourse.courseId,
      userCourseId,
      number: formatCertificateNumber(year, sequence),
      verificationToken: randomBytes(24).toString('base64url'), // 192 bits
      holderName,
      issuedAt: now,
      validUntil: addYears(now, CERTIFICATE_VALIDITY_YEARS),
    },
  });
  await recordWebhookEvent(tx, 'CERTIFICATE_ISSUED', {
    owners: [certificate.userId],
    data: {
      certificateId: certificate.id,
      number: certificate.number,
      userId: certificate.userId,
      courseId: certificate.courseId,
      validUntil: certificate.validUntil,
    },
  });
  return certificate;
}

// ───────────────────────────── Reading ─────────────────────────────

export const NEWEST_FIRST = [{ issuedAt: 'desc' as const }, { id: 'desc' as const }];

export interface CertificateViewer {
  id: string;
  role: Role;
}

/** Whether the viewer may read the certificates of `ownerId`: the owner (a student) or an admin. */
export const mayReadCertificatesOf = (viewer: CertificateViewer | null, ownerId: string) =>
  viewer !== null &&
  (can(viewer.role, MANAGE_CERTIFICATES) || canFor(viewer.role, READ_OWN_CERTIFICATES, viewer.id === ownerId));

/** A certificate the viewer may download; anyone else is told it does not exist. */
export async function findReadableCertificate(
  prisma: PrismaClient,
  viewer: CertificateViewer | null,
  id: string,
): Promise<Certificate & { file: { key: string; mimeType: string; size: number; originalName: string } | null }> {
  const certificate = isUuid(id)
    ? await prisma.certificate.findUnique({
        where: { id },
        include: { file: { select: { key: true, mimeType: true, size: true, originalName: true } } },
      })
    : null;
  if (!certificate || !mayReadCertificatesOf(viewer, certificate.userId)) throw notFound('Certificate');
  return certificate;
}

export const listCertificates = (prisma: PrismaClient, userId: string) =>
  prisma.certificate.findMany({ where: { userId }, orderBy: NEWEST_FIRST, include: { course: true } });

/** A certificate as the public verification shows it: no more personal data than needed. */
export async function verifyCertificate(prisma: PrismaClient, token: string, now = new Date()) {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const certificate = await prisma.certificate.findUnique({ where: { verificationToken: token } });
  if (!certificate || !certificate.number) return null;
  return {
    status: certificateStatus(certificate, now),
    number: certificate.number,
    title: certificate.title,
    holderName: publicHolderName(certificate.holderName),
    issuedAt: certificate.issuedAt,
    validUntil: certificate.validUntil,
  };
}

// ───────────────────────────── Admin changes ─────────────────────────────

export const uploadCertificateSchema = z.object({ title: requiredText(255) });

/**
 * Stores a PDF an admin uploads as a user's certificate. The title is checked before a byte is
 * stored; the file is checked by content (PDF only) and streamed. The stored file has no owner,
 * so only admins reach it through /api/v1/files (the holder downloads it through the
 * certificate's own URL, and cannot delete it as one of their own uploads).
 */
export async function uploadCertificate(
  deps: FilesDeps,
  userId: string,
  input: { title: unknown },
  file: IncomingFile | null,
): Promise<Certificate> {
  const { checked: title, stored } = await saveAfterCheck(
    { ...deps, maxBytes: Math.min(deps.maxBytes, CERTIFICATE_UPLOAD_MAX_BYTES) },
    file,
    async () => {
      const { title } = parseInput(uploadCertificateSchema, input);
      const user = isUuid(userId)
        ? await deps.prisma.user.findUnique({ where: { id: userId }, select: { id: true } })
        : null;
      if (!user) throw notFound('User');
      return title;
    },
    () => ({ kind: 'document', purpose: CERTIFICATE_PURPOSE, ownerId: null }),
  );
  if (!stored) throw notFound('File');
  try {
    return await deps.prisma.certificate.create({
      data: { userId, kind: 'UPLOADED', title, fileId: stored.id, issuedAt: new Date() },
    });
  } catch (error) {
    await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
}

/**
 * Deletes a certificate (irreversible). An uploaded one goes with its stored file. A generated
 * one is revoked instead: its number and QR code stay known, so whoever scans a printed copy is
 * told it was revoked rather than that it never existed; it also stays issued for its user
 * course (finishing the course again does not issue a new one). `userId`, when given, must be
 * the holder (the REST path names both). Returns the holder's id.
 */
export async function deleteCertificate(
  deps: Pick<FilesDeps, 'prisma' | 'storage'>,
  id: string,
  userId?: string,
): Promise<string> {
  const certificate = isUuid(id) ? await deps.prisma.certificate.findUnique({ where: { id } }) : null;
  if (!certificate || (userId !== undefined && certificate.userId !== userId)) throw notFound('Certificate');
  if (certificate.kind === 'GENERATED') {
    await deps.prisma.certificate.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  } else {
    await deps.prisma.certificate.delete({ where: { id } });
    if (certificate.fileId) await deleteStoredFiles(deps, [certificate.fileId]);
  }
  return certificate.userId;
}

// ───────────────────────────── Reminders ─────────────────────────────

/**
 * E-mails the holders of certificates that expire within `CERTIFICATE_REMINDER_DAYS` (and have
 * not expired yet, nor been revoked), once each: every certificate is claimed by a conditional
 * update of `reminderSentAt` in the transaction that queues its mail, so two processes never
 * remind twice and a failed transaction reminds later. Returns how many were reminded.
 */
export async function remindExpiringCertificates(
  prisma: PrismaClient,
  publicUrl: URL,
  now = new Date(),
  batchSize = 100,
): Promise<number> {
  const horizon = new Date(now.getTime() + CERTIFICATE_REMINDER_DAYS * 24 * 60 * 60 * 1000);
  const where = { reminderSentAt: null, revokedAt: null, validUntil: { gt: now, lte: horizon } };
  let total = 0;
  for (;;) {
    const due = await prisma.certificate.findMany({
      where,
      orderBy: [{ validUntil: 'asc' }, { id: 'asc' }],
      take: batchSize,
      select: { id: true },
    });
    let reminded = 0;
    for (const { id } of due) {
      const sent = await prisma.$transaction(async (tx) => {
        const { count } = await tx.certificate.updateMany({ where: { ...where, id }, data: { reminderSentAt: now } });
        if (count === 0) return false; // another process took it
        const certificate = await tx.certificate.findUniqueOrThrow({
          where: { id },
          include: { user: { select: { email: true, language: true } } },
        });
        await enqueueMail(tx, reminderMail(certificate, certificate.user, publicUrl));
        return true;
      });
      if (sent) reminded += 1;
    }
    total += reminded;
    if (due.length < batchSize) return total;
  }
}

export interface Logger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Runs `remindExpiringCertificates` every `intervalMs` (timer unref'd); `stop` waits for a running pass. */
export function startCertificateReminders(
  prisma: PrismaClient,
  publicUrl: URL,
  log: Logger,
  intervalMs = 60 * 60_000,
): PeriodicJob {
  return startPeriodic(
    'certificate expiry reminders',
    log,
    () => remindExpiringCertificates(prisma, publicUrl, new Date()),
    {
      intervalMs,
      firstAfterMs: 10_000,
      summary: (count) => (count ? { count } : undefined),
    },
  );
}
