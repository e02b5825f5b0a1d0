// Steps run after `npm install`, in order; the first failing step stops the install.
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const steps = [
  ['scripts/prisma-generate.mjs'], // Prisma Client + Pothos types into server/generated/
  ['scripts/relay.mjs'], // Relay artifacts into web/src/__generated__ (typecheck and build need them)
];

const root = dirname(dirname(fileURLToPath(import.meta.url)));
for (const [script, ...args] of steps) {
  const { status, error } = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (error) throw error;
  if (status !== 0) {
    console.error(`postinstall: ${script} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}
