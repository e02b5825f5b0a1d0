import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gid, gqlOk, graphql, rest, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { gqlUpload, png } from '../../../test/uploads.ts';
import { issueCourseCertificate, publicHolderName, remindExpiringCertificates } from './service.ts';

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
let other: SignedIn;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);
const FIELDS = 'id kind title number issuedAt validUntil revokedAt status downloadUrl verificationUrl course { title }';
const MINE = `{ myCertificates { ${FIELDS} } }`;
const VERIFY = `query ($token: String!) { certificateVerification(token: $token) { status number title holderName issuedAt validUntil } }`;
const UPLOAD = `mutation ($input: UploadCertificateInput!) { uploadCertificate(input: $input) { id certificates { ${FIELDS} } } }`;
const DELETE = `mutation ($id: ID!) { deleteCertificate(id: $id) { id certificates { id status } } }`;

beforeAll(async () => {
  ({ h, admin, student, other } = await startWith(
    {
      admin: 'ADMIN',
      student: ['USER', { firstName: 'Łucja', lastName: 'Żółkiewska', language: 'EN' }],
      other: ['USER', { firstName: 'Jan', lastName: 'Kowalski' }],
    },
    { UPLOAD_MAX_BYTES: '4096' },
  ));
});
afterAll(() => h.close());

async function finishedCourse(userId: string, title = 'Operator BVLOS STS-02') {
  const course = await h.db.prisma.course.create({
    data: { courseType: 'THEORETICAL', title, category: 'CERTIFIED', visibility: 'PUBLIC', withoutExamFlg: true },
  });
  return h.db.prisma.userCourse.create({
    data: { userId, courseId: course.id, inProgress: false, finishedAt: new Date() },
  });
}

const issue = (userCourseId: string, now?: Date) =>
  h.db.prisma.$transaction((tx) => issueCourseCertificate(tx, userCourseId, now));

const tokenOf = (url: string) => url.split('/').at(-1)!;

describe('issuing', () => {
  it('issues one numbered certificate per user course, whatever the number of calls', async () => {
    const uc = await finishedCourse(student.userId);
    const [first, second] = await Promise.all([issue(uc.id), issue(uc.id)]);
    const third = await issue(uc.id);
    expect(second.id).toBe(first.id);
    expect(third.id).toBe(first.id);
    expect(await h.db.prisma.certificate.count({ where: { userCourseId: uc.id } })).toBe(1);
    expect(first.number).toMatch(/^CERT\/\d{4}\/\d{6}$/);
    expect(first.holderName).toBe('Łucja Żółkiewska');
    expect(first.title).toBe('Operator BVLOS STS-02');
    expect(Buffer.from(first.verificationToken!, 'base64url').length).toBeGreaterThanOrEqual(16);
    const years = first.validUntil!.getUTCFullYear() - first.issuedAt.getUTCFullYear();
    expect(years).toBe(5);

    const data = await gqlOk(h, MINE, {}, student);
    const mine = data.myCertificates.find((c: { id: string }) => c.id === gid('Certificate', first.id));
    expect(mine).toMatchObject({
      kind: 'GENERATED',
      status: 'VALID',
      number: first.number,
      course: { title: 'Operator BVLOS STS-02' },
      downloadUrl: `/api/v1/certificates/${first.id}.pdf`,
      verificationUrl: `${h.config.publicUrl.origin}/app/certificates/verify/${first.verificationToken}`,
    });

    const listed = await rest(h, 'GET', 'user-account/certificates', student);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.id, status: 'VALID', kind: 'GENERATED' })]),
    );
    expect((await rest(h, 'GET', 'user-account/certificates', other)).json()).toEqual([]);
    expect((await rest(h, 'GET', 'user-account/certificates')).statusCode).toBe(401);
  });

  it('numbers certificates in sequence', async () => {
    const a = await issue((await finishedCourse(other.userId, 'A')).id);
    const b = await issue((await finishedCourse(other.userId, 'B')).id);
    const seq = (n: string | null) => Number(n!.split('/')[2]);
    expect(seq(b.number)).toBe(seq(a.number) + 1);
  });
});

