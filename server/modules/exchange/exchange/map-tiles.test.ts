import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gqlOk, startHarness, type Harness } from '../../../test/harness.ts';

/**
 * The exchange map's tile server (MAP_TILE_URL): off by default (no outside origin in the CSP,
 * Query.mapTiles null); when configured, its origin joins img-src and the web reads the template
 * and the attribution from Query.mapTiles, like the other public settings.
 */

const TILES = `{ mapTiles { url attribution } }`;

function imgSrc(csp: string | string[] | number | undefined): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe('map tiles not configured (default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('keeps img-src to the app itself and tells the web there are no tiles', async () => {
    for (const url of ['/api/health', '/app/public-profiles-exchange']) {
      expect(imgSrc((await h.app.inject(url)).headers['content-security-policy'])).toEqual([
        "'self'",
        'data:',
        'blob:',
      ]);
    }
    expect(await gqlOk(h, TILES, {}, null)).toEqual({ mapTiles: null });
  });
});

describe('map tiles configured (MAP_TILE_URL)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });
  afterAll(() => h.close());

  it('allows the tile origin in img-src, and nothing else more', async () => {
    for (const url of ['/api/health', '/app/public-profiles-exchange']) {
      const csp = (await h.app.inject(url)).headers['content-security-policy'];
      expect(imgSrc(csp)).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(String(csp)).toContain("default-src 'self'");
      expect(String(csp)).toContain("connect-src 'self';");
    }
  });

  it('gives the web the template and the default attribution, visitors too', async () => {
    expect(await gqlOk(h, TILES, {}, null)).toEqual({
      mapTiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
  });
});

describe('map tiles with their own attribution', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Mapy © Example',
    });
  });
  afterAll(() => h.close());

  it('allows the subdomains in img-src and passes the attribution on', async () => {
    expect(imgSrc((await h.app.inject('/api/health')).headers['content-security-policy'])).toContain(
      'https://*.tiles.example.org',
    );
    expect(await gqlOk(h, TILES, {}, null)).toEqual({
      mapTiles: { url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: 'Mapy © Example' },
    });
  });
});
