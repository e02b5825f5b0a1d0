// Runs `prisma generate` without letting the Prisma CLI download its native schema engine.
//
// Why: the Prisma 7 CLI fetches a native schema-engine binary at every command, even for
// `generate`, which never uses it. This project does not need that binary at all: Prisma Client 7
// runs on driver adapters (no native engine) and migrations run on the WebAssembly schema engine
// (server/platform/db/migrations.ts). Machines without access to Prisma's download server
// (CI, offline builds) would fail here, so we point PRISMA_SCHEMA_ENGINE_BINARY at a stub: when that
// variable names an existing file, the CLI uses it instead of downloading. The stub exits 1, so any
// command that really needed the engine fails loudly instead of doing something unexpected.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stubDir = join(root, 'node_modules', '.cache', 'prisma-engine-stub');
const stub = join(stubDir, 'schema-engine');

mkdirSync(stubDir, { recursive: true });
writeFileSync(
  stub,
  '#!/bin/sh\necho "native Prisma schema engine not installed: use scripts/migrate.ts" >&2\nexit 1\n',
);
chmodSync(stub, 0o755);

const prisma = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'prisma.cmd' : 'prisma');
const result = spawnSync(prisma, ['generate', '--schema', 'prisma/schema.prisma'], {
  cwd: root,
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: {
    ...process.env,
    // The pothos generator is a bin of node_modules; npm scripts put it on PATH, plain `node` does not.
    PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
