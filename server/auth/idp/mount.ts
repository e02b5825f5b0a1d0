import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPageHandler } from './error-page.ts';
import type { Provider } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { mountPath } from './provider.ts';

/**
 * The provider computes its URLs and cookie flags from the request (Koa with `proxy = true`).
 * Rewriting X-Forwarded-* to the configured public URL (and to the client address Fastify
 * resolved under its own trustProxy setting) makes them right behind any TLS-offloading proxy
 * and impossible for a client to spoof.
 */
export function asPublicRequest(request: FastifyRequest, publicUrl: URL): IncomingMessage {
  const headers = request.raw.headers;
  headers['x-forwarded-proto'] = publicUrl.protocol.replace(':', '');
  headers['x-forwarded-host'] = publicUrl.host;
  headers['x-forwarded-for'] = request.ip;
  return request.raw;
}

/**
 * Hands every request under the mount path that no Fastify route of ours claims (discovery,
 * authorize, token, userinfo, jwks, logout…) to the Koa-based provider. In this scope Fastify
 * parses no body: the provider reads the raw stream itself.
 */
export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  config: Config,
  errorPage: ErrorPageHandler,
): Promise<void> {
  const mount = mountPath(config);
  const callback = provider.callback();
  await app.register(async (scope) => {
    // Errors before the hand-over (e.g. a NUL in the URL, refused at the edge) answer with a page.
    scope.setErrorHandler(errorPage);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = asPublicRequest(request, config.publicUrl) as IncomingMessage & { originalUrl?: string };
      const url = req.url ?? '/';
      // oidc-provider derives its mount path from originalUrl minus url (as under express).
      req.originalUrl = url;
      req.url = url.slice(mount.length) || '/';
      await callback(req, reply.raw);
    };
    scope.all(`${mount}/*`, handler);
  });
}
