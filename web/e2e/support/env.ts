import path from 'node:path';
/** The app's port for the journeys (E2E_PORT lets two checkouts run their journeys at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;

/**
 * Where a run keeps its results, screenshots and mailbox (E2E_OUT_DIR): parallel runs in one
 * checkout each name their own, so one run's start never clears another's files.
 */
export const E2E_OUT_DIR = process.env.E2E_OUT_DIR
  ? path.resolve(process.env.E2E_OUT_DIR)
  : path.resolve(import.meta.dirname, '../../../test-results');
