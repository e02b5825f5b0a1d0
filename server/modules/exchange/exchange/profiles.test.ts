import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gqlOk,
  graphql,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { parseCoordinates } from './profiles.ts';

let h: Harness;
let admin: SignedIn;
let pilot: SignedIn;
let company: SignedIn;

const CARD =
  'id companyName companyPhoneNumber website skysnapLink shortDescription lat lng coordinates town services status published isMine';
const SAVE = `mutation ($input: SavePublicProfileInput!) { savePublicProfile(input: $input) { profile { ${CARD} } viewer { publicFlg } } }`;
const MINE = `{ myPublicProfile { ${CARD} } }`;
const LIST = `query ($filter: PublicProfileFilter) { publicProfiles(first: 50, filter: $filter) { totalCount edges { node { id companyName town services } } } }`;
const MARKERS = `query ($filter: PublicProfileFilter) { publicProfileMarkers(filter: $filter) { id lat lng companyName services } }`;
const ADMIN_LIST = `query ($filter: AdminPublicProfileFilter) { adminPublicProfiles(first: 50, filter: $filter) { totalCount edges { node { id status ownerEmail } } } }`;
const review = (name: string) => `mutation ($id: ID!) { ${name}(id: $id) { id status reviewedAt } }`;

const card = (over: Record<string, unknown> = {}) => ({
  companyName: 'SkyView Inspekcje',
  companyPhoneNumber: '+48 600 100 200',
  website: 'https://skyview.example.pl',
  skysnapLink: 'https://skysnap.example/skyview',
  shortDescription: 'Inspekcje dachów i farm fotowoltaicznych.',
  coordinates: '52.2297, 21.0122',
  town: 'Warszawa',
  services: ['OBJECT_INSPECTION', 'THERMOVISION'],
  published: true,
  ...over,
});

beforeAll(async () => {
  ({ h, admin, pilot, company } = await startWith({
    admin: 'ADMIN',
    pilot: ['USER', { firstName: 'Piotr', lastName: 'Pilot', language: 'EN' }],
    company: ['B2B', { companyName: 'AgroDron sp. z o.o.' }],
  }));
});
afterAll(() => h.close());

describe('coordinates (spec 5)', () => {
  it('accepts a comma-separated pair with at most 14 decimals in range', () => {
    expect(parseCoordinates('52.2297, 21.0122')).toEqual({ lat: '52.2297', lng: '21.0122' });
    expect(parseCoordinates('  -33.86882, 151.20929 ')).toEqual({ lat: '-33.86882', lng: '151.20929' });
    expect(parseCoordinates('+90,-180')).toEqual({ lat: '90', lng: '-180' });
    expect(parseCoordinates('52.12345678901234, 21.12345678901234')).toEqual({
      lat: '52.12345678901234',
      lng: '21.12345678901234',
    });
    expect(parseCoordinates('0,0')).toEqual({ lat: '0', lng: '0' });
  });

  it('refuses 15 decimals, out-of-range values and malformed pairs', () => {
    for (const bad of [
      '52.123456789012345, 21.0',
      '52.0, 21.123456789012345',
      '90.0001, 21',
      '-91, 21',
      '52, 180.5',
      '52, -181',
      '52.2297 21.0122',
      '52.2297;21.0122',
      '52.2297,',
      ',21.0122',
      '52.2297, 21.0122, 3',
      'abc, def',
      '52., 21',
      '.5, 21',
      '1e1, 2',
      '',
      '0x10, 5',
    ]) {
      expect(parseCoordinates(bad), bad).toBeNull();
    }
    expect(parseCoordinates(52)).toBeNull();
  });

  it('answers invalid_value on coordinates through GraphQL, and nothing is saved', async () => {
    for (const coordinates of ['52.123456789012345, 21', '95, 21', '52.2297 21.0122', 'Warszawa']) {
      const { body } = await graphql(h, SAVE, { input: card({ coordinates }) }, company.headers);
      expect(errorCode(body), coordinates).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual([{ field: 'coordinates', code: 'invalid_value' }]);
    }
    const { body } = await graphql(h, SAVE, { input: card({ coordinates: '  ' }) }, company.headers);
    expect(errorDetails(body)).toEqual([{ field: 'coordinates', code: 'required' }]);
    expect(await h.db.prisma.publicProfile.count({ where: { userId: company.userId } })).toBe(0);
  });

  it('keeps all 14 decimals in the database', async () => {
    const user = await signIn(h, 'USER');
    const data = await gqlOk(h, SAVE, { input: card({ coordinates: '50.06143283749012, 19.93658215837491' }) }, user);
    expect(data.savePublicProfile.profile.coordinates).toBe('50.06143283749012, 19.93658215837491');
    const row = await h.db.prisma.publicProfile.findUniqueOrThrow({ where: { userId: user.userId } });
    expect(row.lat.toString()).toBe('50.06143283749012');
    expect(row.lng.toString()).toBe('19.93658215837491');
  });
});

