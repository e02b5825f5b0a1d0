import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, pool: 'forks' },
});
