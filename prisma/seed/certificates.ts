// Demo certificates: the student finished a course without an exam (assigned by an admin) and
// holds the academy's generated certificate for it, issued when the course was finished (a course
// without an exam issues it then: learning's finish()), and an admin uploaded the student's
// earlier certificate of competence as a PDF, so "My certificates" shows both kinds. (A course
// with an exam issues its certificate when the exam is passed: prisma/seed/exams.ts.)
//
// Issue 31: the student also finished a course five years ago whose certificate now expires
// within the reminder window (CERTIFICATE_REMINDER_DAYS), so the reminder job's first pass, 10
// seconds after the start, puts its reminder e-mail in the outbox (/admin/mail).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { issueCourseCertificate } from '../../server/modules/learning/certificates/service.ts';
import { renderPdfBuffer } from '../../server/platform/pdf.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { CERTIFICATE_VALIDITY_YEARS } from '../../server/contract/policies.ts';

const FINISHED_COURSE = 'Inspekcje termowizyjne z drona';
/** The course finished five years ago, whose certificate expires in EXPIRING_IN_DAYS. */
export const EXPIRING_CERTIFICATE_COURSE = 'Fotogrametria i ortofotomapy z BSP';
export const EXPIRING_IN_DAYS = 20;
const DAY = 86_400_000;

/** A one-page PDF standing for a certificate of competence issued elsewhere (by the ULC). */
function earlierCertificate(): Promise<Buffer> {
  return renderPdfBuffer({
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 12 },
    content: [
      { text: 'Świadectwo kompetencji pilota BSP – podkategoria A1/A3', fontSize: 18, bold: true },
      { text: 'Proof of completion of online theoretical knowledge examination (A1/A3)', color: '#666666' },
      { text: '\nPiotr Kowalski', fontSize: 14, bold: true },
      {
        text: 'Numer / number: POL-RP-0000000000-DEMO\nWydane / issued: 2024-03-12\nWażne do / valid until: 2029-03-12',
      },
      { text: '\nDokument demonstracyjny / demo document', italics: true, color: '#666666' },
    ],
  });
}

export async function seedCertificates(prisma: PrismaClient, storage: Storage): Promise<void> {
  const student = await prisma.user.findUnique({ where: { email: 'student@example.com' } });
  const course = await prisma.course.findFirst({
    where: { title: FINISHED_COURSE },
    include: { variants: { orderBy: [{ variant: 'asc' }, { id: 'asc' }], take: 1 } },
  });
  if (!student || !course) return;
  const finishedAt = new Date(Date.now() - 20 * DAY);

  const pdf = await earlierCertificate();
  const key = `certificate/${randomUUID()}`;
  await storage.put(key, Readable.from([pdf]), pdf.length);

  await seedExpiringCertificate(prisma, student.id);

  await prisma.$transaction(async (tx) => {
    const userCourse = await tx.userCourse.create({
      data: {
        userId: student.id,
        courseId: course.id,
        // Given by an admin (its first variant; the course sets no access months: unlimited).
        courseVariantId: course.variants[0]?.id ?? null,
        accessUntil: null,
        inProgress: false,
        finishedAt,
        createdAt: new Date(finishedAt.getTime() - 30 * DAY),
      },
    });
    await issueCourseCertificate(tx, userCourse.id, finishedAt);
    const file = await tx.storedFile.create({
      data: {
        key,
        purpose: 'CERTIFICATE',
        originalName: 'swiadectwo-kompetencji-a1-a3.pdf',
        mimeType: 'application/pdf',
        size: pdf.length,
        public: false,
      },
    });
    await tx.certificate.create({
      data: {
        userId: student.id,
        kind: 'UPLOADED',
        title: 'Świadectwo kompetencji A1/A3 (ULC)',
        fileId: file.id,
        issuedAt: new Date('2024-03-12T10:00:00Z'),
        validUntil: new Date('2029-03-12T10:00:00Z'),
      },
    });
  });
}

/**
 * A course without an exam the student finished (given by an admin; its theory is recorded by
 * learning's seedFinishedTheoryOfOthers) as long ago as makes its certificate, issued at that
 * finish, expire in EXPIRING_IN_DAYS.
 */
async function seedExpiringCertificate(prisma: PrismaClient, studentId: string, now = new Date()): Promise<void> {
  const course = await prisma.course.findFirst({
    where: { title: EXPIRING_CERTIFICATE_COURSE, withoutExamFlg: true },
    include: { variants: { orderBy: [{ variant: 'asc' }, { id: 'asc' }], take: 1 } },
  });
  if (!course) return;
  const finishedAt = new Date(now.getTime() + EXPIRING_IN_DAYS * DAY);
  finishedAt.setUTCFullYear(finishedAt.getUTCFullYear() - CERTIFICATE_VALIDITY_YEARS);
  const startedAt = new Date(finishedAt.getTime() - 45 * DAY);
  await prisma.$transaction(async (tx) => {
    // The student has been the academy's since then (their account is older than that course).
    await tx.user.update({ where: { id: studentId }, data: { createdAt: new Date(startedAt.getTime() - DAY) } });
    const userCourse = await tx.userCourse.create({
      data: {
        userId: studentId,
        courseId: course.id,
        courseVariantId: course.variants[0]?.id ?? null,
        accessUntil: null,
        inProgress: false,
        finishedAt,
        createdAt: startedAt,
      },
    });
    await issueCourseCertificate(tx, userCourse.id, finishedAt);
  });
}
