// Demo account data: the student keeps a competence document (a scan of a medical certificate as
// a one-page PDF) on /account, so the list, its download and the own-data export show a file.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { renderPdfBuffer } from '../../server/platform/pdf.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';

function medicalCertificate(): Promise<Buffer> {
  return renderPdfBuffer({
    pageSize: 'A4',
    defaultStyle: { font: 'Roboto', fontSize: 12 },
    content: [
      { text: 'Orzeczenie lotniczo-lekarskie – klasa LAPL', fontSize: 18, bold: true },
      { text: 'Aviation medical certificate (LAPL)', color: '#666666' },
      { text: '\nPiotr Kowalski', fontSize: 14, bold: true },
      { text: 'Wydane / issued: 2025-02-03\nWażne do / valid until: 2030-02-03' },
      { text: '\nDokument demonstracyjny / demo document', italics: true, color: '#666666' },
    ],
  });
}

export async function seedAccount(prisma: PrismaClient, storage: Storage): Promise<void> {
  const student = await prisma.user.findUnique({ where: { email: 'student@example.com' } });
  if (!student) return;
  const pdf = await medicalCertificate();
  const key = `competence/${randomUUID()}`;
  await storage.put(key, Readable.from([pdf]), pdf.length);
  await prisma.storedFile.create({
    data: {
      key,
      purpose: 'COMPETENCE',
      originalName: 'orzeczenie-lekarskie-lapl.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      ownerId: student.id,
      public: false,
    },
  });
}
