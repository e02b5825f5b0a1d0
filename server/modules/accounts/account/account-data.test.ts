import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { gqlUpload, png } from '../../../test/uploads.ts';
import { deletedEmail } from './deletion.ts';

/* The account's own data (issue 11): every Account field, the export, the deletion. */

let h: Harness;
let admin: SignedIn;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: ['ADMIN', { language: 'EN' }] }));
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x41), Buffer.from('\n%%EOF\n')]);
const UPLOAD = `mutation ($file: Upload!) { addCompetenceFile(file: $file) { id originalName url } }`;
const ACCOUNT = /* GraphQL */ `
  {
    viewer {
      examEntitySerialNumber
      publicFlg
      premiumUserFlg
      deletionRequestedAt
      deletedAt
    }
  }
`;
const REQUEST = `mutation { requestAccountDeletion { viewer { deletionRequestedAt } } }`;
const CANCEL = `mutation { cancelAccountDeletion { viewer { deletionRequestedAt } } }`;
const CONFIRM = /* GraphQL */ `
  mutation ($userId: ID!) {
    confirmAccountDeletion(input: { userId: $userId }) {
      user {
        email
        firstName
        deletedAt
        deletionRequestedAt
      }
    }
  }
`;

const person = (extra: Record<string, unknown> = {}) =>
  signIn(h, 'USER', {
    accountType: 'PERSON',
    firstName: 'Ewa',
    lastName: 'Lot',
    phoneNumber: '+48 600 100 200',
    pilotNumber: 'POL-RP-1',
    operatorNumber: 'POL-OP-1',
    emailUlc: 'ewa@ulc.example.com',
    phoneNumberUlc: '+48 600 100 201',
    examEntitySerialNumber: 'EE-7',
    ...extra,
  });

async function purchaseOf(buyerId: string, email: string) {
  const number = `2026/${randomUUID().slice(0, 8)}`;
  return h.db.prisma.purchase.create({
    data: {
      number,
      buyerId,
      status: 'PAID',
      paymentType: 'TRADITIONAL_TRANSFER',
      buyerType: 'INDIVIDUAL',
      name: 'Ewa Lot',
      streetAndNumber: 'Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
      phone: '+48 600 100 200',
      email,
      itemsGross: 12300,
      totalGross: 12300,
      idempotencyKey: randomUUID(),
      accessTokenHash: randomUUID(),
      items: {
        create: [
          { kind: 'PRODUCT', name: 'Propeller', quantity: 1, unitPriceGross: 12300, vatRate: 23, totalGross: 12300 },
        ],
      },
      invoice: {
        create: {
          series: 'FV',
          year: 2026,
          sequence: Math.floor(Math.random() * 1e9),
          number: `FV/${randomUUID().slice(0, 8)}`,
          saleDate: new Date(),
        },
      },
    },
    include: { invoice: true },
  });
}

async function upload(s: SignedIn, name = 'licencja A2.pdf', content: Buffer = PDF) {
  const body = await gqlUpload(h, s, UPLOAD, { file: null }, [{ path: 'variables.file', filename: name, content }]);
  expect(body.errors).toBeUndefined();
  return body.data.addCompetenceFile as { id: string; originalName: string; url: string };
}

