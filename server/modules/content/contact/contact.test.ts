import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedConsultations } from '../../../../prisma/seed/contact.ts';
import { ConfigError, loadConfig } from '../../../config.ts';
import { gid, signIn, startWith, type GraphQLBody, type Harness, type SignedIn } from '../../../test/harness.ts';

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
const LIMIT = 3;

beforeAll(async () => {
  ({ h, admin, student } = await startWith(
    { admin: ['ADMIN', { firstName: 'Olga', lastName: 'Admin' }], student: 'USER' },
    { RATE_LIMIT_CONTACT_PER_HOUR: String(LIMIT), OFFICE_EMAIL: 'office@academy.test' },
  ));
});
afterAll(() => h.close());

/** Each test sends from its own client address, so the per-address limit of one never touches another. */
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;
const unique = () => randomBytes(4).toString('hex');

async function gql(
  ip: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return response.json() as GraphQLBody;
}

const post = (ip: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: `/api/v1/${url}`, remoteAddress: ip, headers, payload: payload as object });

const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const REQUEST = `mutation ($input: ConsultationRequestInput!) { requestConsultation(input: $input) }`;
const LIST = `query ($status: ConsultationStatus) { consultationRequests(first: 50, status: $status) {
  totalCount edges { node { id name phone email preferredTime topic language status handledAt handledByName } } } }`;
const MARK = `mutation ($id: ID!) { markConsultationHandled(id: $id) { id status handledAt handledByName } }`;

const message = (over: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  email: `anna-${unique()}@example.com`,
  phone: '+48 600 100 200',
  subject: 'Kurs A2',
  message: 'Kiedy startuje najbliższy kurs?',
  termsConsent: true,
  privacyConsent: true,
  ...over,
});

const mailsTo = (to: string) => h.db.prisma.mailMessage.findMany({ where: { to }, orderBy: { createdAt: 'asc' } });
const officeMailsFrom = (email: string) =>
  h.db.prisma.mailMessage.findMany({ where: { to: 'office@academy.test', replyTo: email } });

