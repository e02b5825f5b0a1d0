import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown: see installDrain. */
    drain(): Promise<void>;
  }
}

/**
 * Graceful shutdown of one process among several behind a load balancer. `app.drain()`:
 *
 * 1. sets `app.draining` (readiness answers 503) and answers every request from then on,
 *    and every one in flight, with `Connection: close`, so no further request arrives on a
 *    connection to this process;
 * 2. stops accepting connections and closes the idle ones;
 * 3. waits until every request in flight is answered; they run as usual, since the database,
 *    the in-process calls (app.inject, e.g. the payment simulator) and the workers are all still
 *    there (Fastify's own close refuses inject at once, which would fail a payment in flight);
 * 4. closes the app: its onClose hooks stop the timers and the mail worker, each awaiting a
 *    pass in progress, so a claimed row is finished rather than abandoned.
 *
 * The caller closes the database afterwards. Requests are counted on the HTTP server (not on
 * inject), so the in-process calls a request makes are part of that request.
 */
export function installDrain(app: FastifyInstance): void {
  const open = new Set<ServerResponse>();
  let whenIdle: (() => void) | undefined;
  let drained: Promise<void> | undefined;

  // One listener function for every response ('close' comes once): no closure per request.
  function closed(this: ServerResponse): void {
    open.delete(this);
    if (open.size === 0) whenIdle?.();
  }
  // First listener, so the flag is set before the app can write the response's headers.
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    open.add(response);
    if (app.draining) response.shouldKeepAlive = false;
    response.on('close', closed);
  });

  async function drain(): Promise<void> {
    app.draining = true; // decorated in app.ts; readiness (modules/system/health) answers 503
    for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
    // No new connections (the callback runs once every connection has ended; close() below waits for that).
    if (app.server.listening) app.server.close(() => undefined);
    app.server.closeIdleConnections();
    if (open.size > 0) await new Promise<void>((resolve) => (whenIdle = resolve));
    // A response whose headers went out before draining began may have left its connection open.
    app.server.closeIdleConnections();
    await app.close();
  }
  app.decorate('drain', () => (drained ??= drain()));
}
