import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlog } from '../../../../prisma/seed/blog.ts';
import { rest, startHarness, type Harness } from '../../../test/harness.ts';
import { POST_CATEGORIES } from './service.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await seedBlog(h.db.prisma, h.storage);
});
afterAll(() => h.close());

describe('demo blog', () => {
  it('has at least six published posts per language across every category, each with a picture, and a draft', async () => {
    for (const lang of ['pl', 'en']) {
      const body = (await rest(h, 'GET', `posts?lang=${lang}&size=100`)).json();
      expect(body.total).toBeGreaterThanOrEqual(6);
      expect(new Set(body.items.map((p: { category: string }) => p.category))).toEqual(new Set(POST_CATEGORIES));
      for (const post of body.items) {
        expect(post.language).toBe(lang.toUpperCase());
        expect(post.shortDescription.length).toBeGreaterThan(20);
        const picture = await h.app.inject({ method: 'GET', url: post.mainImage.thumbnailUrl });
        expect(picture.statusCode).toBe(200);
      }
      const first = (await rest(h, 'GET', `posts/${body.items[0].id}`)).json();
      expect(first.content).toContain('<h2>');
    }
    expect(await h.db.prisma.post.count({ where: { status: 'DRAFT' } })).toBeGreaterThanOrEqual(1);
  });
});
