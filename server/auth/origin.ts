import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Whether a request was made by a page of a foreign origin (not ours, not in CORS_ORIGINS)
 * other than by a top-level navigation. Such requests must not act with the browser's session
 * cookie: SameSite=Lax still sends it from another port of the same host (same site), so a page
 * there could read a signed-in admin's data. Links and redirects (navigations) keep working.
 */
export function fromForeignPage(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && !config.allowedOrigins.has(origin)) return true;
  const site = request.headers['sec-fetch-site'];
  if (site !== 'same-site' && site !== 'cross-site') return false;
  // Browsers send Origin on CORS requests; a trusted one was let through above.
  if (typeof origin === 'string') return false;
  return request.headers['sec-fetch-mode'] !== 'navigate';
}
