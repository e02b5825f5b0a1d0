import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, gqlOk, signIn, startHarness, type Harness } from '../test/harness.ts';

// One id decoder: GraphQL arguments are global ids. The lookups behind public page addresses
// (course, product, post) also take the row's UUID, the form sitemap and canonical URLs carry
// (uuidFromAddress); a global id of another type still names nothing.
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('ids in GraphQL arguments', () => {
  it('finds courses and products by global id or by the UUID of their public address, alike', async () => {
    const admin = await signIn(h, 'ADMIN');
    const course = await h.db.prisma.course.create({
      data: { title: 'Kurs', category: 'OPEN', language: 'PL', visibility: 'PUBLIC', courseType: 'FULL' },
    });
    const product = await h.db.prisma.product.create({ data: { name: 'Dron', category: 'EQUIPMENT' } });
    const query = `query ($c: ID!, $p: ID!) { course(id: $c) { id } product(id: $p) { id } }`;
    const byGlobal = await gqlOk(h, query, { c: gid('Course', course.id), p: gid('Product', product.id) }, admin);
    expect(byGlobal.course.id).toBe(gid('Course', course.id));
    expect(byGlobal.product.id).toBe(gid('Product', product.id));
    const byRaw = await gqlOk(h, query, { c: course.id, p: product.id }, admin);
    expect(byRaw).toEqual({ course: { id: gid('Course', course.id) }, product: { id: gid('Product', product.id) } });
    const foreign = await gqlOk(h, query, { c: gid('Product', product.id), p: gid('Course', course.id) }, admin);
    expect(foreign).toEqual({ course: null, product: null });
    const unknown = await gqlOk(h, query, { c: gid('Course', randomUUID()), p: gid('Product', randomUUID()) }, admin);
    expect(unknown).toEqual({ course: null, product: null });
  });
});
