import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../../config.ts';
import type { Database } from '../../../../../platform/db/database.ts';
import { openTestDatabase } from '../../../../../platform/db/test-database.ts';
import type { components } from '../api/schema.d.ts';
import type { InvoiceData } from '../../document.ts';
import { renderFa3Xml } from '../../fa3.ts';
import {
  aesEncrypt,
  newSessionKey,
  rsaOaepEncrypt,
  sha256Base64,
  sha256Base64Url,
  type SessionKey,
} from '../crypto.ts';
import { isKsefNumber } from '../ksef-number.ts';
import {
  isKsefSimulatorDown,
  KSEF_SIMULATOR_PATH,
  registerKsefSimulator,
  setKsefSimulatorDown,
  simulatorKsefToken,
} from './index.ts';
import { parseReference } from './reference.ts';
import { validateFa3Xml, validateUpoXml } from './xsd.ts';

type Schemas = components['schemas'];

/**
 * The simulator over HTTP (app.inject) with the real cryptography, on a bare Fastify app and a
 * fresh database. Its clock is fixed (registerKsefSimulator's `now`), so nothing here depends on
 * the machine's speed or the wall clock.
 */

const SELLER = '5252248481';
const OTHER_SELLER = '7251801126';
const BUYER = '7251801126';
/** The simulator's "today" (Warsaw): 2026-03-16. */
let clock = new Date('2026-03-16T10:00:00Z');

let db: Database;
let app: FastifyInstance;
/** A second app on the same database: another process of the same deployment. */
let twin: FastifyInstance;
let certificate: Schemas['PublicKeyCertificate'];

const API = `${KSEF_SIMULATOR_PATH}/v2`;