describe('Account fields (spec 3)', () => {
  it('the exam entity serial number is read and edited through GraphQL and REST; the flags are read-only', async () => {
    const s = await person();
    expect((await gqlOk(h, ACCOUNT, {}, s)).viewer).toEqual({
      examEntitySerialNumber: 'EE-7',
      publicFlg: false,
      premiumUserFlg: false,
      deletionRequestedAt: null,
      deletedAt: null,
    });
    const updated = await gqlOk(
      h,
      `mutation { updateAccount(input: { examEntitySerialNumber: " EE-8 " }) { viewer { examEntitySerialNumber } } }`,
      {},
      s,
    );
    expect(updated.updateAccount.viewer.examEntitySerialNumber).toBe('EE-8');
    const tooLong = await graphql(
      h,
      `
        mutation ($v: String) {
          updateAccount(input: { examEntitySerialNumber: $v }) {
            viewer {
              id
            }
          }
        }
      `,
      { v: 'x'.repeat(101) },
      s.headers,
    );
    expect(tooLong.body.errors?.[0].extensions.details).toEqual([
      { field: 'examEntitySerialNumber', code: 'max_length', max: 100 },
    ]);

    const put = await rest(h, 'PUT', 'user-account', s, { examEntitySerialNumber: 'EE-9', publicFlg: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ examEntitySerialNumber: 'EE-9', publicFlg: false, premiumUserFlg: false });
    const cleared = await rest(h, 'PUT', 'user-account', s, { examEntitySerialNumber: null });
    expect(cleared.json().examEntitySerialNumber).toBeNull();
    // The flags are not the user's to set: not in the input type at all.
    const flag = await graphql(
      h,
      `
        mutation {
          updateAccount(input: { premiumUserFlg: true }) {
            viewer {
              id
            }
          }
        }
      `,
      {},
      s.headers,
    );
    expect(errorCode(flag.body)).toBe('BAD_REQUEST');
  });

  it('a company edits its contact person’s names beside the company data', async () => {
    const b2b = await signIn(h, 'B2B', { accountType: 'COMPANY', companyName: 'Drony SA', nip: '5260250274' });
    const data = await gqlOk(
      h,
      `mutation { updateAccount(input: { firstName: "Jan", lastName: "Nowak", city: "Gdańsk" }) { viewer { firstName lastName city } } }`,
      {},
      b2b,
    );
    expect(data.updateAccount.viewer).toEqual({ firstName: 'Jan', lastName: 'Nowak', city: 'Gdańsk' });
  });

  it('another user’s account, deletion dates and files stay hidden; an admin reads them', async () => {
    const a = await person();
    const b = await person();
    const file = await upload(b);
    const NODE = `query ($id: ID!) { node(id: $id) { ... on User { email deletionRequestedAt competences { id } } } }`;
    const refused = await graphql(h, NODE, { id: gid('User', b.userId) }, a.headers);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    expect((await h.app.inject({ method: 'GET', url: file.url, headers: a.headers })).statusCode).toBe(404);
    const byAdmin = await gqlOk(h, NODE, { id: gid('User', b.userId) }, admin);
    expect(byAdmin.node.competences).toEqual([{ id: file.id }]);
  });
});

describe('competence documents', () => {
  it('take a PDF or a scan (PNG, JPEG), nothing else', async () => {
    const s = await person();
    await upload(s, 'scan.png', await png(200, 100));
    const refused = await gqlUpload(h, s, UPLOAD, { file: null }, [
      { path: 'variables.file', filename: 'notes.txt', content: Buffer.from('hello') },
    ]);
    expect(errorCode(refused)).toBe('UNSUPPORTED_FILE');
    const listed = await gqlOk(h, '{ viewer { competences { originalName mimeType } } }', {}, s);
    expect(listed.viewer.competences).toEqual([{ originalName: 'scan.png', mimeType: 'image/png' }]);
  });
});

