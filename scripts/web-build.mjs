// The web app's build (web/dist): `npm run build` runs this file; `npm start`, `npm run
// start:cluster` and the browser journeys' global setup (when run alone; `npm test` builds in its
// own step) build only when the sources are newer than the build.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// The build's last file (PRECOMPRESSED_MANIFEST of server/platform/http/precompressed.ts, written
// after every compressed copy): a build stopped before it is made again.
const built = path.join(root, 'web/dist/.vite/precompressed.json');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__generated__' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing, unfinished or older than a source of the web app or schema.graphql. */
export function webBuildIsStale() {
  return (
    !existsSync(built) ||
    Math.max(newestMtime(path.join(root, 'web')), statSync(path.join(root, 'schema.graphql')).mtimeMs) >
      statSync(built).mtimeMs
  );
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the web build failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * Relay artifacts, then Vite's build (precompressed copies included). `quiet`: only warnings and
 * errors are printed (`npm start`), not each compiled document and file.
 */
export async function buildWeb({ quiet = false } = {}) {
  await run(['scripts/relay.mjs', ...(quiet ? ['--quiet'] : [])]);
  await run([
    'node_modules/vite/bin/vite.js',
    'build',
    '--config',
    'web/vite.config.ts',
    ...(quiet ? ['--logLevel', 'warn'] : []),
  ]);
}

/** Builds when the build is stale; resolves to whether it built. Rejects if the build fails. */
export async function buildWebIfStale(options) {
  if (!webBuildIsStale()) return false;
  await buildWeb(options);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildWeb().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