describe('contact form (spec 3, 5, 8)', () => {
  it('sends the message to the office with Reply-To the sender, and a copy to the sender in their language', async () => {
    const input = message({ language: 'EN' });
    const body = await gql(nextIp(), SEND, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data.sendContactMessage).toBe(true);

    const [office] = await officeMailsFrom(input.email);
    expect(office).toMatchObject({
      to: 'office@academy.test',
      replyTo: input.email,
      subject: 'Formularz kontaktowy: Kurs A2',
    });
    expect(office!.text).toContain('Anna Nowak');
    expect(office!.text).toContain('+48 600 100 200');
    expect(office!.text).toContain('Kiedy startuje najbliższy kurs?');
    const [copy] = await mailsTo(input.email);
    expect(copy!.subject).toBe('We have received your message');
    expect(copy!.text).toContain('Mon–Fri 10:00–18:00');
  });

  it('refuses every rule of spec 5 at once, field by field, and sends nothing', async () => {
    const email = `bad-${unique()}`;
    const body = await gql(nextIp(), SEND, {
      input: message({
        firstName: 'x'.repeat(51),
        lastName: '   ',
        email,
        phone: '12ab',
        subject: 's'.repeat(121),
        message: 'm'.repeat(256),
        termsConsent: false,
        privacyConsent: false,
      }),
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'firstName', code: 'max_length', max: 50 },
        { field: 'lastName', code: 'required' },
        { field: 'email', code: 'invalid_email' },
        { field: 'phone', code: 'invalid_phone' },
        { field: 'subject', code: 'max_length', max: 120 },
        { field: 'message', code: 'max_length', max: 255 },
        { field: 'termsConsent', code: 'required' },
        { field: 'privacyConsent', code: 'required' },
      ],
    });
    expect(await h.db.prisma.mailMessage.count({ where: { OR: [{ to: email }, { replyTo: email }] } })).toBe(0);
  });

  it('accepts names of exactly 50 and a message of exactly 255 characters', async () => {
    const input = message({
      firstName: 'a'.repeat(50),
      lastName: 'b'.repeat(50),
      message: 'm'.repeat(255),
      subject: 's'.repeat(120),
    });
    expect((await gql(nextIp(), SEND, { input })).errors).toBeUndefined();
    expect(await officeMailsFrom(input.email)).toHaveLength(1);
  });

  it('REST: every field is required (an empty body) and each consent must be accepted', async () => {
    const empty = await post(nextIp(), 'contact', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'termsConsent', 'privacyConsent'].map(
        (field) => ({ field, code: 'required' }),
      ),
    });
    const noPrivacy = await post(nextIp(), 'contact', message({ privacyConsent: false }));
    expect(noPrivacy.json().details).toEqual([{ field: 'privacyConsent', code: 'required' }]);
    const noTerms = await post(nextIp(), 'contact', message({ termsConsent: undefined }));
    expect(noTerms.json().details).toEqual([{ field: 'termsConsent', code: 'required' }]);
  });

  it('REST: 201 and the mails, the copy in languageCd (lowercase accepted)', async () => {
    const input = message();
    const response = await post(nextIp(), 'contact', { ...input, languageCd: 'pl' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: true });
    expect(await officeMailsFrom(input.email)).toHaveLength(1);
    expect((await mailsTo(input.email))[0]!.subject).toBe('Otrzymaliśmy Twoją wiadomość');
  });

  it('puts typed HTML into the office mail as text: escaped in the HTML part, no line breaks in the subject', async () => {
    const input = message({
      firstName: '<b>Eve</b>',
      subject: 'Hi\r\nBcc: victim@example.com',
      message: '<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>',
    });
    expect((await gql(nextIp(), SEND, { input })).errors).toBeUndefined();
    const [office] = await officeMailsFrom(input.email);
    expect(office!.subject).toBe('Formularz kontaktowy: Hi Bcc: victim@example.com');
    expect(office!.subject).not.toMatch(/[\r\n]/);
    expect(office!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(office!.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(office!.html).not.toMatch(/<script|<img|<a |<b>/i);
    expect(office!.html).toContain('href=&quot;javascript:alert(3)&quot;');
    expect(office!.text).toContain('<script>alert(1)</script>'); // plain text shows what was typed
    const [copy] = await mailsTo(input.email);
    expect(copy!.html).not.toMatch(/<script|<img/i);
    // the visitor's acknowledgement repeats nothing typed (no relay of chosen text to any address)
    for (const typed of ['Eve', 'Bcc', 'alert']) {
      expect(copy!.text).not.toContain(typed);
      expect(copy!.subject).not.toContain(typed);
    }
  });

  it('a filled honeypot answers success and sends nothing', async () => {
    const input = message({ website: 'http://spam.example' });
    const body = await gql(nextIp(), SEND, { input });
    expect(body.data.sendContactMessage).toBe(true);
    const rest = await post(nextIp(), 'contact', { ...input, firstName: '' });
    expect(rest.statusCode).toBe(201);
    expect(
      await h.db.prisma.mailMessage.count({ where: { OR: [{ to: input.email }, { replyTo: input.email }] } }),
    ).toBe(0);
  });

  it(`rate-limits per client address: ${LIMIT} messages an hour, the next one RATE_LIMITED (429)`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) {
      expect((await post(ip, 'contact', message())).statusCode).toBe(201);
    }
    const over = await post(ip, 'contact', message());
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    // Retry-After: the seconds until the hour's window ends.
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await gql(ip, SEND, { input: message() })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // another address is not affected
    expect((await post(nextIp(), 'contact', message())).statusCode).toBe(201);
  });

  it(`rate-limits per e-mail address from any client address`, async () => {
    const email = `flood-${unique()}@example.com`;
    for (let i = 0; i < LIMIT; i++) {
      expect(
        (await gql(nextIp(), SEND, { input: message({ email, phone: `+48 600 100 ${300 + i}` }) })).errors,
      ).toBeUndefined();
    }
    const over = await gql(nextIp(), SEND, { input: message({ email: email.toUpperCase() }) });
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await officeMailsFrom(email)).toHaveLength(LIMIT);
  });

  it('invalid submissions do not count against the limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await post(ip, 'contact', message({ phone: 'nope' }))).statusCode).toBe(400);
    }
    expect((await post(ip, 'contact', message())).statusCode).toBe(201);
  });

  it('shows the office details (configuration) to anyone', async () => {
    const body = await gql(
      nextIp(),
      `{ officeDetails { name address phone email opens closes callbackMinutes consultationMinutes } }`,
      {},
    );
    expect(body.data.officeDetails).toMatchObject({
      email: 'office@academy.test',
      opens: '10:00',
      closes: '18:00',
      callbackMinutes: 30,
      consultationMinutes: 15,
    });
    const rest = await h.app.inject({ method: 'GET', url: '/api/v1/contact' });
    expect(rest.json()).toMatchObject({ email: 'office@academy.test', phone: '+48 22 123 45 67' });
  });
});

