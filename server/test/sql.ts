import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';

/**
 * Counts SQL statements sent while `run` runs (PGlite, or node-postgres with TEST_DATABASE_URL):
 * the measure for "no N+1", independent of how Prisma batches its calls.
 */
export async function countQueries(run: () => Promise<unknown>): Promise<number> {
  const spies = [
    vi.spyOn(PGlite.prototype, 'query'),
    vi.spyOn(PGlite.prototype, 'exec'),
    vi.spyOn(pg.Client.prototype, 'query'),
  ];
  try {
    await run();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