describe('own data export (GET user-account/export)', () => {
  it('is a ZIP of my-data.json and my competence files, named by the date', async () => {
    const s = await person();
    const other = await person();
    const file = await upload(s, 'świadectwo A2?.pdf');
    await upload(other, 'not-mine.pdf');
    const purchase = await purchaseOf(s.userId, 'ewa@example.com');

    const response = await rest(h, 'GET', 'user-account/export', s);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="skypilot-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const zip = await JSZip.loadAsync(response.rawPayload);
    const data = JSON.parse(await zip.file('my-data.json')!.async('string'));
    expect(data.account).toMatchObject({
      id: s.userId,
      firstName: 'Ewa',
      pilotNumber: 'POL-RP-1',
      examEntitySerialNumber: 'EE-7',
    });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.competences).toHaveLength(1);
    expect(data.competences[0]).toMatchObject({
      name: file.originalName,
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const inZip = zip.file(data.competences[0].path);
    expect(inZip).not.toBeNull();
    expect((await inZip!.async('nodebuffer')).equals(PDF)).toBe(true);
    expect(data.competences[0].path).toMatch(/^competences\/1-świadectwo A2_\.pdf$/);
    expect(Object.keys(zip.files).some((name) => name.includes('not-mine'))).toBe(false);
    expect(data.purchases).toEqual([
      expect.objectContaining({
        number: purchase.number,
        totalGross: 12300,
        invoice: expect.objectContaining({ number: purchase.invoice!.number }),
        items: [expect.objectContaining({ name: 'Propeller', quantity: 1 })],
      }),
    ]);
    expect(data.missingFiles).toEqual([]);
    for (const key of ['courses', 'exams', 'exercises', 'certificates', 'seats', 'workSlots', 'emails']) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
  });

  it('lists a file missing from storage instead of failing', async () => {
    const s = await person();
    await upload(s, 'gone.pdf');
    const row = await h.db.prisma.storedFile.findFirstOrThrow({ where: { ownerId: s.userId } });
    await h.storage.delete(row.key);
    const response = await rest(h, 'GET', 'user-account/export', s);
    expect(response.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const data = JSON.parse(await zip.file('my-data.json')!.async('string'));
    expect(data.missingFiles).toEqual(['competences/1-gone.pdf']);
  });

  it('exam questions come without which answer was correct', async () => {
    const s = await person();
    const instructor = await signIn(h, 'INSTRUCTOR');
    const course = await h.db.prisma.course.create({
      data: { courseType: 'THEORETICAL', title: 'Export exam', category: 'OPEN', visibility: 'PUBLIC' },
    });
    const uc = await h.db.prisma.userCourse.create({ data: { userId: s.userId, courseId: course.id } });
    const slot = await h.db.prisma.workSlot.create({
      data: {
        instructorId: instructor.userId,
        kind: 'EXAM_60',
        startsAt: new Date(Date.now() - 3 * HOUR),
        endsAt: new Date(Date.now() - 2 * HOUR),
        place: 'Room',
        capacity: 4,
        bookedCount: 1,
      },
    });
    await h.db.prisma.exam.create({
      data: {
        userId: s.userId,
        userCourseId: uc.id,
        courseId: course.id,
        workSlotId: slot.id,
        status: 'VERIFIED',
        attempt: 1,
        durationMinutes: 60,
        passThreshold: 75,
        passed: true,
        items: {
          create: [
            {
              position: 1,
              text: 'Max height?',
              answers: [
                { id: randomUUID(), text: '120 m', correct: true },
                { id: randomUUID(), text: '500 m', correct: false },
              ],
            },
          ],
        },
      },
    });
    const response = await rest(h, 'GET', 'user-account/export', s);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const text = await zip.file('my-data.json')!.async('string');
    const data = JSON.parse(text);
    expect(data.courses).toEqual([expect.objectContaining({ course: 'Export exam' })]);
    expect(data.exams[0]).toMatchObject({ course: 'Export exam', passed: true, status: 'VERIFIED' });
    expect(data.exams[0].questions[0].answers.map((a: { text: string }) => a.text)).toEqual(['120 m', '500 m']);
    expect(text).not.toContain('"correct"');
    // The instructor's export holds their slots.
    const own = await rest(h, 'GET', 'user-account/export', instructor);
    const slots = JSON.parse(await (await JSZip.loadAsync(own.rawPayload)).file('my-data.json')!.async('string'));
    expect(slots.workSlots).toHaveLength(1);
  });

  it('is refused to visitors (401) and to roles without an account page (403)', async () => {
    expect((await rest(h, 'GET', 'user-account/export')).statusCode).toBe(401);
    for (const role of ['ADMIN', 'SELLER', 'REGISTER'] as const) {
      const response = await rest(h, 'GET', 'user-account/export', await signIn(h, role));
      expect(response.statusCode, role).toBe(403);
    }
  });
});

describe('account deletion', () => {
  it('is asked (admins mailed), asked again keeping the date, withdrawn; GraphQL and REST', async () => {
    const s = await person();
    const mailsBefore = await h.db.prisma.mailMessage.count({ where: { subject: { contains: 'deletion' } } });
    const asked = await gqlOk(h, REQUEST, {}, s);
    const first = asked.requestAccountDeletion.viewer.deletionRequestedAt;
    expect(first).toEqual(expect.any(String));
    const mails = await h.db.prisma.mailMessage.findMany({
      where: { subject: { contains: 'deletion' } },
      orderBy: { createdAt: 'asc' },
    });
    expect(mails.length).toBeGreaterThan(mailsBefore);
    const adminEmail = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).email;
    const mine = mails.find((m) => m.to === adminEmail && m.text.includes(s.userId));
    expect(mine?.subject).toMatch(/^Account deletion request: /);
    expect(mine?.text).toContain(`/app/admin/users/${s.userId}`);

    const again = await gqlOk(h, REQUEST, {}, s);
    expect(again.requestAccountDeletion.viewer.deletionRequestedAt).toBe(first);
    expect(await h.db.prisma.mailMessage.count({ where: { text: { contains: s.userId } } })).toBe(
      await h.db.prisma.user.count({ where: { role: 'ADMIN', accountStatus: 'ACTIVE' } }),
    );
    const cancelled = await gqlOk(h, CANCEL, {}, s);
    expect(cancelled.cancelAccountDeletion.viewer.deletionRequestedAt).toBeNull();

    const post = await rest(h, 'POST', 'user-account/deletion-request', s);
    expect(post.statusCode).toBe(200);
    expect(post.json().deletionRequestedAt).toEqual(expect.any(String));
    const del = await rest(h, 'DELETE', 'user-account/deletion-request', s);
    expect(del.statusCode).toBe(200);
    expect(del.json().deletionRequestedAt).toBeNull();
  });

  it('is not for roles without an account page, nor for visitors', async () => {
    for (const role of ['ADMIN', 'SELLER', 'REGISTER'] as const) {
      const s = await signIn(h, role);
      expect(errorCode((await graphql(h, REQUEST, {}, s.headers)).body), role).toBe('FORBIDDEN');
    }
    expect(errorCode((await graphql(h, REQUEST)).body)).toBe('UNAUTHENTICATED');
    expect((await rest(h, 'POST', 'user-account/deletion-request')).statusCode).toBe(401);
  });

  it('needs the request (ACCOUNT_DELETION_NOT_REQUESTED) and an admin', async () => {
    const s = await person();
    const early = await graphql(h, CONFIRM, { userId: gid('User', s.userId) }, admin.headers);
    expect(early.body.errors?.[0].extensions).toMatchObject({
      code: 'BUSINESS_RULE',
      rule: 'ACCOUNT_DELETION_NOT_REQUESTED',
    });
    const earlyRest = await rest(h, 'POST', `admin/users/${s.userId}/delete`, admin);
    expect(earlyRest.statusCode).toBe(422);
    expect(earlyRest.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'ACCOUNT_DELETION_NOT_REQUESTED' });

    await gqlOk(h, REQUEST, {}, s);
    const other = await person();
    const byUser = await graphql(h, CONFIRM, { userId: gid('User', s.userId) }, other.headers);
    expect(errorCode(byUser.body)).toBe('FORBIDDEN');
    expect((await rest(h, 'POST', `admin/users/${s.userId}/delete`, other)).statusCode).toBe(403);
    expect((await rest(h, 'POST', `admin/users/${randomUUID()}/delete`, admin)).statusCode).toBe(404);
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } });
    expect(user).toMatchObject({ firstName: 'Ewa', deletedAt: null, accountStatus: 'ACTIVE' });
  });

  it('confirmed: personal data and own files erased, future bookings cancelled, sessions ended; purchases kept', async () => {
    const s = await person({ passwordHash: 'argon2-hash', emailVerified: true });
    const email = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } })).email;
    const file = await upload(s);
    const stored = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: file.url.split('/').pop()! } });
    const purchase = await purchaseOf(s.userId, email);
    await h.db.prisma.userToken.create({
      data: {
        userId: s.userId,
        kind: 'RESET_PASSWORD',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + HOUR),
      },
    });

    const instructor = await signIn(h, 'INSTRUCTOR');
    const course = await h.db.prisma.course.create({
      data: { courseType: 'FULL', title: 'Deletion course', category: 'OPEN', visibility: 'PUBLIC' },
    });
    const uc = await h.db.prisma.userCourse.create({ data: { userId: s.userId, courseId: course.id } });
    const slotAt = (offset: number) =>
      h.db.prisma.workSlot.create({
        data: {
          instructorId: instructor.userId,
          kind: 'EXAM_60',
          startsAt: new Date(Date.now() + offset),
          endsAt: new Date(Date.now() + offset + HOUR),
          place: 'Room',
          capacity: 4,
          bookedCount: 1,
        },
      });
    const past = await slotAt(-48 * HOUR);
    const future = await slotAt(48 * HOUR);
    const exam = (workSlotId: string, status: 'VERIFIED' | 'REGISTER', attempt: number) =>
      h.db.prisma.exam.create({
        data: {
          userId: s.userId,
          userCourseId: uc.id,
          courseId: course.id,
          workSlotId,
          status,
          attempt,
          durationMinutes: 60,
          passThreshold: 75,
        },
      });
    const pastExam = await exam(past.id, 'VERIFIED', 1);
    const futureExam = await exam(future.id, 'REGISTER', 2);
    await h.db.prisma.certificate.create({
      data: { userId: s.userId, kind: 'GENERATED', title: 'A2', number: randomUUID(), holderName: 'Ewa Lot' },
    });

    await gqlOk(h, REQUEST, {}, s);
    // The admin sees the request on the user.
    const seen = await gqlOk(
      h,
      `query ($id: ID!) { node(id: $id) { ... on User { deletionRequestedAt deletedAt } } }`,
      { id: gid('User', s.userId) },
      admin,
    );
    expect(seen.node).toEqual({ deletionRequestedAt: expect.any(String), deletedAt: null });

    const confirmed = await gqlOk(h, CONFIRM, { userId: gid('User', s.userId) }, admin);
    expect(confirmed.confirmAccountDeletion.user).toEqual({
      email: deletedEmail(s.userId),
      firstName: null,
      deletedAt: expect.any(String),
      deletionRequestedAt: expect.any(String),
    });

    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } });
    expect(user).toMatchObject({
      email: deletedEmail(s.userId),
      passwordHash: null,
      emailVerified: false,
      accountStatus: 'INACTIVE',
      firstName: null,
      lastName: null,
      phoneNumber: null,
      pilotNumber: null,
      operatorNumber: null,
      emailUlc: null,
      phoneNumberUlc: null,
      examEntitySerialNumber: null,
      companyName: null,
      nip: null,
    });
    expect(user.deletedAt).toBeInstanceOf(Date);
    expect(user.tokensValidAfter).toBeInstanceOf(Date);
    // Own files: row and bytes gone.
    expect(await h.db.prisma.storedFile.count({ where: { ownerId: s.userId } })).toBe(0);
    await expect(h.storage.get(stored.key)).rejects.toThrow();
    expect(await h.db.prisma.userToken.count({ where: { userId: s.userId } })).toBe(0);
    expect(await h.db.prisma.session.count({ where: { userId: s.userId } })).toBe(0);
    // Purchases and invoices kept, with their own buyer data.
    const kept = await h.db.prisma.purchase.findUniqueOrThrow({
      where: { id: purchase.id },
      include: { invoice: true },
    });
    expect(kept).toMatchObject({ buyerId: s.userId, name: 'Ewa Lot', email });
    expect(kept.invoice?.number).toBe(purchase.invoice!.number);
    // Learning records kept; the booking to come is gone and its place returned.
    expect(await h.db.prisma.exam.findUnique({ where: { id: pastExam.id } })).not.toBeNull();
    expect(await h.db.prisma.exam.findUnique({ where: { id: futureExam.id } })).toBeNull();
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: future.id } })).bookedCount).toBe(0);
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: past.id } })).bookedCount).toBe(1);
    const certificate = await h.db.prisma.certificate.findFirstOrThrow({ where: { userId: s.userId } });
    expect(certificate.holderName).toBeNull();

    // The old session is gone at once; a second confirmation is refused.
    const after = await rest(h, 'GET', 'user-account', s);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    const twice = await rest(h, 'POST', `admin/users/${s.userId}/delete`, admin);
    expect(twice.statusCode).toBe(422);
  });

  it('confirmed through REST for a company: company data erased, seats kept', async () => {
    const b2b = await signIn(h, 'B2B', {
      accountType: 'COMPANY',
      companyName: 'Drony SA',
      nip: '5260250274',
      address: 'Polna 1',
      postalCode: '00-001',
      city: 'Warszawa',
    });
    expect((await rest(h, 'POST', 'user-account/deletion-request', b2b)).statusCode).toBe(200);
    const response = await rest(h, 'POST', `admin/users/${b2b.userId}/delete`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: deletedEmail(b2b.userId),
      name: null,
      nip: null,
      address: null,
      postalCode: null,
      city: null,
      accountStatus: 'INACTIVE',
      deletedAt: expect.any(String),
    });
  });
});
