// `npm test`: every check, in order, stopping at the first failure. Server tests run twice:
// on PGlite and on PostgreSQL (TEST_DATABASE_URL, default the local server of these machines).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = '/usr/bin/chromium';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['schema.graphql is current', ['npm', 'run', 'schema:check']],
  ['relay compiler (validate)', ['npm', 'run', 'relay:validate']],
  ['translations complete', ['npm', 'run', 'i18n:check']],
  ['web unit tests', ['npx', 'vitest', 'run', '--config', 'web/vitest.config.ts']],
  ['server tests on PGlite', ['npm', 'run', 'test:server'], { TEST_DATABASE_URL: '' }],
  ['server tests on PostgreSQL', ['npm', 'run', 'test:server'], { TEST_DATABASE_URL: POSTGRES }],
  ['web build', ['npm', 'run', 'build']],
  ['browser journeys', ['npm', 'run', 'test:e2e']],
];

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Debian chromium is missing: installing it for the browser tests…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, [cmd, ...args], env = {}] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (name === 'browser journeys') ensureChromium();
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
