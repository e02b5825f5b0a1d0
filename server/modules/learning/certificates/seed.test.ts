import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRING_CERTIFICATE_COURSE, EXPIRING_IN_DAYS } from '../../../../prisma/seed/certificates.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { CERTIFICATE_REMINDER_DAYS } from '../../../contract/policies.ts';
import { gqlOk, signInAs, startHarness, type Harness } from '../../../test/harness.ts';
import { remindExpiringCertificates } from './service.ts';

let h: Harness;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

describe('demo certificate expiring soon (prisma/seed/certificates.ts)', () => {
  it('is within the reminder window, and the reminder job’s first pass puts its e-mail in the admin’s outbox', async () => {
    const student = await signInAs(h, 'student@example.com');
    const { myCertificates } = await gqlOk(
      h,
      `{ myCertificates { title number status validUntil issuedAt } }`,
      {},
      student,
    );
    const expiring = myCertificates.find((c: { title: string }) => c.title === EXPIRING_CERTIFICATE_COURSE);
    expect(expiring).toMatchObject({ status: 'VALID', number: expect.stringMatching(/^CERT\/\d{4}\/\d{6}$/) });
    const left = (Date.parse(expiring.validUntil) - Date.now()) / DAY;
    expect(left).toBeGreaterThan(EXPIRING_IN_DAYS - 1);
    expect(left).toBeLessThanOrEqual(EXPIRING_IN_DAYS);
    expect(EXPIRING_IN_DAYS).toBeLessThan(CERTIFICATE_REMINDER_DAYS);
    // Issued at the course's finish, numbered in that year; the account is older than the course.
    const issuedYear = new Date(expiring.issuedAt).getUTCFullYear();
    expect(expiring.number.split('/')[1]).toBe(String(issuedYear));
    const account = await h.db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } });
    expect(account.createdAt.getTime()).toBeLessThan(Date.parse(expiring.issuedAt));

    // Nothing is mailed by seeding; the job's pass (10 s after the start) reminds once.
    expect(await h.db.prisma.mailMessage.count()).toBe(0);
    expect(await remindExpiringCertificates(h.db.prisma, h.config.publicUrl)).toBe(1);
    expect(await remindExpiringCertificates(h.db.prisma, h.config.publicUrl)).toBe(0);

    const admin = await signInAs(h, 'admin@example.com');
    const { mailMessages } = await gqlOk(
      h,
      `{ mailMessages(first: 25) { edges { node { to subject text status } } } }`,
      {},
      admin,
    );
    const mails = mailMessages.edges.map((e: { node: unknown }) => e.node);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'student@example.com',
        subject: `Twój certyfikat ${expiring.number} wkrótce straci ważność`,
        status: 'PENDING',
      }),
    ]);
    expect(mails[0].text).toContain(EXPIRING_CERTIFICATE_COURSE);
  });
});