const consultation = (over: Record<string, unknown> = {}) => ({
  name: 'Jan Kowalski',
  phone: `+48 ${500 + (ipSeq % 400)} 200 ${String(100 + (++ipSeq % 800)).padStart(3, '0')}`,
  email: `jan-${unique()}@example.com`,
  preferredTime: 'AFTERNOON',
  topic: 'Który kurs na A2?',
  termsConsent: true,
  ...over,
});

describe('free consultation (spec 9)', () => {
  it('stores the request, mails the office and confirms the 30-minute call-back to the requester (EN)', async () => {
    const input = consultation({ language: 'EN' });
    const body = await gql(nextIp(), REQUEST, { input });
    expect(body.errors).toBeUndefined();
    const row = await h.db.prisma.consultationRequest.findFirstOrThrow({ where: { email: input.email } });
    expect(row).toMatchObject({
      name: 'Jan Kowalski',
      phone: input.phone,
      preferredTime: 'AFTERNOON',
      language: 'EN',
      status: 'NEW',
    });
    const office = await h.db.prisma.mailMessage.findFirstOrThrow({
      where: { to: 'office@academy.test', replyTo: input.email },
    });
    expect(office.subject).toBe(`Konsultacja: Jan Kowalski, ${input.phone}`);
    expect(office.text).toContain('Który kurs na A2?');
    const [confirmation] = await mailsTo(input.email);
    expect(confirmation!.subject).toBe('Free consultation: we will call you back');
    expect(confirmation!.text).toContain('within 30 minutes on business days (Mon–Fri 10:00–18:00)');
    expect(confirmation!.text).not.toContain('Który kurs');
    expect(confirmation!.text).not.toContain('Jan Kowalski');
  });

  it('REST: without an e-mail only the office is mailed; PL by languageCd; preferred time defaults to ASAP', async () => {
    const input = consultation({ email: '', preferredTime: undefined, name: 'Ewa Bez Maila' });
    const response = await post(nextIp(), 'consultation-requests', { ...input, languageCd: 'PL' });
    expect(response.statusCode).toBe(201);
    const row = await h.db.prisma.consultationRequest.findFirstOrThrow({ where: { name: 'Ewa Bez Maila' } });
    expect(row).toMatchObject({ email: null, preferredTime: 'ASAP', language: 'PL' });
    expect(await h.db.prisma.mailMessage.count({ where: { subject: { contains: 'Ewa Bez Maila' } } })).toBe(1);
  });

  it('validates name, phone, e-mail, topic (≤ 255), time and the terms consent', async () => {
    const body = await gql(nextIp(), REQUEST, {
      input: { name: '', phone: '123', email: 'nope', topic: 't'.repeat(256), termsConsent: false },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'name', code: 'required' },
        { field: 'phone', code: 'invalid_phone' },
        { field: 'email', code: 'invalid_email' },
        { field: 'topic', code: 'max_length', max: 255 },
        { field: 'termsConsent', code: 'required' },
      ],
    });
    const badTime = await post(nextIp(), 'consultation-requests', consultation({ preferredTime: 'NIGHT' }));
    expect(badTime.json().details).toEqual([{ field: 'preferredTime', code: 'invalid_value' }]);
  });

  it('honeypot and rate limit (per address, and per phone number)', async () => {
    const bot = consultation({ website: 'x', name: 'Bot Botowski' });
    expect((await gql(nextIp(), REQUEST, { input: bot })).data.requestConsultation).toBe(true);
    expect(await h.db.prisma.consultationRequest.count({ where: { name: 'Bot Botowski' } })).toBe(0);

    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++)
      expect((await post(ip, 'consultation-requests', consultation())).statusCode).toBe(201);
    expect((await post(ip, 'consultation-requests', consultation())).statusCode).toBe(429);

    const phone = '+48 777 888 999';
    for (let i = 0; i < LIMIT; i++) {
      expect((await post(nextIp(), 'consultation-requests', consultation({ phone, email: null }))).statusCode).toBe(
        201,
      );
    }
    const samePhone = await post(
      nextIp(),
      'consultation-requests',
      consultation({ phone: '+48777-888-999', email: null }),
    );
    expect(samePhone.statusCode).toBe(429);
  });
});

