import type { Harness } from './harness.ts';

/** A client-credentials token from the embedded provider's token endpoint (HTTP Basic). */
export async function clientToken(h: Harness, clientId: string, secret: string, scope?: string) {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64');
  const response = await h.app.inject({
    method: 'POST',
    url: '/auth/token',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** Bearer headers of a fresh token (the test fails when none is issued). */
export async function bearerOf(h: Harness, clientId: string, secret: string, scope?: string) {
  const { status, body } = await clientToken(h, clientId, secret, scope);
  if (status !== 200) throw new Error(`no token: ${status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${String(body.access_token)}` };
}
