import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '../../../../prisma/seed/products.ts';
import { graphql, startHarness, type Harness } from '../../../test/harness.ts';
import { DRONE_SPEC_FIELDS } from './service.ts';

let h: Harness;
// How long seeding takes is measured by `npm run bench`, not asserted here.
beforeAll(async () => {
  h = await startHarness();
  await seedProducts(h.db.prisma, h.storage);
});
afterAll(() => h.close());

// The page size as a variable: the cost limit multiplies a literal `first` into the query cost.
const SHOP = `query ($first: Int = 100) {
  products(first: $first) {
    totalCount
    edges { node {
      name category kind lowestPriceGross stockState
      mainImage { url thumbnailUrl }
      images { isMain picture { url } }
      variants { name priceGross stock stockState omnibusLowestPriceGross }
      droneSpecification { ${DRONE_SPEC_FIELDS.join(' ')} }
    } }
  }
  shippingMethods { name description priceGross }
}`;

interface Node {
  name: string;
  category: string;
  kind: string | null;
  lowestPriceGross: number;
  stockState: string;
  mainImage: { url: string; thumbnailUrl: string } | null;
  images: { isMain: boolean; picture: { url: string } }[];
  variants: {
    name: string;
    priceGross: number;
    stock: number;
    stockState: string;
    omnibusLowestPriceGross: number | null;
  }[];
  droneSpecification: Record<string, string | null> | null;
}

describe('seedProducts (demo shop)', () => {
  it('has every text in English: products, variants, specification values and shipping methods', async () => {
    const { body } = await graphql(
      h,
      `
        query ($first: Int = 100) {
          products(first: $first) {
            edges {
              node {
                name
                en: name(language: EN)
                shortDescription(language: EN)
                missingEnglish
                variants {
                  nameEn
                }
                droneSpecification {
                  aircraftType(language: EN)
                }
              }
            }
          }
          shippingMethods {
            name
            en: name(language: EN)
            nameEn
            descriptionEn
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data.products.edges.map(
      (e: {
        node: {
          name: string;
          en: string;
          shortDescription: string;
          missingEnglish: string[];
          variants: { nameEn: string }[];
          droneSpecification: { aircraftType: string } | null;
        };
      }) => e.node,
    );
    for (const node of nodes) {
      expect(node.missingEnglish, node.name).toEqual([]);
      expect(
        node.variants.every((v: { nameEn: string }) => v.nameEn !== ''),
        node.name,
      ).toBe(true);
    }
    const falcon = nodes.find((n: { name: string }) => n.name === 'Dron Sokół Pro 4K');
    expect(falcon).toMatchObject({
      en: 'Sokół Pro 4K Drone',
      droneSpecification: { aircraftType: 'Multirotor (quadcopter), foldable' },
    });
    expect(falcon.shortDescription).toMatch(/^Foldable drone/);
    for (const method of body.data.shippingMethods) {
      expect(method.nameEn, method.name).not.toBe('');
      expect(method.descriptionEn, method.name).not.toBe('');
      expect(method.en).toBe(method.nameEn);
    }
  });

  it('seeds every category, drones with full specifications and three shipping methods', async () => {
    const { body } = await graphql(h, SHOP);
    expect(body.errors).toBeUndefined();
    const nodes: Node[] = body.data.products.edges.map((e: { node: Node }) => e.node);
    for (const category of ['EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER']) {
      expect(nodes.filter((n) => n.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    const aircraft = nodes.filter((n) => n.category === 'EQUIPMENT' && n.droneSpecification);
    expect(aircraft.length).toBeGreaterThanOrEqual(3);
    expect(new Set(aircraft.map((n) => n.kind))).toEqual(new Set(['DRONE', 'MULTIROTOR', 'PLANE']));
    for (const n of aircraft) {
      for (const field of DRONE_SPEC_FIELDS) expect(n.droneSpecification![field], `${n.name} ${field}`).toBeTruthy();
    }
    expect(body.data.shippingMethods).toEqual([
      expect.objectContaining({ name: 'Odbiór osobisty w Warszawie', priceGross: 0 }),
      expect.objectContaining({ name: 'Paczkomat InPost', priceGross: 1499 }),
      expect.objectContaining({ name: 'Kurier InPost', priceGross: 1999 }),
    ]);
  });

  it('covers every stock state, several variants and one Omnibus price reduction', async () => {
    const { body } = await graphql(h, SHOP);
    const nodes: Node[] = body.data.products.edges.map((e: { node: Node }) => e.node);
    const variants = nodes.flatMap((n) => n.variants);
    expect(new Set(variants.map((v) => v.stockState))).toEqual(new Set(['IN_STOCK', 'LOW', 'NONE']));
    expect(new Set(nodes.map((n) => n.stockState))).toEqual(new Set(['IN_STOCK', 'LOW', 'NONE']));
    expect(nodes.filter((n) => n.variants.length > 1).length).toBeGreaterThanOrEqual(4);
    expect(variants.every((v) => Number.isInteger(v.priceGross) && v.priceGross > 0)).toBe(true);
    const reduced = variants.filter((v) => v.omnibusLowestPriceGross !== null);
    expect(reduced).toEqual([expect.objectContaining({ priceGross: 499_900, omnibusLowestPriceGross: 549_900 })]);
    // Every variant has its price history (at least the current price).
    const unpriced = await h.db.prisma.productVariant.count({ where: { priceChanges: { none: {} } } });
    expect(unpriced).toBe(0);
  });

  it('gives every product 1–3 public PNG pictures, the first one main, with working thumbnails', async () => {
    const { body } = await graphql(h, SHOP);
    const nodes: Node[] = body.data.products.edges.map((e: { node: Node }) => e.node);
    for (const n of nodes) {
      expect(n.images.length, n.name).toBeGreaterThanOrEqual(1);
      expect(n.images.length, n.name).toBeLessThanOrEqual(3);
      expect(n.images.map((i) => i.isMain)).toEqual(n.images.map((_, i) => i === 0));
      expect(n.mainImage?.url).toBe(n.images[0]!.picture.url);
    }
    const first = nodes[0]!;
    const original = await h.app.inject({ method: 'GET', url: first.mainImage!.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(1000);
    const thumb = await h.app.inject({ method: 'GET', url: first.mainImage!.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(original.rawPayload.length);
    // Pictures differ from product to product.
    const urls = nodes.map((n) => n.mainImage!.url);
    const sizes = await h.db.prisma.storedFile.findMany({
      where: { purpose: 'PRODUCT_IMAGE' },
      select: { size: true },
    });
    expect(new Set(urls).size).toBe(nodes.length);
    expect(new Set(sizes.map((s) => s.size)).size).toBeGreaterThan(nodes.length / 2);
  });

  it('ships the demo video with the seed: a public mp4 served locally, no external link', async () => {
    const products = await h.db.prisma.product.findMany({ where: { videoUrl: { not: null } } });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.videoUrl).toBe(`/api/v1/files/${product.videoFileId}`);
      const video = await h.app.inject({ method: 'GET', url: product.videoUrl! });
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
  });

  it('does nothing when called again', async () => {
    const products = await h.db.prisma.product.count();
    const files = await h.db.prisma.storedFile.count();
    await seedProducts(h.db.prisma, h.storage);
    expect(await h.db.prisma.product.count()).toBe(products);
    expect(await h.db.prisma.storedFile.count()).toBe(files);
    expect(await h.db.prisma.shippingMethod.count()).toBe(3);
  });
});
