/**
 * Whether an error means the database connection was lost (the server restarted or failed over,
 * or an operator ended the backend with pg_terminate_backend): the request's work was not
 * committed (a transaction dies with its connection) and the same request may succeed at once on
 * a new connection. Such errors are answered 503 with `Retry-After`, never a bare 500.
 *
 * Prisma over @prisma/adapter-pg reports them in several shapes, all seen in
 * server/test/connection-loss.test.ts: P1017 / P1001 / P2039 with a driver adapter error whose
 * cause has kind `ConnectionClosed` or a PostgreSQL SQLSTATE of class 57P (operator intervention)
 * or 08 (connection exception), and node-postgres' own errors for a client whose socket broke.
 */
/** A new connection is normally at hand at once; one second spares a database that is restarting. */
export const RETRY_AFTER_CONNECTION_LOST_SECONDS = 1;

const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017']);
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

export function isConnectionLost(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, kind, originalCode, message, cause, meta } = e as Record<string, unknown>;
    if (kind === 'ConnectionClosed' || kind === 'DatabaseNotReachable') return true;
    if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isLostState(code)))
      return true;
    if (typeof originalCode === 'string' && isLostState(originalCode)) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message === m)) return true;
    queue.push(cause, meta, (meta as Record<string, unknown> | undefined)?.driverAdapterError);
  }
  return false;
}

/** SQLSTATE 57P01-57P03 (admin or crash shutdown, cannot connect now) and class 08 (connection exception). */
const isLostState = (state: string) => /^57P0[123]$/.test(state) || /^08[0-9A-Z]{3}$/.test(state);
