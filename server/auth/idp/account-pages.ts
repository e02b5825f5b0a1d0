import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { passwordProblems } from '../password.ts';
import { passwordTokenKind, requestPasswordReset, resetPassword, verifyEmail } from './accounts.ts';
import { IDP_CSS, LOGOUT_JS } from './assets.ts';
import { MESSAGES, type Lang } from './messages.ts';
import { forgotPasswordPage, messagePage, resetPasswordPage, type FieldErrors } from './pages.ts';
import { emailError, hasErrors, passwordError, text, tooMany, type Fields, type RouteKit } from './route-kit.ts';

/**
 * Pages outside any authorization request: the e-mail verification link, forgot password and
 * the reset link (single-use tokens, see accounts.ts), and the pages' stylesheet and script.
 */
export async function accountPageRoutes(
  app: FastifyInstance,
  deps: { prisma: PrismaClient; config: Config; kit: RouteKit },
): Promise<void> {
  const { prisma, config, kit } = deps;
  const { mount, appLogin, withLang, chrome, send, languageOf, limited, mayMail } = kit;

  // ---- e-mail verification ---------------------------------------------------------------------
  // Post/redirect/get: the result pages carry no token, so switching language re-uses nothing.
  app.get('/verify-email', async (request, reply) => {
    const lang = languageOf(request);
    const ok = await verifyEmail(prisma, text(request.query as Fields, 'token'));
    return reply.redirect(withLang(`${mount}/verify-email/${ok ? 'done' : 'invalid'}`, lang), 303);
  });

  for (const outcome of ['done', 'invalid'] as const) {
    app.get(`/verify-email/${outcome}`, async (request, reply) => {
      const lang = languageOf(request);
      const m = MESSAGES[lang];
      const ok = outcome === 'done';
      return send(
        reply,
        200,
        messagePage(chrome(lang, `${mount}/verify-email/${outcome}`), {
          title: ok ? m.verifiedTitle : m.verifyInvalidTitle,
          text: ok ? m.verifiedText : m.verifyInvalidText,
          role: ok ? 'status' : 'alert',
          actions: [{ href: appLogin, label: m.signInButton }],
        }),
      );
    });
  }

  // ---- forgot / reset password (standalone, outside any authorization request) -----------------
  const forgotPath = `${mount}/forgot-password`;
  const resetPath = `${mount}/reset-password`;

  app.get('/forgot-password', async (request, reply) => {
    const lang = languageOf(request);
    return send(reply, 200, forgotPasswordPage(chrome(lang, forgotPath), { action: forgotPath, signInHref: appLogin }));
  });

  app.post('/forgot-password', async (request, reply) => {
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    const email = text((request.body ?? {}) as Fields, 'email');
    const page = chrome(lang, forgotPath);
    const error = emailError(m, email);
    if (error) {
      return send(
        reply,
        400,
        forgotPasswordPage(page, { action: forgotPath, signInHref: appLogin, email, errors: { email: error } }),
      );
    }
    const wait = await limited('forgot', request);
    if (wait) {
      return send(
        reply.header('retry-after', String(wait)),
        429,
        forgotPasswordPage(page, { action: forgotPath, signInHref: appLogin, email, alert: tooMany(m, wait) }),
      );
    }
    // The same answer either way; an address asked for too often gets no more mail this hour.
    if (await mayMail('reset', email)) await requestPasswordReset(prisma, config, email, lang);
    return reply.redirect(withLang(`${forgotPath}/sent`, lang), 303);
  });

  app.get('/forgot-password/sent', async (request, reply) => {
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    return send(
      reply,
      200,
      messagePage(chrome(lang, `${forgotPath}/sent`), {
        title: m.forgotSentTitle,
        text: m.forgotSentText,
        role: 'status',
        actions: [{ href: appLogin, label: m.signInLink }],
      }),
    );
  });

  const resetInvalid = (reply: FastifyReply, lang: Lang, token: string, firstPassword = false) => {
    const m = MESSAGES[lang];
    return send(
      reply,
      400,
      messagePage(chrome(lang, resetPath, { token }), {
        title: m.resetInvalidTitle,
        text: firstPassword ? m.setPasswordInvalidText : m.resetInvalidText,
        role: 'alert',
        actions: [{ href: withLang(forgotPath, lang), label: m.askAgain }],
      }),
    );
  };

  app.get('/reset-password', async (request, reply) => {
    const lang = languageOf(request);
    const token = text(request.query as Fields, 'token');
    const kind = await passwordTokenKind(prisma, token);
    if (!kind) return resetInvalid(reply, lang, token);
    const firstPassword = kind === 'SET_PASSWORD';
    return send(
      reply,
      200,
      resetPasswordPage(chrome(lang, resetPath, { token }), { action: resetPath, token, firstPassword }),
    );
  });

  app.post('/reset-password', async (request, reply) => {
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    const body = (request.body ?? {}) as Fields;
    const token = text(body, 'token');
    const password = text(body, 'password', false);
    const password2 = text(body, 'password2', false);
    const fieldErrors: FieldErrors = {
      password: password ? passwordError(m, passwordProblems(password)) : m.passwordRequired,
      password2: password && password2 !== password ? m.passwordsDiffer : undefined,
    };
    const kind = await passwordTokenKind(prisma, token);
    const firstPassword = kind === 'SET_PASSWORD';
    if (hasErrors(fieldErrors)) {
      if (!kind) return resetInvalid(reply, lang, token);
      return send(
        reply,
        400,
        resetPasswordPage(chrome(lang, resetPath, { token }), {
          action: resetPath,
          token,
          errors: fieldErrors,
          firstPassword,
        }),
      );
    }
    if (!(await resetPassword(prisma, token, password))) return resetInvalid(reply, lang, token, firstPassword);
    return reply.redirect(withLang(`${resetPath}/${firstPassword ? 'set' : 'done'}`, lang), 303);
  });

  // `done` after a reset, `set` after the first password of an account an admin created.
  for (const outcome of ['done', 'set'] as const) {
    app.get(`/reset-password/${outcome}`, async (request, reply) => {
      const lang = languageOf(request);
      const m = MESSAGES[lang];
      const set = outcome === 'set';
      return send(
        reply,
        200,
        messagePage(chrome(lang, `${resetPath}/${outcome}`), {
          title: set ? m.setPasswordDoneTitle : m.resetDoneTitle,
          text: set ? m.setPasswordDoneText : m.resetDoneText,
          role: 'status',
          actions: [{ href: appLogin, label: m.signInButton }],
        }),
      );
    });
  }

  // ---- assets ----------------------------------------------------------------------------------
  app.get('/assets/idp.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_CSS),
  );
  app.get('/assets/logout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_JS),
  );
}
