import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressBuild } from '../../../web/precompress.ts';
import { PRECOMPRESSED_MANIFEST, precompressedCopiesMatch } from './precompressed.ts';
import { spaRoutes } from './spa.ts';

/** The web build's copies (web/precompress.ts) as the server sends them (spa.ts). */
let root: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'academy-precompressed-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
  await writeFile(path.join(root, 'assets/app-1a2b3c.js'), script);
  await precompressBuild(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The SPA on `root`, and the warnings it logged. */
async function serve() {
  const warnings: string[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line).msg as string) } },
  });
  await spaRoutes(app, { root });
  return { app, warnings };
}

const asset = (app: Awaited<ReturnType<typeof serve>>['app'], encoding: string) =>
  app.inject({ url: '/app/assets/app-1a2b3c.js', headers: { 'accept-encoding': encoding } });

describe('precompressed assets', () => {
  it('sends the build’s brotli or gzip copy of a file, whose bytes are the file’s', async () => {
    const { app, warnings } = await serve();
    const br = await asset(app, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await asset(app, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset(app, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(warnings).toEqual([]);
    await app.close();
  });

  it('never sends a copy of another version of the file: the file itself, and a warning', async () => {
    const changed = script.replace('word 1"', 'word one"');
    await writeFile(path.join(root, 'assets/app-1a2b3c.js'), changed);
    const { app, warnings } = await serve();
    const response = await asset(app, 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(changed);
    expect(warnings).toEqual([expect.stringContaining('npm run build')]);
    await app.close();
  });

  it('sends no copy of a build that stopped before listing its copies', async () => {
    await rm(path.join(root, PRECOMPRESSED_MANIFEST));
    const { app, warnings } = await serve();
    const response = await asset(app, 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    expect(warnings).toHaveLength(1);
    await app.close();
  });

  it('takes a truncated copy, or one the build did not list, for a mismatch', async () => {
    expect(await precompressedCopiesMatch(root)).toBe(true);
    await writeFile(path.join(root, 'assets/app-1a2b3c.js.br'), Buffer.alloc(10));
    expect(await precompressedCopiesMatch(root)).toBe(false);
    await precompressBuild(root);
    expect(await precompressedCopiesMatch(root)).toBe(true);
    await writeFile(path.join(root, 'assets/extra.js.gz'), Buffer.alloc(10));
    expect(await precompressedCopiesMatch(root)).toBe(false);
    // A folder without any copy (a build made without them) has nothing wrong to send.
    const bare = await mkdtemp(path.join(tmpdir(), 'academy-precompressed-'));
    await writeFile(path.join(bare, 'index.html'), '<!doctype html>');
    expect(await precompressedCopiesMatch(bare)).toBe(true);
    await rm(bare, { recursive: true, force: true });
  });
});
