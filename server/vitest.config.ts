import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository root, so test paths read as server/…
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { include: ['server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, pool: 'forks' },
});
