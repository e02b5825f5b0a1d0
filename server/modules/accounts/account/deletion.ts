import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import type { Language } from '../../../generated/prisma/enums.ts';
import { can } from '../../../auth/permissions.ts';
import { endAllSessions } from '../../../auth/session.ts';
import { brokenRule, forbidden, notFound } from '../../../platform/errors.ts';
import { isUuid } from '../../../platform/validation.ts';
import { enqueueMail, type OutgoingMail } from '../../../platform/mail/outbox.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { releasePlace } from '../../exams/exams/service.ts';
import { deleteStoredObjects } from '../../content/files/service.ts';

/** The e-mail an erased account keeps: unique, and no mail can ever reach it (RFC 6761 `.invalid`). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The signed-in user asks for the account to be deleted; an administrator confirms
 * (confirmAccountDeletion). Asking again keeps the first date. The administrators get an e-mail.
 */
export async function requestAccountDeletion(prisma: PrismaClient, user: User, publicUrl: URL): Promise<User> {
  if (!can(user.role, 'update:account:own')) throw forbidden();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: user.id, deletionRequestedAt: null, deletedAt: null },
      data: { deletionRequestedAt: new Date() },
    });
    const updated = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
    if (count === 1) {
      const admins = await tx.user.findMany({
        where: { role: 'ADMIN', accountStatus: 'ACTIVE' },
        select: { email: true, language: true },
        take: 50,
      });
      for (const admin of admins) await enqueueMail(tx, requestMail(updated, admin, publicUrl));
    }
    return updated;
  });
}

/** The user withdraws the request (nothing happens when there is none). */
export async function cancelAccountDeletion(prisma: PrismaClient, user: User): Promise<User> {
  if (!can(user.role, 'update:account:own')) throw forbidden();
  await prisma.user.updateMany({ where: { id: user.id, deletedAt: null }, data: { deletionRequestedAt: null } });
  return prisma.user.findUniqueOrThrow({ where: { id: user.id } });
}

/** Account columns holding personal data: all cleared on deletion. */
const ERASED = {
  firstName: null,
  lastName: null,
  phoneNumber: null,
  pilotNumber: null,
  operatorNumber: null,
  emailUlc: null,
  phoneNumberUlc: null,
  companyName: null,
  nip: null,
  address: null,
  postalCode: null,
  city: null,
  examEntitySerialNumber: null,
  passwordHash: null,
  emailVerified: false,
  publicFlg: false,
  premiumUserFlg: false,
} as const;

/**
 * An administrator confirms a requested deletion (ACCOUNT_DELETION_NOT_REQUESTED otherwise):
 * the personal data of the account are erased (names, numbers, company data, phones, e-mail,
 * password), its own files (competence documents, uploaded certificates) are deleted with their
 * bytes, issued certificates lose the holder's name, bookings of dates still to come are
 * cancelled (the places return), and the account is made INACTIVE with `deletedAt`, its sessions
 * and tokens ended. Purchases and invoices stay as they are (they carry their own buyer data,
 * which the accounting law keeps for 5 years); so do the learning records (course access,
 * progress, exam and practice results), which no longer name anyone.
 */
export async function confirmAccountDeletion(
  deps: { prisma: PrismaClient; storage: Storage },
  admin: User,
  userId: string,
  now = new Date(),
): Promise<User> {
  if (!can(admin.role, 'manage:user:any')) throw forbidden();
  if (!isUuid(userId)) throw notFound('User');
  const keys = await deps.prisma.$transaction(
    async (tx) => {
      const [locked] = await tx.$queryRaw<{ deletionRequestedAt: Date | null; deletedAt: Date | null }[]>`
        SELECT "deletionRequestedAt", "deletedAt" FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
      if (!locked) throw notFound('User');
      if (!locked.deletionRequestedAt || locked.deletedAt) throw brokenRule('ACCOUNT_DELETION_NOT_REQUESTED');

      const files = await tx.storedFile.findMany({ where: { ownerId: userId }, select: { id: true, key: true } });
      const uploaded = await tx.certificate.findMany({
        where: { userId, kind: 'UPLOADED' },
        select: { id: true, file: { select: { id: true, key: true } } },
      });
      const certificateFiles = uploaded.flatMap((c) => (c.file ? [c.file] : []));
      await tx.certificate.deleteMany({ where: { id: { in: uploaded.map((c) => c.id) } } });
      await tx.certificate.updateMany({ where: { userId }, data: { holderName: null } });
      const fileIds = [...files, ...certificateFiles].map((f) => f.id);
      await tx.storedFile.deleteMany({ where: { id: { in: fileIds } } });

      // Dates still to come: the bookings go and their places return to the slots.
      const exams = await tx.exam.findMany({
        where: { userId, status: 'REGISTER', workSlot: { startsAt: { gt: now } } },
        select: { id: true, workSlotId: true },
      });
      const exercises = await tx.exercise.findMany({
        where: { userId, status: 'UNFINISHED', workSlot: { startsAt: { gt: now } } },
        select: { id: true, workSlotId: true },
      });
      await tx.exam.deleteMany({ where: { id: { in: exams.map((e) => e.id) } } });
      await tx.exercise.deleteMany({ where: { id: { in: exercises.map((e) => e.id) } } });
      for (const booking of [...exams, ...exercises]) await releasePlace(tx, booking.workSlotId);

      await tx.userToken.deleteMany({ where: { userId } });
      await tx.user.update({
        where: { id: userId },
        data: { ...ERASED, email: deletedEmail(userId), accountStatus: 'INACTIVE', deletedAt: now },
      });
      await endAllSessions(tx, userId);
      return [...files, ...certificateFiles].map((f) => f.key);
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
  // The bytes go once the rows are gone (a leftover object is unreachable, never shown).
  await deleteStoredObjects(deps.storage, keys);
  return deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
}

const TEXTS: Record<Language, { subject: string; body: string; signature: string }> = {
  PL: {
    subject: 'Prośba o usunięcie konta: {email}',
    body:
      'Użytkownik {email} poprosił o usunięcie swojego konta. ' +
      'Potwierdź usunięcie na jego stronie w panelu administracyjnym:\n{url}',
    signature: 'SkyPilot Academy',
  },
  EN: {
    subject: 'Account deletion request: {email}',
    body:
      'The user {email} asked for their account to be deleted. ' +
      'Confirm the deletion on their page in the administration:\n{url}',
    signature: 'SkyPilot Academy',
  },
};

function requestMail(user: User, admin: { email: string; language: Language }, publicUrl: URL): OutgoingMail {
  const text = TEXTS[admin.language];
  const fill = (template: string) =>
    template.replaceAll('{email}', user.email).replaceAll('{url}', `${publicUrl.origin}/app/admin/users/${user.id}`);
  return { to: admin.email, subject: fill(text.subject), text: `${fill(text.body)}\n\n${text.signature}` };
}
