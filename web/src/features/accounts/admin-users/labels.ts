import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../../shared/permissions';

/** Every role in the order the filter offers them. */
export const ROLE_OPTIONS = [
  'USER',
  'B2B',
  'INSTRUCTOR',
  'SELLER',
  'ADMIN',
  'REGISTER',
] as const satisfies readonly Role[];

/** Roles an admin may give a PERSON account (a COMPANY account stays B2B). */
export const PERSON_ROLES = ['USER', 'INSTRUCTOR', 'SELLER', 'ADMIN'] as const satisfies readonly Role[];

export const ACCOUNT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  INACTIVE: msg`Inactive`,
};

/** A yes/no filter: all, only with the flag, only without. */
export const FLAG_OPTIONS = ['yes', 'no'] as const;
export type FlagOption = (typeof FLAG_OPTIONS)[number];

export const isOneOf = <T extends string>(options: readonly T[], value: string | null | undefined): value is T =>
  (options as readonly string[]).includes(value ?? '');
