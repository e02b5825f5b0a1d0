// Demo certificates: the student finished a course without an exam (assigned by an admin) and
// holds the academy's generated certificate for it, issued when the course was finished (a course
// without an exam issues it then: learning's finish()), and an admin uploaded the student's
// earlier certificate of competence as a PDF, so "My certificates" shows both kinds. (A course
// with an exam issues its certificate when the exam is passed: prisma/seed/exams.ts.)
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { issueCourseCertificate } from '../../server/modules/certificates/service.ts';
import { renderPdfBuffer } from '../../server/platform/pdf.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';

const FINISHED_COURSE = 'Inspekcje termowizyjne z drona';
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
