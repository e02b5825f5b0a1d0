// `npm run bench` part 3: Lighthouse (its defaults: mobile, simulated slow 4G, 4x CPU slowdown)
// on the public pages of a fresh build, served by the product on PostgreSQL, in Debian Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct, withSchema } from './api.ts';

const root = path.resolve(import.meta.dirname, '../..');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking';

export interface LighthouseResult {
  page: string;
  score: number;
  /** The lowest and highest score of the page's runs (the row is the median run). */
  scores: [number, number];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
}

function lighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<Record<string, unknown>> {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}`));
      try {
        resolve(JSON.parse(out) as Record<string, unknown>);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

type Audits = Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;

/**
 * Lighthouse on each public page, `runs` times (default 3) in turns, each page's median run by
 * score. One run is not a verdict: on the same build and an idle machine, a page's Total Blocking
 * Time moved between 90 and 380 ms from one run to the next (observed main-thread tasks × 4), and
 * a first run also pays for what a live site has warm (the server's first answer of each query,
 * each picture's first resized copy); Lighthouse's documentation advises the median of several.
 */
export async function benchLighthouse(
  databaseUrl: string,
  preset: 'mobile' | 'desktop' = 'mobile',
  runs = 3,
): Promise<LighthouseResult[]> {
  // A build of its own: web/dist may be rebuilt by another run meanwhile.
  const webDist = await mkdtemp(path.join(tmpdir(), 'academy-bench-web-'));
  try {
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WEB_BUILD_DIR: webDist },
    });
    if (built.status !== 0) throw new Error(`the web build failed (exit ${built.status})`);
    return await withSchema(databaseUrl, async (url) => {
      const product = await startProduct(url, webDist);
      try {
        const answer = await fetch(`${product.origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ products(first: 1) { edges { node { id } } } }' }),
        });
        const body = (await answer.json()) as { data: { products: { edges: { node: { id: string } }[] } } };
        const productId = body.data.products.edges[0]!.node.id;
        const pages = [
          '/app/home',
          '/app/courses',
          '/app/shop',
          `/app/shop/products/${encodeURIComponent(productId)}/details`,
        ];
        const samples = new Map<string, Omit<LighthouseResult, 'scores'>[]>(pages.map((page) => [page, []]));
        for (let run = 0; run < runs; run++) {
          for (const page of pages) {
            const report = await lighthouse(`${product.origin}${page}`, preset);
            const audits = report.audits as Audits;
            const categories = report.categories as { performance: { score: number } };
            samples.get(page)!.push({
              page: page.replace(/products\/[^/]+/, 'products/:id'),
              score: Math.round(categories.performance.score * 100),
              fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
              lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
              tbt: audits['total-blocking-time']?.numericValue ?? NaN,
              cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
              bytes: audits['total-byte-weight']?.numericValue ?? NaN,
              requests: audits['network-requests']?.details?.items?.length ?? NaN,
            });
          }
        }
        return [...samples.values()].map((page) => {
          const sorted = [...page].sort((a, b) => a.score - b.score);
          const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
          return { ...median, scores: [sorted[0]!.score, sorted.at(-1)!.score] };
        });
      } finally {
        await product.close();
      }
    });
  } finally {
    await rm(webDist, { recursive: true, force: true });
  }
}

export function printLighthouse(results: LighthouseResult[], preset = 'mobile'): void {
  console.log(`\nLighthouse ${preset} (performance), Debian Chromium headless: each page's median run\n`);
  console.log(
    `${'page'.padEnd(36)} ${'score'.padStart(5)} ${'min-max'.padStart(7)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'KiB'.padStart(6)} ${'reqs'.padStart(5)}`,
  );
  for (const r of results) {
    console.log(
      `${r.page.padEnd(36)} ${String(r.score).padStart(5)} ${`${r.scores[0]}-${r.scores[1]}`.padStart(7)} ${(r.fcp / 1000).toFixed(1).padStart(6)} ${(r.lcp / 1000).toFixed(1).padStart(6)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${(r.bytes / 1024).toFixed(0).padStart(6)} ${String(r.requests).padStart(5)}`,
    );
  }
}
