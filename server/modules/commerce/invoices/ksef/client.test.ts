import { constants, createPrivateKey, privateDecrypt, X509Certificate, type KeyObject } from 'node:crypto';
import { generate } from 'selfsigned';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createKsefClient,
  KsefRateLimitedError,
  KsefRequestError,
  KsefUnavailableError,
  type KsefClientOptions,
} from './client.ts';
import { aesDecrypt, sha256Base64 } from './crypto.ts';

/**
 * The client against a fake `fetch` that plays KSeF's part per route: the order of the calls,
 * their payloads (decrypted with the fake's key pair) and the mapping of errors. The real
 * simulator's integration is tested with the sending job.
 */

const BASE = 'https://ksef.example/v2';
const NIP = '5252248481';
const TOKEN = '20260301-EC-0123456789-ABCDEF0123-45|nip-5252248481|0123456789abcdef';
const T0 = new Date('2026-03-15T09:00:00Z');

let certificate: string;
let privateKey: KeyObject;
beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'fake KSeF' }], {
    keySize: 2048,
    notBeforeDate: new Date('2026-01-01T00:00:00Z'),
    notAfterDate: new Date('2030-01-01T00:00:00Z'),
  });
  certificate = new X509Certificate(pems.cert).raw.toString('base64');
  privateKey = createPrivateKey(pems.private);
});

const decrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );

