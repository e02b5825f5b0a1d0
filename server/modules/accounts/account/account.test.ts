import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, rest, signIn, startHarness, type Harness } from '../../../test/harness.ts';
import { accountSchema } from './rest.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const VIEWER = /* GraphQL */ `
  {
    viewer {
      id
      email
      role
      displayName
      accountType
    }
  }
`;
const COMPLETE = /* GraphQL */ `
  mutation ($input: CompleteRegistrationInput!) {
    completeRegistration(input: $input) {
      viewer {
        role
        accountType
        firstName
        companyName
        nip
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      viewer {
        firstName
        pilotNumber
      }
    }
  }
`;

const person = { firstName: 'Jan', lastName: 'Kowalski', phoneNumber: '+48 600 700 800', pilotNumber: 'POL-1' };
const company = {
  companyName: 'Drony SA',
  nip: '5260250274',
  address: 'ul. Polna 1',
  postalCode: '00-001',
  city: 'Warszawa',
};

describe('viewer', () => {
  it('is null for a visitor', async () => {
    const { body } = await graphql(h, VIEWER);
    expect(body).toEqual({ data: { viewer: null } });
  });

  it('is the signed-in user, display name from first and last name', async () => {
    const s = await signIn(h, 'USER', { firstName: 'Ala', lastName: 'Nowak' });
    const { body } = await graphql(h, VIEWER, {}, s.headers);
    expect(body.data.viewer).toMatchObject({ role: 'USER', displayName: 'Ala Nowak' });
  });

  it('falls back to the e-mail when the name is empty', async () => {
    const s = await signIn(h, 'SELLER');
    const { body } = await graphql(h, VIEWER, {}, s.headers);
    expect(body.data.viewer.displayName).toBe(body.data.viewer.email);
  });
});

describe('completeRegistration', () => {
  it('makes a REGISTER person a USER at once', async () => {
    const s = await signIn(h, 'REGISTER');
    const { body } = await graphql(h, COMPLETE, { input: { accountType: 'PERSON', person } }, s.headers);
    expect(body.data.completeRegistration.viewer).toMatchObject({
      role: 'USER',
      accountType: 'PERSON',
      firstName: 'Jan',
    });
    const again = await graphql(h, COMPLETE, { input: { accountType: 'PERSON', person } }, s.headers);
    expect(again.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('makes a REGISTER company a B2B user', async () => {
    const s = await signIn(h, 'REGISTER');
    const { body } = await graphql(h, COMPLETE, { input: { accountType: 'COMPANY', company } }, s.headers);
    expect(body.data.completeRegistration.viewer).toMatchObject({
      role: 'B2B',
      companyName: 'Drony SA',
      nip: '5260250274',
    });
  });

  it('refuses a bad NIP, postal code and missing fields with field details, changing nothing', async () => {
    const s = await signIn(h, 'REGISTER');
    const { body } = await graphql(
      h,
      COMPLETE,
      { input: { accountType: 'COMPANY', company: { ...company, nip: '1234567890', postalCode: '00001', city: ' ' } } },
      s.headers,
    );
    expect(body.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.[0].extensions.details).toEqual(
      expect.arrayContaining([
        { field: 'company.nip', code: 'invalid_nip' },
        { field: 'company.postalCode', code: 'invalid_postal_code' },
        { field: 'company.city', code: 'required' },
      ]),
    );
    const user = await h.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } });
    expect(user.role).toBe('REGISTER');
  });

  it('refuses a person without the person section and too long names', async () => {
    const s = await signIn(h, 'REGISTER');
    const missing = await graphql(h, COMPLETE, { input: { accountType: 'PERSON' } }, s.headers);
    expect(missing.body.errors?.[0].extensions.details).toEqual([
      { field: 'person.firstName', code: 'required' },
      { field: 'person.lastName', code: 'required' },
      { field: 'person.phoneNumber', code: 'required' },
    ]);
    const long = await graphql(
      h,
      COMPLETE,
      { input: { accountType: 'PERSON', person: { ...person, lastName: 'x'.repeat(101) } } },
      s.headers,
    );
    expect(long.body.errors?.[0].extensions.details).toEqual([
      { field: 'person.lastName', code: 'max_length', max: 100 },
    ]);
  });

  it('is not for visitors nor completed accounts', async () => {
    const visitor = await graphql(h, COMPLETE, { input: { accountType: 'PERSON', person } });
    expect(visitor.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateAccount', () => {
  it('lets USER, INSTRUCTOR and B2B edit their own data', async () => {
    for (const role of ['USER', 'INSTRUCTOR'] as const) {
      const s = await signIn(h, role, { accountType: 'PERSON', firstName: 'Old' });
      const { body } = await graphql(h, UPDATE, { input: { firstName: 'New', pilotNumber: 'POL-9' } }, s.headers);
      expect(body.data.updateAccount.viewer).toEqual({ firstName: 'New', pilotNumber: 'POL-9' });
    }
    const b2b = await signIn(h, 'B2B', { accountType: 'COMPANY', ...company });
    const { body } = await graphql(
      h,
      `
        mutation {
          updateAccount(input: { city: "Kraków" }) {
            viewer {
              city
            }
          }
        }
      `,
      {},
      b2b.headers,
    );
    expect(body.data.updateAccount.viewer.city).toBe('Kraków');
  });

  it('refuses ADMIN and SELLER (no account page) with FORBIDDEN', async () => {
    for (const role of ['ADMIN', 'SELLER', 'REGISTER'] as const) {
      const s = await signIn(h, role);
      const { body } = await graphql(h, UPDATE, { input: { firstName: 'X' } }, s.headers);
      expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
  });

  it('refuses a cookie session without the CSRF token', async () => {
    const s = await signIn(h, 'USER');
    const { status, body } = await graphql(h, UPDATE, { input: { firstName: 'X' } }, { cookie: s.headers.cookie! });
    expect(status).toBe(403);
    // On /graphql a refusal before execution is in GraphQL's error format too.
    expect(body.errors?.[0]?.extensions?.code).toBe('CSRF_FAILED');
  });
});

describe('objects of other users', () => {
  it('node(id) of another user is refused', async () => {
    const a = await signIn(h, 'USER');
    const b = await signIn(h, 'USER');
    const other = await graphql(h, VIEWER, {}, b.headers);
    const { body } = await graphql(
      h,
      `
        query ($id: ID!) {
          node(id: $id) {
            id
          }
        }
      `,
      { id: other.body.data.viewer.id },
      a.headers,
    );
    expect(body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('a NIP typed with its country code and separators', () => {
  const TYPED = 'PL 526-025-02-74';
  const DIGITS = '5260250274';
  const storedNip = async (userId: string) => (await h.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).nip;

  it('is accepted and stored as digits by registration and the account update (GraphQL)', async () => {
    const s = await signIn(h, 'REGISTER');
    const { body } = await graphql(
      h,
      COMPLETE,
      { input: { accountType: 'COMPANY', company: { ...company, nip: TYPED } } },
      s.headers,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.completeRegistration.viewer.nip).toBe(DIGITS);
    expect(await storedNip(s.userId)).toBe(DIGITS);

    const b2b = await signIn(h, 'B2B', { accountType: 'COMPANY', ...company, nip: '7740001454' });
    const update = await graphql(
      h,
      `
        mutation ($nip: String) {
          updateAccount(input: { nip: $nip }) {
            viewer {
              nip
            }
          }
        }
      `,
      { nip: 'pl526 025 02 74' },
      b2b.headers,
    );
    expect(update.body.errors).toBeUndefined();
    expect(update.body.data.updateAccount.viewer.nip).toBe(DIGITS);
    expect(await storedNip(b2b.userId)).toBe(DIGITS);
  });

  it('is accepted and stored as digits by the REST registration and account update', async () => {
    const s = await signIn(h, 'REGISTER');
    const { companyName, ...fields } = company;
    const registered = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user-account/registration',
      headers: s.headers,
      payload: { accountType: 'COMPANY', name: companyName, ...fields, nip: TYPED },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().nip).toBe(DIGITS);
    expect(await storedNip(s.userId)).toBe(DIGITS);

    const b2b = await signIn(h, 'B2B', { accountType: 'COMPANY', ...company, nip: '7740001454' });
    const updated = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/user-account',
      headers: b2b.headers,
      payload: { nip: TYPED },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().nip).toBe(DIGITS);
    expect(await storedNip(b2b.userId)).toBe(DIGITS);
  });

  it('still refuses a wrong checksum or another country code', async () => {
    for (const nip of ['PL 526-025-02-75', 'DE 526-025-02-74']) {
      const s = await signIn(h, 'REGISTER');
      const { body } = await graphql(
        h,
        COMPLETE,
        { input: { accountType: 'COMPANY', company: { ...company, nip } } },
        s.headers,
      );
      expect(body.errors?.[0].extensions.details, nip).toEqual([{ field: 'company.nip', code: 'invalid_nip' }]);
    }
  });
});

describe('REST /api/v1/user-account', () => {
  it('answers 401 with the error contract when signed out', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/v1/user-account' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('reads and updates the own account', async () => {
    const s = await signIn(h, 'USER', { accountType: 'PERSON', firstName: 'Ola' });
    const read = await h.app.inject({ method: 'GET', url: '/api/v1/user-account', headers: s.headers });
    expect(read.json()).toMatchObject({ firstName: 'Ola', role: 'USER' });
    expect(read.json()).not.toHaveProperty('passwordHash');
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/user-account',
      headers: s.headers,
      payload: { operatorNumber: 'POL-OP-1', emailUlc: 'not-an-email' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Invalid form',
      details: [{ field: 'emailUlc', code: 'invalid_email' }],
    });
    const ok = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/user-account',
      headers: s.headers,
      payload: { operatorNumber: 'POL-OP-1' },
    });
    expect(ok.json()).toMatchObject({ operatorNumber: 'POL-OP-1' });
  });

  it('sends exactly the schema’s fields, never the row’s hashes', async () => {
    const s = await signIn(h, 'USER', { passwordHash: 'argon2-secret', firstName: 'Ola' });
    const response = await rest(h, 'GET', 'user-account', s);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(accountSchema.shape).sort());
    expect(response.body).not.toContain('argon2-secret');
  });

  it('completes registration through REST with the flat company shape', async () => {
    const s = await signIn(h, 'REGISTER');
    const { companyName, ...rest } = company;
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user-account/registration',
      headers: s.headers,
      payload: { accountType: 'COMPANY', name: companyName, ...rest },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'B2B', name: 'Drony SA' });
  });

  it('refuses an inactive account at once', async () => {
    const s = await signIn(h, 'USER');
    await h.db.prisma.user.update({ where: { id: s.userId }, data: { accountStatus: 'INACTIVE' } });
    const response = await h.app.inject({ method: 'GET', url: '/api/v1/user-account', headers: s.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_INACTIVE');
  });
});
