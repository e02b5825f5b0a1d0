import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from './permissions';

/** How each role is named to people. */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  USER: msg`Student`,
  B2B: msg`Company account`,
  INSTRUCTOR: msg`Instructor`,
  ADMIN: msg`Administrator`,
  SELLER: msg`Seller`,
  REGISTER: msg`Registration not completed`,
};
