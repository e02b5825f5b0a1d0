// Runs the Relay compiler (with --validate in CI: fails when generated artifacts are stale;
// --quiet: only its errors are printed).
// The artifact folder must exist before the compiler runs.
//
// Persisted operations (relay.config.js `persistConfig`): the compiler writes each operation's
// text into web/src/__generated__/persisted-operations.json under its SHA-256 and leaves only the
// id in the artifact; the server runs the web client's requests from that map. The compiler
// needs the file to exist, only ever adds to it and does not check it in --validate mode, so
// this script creates it, keeps exactly the operations of the current artifacts in it, and with
// --validate fails when it is not that map.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'web/src/__generated__');
const mapFile = path.join(artifacts, 'persisted-operations.json');
const validate = process.argv.includes('--validate');
const quiet = process.argv.includes('--quiet');

mkdirSync(artifacts, { recursive: true });
if (!existsSync(mapFile)) writeFileSync(mapFile, '{}\n');
const result = spawnSync(
  path.join(root, 'node_modules/.bin/relay-compiler'),
  [...(validate ? ['--validate'] : []), ...(quiet ? ['--output', 'quiet-with-errors'] : [])],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);

/** Ids of the operations the artifacts send (an operation artifact's `params.id`). */
const ids = new Set();
for (const name of readdirSync(artifacts)) {
  if (!name.endsWith('.graphql.ts')) continue;
  for (const match of readFileSync(path.join(artifacts, name), 'utf8').matchAll(/^\s+"id": "([0-9a-f]{64})",$/gm)) {
    ids.add(match[1]);
  }
}
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

if (validate) {
  const problems = [
    ...[...ids].filter((id) => typeof map[id] !== 'string').map((id) => `missing operation ${id}`),
    ...Object.keys(map)
      .filter((id) => !ids.has(id))
      .map((id) => `operation ${id} no artifact sends`),
    ...Object.entries(map)
      .filter(([id, text]) => typeof text === 'string' && sha256(text) !== id)
      .map(([id]) => `operation ${id} whose text has another hash`),
  ];
  if (problems.length) {
    console.error(`${path.relative(root, mapFile)} is stale (run npm run relay):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
} else {
  // Only the current operations, sorted, written whole (a server reading it never sees half a file).
  const current = Object.fromEntries([...ids].sort().map((id) => [id, map[id]]));
  const missing = [...ids].filter((id) => typeof map[id] !== 'string');
  if (missing.length) {
    console.error(`relay-compiler persisted no text for ${missing.join(', ')}`);
    process.exit(1);
  }
  const text = `${JSON.stringify(current, null, 2)}\n`;
  if (text !== readFileSync(mapFile, 'utf8')) {
    writeFileSync(`${mapFile}.tmp`, text);
    renameSync(`${mapFile}.tmp`, mapFile);
  }
}