interface Call {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Route = (call: Call, request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const publicKeyId = (n: number) => `${String(n).padStart(43, 'k')}=`;

/** A fake KSeF: the happy path of every route, `overrides` replacing some; records the calls. */
function fakeKsef(overrides: Record<string, Route> = {}) {
  const calls: Call[] = [];
  let authPolls = 0;
  const routes: Record<string, Route> = {
    'GET /security/public-key-certificates': () =>
      json([
        {
          certificate,
          certificateId: 'c1',
          publicKeyId: publicKeyId(1),
          validFrom: '2026-01-01T00:00:00Z',
          validTo: '2030-01-01T00:00:00Z',
          usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
        },
      ]),
    'POST /auth/challenge': () =>
      json({ challenge: 'CHALLENGE-1', timestamp: T0.toISOString(), timestampMs: T0.getTime(), clientIp: '::1' }),
    'POST /auth/ksef-token': () =>
      json(
        {
          referenceNumber: 'AUTH-REF',
          authenticationToken: { token: 'auth-token', validUntil: '2026-03-15T09:10:00Z' },
        },
        202,
      ),
    'GET /auth/AUTH-REF': () =>
      json({
        startDate: T0.toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status:
          ++authPolls < 3
            ? { code: 100, description: 'Uwierzytelnianie w toku' }
            : { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' },
      }),
    'POST /auth/token/redeem': () =>
      json({
        accessToken: { token: 'access-1', validUntil: '2026-03-15T09:15:00Z' },
        refreshToken: { token: 'refresh-1', validUntil: '2026-03-22T09:00:00Z' },
      }),
    'POST /auth/token/refresh': () => json({ accessToken: { token: 'access-2', validUntil: '2026-03-15T09:45:00Z' } }),
    'POST /sessions/online': () => json({ referenceNumber: 'SESSION-REF', validUntil: '2026-03-15T21:00:00Z' }, 201),
    'POST /sessions/online/SESSION-REF/invoices': () => json({ referenceNumber: 'INVOICE-REF' }, 202),
    'GET /sessions/SESSION-REF/invoices/INVOICE-REF': () =>
      json({
        ordinalNumber: 1,
        invoiceNumber: 'FV/2026/000001',
        ksefNumber: '5252248481-20260315-0123456789AB-5C',
        referenceNumber: 'INVOICE-REF',
        invoiceHash: sha256Base64('x'),
        acquisitionDate: '2026-03-15T09:00:05Z',
        invoicingDate: '2026-03-15T09:00:00Z',
        status: { code: 200, description: 'Sukces' },
      }),
    'POST /sessions/online/SESSION-REF/close': () => new Response(null, { status: 204 }),
    'GET /sessions/SESSION-REF/invoices/ksef/5252248481-20260315-0123456789AB-5C/upo': () =>
      new Response('<Potwierdzenie/>', { status: 200, headers: { 'content-type': 'application/xml' } }),
    ...overrides,
  };
  const fakeFetch = (async (input: Request | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.body ? await request.text() : '';
    const call: Call = {
      method: request.method,
      path: url.pathname.slice('/v2'.length),
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    return route ? route(call, request) : json({ unexpected: call.path }, 404);
  }) as typeof fetch;
  return { fetch: fakeFetch, calls, routes };
}

function client(fake: ReturnType<typeof fakeKsef>, extra: Partial<KsefClientOptions> = {}) {
  const clock = { now: T0 };
  const sleeps: number[] = [];
  const ksef = createKsefClient({
    baseUrl: BASE,
    nip: NIP,
    token: TOKEN,
    fetch: fake.fetch,
    now: () => clock.now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
  return { ksef, clock, sleeps };
}

const route = (call: Call) => `${call.method} ${call.path}`;

describe('KSeF client: authentication', () => {
  it('takes a challenge, sends the encrypted token|timestampMs, polls until 200, redeems, then opens', async () => {
    const fake = fakeKsef();
    const { ksef, sleeps } = client(fake);
    const session = await ksef.openSession();

    expect(fake.calls.map(route)).toEqual([
      'GET /security/public-key-certificates',
      'POST /auth/challenge',
      'POST /auth/ksef-token',
      'GET /auth/AUTH-REF',
      'GET /auth/AUTH-REF',
      'GET /auth/AUTH-REF',
      'POST /auth/token/redeem',
      'POST /sessions/online',
    ]);
    expect(sleeps).toHaveLength(2);

    const init = fake.calls[2]!.body as { challenge: string; contextIdentifier: object; encryptedToken: string };
    expect(init.challenge).toBe('CHALLENGE-1');
    expect(init.contextIdentifier).toEqual({ type: 'Nip', value: NIP });
    expect(decrypt(init.encryptedToken).toString('utf8')).toBe(`${TOKEN}|${T0.getTime()}`);
    expect(fake.calls[3]!.authorization).toBe('Bearer auth-token');
    expect(fake.calls[6]!.authorization).toBe('Bearer auth-token');

    const open = fake.calls[7]!;
    expect(open.authorization).toBe('Bearer access-1');
    const body = open.body as {
      formCode: object;
      encryption: { encryptedSymmetricKey: string; initializationVector: string; publicKeyId: string };
    };
    expect(body.formCode).toEqual({ systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' });
    expect(decrypt(body.encryption.encryptedSymmetricKey)).toEqual(session.key.key);
    expect(Buffer.from(body.encryption.initializationVector, 'base64')).toEqual(session.key.iv);
    expect(body.encryption.publicKeyId).toBe(publicKeyId(1));
    expect(session.referenceNumber).toBe('SESSION-REF');
    expect(session.key.key).toHaveLength(32);
  });

  it('keeps the access token until shortly before validUntil, then refreshes it', async () => {
    const fake = fakeKsef();
    const { ksef, clock } = client(fake);
    await ksef.openSession();
    await ksef.openSession();
    expect(fake.calls.filter((c) => c.path === '/auth/challenge')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === '/security/public-key-certificates')).toHaveLength(1);

    clock.now = new Date('2026-03-15T09:14:30Z'); // access-1 is valid until 09:15
    fake.calls.length = 0;
    await ksef.openSession();
    expect(fake.calls.map(route)).toEqual(['POST /auth/token/refresh', 'POST /sessions/online']);
    expect(fake.calls[0]!.authorization).toBe('Bearer refresh-1');
    expect(fake.calls[1]!.authorization).toBe('Bearer access-2');
  });

  it('authenticates anew when the refresh token is refused or has expired', async () => {
    const fake = fakeKsef({ 'POST /auth/token/refresh': () => json({ title: 'Unauthorized', status: 401 }, 401) });
    const { ksef, clock } = client(fake);
    await ksef.openSession();
    clock.now = new Date('2026-03-15T09:20:00Z');
    fake.calls.length = 0;
    await ksef.openSession();
    expect(fake.calls.map(route).slice(0, 3)).toEqual([
      'POST /auth/token/refresh',
      'POST /auth/challenge',
      'POST /auth/ksef-token',
    ]);

    clock.now = new Date('2026-03-23T00:00:00Z');
    fake.calls.length = 0;
    await ksef.openSession();
    expect(fake.calls.map(route)[0]).toBe('POST /auth/challenge');
  });

  it('re-authenticates once when a call answers 401 (a revoked access token)', async () => {
    let first = true;
    const fake = fakeKsef({
      'POST /sessions/online': (call) => {
        if (first && call.authorization === 'Bearer access-1') {
          first = false;
          return json({ title: 'Unauthorized', status: 401, detail: 'Token unieważniony' }, 401);
        }
        return json({ referenceNumber: 'SESSION-REF', validUntil: '2026-03-15T21:00:00Z' }, 201);
      },
    });
    const { ksef } = client(fake);
    expect((await ksef.openSession()).referenceNumber).toBe('SESSION-REF');
    expect(fake.calls.filter((c) => c.path === '/auth/challenge')).toHaveLength(2);
  });

  it('fails with the status of a failed authentication, and gives up polling after a bounded wait', async () => {
    const failed = fakeKsef({
      'GET /auth/AUTH-REF': () =>
        json({
          startDate: T0.toISOString(),
          authenticationMethod: 'Token',
          authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
          status: {
            code: 450,
            description: 'Uwierzytelnianie zakończone niepowodzeniem',
            details: ['Token nieaktywny'],
          },
        }),
    });
    const error = await client(failed)
      .ksef.openSession()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefRequestError);
    expect(error).toMatchObject({ code: 450, details: ['Token nieaktywny'] });

    const slow = fakeKsef({
      'GET /auth/AUTH-REF': () =>
        json({
          startDate: T0.toISOString(),
          authenticationMethod: 'Token',
          authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
          status: { code: 100, description: 'Uwierzytelnianie w toku' },
        }),
    });
    const { ksef, sleeps } = client(slow);
    await expect(ksef.openSession()).rejects.toBeInstanceOf(KsefUnavailableError);
    expect(sleeps.length).toBeGreaterThan(3);
    expect(sleeps.length).toBeLessThan(20);
  });
});

describe('KSeF client: invoices', () => {
  it('sends the invoice encrypted with the session key, with both hashes and sizes', async () => {
    const fake = fakeKsef();
    const { ksef } = client(fake);
    const session = await ksef.openSession();
    const xml = Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<Faktura>Zażółć</Faktura>', 'utf8');
    expect(await ksef.sendInvoice(session, xml, { offlineMode: true })).toEqual({ invoiceRef: 'INVOICE-REF' });

    const sent = fake.calls.at(-1)!;
    expect(sent.authorization).toBe('Bearer access-1');
    const body = sent.body as Record<string, string | number | boolean>;
    const encrypted = Buffer.from(body.encryptedInvoiceContent as string, 'base64');
    expect(aesDecrypt(session.key, encrypted)).toEqual(xml);
    expect(body).toMatchObject({
      invoiceHash: sha256Base64(xml),
      invoiceSize: xml.length,
      encryptedInvoiceHash: sha256Base64(encrypted),
      encryptedInvoiceSize: encrypted.length,
      offlineMode: true,
    });
  });

  it('reads an invoice status, closes the session and fetches the UPO', async () => {
    const fake = fakeKsef();
    const { ksef } = client(fake);
    expect(await ksef.invoiceStatus('SESSION-REF', 'INVOICE-REF')).toEqual({
      code: 200,
      description: 'Sukces',
      details: [],
      extensions: {},
      ksefNumber: '5252248481-20260315-0123456789AB-5C',
      acquisitionDate: '2026-03-15T09:00:05Z',
    });
    await ksef.closeSession('SESSION-REF');
    expect(await ksef.upo('SESSION-REF', '5252248481-20260315-0123456789AB-5C')).toBe('<Potwierdzenie/>');
    expect(fake.calls.map(route).slice(-3)).toEqual([
      'GET /sessions/SESSION-REF/invoices/INVOICE-REF',
      'POST /sessions/online/SESSION-REF/close',
      'GET /sessions/SESSION-REF/invoices/ksef/5252248481-20260315-0123456789AB-5C/upo',
    ]);
  });
});

describe('KSeF client: errors', () => {
  const failing = (response: () => Response | Promise<Response>) =>
    client(fakeKsef({ 'POST /sessions/online/SESSION-REF/close': response })).ksef.closeSession('SESSION-REF');

  it('maps 5xx, a network failure and a timeout to KsefUnavailableError', async () => {
    await expect(failing(() => json({}, 503))).rejects.toBeInstanceOf(KsefUnavailableError);
    await expect(
      failing(() => {
        throw new TypeError('fetch failed');
      }),
    ).rejects.toBeInstanceOf(KsefUnavailableError);

    // A server that never answers: the request's own signal ends it.
    const hanging = fakeKsef({
      'POST /auth/challenge': (_call, request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
        ),
    });
    await expect(client(hanging, { timeoutMs: 1 }).ksef.openSession()).rejects.toBeInstanceOf(KsefUnavailableError);
  });

  it('maps 429 to KsefRateLimitedError with Retry-After', async () => {
    const error = await failing(() =>
      json({ status: { code: 429, description: 'Too Many Requests', details: ['Przekroczono limit'] } }, 429, {
        'Retry-After': '17',
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefRateLimitedError);
    expect((error as KsefRateLimitedError).retryAfterSeconds).toBe(17);
  });

  it('maps another 4xx to KsefRequestError with the ExceptionResponse code, description and details', async () => {
    const error = await failing(() =>
      json(
        {
          exception: {
            exceptionDetailList: [
              { exceptionCode: 21405, exceptionDescription: 'Błąd walidacji danych wejściowych.', details: ['a'] },
              { exceptionCode: 21157, exceptionDescription: 'Nieprawidłowy rozmiar.', details: ['b'] },
            ],
            referenceNumber: 'X',
            serviceCode: 'S',
            timestamp: T0.toISOString(),
          },
        },
        400,
      ),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KsefRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 21405,
      description: 'Błąd walidacji danych wejściowych.',
      details: ['a', '21157 Nieprawidłowy rozmiar.', 'b'],
    });
    expect((error as Error).message).toContain('21405');
  });
});
