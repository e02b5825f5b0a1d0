import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_CARDS, EXCHANGE_OFFERS, seedExchange } from '../../../../prisma/seed/exchange.ts';
import { seedIfEmpty } from '../../../../prisma/seed/seed.ts';
import { errorCode, gqlOk, graphql, rest, signInAs, startHarness, type Harness } from '../../../test/harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await seedIfEmpty(h.db.prisma, h.storage);
});
afterAll(() => h.close());

describe('demo exchange (prisma/seed/exchange.ts)', () => {
  it('lists the approved cards on the public map, the pending one only to admins', async () => {
    const approved = EXCHANGE_CARDS.filter((c) => (c.status ?? 'APPROVED') === 'APPROVED');
    const markers = await gqlOk(h, '{ publicProfileMarkers { lat lng companyName } }', {}, null);
    expect(markers.publicProfileMarkers).toHaveLength(approved.length);
    for (const m of markers.publicProfileMarkers as { lat: number; lng: number }[]) {
      // Inside Poland's bounding box.
      expect(m.lat).toBeGreaterThan(49);
      expect(m.lat).toBeLessThan(55);
      expect(m.lng).toBeGreaterThan(14);
      expect(m.lng).toBeLessThan(24.2);
    }
    const admin = await signInAs(h, 'admin@example.com');
    const pending = await gqlOk(h, '{ adminPublicProfiles(filter: { status: PENDING }) { totalCount } }', {}, admin);
    expect(pending.adminPublicProfiles.totalCount).toBe(1);
    const student = await signInAs(h, 'student@example.com');
    const own = await gqlOk(h, '{ myPublicProfile { status published } }', {}, student);
    expect(own.myPublicProfile).toEqual({ status: 'APPROVED', published: true });
  });

  it('the student reads the offers; the company sees the no-access message but its own offers', async () => {
    const student = await signInAs(h, 'student@example.com');
    const company = await signInAs(h, 'company@example.com');
    const list = await gqlOk(
      h,
      '{ jobOffers(first: 50) { totalCount edges { node { number status attachment { url } } } } }',
      {},
      student,
    );
    expect(list.jobOffers.totalCount).toBe(EXCHANGE_OFFERS.length);
    const numbers = list.jobOffers.edges.map((e: { node: { number: string } }) => e.node.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const withFile = list.jobOffers.edges.find((e: { node: { attachment: unknown } }) => e.node.attachment);
    const file = await rest(h, 'GET', withFile.node.attachment.url.replace('/api/v1/', ''), student);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const statuses = new Set(list.jobOffers.edges.map((e: { node: { status: string } }) => e.node.status));
    expect(statuses).toEqual(new Set(['OPEN', 'ENDED']));

    expect(errorCode((await graphql(h, '{ jobOffers { totalCount } }', {}, company.headers)).body)).toBe(
      'EXCHANGE_NO_ACCESS',
    );
    const mine = await gqlOk(h, '{ jobOffers(filter: { mine: true }) { totalCount } }', {}, company);
    expect(mine.jobOffers.totalCount).toBe(EXCHANGE_OFFERS.filter((o) => o.author === 'company@example.com').length);
  });

  it('a new offer continues the demo numbering', async () => {
    const company = await signInAs(h, 'company@example.com');
    const created = await gqlOk(
      h,
      `mutation { createJobOffer(input: { category: VIDEO, description: "Film", location: "Warszawa", fulfillmentTime: ONE_MONTH }) { number } }`,
      {},
      company,
    );
    const year = new Date().getUTCFullYear();
    const seeded = await h.db.prisma.jobOffer.count({ where: { number: { startsWith: `ZL/${year}/` } } });
    expect(created.createJobOffer.number).toBe(`ZL/${year}/${String(seeded).padStart(5, '0')}`);
  });

  it('is exported for reuse', () => {
    expect(typeof seedExchange).toBe('function');
  });
});
