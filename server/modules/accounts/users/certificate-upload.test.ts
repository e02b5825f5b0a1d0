import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWith, type Harness, type SignedIn } from '../../../test/harness.ts';

// POST admin/users/{id}/certificates (spec 7): a multipart upload through REST, stored by the
// certificates service like the GraphQL uploadCertificate.

let h: Harness;
let admin: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  ({ h, admin, student } = await startWith({ admin: 'ADMIN', student: 'USER' }));
}, 120_000);
afterAll(() => h.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);
const BOUNDARY = 'users-test-boundary';

function form(parts: { name: string; value: string | Buffer; filename?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const upload = (
  userId: string,
  who: SignedIn | null,
  body: Buffer,
  type = `multipart/form-data; boundary=${BOUNDARY}`,
) =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/certificates`,
    headers: { ...(who?.headers ?? {}), 'content-type': type },
    payload: body,
  });

describe('POST admin/users/{id}/certificates', () => {
  it('stores a PDF as the user’s certificate, which the holder then downloads', async () => {
    const response = await upload(
      student.userId,
      admin,
      form([
        { name: 'title', value: 'Świadectwo kwalifikacji' },
        { name: 'file', value: PDF, filename: 'cert.pdf' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const certificate = response.json();
    expect(certificate).toMatchObject({ kind: 'UPLOADED', title: 'Świadectwo kwalifikacji', status: 'VALID' });
    const mine = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user-account/certificates',
      headers: student.headers,
    });
    expect(mine.json().map((c: { id: string }) => c.id)).toContain(certificate.id);
    const pdf = await h.app.inject({ method: 'GET', url: certificate.downloadUrl, headers: student.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses other files, a missing title or file, unknown users, and non-admins', async () => {
    const pdfPart = { name: 'file', value: PDF, filename: 'cert.pdf' };
    const notPdf = await upload(
      student.userId,
      admin,
      form([
        { name: 'title', value: 'X' },
        { name: 'file', value: Buffer.from('just text, not a PDF'), filename: 'cert.pdf' },
      ]),
    );
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().code).toBe('UNSUPPORTED_FILE');
    const noTitle = await upload(student.userId, admin, form([pdfPart]));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details).toEqual([{ field: 'title', code: 'required' }]);
    const noFile = await upload(student.userId, admin, form([{ name: 'title', value: 'X' }]));
    expect(noFile.statusCode).toBe(404);
    const unknown = await upload(crypto.randomUUID(), admin, form([{ name: 'title', value: 'X' }, pdfPart]));
    expect(unknown.statusCode).toBe(404);
    const json = await upload(student.userId, admin, Buffer.from('{"title":"X"}'), 'application/json');
    expect(json.statusCode).toBe(415);
    const broken = await upload(student.userId, admin, Buffer.from('garbage'), 'multipart/form-data');
    expect(broken.statusCode).toBe(400);
    const body = form([{ name: 'title', value: 'X' }, pdfPart]);
    expect((await upload(student.userId, student, body)).statusCode).toBe(403);
    expect((await upload(student.userId, null, body)).statusCode).toBe(401);
    expect(await h.db.prisma.certificate.count({ where: { userId: student.userId } })).toBe(1);
    expect(await h.db.prisma.storedFile.count({ where: { purpose: 'CERTIFICATE' } })).toBe(1);
  });
});
