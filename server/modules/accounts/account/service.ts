import { z } from 'zod';
import { can, mustCompleteRegistration } from '../../../auth/permissions.ts';
import type { PrismaClient, User } from '../../../generated/prisma/client.ts';
import { AppError, forbidden } from '../../../platform/errors.ts';
import {
  nip,
  optionalEmail,
  optionalPhone,
  optionalText,
  parseInput,
  phone,
  postalCode,
  requiredText,
} from '../../../platform/validation.ts';
import { claimInvitedSeats } from '../../commerce/seats/service.ts';

export { displayName } from '../../../contract/display-name.ts';

export const person = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  phoneNumber: phone(),
  pilotNumber: optionalText(100),
  operatorNumber: optionalText(100),
  emailUlc: optionalEmail(),
  phoneNumberUlc: optionalPhone(),
});

export const company = z.object({
  companyName: requiredText(255),
  nip: nip(),
  address: requiredText(255),
  postalCode: postalCode(),
  city: requiredText(100),
  phoneNumber: optionalPhone(),
});

const registration = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('PERSON'), person }),
  z.object({ accountType: z.literal('COMPANY'), company }),
]);

export type RegistrationInput = z.input<typeof registration>;

/**
 * Last step of registration: a REGISTER user becomes USER (person) or B2B (company) at once,
 * since every request reads the role from the database.
 */
export async function completeRegistration(prisma: PrismaClient, user: User, input: unknown): Promise<User> {
  if (!mustCompleteRegistration(user.role)) {
    throw new AppError('ALREADY_REGISTERED', 'Registration is already completed');
  }
  const data = parseInput(registration, normalizeRegistration(input));
  const changes =
    data.accountType === 'PERSON'
      ? { accountType: 'PERSON' as const, role: 'USER' as const, ...data.person }
      : { accountType: 'COMPANY' as const, role: 'B2B' as const, ...data.company };
  return prisma.$transaction(
    async (tx) => {
      // The role guard in the WHERE clause keeps two concurrent submissions from both applying.
      const { count } = await tx.user.updateMany({ where: { id: user.id, role: 'REGISTER' }, data: changes });
      if (count === 0) throw new AppError('ALREADY_REGISTERED', 'Registration is already completed');
      const completed = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
      // Company seats invited to this e-mail give their courses now (a person only; seats module).
      await claimInvitedSeats(tx, completed);
      return completed;
    },
    { timeout: 30_000 },
  );
}

/** Accepts both `{accountType, person}` and the flat REST shape `{accountType, ...fields}`. */
function normalizeRegistration(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const value = input as Record<string, unknown>;
  if (value.accountType === 'PERSON' && value.person === undefined) return { accountType: 'PERSON', person: value };
  if (value.accountType === 'COMPANY' && value.company === undefined) return { accountType: 'COMPANY', company: value };
  return value;
}

/** The exam entity's serial number (spec 3 Account) is a pilot's datum, edited on the account page only. */
export const personUpdate = person.partial().extend({ examEntitySerialNumber: optionalText(100) });
export const companyUpdate = company.partial().extend({
  firstName: optionalText(100),
  lastName: optionalText(100),
});

/** Edits the signed-in user's own data; which fields apply depends on the account type. */
export async function updateAccount(prisma: PrismaClient, user: User, input: unknown): Promise<User> {
  if (!can(user.role, 'update:account:own')) throw forbidden();
  const schema = user.accountType === 'COMPANY' ? companyUpdate : personUpdate;
  const data = parseInput(schema, stripUndefined(input));
  return prisma.user.update({ where: { id: user.id }, data });
}

function stripUndefined(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
