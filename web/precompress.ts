import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Manifest, Plugin } from 'vite';
import { PRECOMPRESSED_MANIFEST, type PrecompressedManifest } from '../server/platform/http/precompressed.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * The files of the build that the web app may load (`/`-separated, relative to the build folder):
 * index.html's chunks with everything they import, at once or later, and their CSS and assets,
 * read from Vite's manifest. Null without a manifest.
 */
async function appFiles(outDir: string): Promise<Set<string> | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const keys = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key)) return;
    keys.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return new Set(
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? []), ...(manifest[key]!.assets ?? [])]),
  );
}

/**
 * Writes `.br` and `.gz` (level 9) next to every text file of the build in `outDir`, once, so the
 * server sends them with `Content-Encoding` (@fastify/static's `preCompressed`) and never
 * compresses at request time; a file that does not shrink by compression gets no copy. Brotli at
 * quality 11 (the smallest, and about 1 MB of input per second of CPU) for the files the web app
 * loads and the top folder's pages; the other assets, GraphiQL's editor and its workers (a
 * developer page, half of the build's 11 MB), at quality 5: 10 % larger, 40 times faster. Then
 * lists every copy in PRECOMPRESSED_MANIFEST, the build's last file, which the server checks
 * before sending any copy (server/platform/http/precompressed.ts).
 */
export async function precompressBuild(outDir: string): Promise<void> {
  const forTheApp = await appFiles(outDir);
  const listed: PrecompressedManifest = {};
  const jobs: Promise<void>[] = [];
  for await (const file of files(outDir)) {
    const name = path.relative(outDir, file).split(path.sep).join('/');
    if (!COMPRESSIBLE.test(file) || name.startsWith('.vite/')) continue;
    const quality = !forTheApp || !name.includes('/') || forTheApp.has(name) ? 11 : 5;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: quality,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz(source, { level: 9 }),
        ]);
        const entry: PrecompressedManifest[string] = { size: source.length };
        if (br.length < source.length) {
          await writeFile(`${file}.br`, br);
          entry.br = br.length;
        }
        if (gzipped.length < source.length) {
          await writeFile(`${file}.gz`, gzipped);
          entry.gz = gzipped.length;
        }
        listed[name] = entry;
      })(),
    );
  }
  await Promise.all(jobs);
  await mkdir(path.join(outDir, path.dirname(PRECOMPRESSED_MANIFEST)), { recursive: true });
  await writeFile(path.join(outDir, PRECOMPRESSED_MANIFEST), `${JSON.stringify(listed)}\n`);
}

/** precompressBuild on the build's output folder, once Vite has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // After a failed build there is nothing to compress (and the output folder may not exist):
      // let the build's own error be the one reported.
      if (error || !existsSync(outDir)) return;
      await precompressBuild(outDir);
    },
  };
}
