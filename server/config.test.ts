import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('derives PUBLIC_URL from PORT when unset, so sign-in works on any port', () => {
    const config = loadConfig({ PORT: '3310' });
    expect(config.publicUrl.origin).toBe('http://localhost:3310');
    expect(config.issuer).toBe('http://localhost:3310/auth');
    expect(config.allowedOrigins).toEqual(new Set(['http://localhost:3310']));
    expect(loadConfig({}).publicUrl.origin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3310', PUBLIC_URL: 'https://academy.example' }).publicUrl.origin).toBe(
      'https://academy.example',
    );
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes CORS_ORIGINS as a list of origins and refuses anything else', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://partner.example, http://localhost:5173' });
    expect([...config.allowedOrigins]).toEqual([
      'http://localhost:3000',
      'https://partner.example',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://partner.example/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('takes MAP_TILE_URL as an http(s) template with {z}, {x} and {y}, unset by default', () => {
    expect(loadConfig({}).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: '' }).mapTiles).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      imgSrc: 'https://tile.openstreetmap.org',
    });
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://tiles.internal:8080/osm/{z}/{x}/{y}{r}.png?key=abc',
        MAP_TILE_ATTRIBUTION: 'Mapy: GUGiK',
      }).mapTiles,
    ).toEqual({
      url: 'http://tiles.internal:8080/osm/{z}/{x}/{y}{r}.png?key=abc',
      attribution: 'Mapy: GUGiK',
      imgSrc: 'http://tiles.internal:8080',
    });
    // Leaflet's {s} subdomains: the CSP allows every subdomain of that host.
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }).mapTiles?.imgSrc).toBe(
      'https://*.tile.example.org',
    );
    // An attribution alone draws no tiles.
    expect(loadConfig({ MAP_TILE_ATTRIBUTION: 'Somebody' }).mapTiles).toBeNull();
  });

  it('refuses a MAP_TILE_URL that is no http(s) tile template, naming the variable', () => {
    for (const bad of [
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'ftp://tile.example.org/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'https://user:secret@tile.example.org/{z}/{x}/{y}.png',
      'https://tiles{s}.example.org/{z}/{x}/{y}.png',
      "https://tile.example.org;script-src 'unsafe-inline'/{z}/{x}/{y}.png",
      'https://*.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
  });
  it('keeps files in DATA_DIR/files by default, in an S3 bucket with STORAGE_URL=s3://…', () => {
    expect(loadConfig({ DATA_DIR: '/srv/academy' }).storage).toEqual({ kind: 'local', dir: '/srv/academy/files' });
    expect(loadConfig({ STORAGE_URL: 'file:' }).storage).toEqual({ kind: 'local', dir: 'data/files' });
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ STORAGE_URL: 's3://academy-files', ...keys }).storage).toEqual({
      kind: 's3',
      bucket: 'academy-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({
        STORAGE_URL: 's3://academy-files/prod/uploads/',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        ...keys,
      }).storage,
    ).toMatchObject({
      bucket: 'academy-files',
      prefix: 'prod/uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
    });
  });

  it('refuses a STORAGE_URL it cannot use, and S3 without its keys, naming the variables', () => {
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ STORAGE_URL: 's3://academy-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: 's3://academy-files' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE_URL: 's3://academy-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    for (const bad of [
      'ftp://files',
      's3://',
      's3://Files',
      's3://a',
      's3://files//x',
      's3://files/../x',
      '/srv/files',
    ]) {
      expect(() => loadConfig({ STORAGE_URL: bad, ...keys }), bad).toThrow(/STORAGE_URL/);
    }
    expect(() => loadConfig({ STORAGE_URL: 's3://files', S3_ENDPOINT: 'minio:9000', ...keys })).toThrow(/S3_ENDPOINT/);
    // S3 settings without an s3:// STORAGE_URL would be silently ignored: refused instead.
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT: only used with/);
  });
});