describe('other fields', () => {
  it('reports every bad field at once', async () => {
    const { body } = await graphql(
      h,
      SAVE,
      {
        input: card({
          companyName: ' ',
          companyPhoneNumber: '12',
          website: 'ftp://x',
          shortDescription: 'x'.repeat(1001),
          services: [],
        }),
      },
      pilot.headers,
    );
    expect(errorCode(body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(body)).toEqual(
      expect.arrayContaining([
        { field: 'companyName', code: 'required' },
        { field: 'companyPhoneNumber', code: 'invalid_phone' },
        { field: 'website', code: 'invalid_url' },
        { field: 'shortDescription', code: 'max_length', max: 1000 },
        { field: 'services', code: 'required' },
      ]),
    );
  });
});

describe('approval flow and visibility', () => {
  let profileId: string;

  it('a saved card is PENDING, the owner sees it, the public does not', async () => {
    const data = await gqlOk(h, SAVE, { input: card() }, pilot);
    const profile = data.savePublicProfile.profile;
    profileId = profile.id;
    expect(profile).toMatchObject({ status: 'PENDING', published: true, isMine: true, lat: 52.2297, lng: 21.0122 });
    expect(data.savePublicProfile.viewer.publicFlg).toBe(true);
    expect((await gqlOk(h, MINE, {}, pilot)).myPublicProfile.id).toBe(profileId);
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(0);
    expect((await gqlOk(h, MARKERS, {}, null)).publicProfileMarkers).toEqual([]);
    const node = await gqlOk(h, `query ($id: ID!) { node(id: $id) { id } }`, { id: profileId }, company);
    expect(node.node).toBeNull();
  });

  it('only admins review; approved and published cards are listed for visitors', async () => {
    const refused = await graphql(h, review('approvePublicProfile'), { id: profileId }, pilot.headers);
    expect(errorCode(refused.body)).toBe('FORBIDDEN');
    const visitor = await graphql(h, review('approvePublicProfile'), { id: profileId });
    expect(errorCode(visitor.body)).toBe('UNAUTHENTICATED');
    const pending = await gqlOk(h, ADMIN_LIST, { filter: { status: 'PENDING' } }, admin);
    expect(pending.adminPublicProfiles.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(profileId);

    const approved = await gqlOk(h, review('approvePublicProfile'), { id: profileId }, admin);
    expect(approved.approvePublicProfile.status).toBe('APPROVED');
    expect(approved.approvePublicProfile.reviewedAt).not.toBeNull();

    const list = await gqlOk(h, LIST, {}, null);
    expect(list.publicProfiles.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([profileId]);
    const markers = await gqlOk(h, MARKERS, {}, null);
    expect(markers.publicProfileMarkers).toEqual([
      {
        id: profileId,
        lat: 52.2297,
        lng: 21.0122,
        companyName: 'SkyView Inspekcje',
        services: ['OBJECT_INSPECTION', 'THERMOVISION'],
      },
    ]);
    const node = await gqlOk(h, `query ($id: ID!) { node(id: $id) { id } }`, { id: profileId }, null);
    expect(node.node.id).toBe(profileId);
  });

  it('filters by service and town (case-insensitive, part of the name)', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      (await gqlOk(h, LIST, { filter }, null)).publicProfiles.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(await ids({ service: 'THERMOVISION' })).toEqual([profileId]);
    expect(await ids({ service: 'DRONE_SHOWS' })).toEqual([]);
    expect(await ids({ town: 'warsz' })).toEqual([profileId]);
    expect(await ids({ town: 'Kraków' })).toEqual([]);
    const markers = await gqlOk(h, MARKERS, { filter: { service: 'GEODESY' } }, null);
    expect(markers.publicProfileMarkers).toEqual([]);
  });

  it('switching published off hides it; the same contents keep APPROVED', async () => {
    const off = await gqlOk(h, SAVE, { input: card({ published: false }) }, pilot);
    expect(off.savePublicProfile.profile).toMatchObject({ status: 'APPROVED', published: false });
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(0);
    const on = await gqlOk(h, SAVE, { input: card({ published: true }) }, pilot);
    expect(on.savePublicProfile.profile.status).toBe('APPROVED');
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(1);
  });

  it('a changed card goes back to PENDING and leaves the list until approved again', async () => {
    const changed = await gqlOk(h, SAVE, { input: card({ coordinates: '52.2297, 21.0123' }) }, pilot);
    expect(changed.savePublicProfile.profile.status).toBe('PENDING');
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(0);
    await gqlOk(h, review('approvePublicProfile'), { id: profileId }, admin);
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(1);
  });

  it('a hidden card leaves the list; the owner still sees it HIDDEN', async () => {
    const hidden = await gqlOk(h, review('hidePublicProfile'), { id: profileId }, admin);
    expect(hidden.hidePublicProfile.status).toBe('HIDDEN');
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(0);
    expect((await gqlOk(h, MINE, {}, pilot)).myPublicProfile.status).toBe('HIDDEN');
  });

  it('removing a card needs no reason and e-mails the owner in their language, once', async () => {
    await gqlOk(h, review('approvePublicProfile'), { id: profileId }, admin);
    const before = await h.db.prisma.mailMessage.count();
    const removed = await gqlOk(h, review('removePublicProfile'), { id: profileId }, admin);
    expect(removed.removePublicProfile.status).toBe('REMOVED');
    expect((await gqlOk(h, LIST, {}, null)).publicProfiles.totalCount).toBe(0);
    const owner = await h.db.prisma.user.findUniqueOrThrow({ where: { id: pilot.userId } });
    const mails = await h.db.prisma.mailMessage.findMany({ where: { to: owner.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your business card on the order exchange was removed');
    expect(mails[0]!.text).toContain('SkyView Inspekcje');
    // Removing it again sends nothing more.
    await gqlOk(h, review('removePublicProfile'), { id: profileId }, admin);
    expect(await h.db.prisma.mailMessage.count()).toBe(before + 1);
    // The owner sees REMOVED and may submit a changed card again.
    const again = await gqlOk(h, SAVE, { input: card({ companyName: 'SkyView 2' }) }, pilot);
    expect(again.savePublicProfile.profile.status).toBe('PENDING');
  });

  it('the owner is e-mailed in Polish when that is their language', async () => {
    const owner = await signIn(h, 'USER', { language: 'PL' });
    const data = await gqlOk(h, SAVE, { input: card({ companyName: 'Dronex' }) }, owner);
    await gqlOk(h, review('removePublicProfile'), { id: data.savePublicProfile.profile.id }, admin);
    const email = (await h.db.prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).email;
    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: email } });
    expect(mail.subject).toBe('Twoja wizytówka na giełdzie zleceń została usunięta');
    expect(mail.text).toContain('„Dronex”');
  });
});

describe('authorization', () => {
  it('visitors and roles without an account cannot save; each user edits only their own card', async () => {
    const visitor = await graphql(h, SAVE, { input: card() });
    expect(errorCode(visitor.body)).toBe('UNAUTHENTICATED');
    const seller = await signIn(h, 'SELLER');
    expect(errorCode((await graphql(h, SAVE, { input: card() }, seller.headers)).body)).toBe('FORBIDDEN');
    // The company's save creates the company's own card; the pilot's stays as it was.
    const pilotBefore = await h.db.prisma.publicProfile.findUniqueOrThrow({ where: { userId: pilot.userId } });
    await gqlOk(h, SAVE, { input: card({ companyName: 'AgroDron' }) }, company);
    const pilotAfter = await h.db.prisma.publicProfile.findUniqueOrThrow({ where: { userId: pilot.userId } });
    expect(pilotAfter).toEqual(pilotBefore);
    expect((await gqlOk(h, MINE, {}, company)).myPublicProfile.companyName).toBe('AgroDron');
  });

  it('admin lists and owner e-mail are for admins only', async () => {
    expect(errorCode((await graphql(h, ADMIN_LIST, {}, pilot.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, ADMIN_LIST, {})).body)).toBe('UNAUTHENTICATED');
    const all = await gqlOk(h, ADMIN_LIST, {}, admin);
    expect(all.adminPublicProfiles.edges.every((e: { node: { ownerEmail: string } }) => e.node.ownerEmail)).toBe(true);
    const unknown = await graphql(h, review('hidePublicProfile'), { id: 'UHVibGljUHJvZmlsZTox' }, admin.headers);
    expect(errorCode(unknown.body)).toBe('NOT_FOUND');
  });

  it('the service categories are the 12 of the spec', async () => {
    const data = await gqlOk(h, '{ serviceCategories }', {}, null);
    expect(data.serviceCategories).toHaveLength(12);
    expect(data.serviceCategories[0]).toBe('OBJECT_INSPECTION');
  });
});