async function simulatorApp(): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const instance = Fastify({ logger: false });
  await registerKsefSimulator(instance, { prisma: db.prisma, config, now: () => clock });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  db = await openTestDatabase();
  app = await simulatorApp();
  twin = await simulatorApp();
  const response = await app.inject({ method: 'GET', url: `${API}/security/public-key-certificates` });
  expect(response.statusCode).toBe(200);
  certificate = response.json<Schemas['PublicKeyCertificate'][]>()[0]!;
});
afterAll(async () => {
  await app?.close();
  await twin?.close();
  await db?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const exceptionOf = (response: LightMyRequestResponse) =>
  response.json<{ exception: Schemas['ExceptionInfo'] }>().exception.exceptionDetailList![0]!;

function invoiceXml({
  number,
  seller = SELLER,
  buyer = BUYER,
  issueDate = '2026-03-15',
}: {
  number: string;
  seller?: string;
  buyer?: string;
  issueDate?: string;
}): string {
  const data: InvoiceData = {
    number,
    issueDate,
    saleDate: issueDate,
    paidDate: issueDate,
    issuedAt: new Date(`${issueDate}T09:00:00Z`),
    seller: {
      name: 'SkyPilot Academy sp. z o.o.',
      nip: seller,
      street: 'ul. Lotnicza 12',
      postalCode: '00-950',
      city: 'Warszawa',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    },
    buyer: {
      name: 'Łódzka Spółka Dronowa sp. z o.o.',
      street: 'ul. Piotrkowska 100',
      postalCode: '90-004',
      city: 'Łódź',
      nip: buyer,
      email: 'buyer@example.com',
    },
    business: true,
    purchaseNumber: '2026/000001',
    paymentType: 'TRADITIONAL_TRANSFER',
    couponCode: null,
    lines: [
      {
        position: 1,
        itemId: null,
        name: 'Kurs A2 CofC',
        variantName: '',
        variantNameEn: '',
        quantity: 1,
        vatRate: 23,
        unitGross: 49900,
        unitNet: 40569,
        discountGross: 0,
        gross: 49900,
        net: 40569,
        vat: 9331,
        shipping: false,
      },
    ],
    vatTotals: [{ vatRate: 23, net: 40569, vat: 9331, gross: 49900 }],
    totalNet: 40569,
    totalVat: 9331,
    totalGross: 49900,
    discountGross: 0,
  };
  return renderFa3Xml(data);
}

let invoiceCounter = 0;
const nextNumber = () => `FV/2026/${String(++invoiceCounter).padStart(6, '0')}`;

async function challenge() {
  const response = await app.inject({ method: 'POST', url: `${API}/auth/challenge` });
  expect(response.statusCode).toBe(200);
  return response.json<Schemas['AuthenticationChallengeResponse']>();
}

/** POST /auth/ksef-token with `token|timestampMs` encrypted as the docs say. */
async function submitToken(
  nip: string,
  { token = simulatorKsefToken(nip), timestampShift = 0, via = app } = {},
): Promise<LightMyRequestResponse> {
  const { challenge: value, timestampMs } = await challenge();
  const encryptedToken = rsaOaepEncrypt(
    certificate.certificate,
    Buffer.from(`${token}|${timestampMs + timestampShift}`),
  ).toString('base64');
  return via.inject({
    method: 'POST',
    url: `${API}/auth/ksef-token`,
    payload: {
      challenge: value,
      contextIdentifier: { type: 'Nip', value: nip },
      encryptedToken,
      publicKeyId: certificate.publicKeyId,
    },
  });
}

/** The whole authentication; the access and refresh tokens. */
async function signIn(nip = SELLER) {
  const init = await submitToken(nip);
  expect(init.statusCode).toBe(202);
  const { referenceNumber, authenticationToken } = init.json<Schemas['AuthenticationInitResponse']>();
  const status = await app.inject({
    method: 'GET',
    url: `${API}/auth/${referenceNumber}`,
    headers: bearer(authenticationToken.token),
  });
  expect(status.statusCode).toBe(200);
  expect(status.json<Schemas['AuthenticationOperationStatusResponse']>().status.code).toBe(200);
  const redeem = await app.inject({
    method: 'POST',
    url: `${API}/auth/token/redeem`,
    headers: bearer(authenticationToken.token),
  });
  expect(redeem.statusCode).toBe(200);
  const tokens = redeem.json<Schemas['AuthenticationTokensResponse']>();
  return { referenceNumber, authenticationToken: authenticationToken.token, ...tokens };
}

async function openSession(accessToken: string, key: SessionKey = newSessionKey()) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/sessions/online`,
    headers: bearer(accessToken),
    payload: {
      formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
      encryption: {
        encryptedSymmetricKey: rsaOaepEncrypt(certificate.certificate, key.key).toString('base64'),
        initializationVector: key.iv.toString('base64'),
        publicKeyId: certificate.publicKeyId,
      },
    },
  });
  expect(response.statusCode).toBe(201);
  return { referenceNumber: response.json<Schemas['OpenOnlineSessionResponse']>().referenceNumber, key };
}

type Session = Awaited<ReturnType<typeof openSession>>;

function sendRequest(
  accessToken: string,
  session: Session,
  xml: Buffer | string,
  change: Partial<Schemas['SendInvoiceRequest']> = {},
) {
  const plain = Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8');
  const encrypted = aesEncrypt(session.key, plain);
  return app.inject({
    method: 'POST',
    url: `${API}/sessions/online/${session.referenceNumber}/invoices`,
    headers: bearer(accessToken),
    payload: {
      invoiceHash: sha256Base64(plain),
      invoiceSize: plain.length,
      encryptedInvoiceHash: sha256Base64(encrypted),
      encryptedInvoiceSize: encrypted.length,
      encryptedInvoiceContent: encrypted.toString('base64'),
      offlineMode: false,
      ...change,
    },
  });
}

/** Sends and reads the invoice's status (final at once). */
async function send(accessToken: string, session: Session, xml: Buffer | string) {
  const sent = await sendRequest(accessToken, session, xml);
  expect(sent.statusCode).toBe(202);
  const { referenceNumber } = sent.json<Schemas['SendInvoiceResponse']>();
  const status = await app.inject({
    method: 'GET',
    url: `${API}/sessions/${session.referenceNumber}/invoices/${referenceNumber}`,
    headers: bearer(accessToken),
  });
  expect(status.statusCode).toBe(200);
  return status.json<Schemas['SessionInvoiceStatusResponse']>();
}

describe('KSeF simulator', () => {
  it('publishes one certificate for both usages, with ids as the docs define them', async () => {
    expect(certificate.usage.sort()).toEqual(['KsefTokenEncryption', 'SymmetricKeyEncryption']);
    const der = Buffer.from(certificate.certificate, 'base64');
    expect(certificate.certificateId).toBe(sha256Base64(der));
    expect(certificate.publicKeyId).toHaveLength(44);
    // The same key pair in every process on the database.
    const fromTwin = await twin.inject({ method: 'GET', url: `${API}/security/public-key-certificates` });
    expect(fromTwin.json()).toEqual([certificate]);
  });

  it('takes an invoice end to end: token, session, KSeF number, UPO, close', async () => {
    const tokens = await signIn();
    expect(parseReference(tokens.referenceNumber)?.kind).toBe('AU');
    const session = await openSession(tokens.accessToken.token);
    expect(parseReference(session.referenceNumber)?.kind).toBe('SO');
    expect(session.referenceNumber).toHaveLength(36);

    const number = nextNumber();
    const xml = invoiceXml({ number });
    expect((await validateFa3Xml(xml)).valid).toBe(true);
    const invoice = await send(tokens.accessToken.token, session, xml);
    expect(invoice.status).toEqual({ code: 200, description: 'Sukces' });
    expect(invoice.ordinalNumber).toBe(1);
    expect(invoice.invoiceNumber).toBe(number);
    expect(invoice.invoiceHash).toBe(sha256Base64(xml));
    expect(invoice.ksefNumber && isKsefNumber(invoice.ksefNumber)).toBe(true);
    expect(invoice.ksefNumber).toMatch(new RegExp(`^${SELLER}-20260316-`));
    expect(invoice.acquisitionDate).toBe(clock.toISOString());
    expect(invoice.invoicingMode).toBe('Online');

    const byKsefNumber = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}/invoices/ksef/${invoice.ksefNumber}/upo`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(byKsefNumber.statusCode).toBe(200);
    expect(byKsefNumber.headers['content-type']).toBe('application/xml; charset=utf-8');
    const upo = byKsefNumber.body;
    expect(await validateUpoXml(upo)).toEqual({ valid: true, errors: [] });
    expect(upo).toContain(`<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>`);
    expect(upo).toContain(`<NumerFaktury>${number}</NumerFaktury>`);
    expect(upo).toContain('<DataWystawieniaFaktury>2026-03-15</DataWystawieniaFaktury>');
    expect(upo).toContain(`<SkrotDokumentu>${sha256Base64(xml)}</SkrotDokumentu>`);
    expect(upo).toContain(`<NumerReferencyjnySesji>${session.referenceNumber}</NumerReferencyjnySesji>`);

    const byReference = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}/invoices/${invoice.referenceNumber}/upo`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(byReference.body).toBe(upo);

    // The status's download link needs no token.
    const link = new URL(invoice.upoDownloadUrl!);
    const download = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(upo);
    expect(download.headers['x-ms-meta-hash']).toBe(sha256Base64(upo));
    const sig = link.searchParams.get('sig')!;
    link.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const forged = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(forged.statusCode).toBe(403);

    const open = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(open.json<Schemas['SessionStatusResponse']>()).toMatchObject({
      status: { code: 100, description: 'Sesja interaktywna otwarta' },
      invoiceCount: 1,
      successfulInvoiceCount: 1,
      failedInvoiceCount: 0,
    });

    const close = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online/${session.referenceNumber}/close`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(close.statusCode).toBe(204);
    const closed = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}`,
      headers: bearer(tokens.accessToken.token),
    });
    const status = closed.json<Schemas['SessionStatusResponse']>();
    expect(status.status).toEqual({ code: 200, description: 'Sesja interaktywna przetworzona pomyślnie' });
    const page = status.upo!.pages[0]!;
    const sessionUpo = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}/upo/${page.referenceNumber}`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(sessionUpo.statusCode).toBe(200);
    expect(await validateUpoXml(sessionUpo.body)).toEqual({ valid: true, errors: [] });
    expect(sessionUpo.body).toContain(`<NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>`);
    const pageLink = new URL(page.downloadUrl);
    expect((await app.inject({ method: 'GET', url: `${pageLink.pathname}${pageLink.search}` })).body).toBe(
      sessionUpo.body,
    );

    // A closed session takes nothing more.
    const late = await sendRequest(tokens.accessToken.token, session, invoiceXml({ number: nextNumber() }));
    expect(late.statusCode).toBe(400);
    expect(exceptionOf(late).exceptionCode).toBe(21180);
  });

  it('redeems tokens once, refreshes the access token, and another process accepts both', async () => {
    const tokens = await signIn();
    const again = await app.inject({
      method: 'POST',
      url: `${API}/auth/token/redeem`,
      headers: bearer(tokens.authenticationToken),
    });
    expect(again.statusCode).toBe(400);
    expect(exceptionOf(again)).toMatchObject({ exceptionCode: 21301, exceptionDescription: 'Brak autoryzacji.' });

    const refreshed = await twin.inject({
      method: 'POST',
      url: `${API}/auth/token/refresh`,
      headers: bearer(tokens.refreshToken.token),
    });
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json<Schemas['AuthenticationTokenRefreshResponse']>().accessToken.token;
    expect(access).not.toBe(tokens.accessToken.token);
    const opened = await twin.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(access),
      payload: {
        formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
        encryption: {
          encryptedSymmetricKey: rsaOaepEncrypt(certificate.certificate, newSessionKey().key).toString('base64'),
          initializationVector: newSessionKey().iv.toString('base64'),
        },
      },
    });
    expect(opened.statusCode).toBe(201);
    // The refresh replaced the first access token.
    const stale = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(tokens.accessToken.token),
    });
    expect(stale.statusCode).toBe(401);
  });

  it('accepts a challenge in another process, once only', async () => {
    const { challenge: value, timestampMs } = await challenge();
    const payload = {
      challenge: value,
      contextIdentifier: { type: 'Nip', value: SELLER },
      encryptedToken: rsaOaepEncrypt(
        certificate.certificate,
        Buffer.from(`${simulatorKsefToken(SELLER)}|${timestampMs}`),
      ).toString('base64'),
    };
    const first = await twin.inject({ method: 'POST', url: `${API}/auth/ksef-token`, payload });
    expect(first.statusCode).toBe(202);
    const second = await app.inject({ method: 'POST', url: `${API}/auth/ksef-token`, payload });
    expect(second.statusCode).toBe(400);
    expect(exceptionOf(second).exceptionCode).toBe(21111);
  });

  it('refuses a wrong token, a wrong timestamp, a stale or forged challenge', async () => {
    for (const [options, detail] of [
      [{ token: 'SIMULATOR-TOKEN-0000000000' }, 'Nieprawidłowy token'],
      [{ token: simulatorKsefToken(OTHER_SELLER) }, 'Nieprawidłowy token'],
      [{ timestampShift: 1 }, 'Nieprawidłowy czas tokena'],
    ] as const) {
      const init = await submitToken(SELLER, options);
      expect(init.statusCode).toBe(202);
      const { referenceNumber, authenticationToken } = init.json<Schemas['AuthenticationInitResponse']>();
      const status = await app.inject({
        method: 'GET',
        url: `${API}/auth/${referenceNumber}`,
        headers: bearer(authenticationToken.token),
      });
      expect(status.json<Schemas['AuthenticationOperationStatusResponse']>().status).toEqual({
        code: 450,
        description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
        details: [detail],
      });
      const redeem = await app.inject({
        method: 'POST',
        url: `${API}/auth/token/redeem`,
        headers: bearer(authenticationToken.token),
      });
      expect(redeem.statusCode).toBe(400);
      expect(exceptionOf(redeem)).toMatchObject({
        exceptionCode: 21301,
        details: ['Status uwierzytelniania (450) nie pozwala na pobranie tokenów.'],
      });
    }

    const { challenge: value, timestampMs } = await challenge();
    const encryptedToken = rsaOaepEncrypt(
      certificate.certificate,
      Buffer.from(`${simulatorKsefToken(SELLER)}|${timestampMs}`),
    ).toString('base64');
    const submit = (challengeValue: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/auth/ksef-token`,
        payload: { challenge: challengeValue, contextIdentifier: { type: 'Nip', value: SELLER }, encryptedToken },
      });
    // A challenge lives 10 minutes.
    const saved = clock;
    clock = new Date(saved.getTime() + 10 * 60_000 + 1);
    const stale = await submit(value);
    clock = saved;
    expect(stale.statusCode).toBe(400);
    expect(exceptionOf(stale)).toMatchObject({
      exceptionCode: 21111,
      exceptionDescription: 'Nieprawidłowe wyzwanie autoryzacyjne.',
    });
    const forged = value.slice(0, 12) + (value[12] === 'A' ? 'B' : 'A') + value.slice(13);
    expect(exceptionOf(await submit(forged)).exceptionCode).toBe(21111);
    // Other contexts than a valid NIP are refused up front.
    const badContext = await app.inject({
      method: 'POST',
      url: `${API}/auth/ksef-token`,
      payload: { challenge: value, contextIdentifier: { type: 'Nip', value: '5252248482' }, encryptedToken },
    });
    expect(exceptionOf(badContext).exceptionCode).toBe(21405);
  });

  it('answers 401 in the problem-details shape without a valid bearer token', async () => {
    const tokens = await signIn();
    for (const headers of [
      {},
      bearer('nonsense'),
      bearer(tokens.authenticationToken),
      bearer(tokens.refreshToken.token),
    ]) {
      const response = await app.inject({ method: 'POST', url: `${API}/sessions/online`, headers, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ title: 'Unauthorized', status: 401 });
    }
    // Expired: access tokens live 15 minutes.
    const saved = clock;
    clock = new Date(saved.getTime() + 15 * 60_000);
    const expired = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(tokens.accessToken.token),
    });
    clock = saved;
    expect(expired.statusCode).toBe(401);
  });

  it('refuses hashes and sizes that do not match the content', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    const xml = invoiceXml({ number: nextNumber() });
    const wrongHash = sha256Base64('something else');
    for (const [change, code] of [
      [{ encryptedInvoiceHash: wrongHash }, 21403],
      [{ invoiceHash: wrongHash }, 21403],
      [{ encryptedInvoiceSize: 16 }, 21402],
      [{ invoiceSize: 10 }, 21402],
    ] as const) {
      const response = await sendRequest(accessToken.token, session, xml, change);
      expect(response.statusCode).toBe(400);
      expect(exceptionOf(response).exceptionCode).toBe(code);
    }
    // Nothing was taken.
    const status = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}`,
      headers: bearer(accessToken.token),
    });
    expect(status.json<Schemas['SessionStatusResponse']>().invoiceCount).toBe(0);
  });

  it('rejects an invoice against the schema with status 450 and the schema errors', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    const xml = invoiceXml({ number: nextNumber() }).replace(/<P_15>[^<]*<\/P_15>/, '');
    const invoice = await send(accessToken.token, session, xml);
    expect(invoice.status.code).toBe(450);
    expect(invoice.status.description).toBe('Błąd weryfikacji semantyki dokumentu faktury');
    expect(invoice.status.details?.[0]).toBe('Dokument nie jest zgodny ze schemą (xsd) FA (3).');
    expect(invoice.status.details?.join('\n')).toMatch(/P_15|Adnotacje/);
    expect(invoice.ksefNumber ?? null).toBeNull();
    const upo = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}/invoices/${invoice.referenceNumber}/upo`,
      headers: bearer(accessToken.token),
    });
    expect(exceptionOf(upo).exceptionCode).toBe(21178);

    // Malformed XML, a BOM, a processing instruction, a DOCTYPE: 450 too.
    const good = invoiceXml({ number: nextNumber() });
    for (const [bytes, detail] of [
      [Buffer.from('<Faktura><Naglowek></Faktura>'), /schemą/],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good)]), /BOM/],
      [good.replace('<Naglowek>', '<?app data?><Naglowek>'), /instrukcji przetwarzania/],
      [good.replace('<Faktura', '<!DOCTYPE Faktura [<!ENTITY x "y">]><Faktura'), /DOCTYPE/],
      [good.replace('encoding="UTF-8"', 'encoding="ISO-8859-2"'), /kodowanie/],
    ] as const) {
      const rejected = await send(accessToken.token, session, bytes);
      expect(rejected.status.code).toBe(450);
      expect(rejected.status.details?.join('\n')).toMatch(detail);
    }
    // All failed: closing leaves the session "no valid invoices".
    await app.inject({
      method: 'POST',
      url: `${API}/sessions/online/${session.referenceNumber}/close`,
      headers: bearer(accessToken.token),
    });
    const closed = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}`,
      headers: bearer(accessToken.token),
    });
    expect(closed.json<Schemas['SessionStatusResponse']>()).toMatchObject({
      status: { code: 445 },
      invoiceCount: 6,
      successfulInvoiceCount: 0,
      failedInvoiceCount: 6,
    });
  });

  it('checks the NIP checksums, the seller against the context, and P_1 against the day', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    const badBuyer = await send(accessToken.token, session, invoiceXml({ number: nextNumber(), buyer: '7251801127' }));
    expect(badBuyer.status.code).toBe(450);
    expect(badBuyer.status.details).toEqual(['Nieprawidłowy NIP 7251801127 (Podmiot2): błędna suma kontrolna.']);

    const otherSeller = await send(
      accessToken.token,
      session,
      invoiceXml({ number: nextNumber(), seller: OTHER_SELLER }),
    );
    expect(otherSeller.status).toMatchObject({ code: 410, description: 'Nieprawidłowy zakres uprawnień' });

    const tomorrow = await send(
      accessToken.token,
      session,
      invoiceXml({ number: nextNumber(), issueDate: '2026-03-17' }),
    );
    expect(tomorrow.status.code).toBe(450);
    expect(tomorrow.status.details?.[0]).toContain('2026-03-17');
    const today = await send(accessToken.token, session, invoiceXml({ number: nextNumber(), issueDate: '2026-03-16' }));
    expect(today.status.code).toBe(200);
  });

  it('marks a duplicate (seller, kind, number) with 440 and the original', async () => {
    const { accessToken } = await signIn();
    const first = await openSession(accessToken.token);
    const number = nextNumber();
    const original = await send(accessToken.token, first, invoiceXml({ number }));
    expect(original.status.code).toBe(200);

    const second = await openSession(accessToken.token);
    // Another issue date, same number: still the same invoice for KSeF.
    const duplicate = await send(accessToken.token, second, invoiceXml({ number, issueDate: '2026-03-14' }));
    expect(duplicate.status).toEqual({
      code: 440,
      description: 'Duplikat faktury',
      details: [
        `Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${first.referenceNumber}`,
      ],
      extensions: { originalSessionReferenceNumber: first.referenceNumber, originalKsefNumber: original.ksefNumber },
    });
    expect(duplicate.ksefNumber ?? null).toBeNull();
  });

  it('fails a session whose symmetric key does not decrypt, and refuses bad session requests', async () => {
    const { accessToken } = await signIn();
    const payload = (change: object) => ({
      formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
      encryption: {
        encryptedSymmetricKey: Buffer.alloc(256, 1).toString('base64'),
        initializationVector: Buffer.alloc(16).toString('base64'),
      },
      ...change,
    });
    const failed = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(accessToken.token),
      payload: payload({}),
    });
    expect(failed.statusCode).toBe(201);
    const ref = failed.json<Schemas['OpenOnlineSessionResponse']>().referenceNumber;
    const status = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${ref}`,
      headers: bearer(accessToken.token),
    });
    expect(status.json<Schemas['SessionStatusResponse']>().status).toEqual({
      code: 415,
      description: 'Błąd odszyfrowania dostarczonego klucza',
    });
    const refused = await sendRequest(
      accessToken.token,
      { referenceNumber: ref, key: newSessionKey() },
      invoiceXml({ number: nextNumber() }),
    );
    expect(exceptionOf(refused)).toMatchObject({
      exceptionCode: 21180,
      details: ['Status sesji 415 uniemożliwia wysyłkę faktur.'],
    });

    const fa2 = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(accessToken.token),
      payload: payload({ formCode: { systemCode: 'FA (2)', schemaVersion: '1-0E', value: 'FA' } }),
    });
    expect(exceptionOf(fa2)).toMatchObject({
      exceptionCode: 21405,
      details: ['Wskazany kod formularza nie jest wspierany.'],
    });

    const unknownKey = await app.inject({
      method: 'POST',
      url: `${API}/sessions/online`,
      headers: bearer(accessToken.token),
      payload: payload({
        encryption: {
          encryptedSymmetricKey: 'AAAA',
          initializationVector: Buffer.alloc(16).toString('base64'),
          publicKeyId: sha256Base64('another key'),
        },
      }),
    });
    expect(exceptionOf(unknownKey).exceptionCode).toBe(21470);

    // Another context's session does not exist for this one.
    const other = await signIn(OTHER_SELLER);
    const theirs = await openSession(other.accessToken.token);
    const peek = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${theirs.referenceNumber}`,
      headers: bearer(accessToken.token),
    });
    expect(exceptionOf(peek).exceptionCode).toBe(21173);
  });

  it('answers hostile input with 4xx in the API shapes, never a 500', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    const requests: (InjectOptions & { method: string; url: string })[] = [
      {
        method: 'POST',
        url: `${API}/auth/ksef-token`,
        payload: '{"challenge":',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: `${API}/auth/ksef-token`, payload: { challenge: 42 } },
      { method: 'POST', url: `${API}/auth/ksef-token`, payload: 'plain', headers: { 'content-type': 'text/plain' } },
      { method: 'GET', url: `${API}/sessions/not-a-reference`, headers: bearer(accessToken.token) },
      {
        method: 'GET',
        url: `${API}/sessions/${session.referenceNumber}/invoices/x`,
        headers: bearer(accessToken.token),
      },
      {
        method: 'GET',
        url: `${API}/sessions/${session.referenceNumber}/invoices/ksef/5252248481-20260316-000000000000-00/upo`,
        headers: bearer(accessToken.token),
      },
      {
        method: 'POST',
        url: `${API}/sessions/online/${session.referenceNumber}/invoices`,
        headers: bearer(accessToken.token),
        payload: { invoiceHash: 'x', encryptedInvoiceContent: '%%%' },
      },
      {
        method: 'POST',
        url: `${API}/sessions/online/${session.referenceNumber}/invoices`,
        headers: bearer(accessToken.token),
        payload: { encryptedInvoiceContent: 'A'.repeat(3 * 1024 * 1024) },
      },
      { method: 'GET', url: `${KSEF_SIMULATOR_PATH}/storage/x/y.xml` },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url.slice(0, 80)}`).toBeLessThan(500);
    }
    // An empty JSON body is no body (KSeF's bodiless POSTs).
    const emptyBody = await app.inject({
      method: 'POST',
      url: `${API}/auth/challenge`,
      headers: { 'content-type': 'application/json' },
    });
    expect(emptyBody.statusCode).toBe(200);
    const invalidJson = await app.inject(requests[0]!);
    expect(exceptionOf(invalidJson).exceptionCode).toBe(21405);

    // Problem details when asked for.
    const problem = await app.inject({
      method: 'GET',
      url: `${API}/sessions/not-a-reference`,
      headers: { ...bearer(accessToken.token), 'x-error-format': 'problem-details' },
    });
    expect(problem.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(problem.json()).toMatchObject({ status: 400, errors: [{ code: 21405 }] });
  });

  it('goes down and up with the fault switch, seen by every process', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    // The switch is the admin's (setKsefSimulatorDown, e-invoices screen); nobody flips it over the simulator's HTTP.
    expect(
      (await app.inject({ method: 'POST', url: `${KSEF_SIMULATOR_PATH}/control`, payload: { down: true } })).statusCode,
    ).toBe(404);
    await setKsefSimulatorDown(db.prisma, true);
    expect(await isKsefSimulatorDown(db.prisma)).toBe(true);
    for (const via of [app, twin]) {
      for (const request of [
        { method: 'POST', url: `${API}/auth/challenge` },
        { method: 'GET', url: `${API}/security/public-key-certificates` },
        { method: 'GET', url: `${API}/sessions/${session.referenceNumber}`, headers: bearer(accessToken.token) },
      ] as const) {
        const response = await via.inject(request);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('60');
      }
    }

    await setKsefSimulatorDown(db.prisma, false);
    const up = await app.inject({
      method: 'GET',
      url: `${API}/sessions/${session.referenceNumber}`,
      headers: bearer(accessToken.token),
    });
    expect(up.statusCode).toBe(200);
    expect(await isKsefSimulatorDown(db.prisma)).toBe(false);
  });

  it('shows the verification page of an accepted invoice (KOD I link)', async () => {
    const { accessToken } = await signIn();
    const session = await openSession(accessToken.token);
    const number = nextNumber();
    const xml = invoiceXml({ number, issueDate: '2026-03-15' });
    const invoice = await send(accessToken.token, session, xml);
    const hash = sha256Base64Url(xml);
    for (const path of ['invoice', 'client-app/invoice']) {
      const found = await app.inject({
        method: 'GET',
        url: `${KSEF_SIMULATOR_PATH}/${path}/${SELLER}/15-03-2026/${hash}`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(found.body).toContain(invoice.ksefNumber!);
      expect(found.body).toContain(number);
      expect(found.body).toContain('Faktura jest w KSeF');
    }
    for (const url of [
      `${SELLER}/14-03-2026/${hash}`,
      `${OTHER_SELLER}/15-03-2026/${hash}`,
      `${SELLER}/15-03-2026/${sha256Base64Url('other')}`,
    ]) {
      const missing = await app.inject({ method: 'GET', url: `${KSEF_SIMULATOR_PATH}/invoice/${url}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('Nie znaleziono faktury');
    }
    const bad = await app.inject({
      method: 'GET',
      url: `${KSEF_SIMULATOR_PATH}/invoice/${SELLER}/2026-03-15/${hash}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
