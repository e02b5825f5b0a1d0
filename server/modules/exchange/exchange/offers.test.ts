import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gqlOk,
  graphql,
  rest,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { gqlUpload, jpeg } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
let client: SignedIn; // posts offers, no access
let premium: SignedIn; // has access
let other: SignedIn; // neither

const OFFER = `id number category description additionalRequirements location fulfillmentTime customDate companyFlg status closedAt
  attachment { originalName mimeType size url } authorName contactEmail isMine canClose`;
const CREATE = `mutation ($input: CreateJobOfferInput!) { createJobOffer(input: $input) { ${OFFER} } }`;
const LIST = `query ($filter: JobOfferFilter) { jobOffers(first: 50, filter: $filter) { totalCount edges { node { id number status } } } }`;
const ADMIN_LIST = `query ($filter: JobOfferFilter) { adminJobOffers(first: 50, filter: $filter) { totalCount edges { node { id } } } }`;
const ONE = `query ($id: ID!) { jobOffer(id: $id) { ${OFFER} } }`;
const CLOSE = `mutation ($id: ID!) { closeJobOffer(id: $id) { id status closedAt canClose } }`;
const SAVE = `mutation ($input: SavePublicProfileInput!) { savePublicProfile(input: $input) { profile { id } } }`;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);

const offer = (over: Record<string, unknown> = {}) => ({
  category: 'THERMOVISION',
  description: 'Inspekcja termowizyjna dachu hali magazynowej, ok. 2000 m².',
  additionalRequirements: 'Raport w PDF',
  location: 'Poznań',
  fulfillmentTime: 'ONE_MONTH',
  companyFlg: true,
  ...over,
});

const ids = (data: { edges: { node: { id: string } }[] }) => data.edges.map((e) => e.node.id);

beforeAll(async () => {
  ({ h, admin, client, premium, other } = await startWith(
    {
      admin: 'ADMIN',
      client: ['B2B', { companyName: 'Magazyny Poznań S.A.', phoneNumber: '+48 600 000 001' }],
      premium: ['USER', { firstName: 'Ewa', lastName: 'Premium', premiumUserFlg: true }],
      other: ['USER', { firstName: 'Olek', lastName: 'Bez' }],
    },
    { UPLOAD_MAX_BYTES: String(64 * 1024) },
  ));
});
afterAll(() => h.close());

describe('posting', () => {
  it('numbers offers ZL/<year>/<5 digits> and records every field', async () => {
    const data = await gqlOk(h, CREATE, { input: offer() }, client);
    const created = data.createJobOffer;
    expect(created.number).toMatch(/^ZL\/\d{4}\/\d{5}$/);
    expect(created).toMatchObject({
      category: 'THERMOVISION',
      location: 'Poznań',
      fulfillmentTime: 'ONE_MONTH',
      customDate: null,
      companyFlg: true,
      status: 'OPEN',
      attachment: null,
      authorName: 'Magazyny Poznań S.A.',
      isMine: true,
      canClose: true,
    });
    const next = await gqlOk(h, CREATE, { input: offer() }, client);
    expect(Number(next.createJobOffer.number.slice(-5))).toBe(Number(created.number.slice(-5)) + 1);
  });

  it('needs a future custom date with CUSTOM_TIME, and drops it otherwise', async () => {
    const missing = await graphql(h, CREATE, { input: offer({ fulfillmentTime: 'CUSTOM_TIME' }) }, client.headers);
    expect(errorDetails(missing.body)).toEqual([{ field: 'customDate', code: 'required' }]);
    const past = await graphql(
      h,
      CREATE,
      { input: offer({ fulfillmentTime: 'CUSTOM_TIME', customDate: '2020-01-01' }) },
      client.headers,
    );
    expect(errorDetails(past.body)).toEqual([{ field: 'customDate', code: 'invalid_value' }]);
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const ok = await gqlOk(h, CREATE, { input: offer({ fulfillmentTime: 'CUSTOM_TIME', customDate: future }) }, client);
    expect(ok.createJobOffer.customDate).toBe(future);
    const asap = await gqlOk(
      h,
      CREATE,
      { input: offer({ fulfillmentTime: 'AS_SOON_AS_POSSIBLE', customDate: future }) },
      client,
    );
    expect(asap.createJobOffer.customDate).toBeNull();
  });

  it('reports required and too-long fields', async () => {
    const { body } = await graphql(
      h,
      CREATE,
      { input: offer({ description: ' ', location: 'x'.repeat(101), additionalRequirements: 'y'.repeat(1001) }) },
      client.headers,
    );
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(body)).toEqual([
      { field: 'description', code: 'required' },
      { field: 'additionalRequirements', code: 'max_length', max: 1000 },
      { field: 'location', code: 'max_length', max: 100 },
    ]);
  });

  it('visitors cannot post; sellers (no account permission) neither', async () => {
    expect(errorCode((await graphql(h, CREATE, { input: offer() })).body)).toBe('UNAUTHENTICATED');
    const seller = await signIn(h, 'SELLER');
    expect(errorCode((await graphql(h, CREATE, { input: offer() }, seller.headers)).body)).toBe('FORBIDDEN');
    expect((await rest(h, 'POST', 'job-offers', null, offer())).statusCode).toBe(401);
  });
});

