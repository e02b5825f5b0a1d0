import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, run } from '../../../../scripts/integrator/example.ts';
import { freePort } from '../../../auth/idp/test-support.ts';
import { createCatalogue, createPurchase } from '../../../test/fixtures.ts';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { createApiClient } from './clients.ts';

// README "For integrators": the example program, run as an integrator runs it, over HTTP against
// a server listening on a port (the issuer in its tokens names that address).
let h: Harness;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  h = await startHarness({ PUBLIC_URL: baseUrl });
  await h.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => h.close());

describe('the integrator example (scripts/integrator/example.ts)', () => {
  it('pages every purchase 25 at a time over REST (generated client) and GraphQL with a client-credentials token', async () => {
    const catalogue = await createCatalogue(h.db.prisma, 100);
    for (let i = 0; i < 27; i++) await createPurchase(h.db.prisma, catalogue);
    const admin = await h.db.prisma.user.create({ data: { email: 'admin-example@example.com', role: 'ADMIN' } });
    const { client, secret } = await createApiClient(
      h.db.prisma,
      admin,
      { name: 'Accounting', scopes: ['manage:purchase:any'] },
      { embeddedIdp: true },
    );
    const integrator = { baseUrl, clientId: client.clientId, clientSecret: secret! };
    const { rest, graphql } = await run(integrator);
    expect(rest).toHaveLength(27);
    expect(new Set(graphql)).toEqual(new Set(rest));
    await expect(accessToken({ ...integrator, clientSecret: 'wrong' })).rejects.toThrow('invalid_client');
  });
});
