import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness.ts';
import { embeddedClientSecret } from './keys.ts';

// The provider's own endpoints read their form bodies themselves (the app's NUL guard never sees
// them): ids with a NUL must name no row, not reach PostgreSQL as a 500.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const form = (url: string, body: string) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('provider ids with a NUL character', () => {
  it('are unknown codes and tokens, never a server error', async () => {
    const secret = await embeddedClientSecret(h.db.prisma, h.config);
    const client = `client_id=academy-web&client_secret=${encodeURIComponent(secret)}`;
    for (const [url, body] of [
      ['/auth/token', `grant_type=authorization_code&code=ab%00cd&redirect_uri=x&${client}`],
      ['/auth/token', `grant_type=refresh_token&refresh_token=ab%00cd&${client}`],
      ['/auth/token/revocation', `token=ab%00cd&${client}`],
    ] as const) {
      const response = await form(url, body);
      expect(response.statusCode, `${url} ${body}: ${response.body}`).toBeLessThan(500);
      if (url === '/auth/token') expect(response.json().error).toBe('invalid_grant');
    }
  });
});
