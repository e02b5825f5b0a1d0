import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository root, so test paths read as server/…
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['server/**/*.test.ts'],
    // Every test file runs in its own process with its own database (a new in-memory PGlite, or
    // a new PostgreSQL schema: server/platform/db/test-database.ts), so any files may run side
    // by side. Vitest's default on a 2-core machine is a single worker; two keep the machine
    // busy while a file waits on PostgreSQL, the file system or a socket.
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Timeouts stop a hung test; they do not measure speed, so they leave room for a busy
    // machine (durations belong in `npm run bench`).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
