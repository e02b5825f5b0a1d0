import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPageChunks, publicChunkGroups } from '../../public-chunks';

const web = '/repo/web';
const id = (file: string) => path.join(web, file);
const home = id('src/features/content/home/HomePage.tsx');
const courses = id('src/features/catalogue/catalogue-public/CoursesPage.tsx');
const shop = id('src/features/catalogue/catalogue-public/ShopPage.tsx');
const course = id('src/features/catalogue/catalogue-public/CourseDetailsPage.tsx');
const product = id('src/features/catalogue/catalogue-public/ProductDetailsPage.tsx');

/** A small module graph: static imports only (dynamic ones are not followed). */
const graph: Record<string, string[]> = {
  [home]: ['Card', 'Tab'],
  [courses]: ['Card', 'List'],
  [shop]: ['Card', 'List', 'Chip'],
  [course]: ['Card', 'Chip', 'Gallery'],
  [product]: ['Card', 'Chip', 'Gallery', 'Radio'],
  Card: ['Paper'],
  Radio: ['useControlled'],
  Gallery: [],
  Tab: [],
  List: [],
  Chip: [],
  Paper: [],
  useControlled: [],
  AdminOnly: ['Chip'],
};
/** Rolldown's module info, of which the grouping reads only `importedIds`. */
const ctx = {
  getModuleInfo: (moduleId: string) => (graph[moduleId] ? ({ importedIds: graph[moduleId] } as never) : null),
};

describe('first pages in a few chunks', () => {
  it('puts each module in the chunk of the kinds of first pages that import it', () => {
    const chunks = firstPageChunks(web, ctx);
    expect(chunks.get('Card')).toBe('public-details-home-lists');
    expect(chunks.get('Paper')).toBe('public-details-home-lists'); // a dependency of a shared module
    expect(chunks.get('Chip')).toBe('public-details-lists');
    expect(chunks.get('List')).toBe('public-lists');
    expect(chunks.get('Gallery')).toBe('public-details');
    expect(chunks.get('useControlled')).toBe('public-details');
    expect(chunks.get('Tab')).toBe('public-home');
    expect(chunks.get(home)).toBe('public-home');
    expect(chunks.has('AdminOnly')).toBe(false); // only other screens import it
  });

  it('names every module by exactly one group, larger sets of kinds first', () => {
    const groups = publicChunkGroups(web);
    const names = (moduleId: string) => groups.map((group) => group.name(moduleId, ctx)).filter(Boolean);
    expect(names('Card')).toEqual(['public-details-home-lists']);
    expect(names('Radio')).toEqual(['public-details']);
    expect(names('AdminOnly')).toEqual([]);
    const order = groups.map((group, i) => ({ i, name: ['Card', 'Chip', 'List'].map((m) => group.name(m, ctx)) }));
    expect(order.findIndex((g) => g.name[0])).toBeLessThan(order.findIndex((g) => g.name[1]));
    expect(order.findIndex((g) => g.name[1])).toBeLessThan(order.findIndex((g) => g.name[2]));
  });
});
