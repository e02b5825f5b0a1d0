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

export async function benchLighthouse(
  databaseUrl: string,
  preset: 'mobile' | 'desktop' = 'mobile',
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
        const results: LighthouseResult[] = [];
        for (const page of pages) {
          const report = await lighthouse(`${product.origin}${page}`, preset);
          const audits = report.audits as Audits;
          const categories = report.categories as { performance: { score: number } };
          results.push({
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
        return results;
      } finally {
        await product.close();
      }
    });
  } finally {
    await rm(webDist, { recursive: true, force: true });
  }
}

export function printLighthouse(results: LighthouseResult[], preset = 'mobile'): void {
  console.log(`\nLighthouse ${preset} (performance), Debian Chromium headless\n`);
  console.log(
    `${'page'.padEnd(36)} ${'score'.padStart(5)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'KiB'.padStart(6)} ${'reqs'.padStart(5)}`,
  );
  for (const r of results) {
    console.log(
      `${r.page.padEnd(36)} ${String(r.score).padStart(5)} ${(r.fcp / 1000).toFixed(1).padStart(6)} ${(r.lcp / 1000).toFixed(1).padStart(6)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${(r.bytes / 1024).toFixed(0).padStart(6)} ${String(r.requests).padStart(5)}`,
    );
  }
}
