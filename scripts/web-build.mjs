// The web app's build (web/dist), made only when its sources are newer than it: used by `npm start`
// and by the browser journeys' global setup when run alone (`npm test` builds in its own step).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__generated__' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing or older than a source of the web app or schema.graphql. */
export function webBuildIsStale() {
  return (
    !existsSync(built) ||
    Math.max(newestMtime(path.join(root, 'web')), statSync(path.join(root, 'schema.graphql')).mtimeMs) >
      statSync(built).mtimeMs
  );
}

/** Runs `npm run build` when the build is stale; returns whether it built. Throws if the build fails. */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return false;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  return true;
}
