import { describe, expect, it } from 'vitest';
import {
  can,
  canFor,
  isCompanyAccount,
  isSchoolAdminAccount,
  isStudentAccount,
  isUnfinishedAccount,
  mustCompleteRegistration,
  narrowPermissionsBy,
  ROLES,
  type Role,
} from './permissions.ts';

describe('ownership scope', () => {
  it('an :own permission holds for the owner, the :any form for anybody’s', () => {
    expect(canFor('USER', 'read:file:own', true)).toBe(true);
    expect(canFor('USER', 'read:file:own', false)).toBe(false);
    expect(canFor('ADMIN', 'read:file:own', false)).toBe(true);
    expect(canFor(null, 'read:file:own', true)).toBe(false);
    expect(canFor('SELLER', 'read:file:own', true)).toBe(false);
    // Not an :own permission: plain can().
    expect(canFor('ADMIN', 'manage:catalogue:any', false)).toBe(can('ADMIN', 'manage:catalogue:any'));
  });

  it('registration is unfinished for REGISTER only', () => {
    expect(mustCompleteRegistration('REGISTER')).toBe(true);
    for (const role of ['USER', 'B2B', 'ADMIN', null] as const) expect(mustCompleteRegistration(role)).toBe(false);
  });
});

describe('account kinds', () => {
  const holders = (is: (role: Role) => boolean) => ROLES.filter(is);

  it('are read from the map, one role each', () => {
    expect(holders(isCompanyAccount)).toEqual(['B2B']);
    expect(holders(isStudentAccount)).toEqual(['USER']);
    expect(holders(isUnfinishedAccount)).toEqual(['REGISTER']);
    expect(holders(isSchoolAdminAccount)).toEqual(['ADMIN']);
  });

  it('do not depend on the scopes of the request being served', () => {
    narrowPermissionsBy(() => new Set());
    try {
      expect(can('B2B', 'manage:resource:own')).toBe(false);
      expect(isCompanyAccount('B2B')).toBe(true);
    } finally {
      narrowPermissionsBy(() => undefined);
    }
  });
});