describe('the PDF', () => {
  it('is drawn for the holder and admins only; others get 404', async () => {
    const certificate = await issue((await finishedCourse(student.userId)).id);
    const url = `certificates/${certificate.id}.pdf`;
    for (const who of [student, admin]) {
      const response = await rest(h, 'GET', url, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="certificate-CERT-\d{4}-\d{6}\.pdf"$/,
      );
    }
    expect((await rest(h, 'GET', url, other)).statusCode).toBe(404);
    expect((await rest(h, 'GET', url)).statusCode).toBe(401);
    expect((await rest(h, 'GET', 'certificates/not-a-uuid.pdf', student)).statusCode).toBe(404);
  });
});

describe('uploaded certificates (admin)', () => {
  it('stores a PDF, which its holder downloads as it was, and deletes it with its file', async () => {
    const upload = await gqlUpload(
      h,
      admin,
      UPLOAD,
      { input: { userId: gid('User', other.userId), title: '  Świadectwo A2  ', file: null } },
      [{ path: 'variables.input.file', filename: 'a2.pdf', content: PDF }],
    );
    expect(upload.errors).toBeUndefined();
    const uploaded = upload.data.uploadCertificate.certificates.find((c: { kind: string }) => c.kind === 'UPLOADED');
    expect(uploaded).toMatchObject({ title: 'Świadectwo A2', number: null, verificationUrl: null, status: 'VALID' });
    const rowId = Buffer.from(uploaded.id, 'base64').toString().split(':')[1]!;
    const row = await h.db.prisma.certificate.findUniqueOrThrow({ where: { id: rowId }, include: { file: true } });
    expect(row.file).toMatchObject({ purpose: 'CERTIFICATE', ownerId: null, mimeType: 'application/pdf' });

    const download = await rest(h, 'GET', `certificates/${rowId}.pdf`, other);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await rest(h, 'GET', `certificates/${rowId}.pdf`, student)).statusCode).toBe(404);

    // The holder reads it through User.certificates too; another student does not.
    const own = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on User {
              certificates {
                id
              }
            }
          }
        }
      `,
      {
        id: gid('User', other.userId),
      },
      other.headers,
    );
    expect(own.body.data.node.certificates).toEqual(expect.arrayContaining([{ id: uploaded.id }]));
    const foreign = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            ... on User {
              certificates {
                id
              }
            }
          }
        }
      `,
      {
        id: gid('User', other.userId),
      },
      student.headers,
    );
    expect(foreign.body.data?.node?.certificates).toBeUndefined();

    // Only admins delete; the REST path must name the holder.
    expect(errorCode((await graphql(h, DELETE, { id: uploaded.id }, other.headers)).body)).toBe('FORBIDDEN');
    expect((await rest(h, 'DELETE', `admin/users/${student.userId}/certificates/${rowId}`, admin)).statusCode).toBe(
      404,
    );
    const removed = await rest(h, 'DELETE', `admin/users/${other.userId}/certificates/${rowId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect(await h.db.prisma.certificate.findUnique({ where: { id: rowId } })).toBeNull();
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: row.fileId! } })).toBeNull();
    await expect(h.storage.get(row.file!.key)).rejects.toThrow();
  });

  it('refuses what is not a PDF, a blank title, and non-admins, storing nothing', async () => {
    const before = await h.db.prisma.storedFile.count();
    const picture = await png(16, 16);
    const as = (s: SignedIn, title: string, filename: string, content: Buffer) =>
      gqlUpload(h, s, UPLOAD, { input: { userId: gid('User', other.userId), title, file: null } }, [
        { path: 'variables.input.file', filename, content },
      ]);
    expect(errorCode(await as(admin, 'Zdjęcie', 'photo.png', picture))).toBe('UNSUPPORTED_FILE');
    expect(errorCode(await as(admin, 'Fałszywy', 'fake.pdf', picture))).toBe('UNSUPPORTED_FILE');
    expect(errorCode(await as(admin, '   ', 'a.pdf', PDF))).toBe('VALIDATION_FAILED');
    expect(errorCode(await as(admin, 'Za duży', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(8192)])))).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect(errorCode(await as(student, 'Mój', 'a.pdf', PDF))).toBe('FORBIDDEN');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
  });
});

describe('public verification', () => {
  it('tells valid, expired and revoked apart with the first name and last initial only', async () => {
    const valid = await issue((await finishedCourse(student.userId, 'Valid course')).id);
    const old = await issue((await finishedCourse(student.userId, 'Old course')).id, new Date('2019-03-01T10:00:00Z'));
    const revoked = await issue((await finishedCourse(student.userId, 'Revoked course')).id);
    const revoke = await gqlOk(h, DELETE, { id: gid('Certificate', revoked.id) }, admin);
    expect(revoke.deleteCertificate.certificates).toEqual(
      expect.arrayContaining([{ id: gid('Certificate', revoked.id), status: 'REVOKED' }]),
    );

    for (const [certificate, status] of [
      [valid, 'VALID'],
      [old, 'EXPIRED'],
      [revoked, 'REVOKED'],
    ] as const) {
      const data = await gqlOk(h, VERIFY, { token: certificate.verificationToken }, null);
      expect(data.certificateVerification).toEqual({
        status,
        number: certificate.number,
        title: certificate.title,
        holderName: 'Łucja Ż.',
        issuedAt: certificate.issuedAt.toISOString(),
        validUntil: certificate.validUntil!.toISOString(),
      });
      const response = await rest(h, 'GET', `certificates/verify/${certificate.verificationToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status, holderName: 'Łucja Ż.', number: certificate.number });
      expect(JSON.stringify(response.json())).not.toContain('Żółkiewska');
    }
    expect(tokenOf(`x/${valid.verificationToken}`)).toBe(valid.verificationToken);
  });

  it('answers null (GraphQL) and 404 (REST) for an unknown or malformed token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'short', "x' OR 1=1 --", '']) {
      const data = await gqlOk(h, VERIFY, { token }, null);
      expect(data.certificateVerification).toBeNull();
    }
    expect((await rest(h, 'GET', 'certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await rest(h, 'GET', `certificates/verify/${encodeURIComponent('%%%')}`)).statusCode).toBe(404);
  });

  it('shows only the first name and the last initial', () => {
    expect(publicHolderName('Jan Maria Kowalski')).toBe('Jan K.');
    expect(publicHolderName('Łucja żółkiewska')).toBe('Łucja Ż.');
    expect(publicHolderName('ACME Sp. z o.o.')).toBe('ACME O.');
    expect(publicHolderName('jan@example.com')).toBe('jan@example.com');
    expect(publicHolderName(null)).toBe('—');
  });
});

