// `npm test`: every check, in order, stopping at the first failure, with each step's time and a
// summary table at the end. Server tests run twice, side by side: on PGlite and on PostgreSQL
// (TEST_DATABASE_URL, default the local server of these machines); every test file has its own
// database either way. The web app is built once, by the "web build" step; the journeys use it.
//
//   node scripts/test.mjs                 # everything
//   node scripts/test.mjs server journeys # only the steps whose names contain one of the words
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';

/** A step, or a list of steps run at the same time (their output is printed as each ends). */
const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'schema.graphql is current', cmd: ['npm', 'run', 'schema:check'] },
  { name: 'openapi.json is current', cmd: ['npm', 'run', 'openapi:check'] },
  { name: 'relay compiler (validate)', cmd: ['npm', 'run', 'relay:validate'] },
  { name: 'translations complete', cmd: ['npm', 'run', 'i18n:check'] },
  { name: 'web unit tests', cmd: ['npx', 'vitest', 'run', '--config', 'web/vitest.config.ts'] },
  [
    { name: 'server tests on PGlite', cmd: ['npm', 'run', 'test:server'], env: { TEST_DATABASE_URL: '' } },
    { name: 'server tests on PostgreSQL', cmd: ['npm', 'run', 'test:server'], env: { TEST_DATABASE_URL: POSTGRES } },
  ],
  { name: 'web build', cmd: ['npm', 'run', 'build'] },
  { name: 'bundle budget', cmd: ['node', 'scripts/bundle-budget.mjs'] },
  // The default setup (`npm start`: one process on PGlite) walks the sign-in and a first lesson;
  // every journey then runs on the production shape: three processes behind nginx on PostgreSQL.
  {
    name: 'browser journeys, one process on PGlite',
    cmd: ['npm', 'run', 'test:e2e', '--', 'sign-in.spec.ts', 'learning-demo.spec.ts'],
    journeys: true,
  },
  {
    name: 'browser journeys, 3 processes behind nginx',
    cmd: ['npm', 'run', 'test:e2e'],
    env: { E2E_CLUSTER: '1', TEST_DATABASE_URL: POSTGRES },
    journeys: true,
  },
];

/** Installs a Debian package the journeys need (chromium, nginx-light) when `file` is missing. */
function ensureDebianPackage(file, pkg) {
  if (existsSync(file)) return;
  console.log(`${file} is missing: installing Debian's ${pkg} for the browser tests…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', pkg],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const result = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** name, status (✓ ✗), duration in ms: the summary table. */
const results = [];
let webBuilt = false;

/** Runs one step; `buffered`: collect its output and print it when it ends (steps run together). */
function run(step, { buffered = false } = {}) {
  const [cmd, ...args] = step.cmd;
  const env = { ...process.env, ...step.env };
  if (step.journeys && webBuilt) env.E2E_WEB_BUILT = '1';
  if (buffered && process.stdout.isTTY) env.FORCE_COLOR ??= '1';
  if (!buffered) console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      if (buffered) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      console.log(ok ? `✓ ${step.name} (${seconds(ms)})` : `\n✗ ${step.name} failed (exit ${code}, ${seconds(ms)})`);
      results.push({ name: step.name, ok, ms });
      resolve(ok ? 0 : (code ?? 1));
    });
  });
}

function summary(totalMs) {
  const total = 'total (wall clock)';
  const width = Math.max(...results.map((r) => r.name.length), total.length);
  console.log(`\n${'step'.padEnd(width)}  ${'time'.padStart(9)}`);
  for (const r of results) console.log(`${r.name.padEnd(width)}  ${seconds(r.ms).padStart(9)}  ${r.ok ? '✓' : '✗'}`);
  console.log(`${total.padEnd(width)}  ${seconds(totalMs).padStart(9)}`);
}

const only = process.argv.slice(2);
const selected = (step) => !only.length || only.some((o) => step.name.includes(o));
const started = Date.now();
for (const entry of steps) {
  const group = (Array.isArray(entry) ? entry : [entry]).filter(selected);
  if (!group.length) continue;
  if (group.some((s) => s.journeys)) {
    ensureDebianPackage(CHROMIUM, 'chromium');
    ensureDebianPackage(NGINX, 'nginx-light');
  }
  if (group.length > 1) {
    console.log(`\n=== ${group.map((s) => s.name).join(' | ')}: side by side, each one's output when it ends ===`);
  }
  const codes = await Promise.all(group.map((step) => run(step, { buffered: group.length > 1 })));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    summary(Date.now() - started);
    process.exit(failed);
  }
  if (group.some((s) => s.name === 'web build')) webBuilt = true;
}
summary(Date.now() - started);
console.log(`\nAll checks passed in ${seconds(Date.now() - started)}.`);