describe('attachments (type and size)', () => {
  const upload = (s: SignedIn, filename: string, content: Buffer) =>
    gqlUpload(h, s, CREATE, { input: { ...offer(), attachment: null } }, [
      { path: 'variables.input.attachment', filename, content },
    ]);

  it('stores a PDF, a picture or an office document, checked by content', async () => {
    const pdf = await upload(client, 'zakres prac.pdf', PDF);
    expect(pdf.errors).toBeUndefined();
    expect(pdf.data.createJobOffer.attachment).toMatchObject({
      originalName: 'zakres prac.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const picture = await upload(client, 'hala.jpg', await jpeg(64, 64));
    expect(picture.data.createJobOffer.attachment.mimeType).toBe('image/jpeg');
    const docx = await upload(client, 'umowa.docx', DOCX);
    expect(docx.data.createJobOffer.attachment.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses other types and renamed files; nothing is stored', async () => {
    const before = await h.db.prisma.jobOffer.count();
    const files = await h.db.prisma.storedFile.count();
    for (const [name, content] of [
      ['script.exe', Buffer.from('MZ....')],
      ['fake.pdf', Buffer.from('not a pdf at all, just text')],
      ['fake.docx', PDF],
      ['song.mp3', Buffer.from([0x49, 0x44, 0x33, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ] as const) {
      const body = await upload(client, name, content);
      expect(errorCode(body), name).toBe('UNSUPPORTED_FILE');
    }
    expect(await h.db.prisma.jobOffer.count()).toBe(before);
    expect(await h.db.prisma.storedFile.count()).toBe(files);
  });

  it('refuses a file over the limit (PAYLOAD_TOO_LARGE); no offer is created', async () => {
    const before = await h.db.prisma.jobOffer.count();
    const big = Buffer.concat([PDF, Buffer.alloc(70 * 1024, 0x20)]);
    const body = await upload(client, 'big.pdf', big);
    expect(errorCode(body)).toBe('PAYLOAD_TOO_LARGE');
    expect(await h.db.prisma.jobOffer.count()).toBe(before);
  });

  it('the attachment is downloaded by those who may read the offer, and only them', async () => {
    const body = await upload(client, 'zakres.pdf', PDF);
    const url: string = body.data.createJobOffer.attachment.url;
    const path = url.replace('/api/v1/', '');
    const asPremium = await rest(h, 'GET', path, premium);
    expect(asPremium.statusCode).toBe(200);
    expect(asPremium.headers['content-type']).toBe('application/pdf');
    expect(asPremium.rawPayload.equals(PDF)).toBe(true);
    expect((await rest(h, 'GET', path, client)).statusCode).toBe(200);
    const refused = await rest(h, 'GET', path, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EXCHANGE_NO_ACCESS');
    expect((await rest(h, 'GET', path, null)).statusCode).toBe(401);
    // The stored file itself is not readable through /files by other users.
    const offerRow = await h.db.prisma.jobOffer.findFirstOrThrow({
      where: { attachment: { originalName: 'zakres.pdf' } },
    });
    expect((await rest(h, 'GET', `files/${offerRow.attachmentId}`, premium)).statusCode).toBe(404);
  });
});

describe('the access rule', () => {
  let offerId: string;

  beforeAll(async () => {
    offerId = (await gqlOk(h, CREATE, { input: offer({ description: 'Access rule offer' }) }, client)).createJobOffer
      .id;
  });

  it('GraphQL: without access EXCHANGE_NO_ACCESS, with access all offers, the author their own', async () => {
    const refused = await graphql(h, LIST, {}, other.headers);
    expect(errorCode(refused.body)).toBe('EXCHANGE_NO_ACCESS');
    expect(refused.body.errors![0].message).toBe(
      'You do not have access to orders, if you are interested in access write to us',
    );
    // The author without access also cannot read everyone's, but reads their own.
    expect(errorCode((await graphql(h, LIST, {}, client.headers)).body)).toBe('EXCHANGE_NO_ACCESS');
    const mine = await gqlOk(h, LIST, { filter: { mine: true } }, client);
    expect(ids(mine.jobOffers)).toContain(offerId);
    const all = await gqlOk(h, LIST, {}, premium);
    expect(ids(all.jobOffers)).toContain(offerId);
    expect(errorCode((await graphql(h, LIST, {})).body)).toBe('UNAUTHENTICATED');

    expect(errorCode((await graphql(h, ONE, { id: offerId }, other.headers)).body)).toBe('EXCHANGE_NO_ACCESS');
    expect((await gqlOk(h, ONE, { id: offerId }, client)).jobOffer.isMine).toBe(true);
    const read = (await gqlOk(h, ONE, { id: offerId }, premium)).jobOffer;
    expect(read).toMatchObject({ isMine: false, canClose: false, contactEmail: expect.stringContaining('@') });
    const node = `query ($id: ID!) { node(id: $id) { id } }`;
    expect((await gqlOk(h, node, { id: offerId }, other)).node).toBeNull();
    expect((await gqlOk(h, node, { id: offerId }, premium)).node.id).toBe(offerId);
  });

  it('User.exchangeAccess follows the premium flag an admin sets', async () => {
    const q = '{ viewer { exchangeAccess } }';
    expect((await gqlOk(h, q, {}, other)).viewer.exchangeAccess).toBe(false);
    expect((await gqlOk(h, q, {}, premium)).viewer.exchangeAccess).toBe(true);
    expect((await gqlOk(h, q, {}, admin)).viewer.exchangeAccess).toBe(true);
    await h.db.prisma.user.update({ where: { id: other.userId }, data: { premiumUserFlg: true } });
    expect((await gqlOk(h, q, {}, other)).viewer.exchangeAccess).toBe(true);
    expect(ids((await gqlOk(h, LIST, {}, other)).jobOffers)).toContain(offerId);
    await h.db.prisma.user.update({ where: { id: other.userId }, data: { premiumUserFlg: false } });
    expect(errorCode((await graphql(h, LIST, {}, other.headers)).body)).toBe('EXCHANGE_NO_ACCESS');
  });

  it('REST: 403 EXCHANGE_NO_ACCESS without access, the list and the offer with it', async () => {
    const refused = await rest(h, 'GET', 'job-offers', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EXCHANGE_NO_ACCESS' });
    expect((await rest(h, 'GET', `job-offers/${localId(offerId)}`, other)).json().code).toBe('EXCHANGE_NO_ACCESS');
    expect((await rest(h, 'GET', 'job-offers', null)).statusCode).toBe(401);
    const mine = await rest(h, 'GET', 'job-offers?mine=true', client);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((o: { id: string }) => o.id)).toContain(localId(offerId));
    const page = await rest(h, 'GET', 'job-offers?status=open&category=thermovision&size=100', premium);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 0, size: 100 });
    expect(page.json().items.map((o: { id: string }) => o.id)).toContain(localId(offerId));
    const one = await rest(h, 'GET', `job-offers/${localId(offerId)}`, premium);
    expect(one.json()).toMatchObject({ id: localId(offerId), status: 'OPEN', canClose: false });
    expect((await rest(h, 'GET', 'job-offers?status=LATER', premium)).json().details).toEqual([
      { field: 'status', code: 'invalid_value' },
    ]);
    expect((await rest(h, 'GET', `job-offers/00000000-0000-0000-0000-000000000001`, premium)).statusCode).toBe(404);
  });

  it('REST: posting takes JSON (no attachment) and answers 201 with the number', async () => {
    const created = await rest(h, 'POST', 'job-offers', client, offer({ category: 'GEODESY' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ category: 'GEODESY', isMine: true, attachment: null });
    const bad = await rest(h, 'POST', 'job-offers', client, offer({ fulfillmentTime: 'TOMORROW' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'fulfillmentTime', code: 'invalid_value' }]);
  });
});

describe('REST POST job-offers as multipart/form-data', () => {
  const BOUNDARY = 'exchange-test-boundary';
  type Part = { name: string; value: string | Buffer; filename?: string };
  const form = (parts: Part[]) =>
    Buffer.concat([
      ...parts.flatMap((part) => [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
            (part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '') +
            '\r\n\r\n',
        ),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
  const fields = (over: Record<string, unknown> = {}): Part[] =>
    Object.entries(offer(over)).map(([name, value]) => ({ name, value: String(value) }));
  const post = (s: SignedIn | null, parts: Part[]) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/job-offers',
      headers: { ...(s?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(parts),
    });
  const counts = async () => ({
    offers: await h.db.prisma.jobOffer.count(),
    files: await h.db.prisma.storedFile.count(),
  });

  it('posts the fields with a PDF attachment (201), which is then downloaded', async () => {
    const response = await post(client, [
      ...fields({ category: 'OBJECT_INSPECTION', description: 'Multipart offer' }),
      { name: 'attachment', value: PDF, filename: 'opis zlecenia.pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      category: 'OBJECT_INSPECTION',
      description: 'Multipart offer',
      companyFlg: true,
      isMine: true,
      attachment: { originalName: 'opis zlecenia.pdf', mimeType: 'application/pdf', size: PDF.length },
    });
    expect(created.number).toMatch(/^ZL\/\d{4}\/\d{5}$/);
    expect(created.attachment.url).toBe(`/api/v1/job-offers/${created.id}/attachment`);
    const download = await rest(h, 'GET', `job-offers/${created.id}/attachment`, premium);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes a form without a file, and companyFlg "false"', async () => {
    const response = await post(client, fields({ companyFlg: false, additionalRequirements: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ attachment: null, companyFlg: false, additionalRequirements: null });
  });

  it('refuses a wrong type (415), a file over the limit (413), missing fields (400), visitors (401); stores nothing', async () => {
    const before = await counts();
    const wrong = await post(client, [
      ...fields(),
      { name: 'attachment', value: Buffer.from('MZ.... not a document'), filename: 'setup.exe' },
    ]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().code).toBe('UNSUPPORTED_FILE');
    const renamed = await post(client, [
      ...fields(),
      { name: 'attachment', value: Buffer.from('just text'), filename: 'fake.pdf' },
    ]);
    expect(renamed.statusCode).toBe(415);

    const big = Buffer.concat([PDF, Buffer.alloc(70 * 1024, 0x20)]); // UPLOAD_MAX_BYTES is 64 KB here
    const tooLarge = await post(client, [...fields(), { name: 'attachment', value: big, filename: 'big.pdf' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');

    const missing = await post(client, [
      { name: 'category', value: 'THERMOVISION' },
      { name: 'attachment', value: PDF, filename: 'zakres.pdf' },
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.json().details).toEqual([
      { field: 'description', code: 'required' },
      { field: 'location', code: 'required' },
      { field: 'fulfillmentTime', code: 'required' },
    ]);
    const badFlag = await post(client, fields({ companyFlg: 'yes' }));
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().details).toEqual([{ field: 'companyFlg', code: 'invalid_value' }]);

    const visitor = await post(null, [...fields(), { name: 'attachment', value: PDF, filename: 'zakres.pdf' }]);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');

    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/v1/job-offers',
      headers: { ...client.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('the other exchange routes still refuse multipart bodies', async () => {
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/v1/user-account/public-profile',
      headers: { ...client.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form([{ name: 'companyName', value: 'X' }]),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('closing and authorization', () => {
  it('only the author or an admin closes; it moves from open to completed', async () => {
    const id = (await gqlOk(h, CREATE, { input: offer({ description: 'To close' }) }, client)).createJobOffer.id;
    // Someone with access but not the author: FORBIDDEN; without access: EXCHANGE_NO_ACCESS.
    expect(errorCode((await graphql(h, CLOSE, { id }, premium.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, CLOSE, { id }, other.headers)).body)).toBe('EXCHANGE_NO_ACCESS');
    expect((await rest(h, 'PUT', `job-offers/${localId(id)}/close`, premium)).statusCode).toBe(403);
    expect((await rest(h, 'PUT', `job-offers/${localId(id)}/close`, other)).json().code).toBe('EXCHANGE_NO_ACCESS');
    expect((await h.db.prisma.jobOffer.findUniqueOrThrow({ where: { id: localId(id) } })).status).toBe('OPEN');

    const closed = await gqlOk(h, CLOSE, { id }, client);
    expect(closed.closeJobOffer).toMatchObject({ status: 'ENDED', canClose: false });
    expect(closed.closeJobOffer.closedAt).not.toBeNull();
    const open = await gqlOk(h, LIST, { filter: { mine: true, status: 'OPEN' } }, client);
    const ended = await gqlOk(h, LIST, { filter: { mine: true, status: 'ENDED' } }, client);
    expect(ids(open.jobOffers)).not.toContain(id);
    expect(ids(ended.jobOffers)).toContain(id);
    // Closing again changes nothing.
    const again = await gqlOk(h, CLOSE, { id }, client);
    expect(again.closeJobOffer.closedAt).toBe(closed.closeJobOffer.closedAt);
  });

  it('an admin closes anyone’s offer (GraphQL and REST) and lists every offer', async () => {
    const a = (await gqlOk(h, CREATE, { input: offer() }, client)).createJobOffer.id;
    expect((await gqlOk(h, CLOSE, { id: a }, admin)).closeJobOffer.status).toBe('ENDED');
    const b = await rest(h, 'POST', 'job-offers', premium, offer());
    const closed = await rest(h, 'PUT', `job-offers/${b.json().id}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('ENDED');
    const all = await gqlOk(h, ADMIN_LIST, {}, admin);
    expect(all.adminJobOffers.totalCount).toBe(await h.db.prisma.jobOffer.count());
    expect(errorCode((await graphql(h, ADMIN_LIST, {}, premium.headers)).body)).toBe('FORBIDDEN');
    expect((await rest(h, 'GET', 'admin/job-offers', premium)).statusCode).toBe(403);
    const page = await rest(h, 'GET', 'admin/job-offers?status=ENDED', admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().items.every((o: { status: string }) => o.status === 'ENDED')).toBe(true);
  });
});

describe('matching providers are e-mailed', () => {
  it('owners of approved, published cards offering the category, in their language; not the author', async () => {
    const card = (services: string[], over: Record<string, unknown> = {}) => ({
      companyName: 'Provider',
      coordinates: '52.4064, 16.9252',
      services,
      published: true,
      ...over,
    });
    const en = await signIn(h, 'USER', { language: 'EN' });
    const pl = await signIn(h, 'USER', { language: 'PL' });
    const wrongService = await signIn(h, 'USER');
    const pending = await signIn(h, 'USER');
    const unpublished = await signIn(h, 'USER');
    const author = await signIn(h, 'USER');
    const approve = async (s: SignedIn, input: Record<string, unknown>) => {
      const id = (await gqlOk(h, SAVE, { input }, s)).savePublicProfile.profile.id;
      await gqlOk(h, `mutation ($id: ID!) { approvePublicProfile(id: $id) { id } }`, { id }, admin);
    };
    await approve(en, card(['AGRICULTURE', 'FORESTRY']));
    await approve(pl, card(['FORESTRY']));
    await approve(wrongService, card(['VIDEO']));
    await gqlOk(h, SAVE, { input: card(['FORESTRY']) }, pending);
    await approve(unpublished, card(['FORESTRY'], { published: false }));
    await approve(author, card(['FORESTRY']));

    const emailOf = async (s: SignedIn) =>
      (await h.db.prisma.user.findUniqueOrThrow({ where: { id: s.userId } })).email;
    const since = new Date();
    const created = (
      await gqlOk(
        h,
        CREATE,
        { input: offer({ category: 'FORESTRY', description: 'Inwentaryzacja drzewostanu' }) },
        author,
      )
    ).createJobOffer;
    const mails = await h.db.prisma.mailMessage.findMany({ where: { createdAt: { gte: since } } });
    expect(mails.map((m) => m.to).sort()).toEqual([await emailOf(en), await emailOf(pl)].sort());
    const english = mails.find((m) => m.subject.startsWith('New order'));
    expect(english!.subject).toBe(`New order ${created.number}: Forestry`);
    expect(english!.text).toContain(`/app/exchange/orders/${created.id}`);
    const polish = mails.find((m) => m.subject.startsWith('Nowe zlecenie'));
    expect(polish!.subject).toBe(`Nowe zlecenie ${created.number}: Leśnictwo`);
    expect(polish!.text).toContain('Inwentaryzacja drzewostanu');
  });
});

/** The row id inside a global id. */
function localId(globalId: string): string {
  return Buffer.from(globalId, 'base64').toString().split(':')[1]!;
}