describe('expiry reminders', () => {
  it('e-mails the holder once, in their language, about certificates expiring within 30 days', async () => {
    const now = new Date();
    const soon = await issue((await finishedCourse(student.userId, 'Soon')).id, new Date(now.getTime() - 1));
    // Expires in 20 days: issued 5 years minus 20 days ago.
    const issuedAt = new Date(now);
    issuedAt.setUTCFullYear(issuedAt.getUTCFullYear() - 5);
    issuedAt.setUTCDate(issuedAt.getUTCDate() + 20);
    await h.db.prisma.certificate.update({
      where: { id: soon.id },
      data: { issuedAt, validUntil: new Date(now.getTime() + 20 * 86_400_000) },
    });
    const later = await issue((await finishedCourse(student.userId, 'Later')).id);
    const before = await h.db.prisma.mailMessage.count();

    const [a, b] = await Promise.all([
      remindExpiringCertificates(h.db.prisma, h.config.publicUrl, now),
      remindExpiringCertificates(h.db.prisma, h.config.publicUrl, now),
    ]);
    expect(a + b).toBe(1);
    expect(await remindExpiringCertificates(h.db.prisma, h.config.publicUrl, now)).toBe(0);

    expect((await h.db.prisma.mailMessage.count()) - before).toBe(1);
    const holder = await h.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    const mails = await h.db.prisma.mailMessage.findMany({ where: { to: holder.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Your certificate ${soon.number} expires soon` });
    expect(mails[0]!.text).toContain('/app/certificates');
    expect((await h.db.prisma.certificate.findUniqueOrThrow({ where: { id: soon.id } })).reminderSentAt).not.toBeNull();
    expect((await h.db.prisma.certificate.findUniqueOrThrow({ where: { id: later.id } })).reminderSentAt).toBeNull();
  });
});