describe('consultation requests for the office (manage:content:any)', () => {
  it('lists newest first with a status filter, marks handled once (who and when kept), REST alike', async () => {
    await h.db.prisma.consultationRequest.deleteMany({});
    const older = await h.db.prisma.consultationRequest.create({
      data: {
        name: 'Starszy',
        phone: '+48 600 000 001',
        topic: 'A',
        language: 'PL',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
    });
    const newer = await h.db.prisma.consultationRequest.create({
      data: {
        name: 'Nowszy',
        phone: '+48 600 000 002',
        topic: 'B',
        language: 'EN',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
    });
    const all = await gql(nextIp(), LIST, {}, admin.headers);
    expect(all.errors).toBeUndefined();
    expect(all.data.consultationRequests.totalCount).toBe(2);
    expect(all.data.consultationRequests.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Nowszy',
      'Starszy',
    ]);

    const id = gid('ConsultationRequest', older.id);
    const marked = await gql(nextIp(), MARK, { id }, admin.headers);
    expect(marked.data.markConsultationHandled).toMatchObject({ id, status: 'HANDLED', handledByName: 'Olga Admin' });
    const first = marked.data.markConsultationHandled.handledAt;
    const again = await gql(nextIp(), MARK, { id }, admin.headers);
    expect(again.data.markConsultationHandled.handledAt).toBe(first);
    const other = await signIn(h, 'ADMIN', { firstName: 'Piotr', lastName: 'Drugi' });
    const byOther = await gql(nextIp(), MARK, { id }, other.headers);
    expect(byOther.data.markConsultationHandled).toMatchObject({ handledByName: 'Olga Admin', handledAt: first });

    const news = await gql(nextIp(), LIST, { status: 'NEW' }, admin.headers);
    expect(news.data.consultationRequests.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Nowszy',
    ]);
    const handled = await gql(nextIp(), LIST, { status: 'HANDLED' }, admin.headers);
    expect(handled.data.consultationRequests.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Starszy',
    ]);

    const page = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/consultation-requests?status=new&size=10',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      page: 0,
      size: 10,
      total: 1,
      items: [{ id: newer.id, name: 'Nowszy', status: 'NEW', language: 'EN' }],
    });
    const put = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/consultation-requests/${newer.id}/handled`,
      headers: admin.headers,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: newer.id, status: 'HANDLED', handledByName: 'Olga Admin' });
    const missing = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/consultation-requests/00000000-0000-4000-8000-000000000000/handled`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    const junk = await h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/consultation-requests/junk/handled`,
      headers: admin.headers,
    });
    expect(junk.statusCode).toBe(404);
    const badStatus = await h.app.inject({
      method: 'GET',
      url: '/api/v1/admin/consultation-requests?status=DONE',
      headers: admin.headers,
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('refuses visitors (401) and students (403), in GraphQL and REST', async () => {
    const row = await h.db.prisma.consultationRequest.create({
      data: { name: 'X', phone: '+48 600 000 003', topic: 'C', language: 'PL' },
    });
    const id = gid('ConsultationRequest', row.id);
    expect((await gql(nextIp(), LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(nextIp(), LIST, {}, student.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(nextIp(), MARK, { id }, student.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const node = await gql(
      nextIp(),
      `query ($id: ID!) { node(id: $id) { ... on ConsultationRequest { name } } }`,
      { id },
      student.headers,
    );
    expect(node.data?.node ?? null).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/admin/consultation-requests' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/v1/admin/consultation-requests', headers: student.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/v1/admin/consultation-requests/${row.id}/handled`,
          headers: student.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.db.prisma.consultationRequest.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('NEW');
  });
});

describe('office configuration', () => {
  it('has working defaults and refuses an OFFICE_EMAIL that is not an address', () => {
    const config = loadConfig({});
    expect(config.OFFICE_EMAIL).toBe('biuro@skypilot.example');
    expect(config.RATE_LIMIT_CONTACT_PER_HOUR).toBe(5);
    expect(() => loadConfig({ OFFICE_EMAIL: 'office' })).toThrow(ConfigError);
    expect(() => loadConfig({ OFFICE_EMAIL: 'office' })).toThrow(/OFFICE_EMAIL/);
    expect(() => loadConfig({ RATE_LIMIT_CONTACT_PER_HOUR: '0' })).toThrow(/RATE_LIMIT_CONTACT_PER_HOUR/);
  });
});

describe('demo data', () => {
  it('seeds new and handled requests once (PL and EN)', async () => {
    await h.db.prisma.consultationRequest.deleteMany({});
    await h.db.prisma.user.create({ data: { email: 'admin@example.com', role: 'ADMIN', firstName: 'Anna' } });
    await seedConsultations(h.db.prisma, h.storage);
    await seedConsultations(h.db.prisma, h.storage);
    const rows = await h.db.prisma.consultationRequest.findMany({ include: { handledBy: true } });
    expect(rows.filter((r) => r.status === 'NEW')).toHaveLength(3);
    const handled = rows.filter((r) => r.status === 'HANDLED');
    expect(handled).toHaveLength(2);
    expect(handled.every((r) => r.handledBy?.email === 'admin@example.com' && r.handledAt)).toBe(true);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['PL', 'EN']));
  });
});
