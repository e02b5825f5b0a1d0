// Runs the Relay compiler (with --validate in CI: fails when generated artifacts are stale).
// The artifact folder must exist before the compiler runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'web/src/__generated__'), { recursive: true });
const args = process.argv.includes('--validate') ? ['--validate'] : [];
const result = spawnSync(path.join(root, 'node_modules/.bin/relay-compiler'), args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
