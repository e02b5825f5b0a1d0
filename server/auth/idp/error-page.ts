import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { hasNulInUrl } from '../../platform/http/input-guard.ts';
import { MESSAGES } from './messages.ts';
import { messagePage } from './pages.ts';
import type { RouteKit } from './route-kit.ts';

export type ErrorPageHandler = (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Error handler of the provider's pages: a page, not the API's JSON. A client mistake (e.g. a
 * NUL character refused at the edge, see platform/http/input-guard.ts) is a 4xx page with its
 * code; anything else is logged and a 500 page.
 */
export function idpErrorPage(kit: RouteKit): ErrorPageHandler {
  const { mount, origin, withLang, send, languageOf } = kit;
  return (error, request, reply) => {
    const statusCode = (error as FastifyError).statusCode;
    const clientStatus =
      error instanceof AppError ? error.status : statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 0;
    if (!clientStatus) request.log.error({ err: error }, 'unexpected error');
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    const code = error instanceof AppError ? error.code : clientStatus ? 'BAD_REQUEST' : 'INTERNAL';
    // The language switch reloads a GET page (without its query); after a POST, the app's home.
    const path = request.url.split('?')[0]!;
    const here = request.method === 'GET' && !hasNulInUrl(path) ? path : '/app/home';
    const page = messagePage(
      { lang, mount, origin, switchUrl: (to) => withLang(here, to) },
      {
        title: m.errorTitle,
        text: m.errorText,
        code,
        role: 'alert',
        actions: [{ href: `${origin}/`, label: m.backToApp }],
      },
    );
    return send(reply, clientStatus || 500, page);
  };
}
