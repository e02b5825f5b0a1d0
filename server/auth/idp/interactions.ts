import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { consume } from '../../platform/rate-limit.ts';
import { passwordProblems, type PasswordProblem } from '../password.ts';
import {
  authenticate,
  normalizeEmail,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  resetTokenUsable,
  verifyEmail,
} from './accounts.ts';
import { IDP_CSS, LOGOUT_JS } from './assets.ts';
import { pickLanguage } from './language.ts';
import { MESSAGES, type Lang, type Messages } from './messages.ts';
import { asPublicRequest } from './mount.ts';
import {
  forgotPasswordPage,
  messagePage,
  registerPage,
  resendForm,
  resetPasswordPage,
  signInPage,
  type Alert,
  type Chrome,
  type FieldErrors,
} from './pages.ts';
import { mountPath } from './provider.ts';

export interface InteractionDeps {
  provider: Provider;
  prisma: PrismaClient;
  config: Config;
}

type Fields = Record<string, unknown>;
const text = (fields: Fields, name: string, trim = true): string => {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? (trim ? first.trim() : first) : '';
};

const isEmail = (value: string) => z.email().safeParse(value).success;

function passwordError(m: Messages, problems: PasswordProblem[]): string | undefined {
  const messages: Record<PasswordProblem, string> = {
    too_short: m.passwordTooShort,
    too_long: m.passwordTooLong,
    needs_letter: m.passwordNeedsLetter,
    needs_digit: m.passwordNeedsDigit,
  };
  return problems[0] && messages[problems[0]];
}

function emailError(m: Messages, email: string): string | undefined {
  if (!email) return m.emailRequired;
  if (email.length > 255) return m.tooLong(255);
  if (!isEmail(email)) return m.emailInvalid;
  return undefined;
}

const hasErrors = (fieldErrors: FieldErrors) => Object.values(fieldErrors).some(Boolean);

/**
 * The provider's own pages as Fastify routes: sign-in, registration and "send the link again"
 * inside an authorization request (interaction), and the standalone e-mail verification,
 * forgot-password and reset-password pages, plus the pages' assets. Pages follow
 * post/redirect/get where a result page follows, so the PL/EN switch works on every page.
 */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { provider, prisma, config } = deps;
  const mount = mountPath(config);
  const origin = config.publicUrl.origin;
  const appLogin = `${origin}/app/login`;

  const withLang = (path: string, lang: Lang, params: Record<string, string> = {}) => {
    const url = new URL(path, origin);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('lang', lang);
    return `${url.pathname}${url.search}`;
  };
  const chrome = (lang: Lang, page: string, params: Record<string, string> = {}): Chrome => ({
    lang,
    mount,
    origin,
    switchUrl: (to) => withLang(page, to, params),
  });
  const send = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const languageOf = (request: FastifyRequest, uiLocales?: unknown): Lang => {
    const query = request.query as Fields;
    const body = (request.body ?? {}) as Fields;
    return pickLanguage({
      explicit: text(body, 'lang') || text(query, 'lang'),
      uiLocales,
      acceptLanguage: request.headers['accept-language'],
    });
  };

  /** Counts an attempt against the client address and the e-mail; seconds to wait when over. */
  async function limited(action: string, request: FastifyRequest, email?: string): Promise<number> {
    const perMinute = config.RATE_LIMIT_AUTH_PER_MINUTE;
    const byIp = await consume(prisma, `idp:${action}:ip:${request.ip}`, perMinute, 60_000);
    if (!byIp.allowed) return byIp.retryAfterSeconds;
    if (!email) return 0;
    const byEmail = await consume(prisma, `idp:${action}:email:${normalizeEmail(email)}`, perMinute, 60_000);
    return byEmail.allowed ? 0 : byEmail.retryAfterSeconds;
  }
  const tooMany = (m: Messages, seconds: number): Alert => ({ kind: 'error', text: m.rateLimited(seconds) });

  // ---- interaction helpers ---------------------------------------------------------------------
  const paths = (uid: string) => {
    const base = `${mount}/interaction/${encodeURIComponent(uid)}`;
    return {
      signIn: base,
      login: `${base}/login`,
      register: `${base}/register`,
      registered: `${base}/registered`,
      resend: `${base}/resend`,
    };
  };

  function sessionExpired(request: FastifyRequest, reply: FastifyReply) {
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    const { uid } = request.params as { uid: string };
    return send(
      reply,
      400,
      messagePage(chrome(lang, paths(uid).signIn), {
        title: m.sessionExpiredTitle,
        text: m.sessionExpiredText,
        actions: [{ href: appLogin, label: m.startAgain }],
      }),
    );
  }

  /** The pending interaction of this browser (cookie) for the uid in the path, or undefined. */
  async function loadInteraction(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    const { uid } = request.params as { uid: string };
    try {
      const interaction = await provider.interactionDetails(asPublicRequest(request, config.publicUrl), reply.raw);
      if (interaction.uid === uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    await sessionExpired(request, reply);
    return undefined;
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>, merge: boolean) {
    reply.hijack();
    await provider.interactionFinished(asPublicRequest(request, config.publicUrl), reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply;
  }

  /** Safety net: the first-party grant is created in loadExistingGrant, so this rarely runs. */
  async function autoConsent(request: FastifyRequest, reply: FastifyReply, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || clientId !== config.OIDC_CLIENT_ID) return finish(request, reply, { error: 'access_denied' }, false);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return finish(request, reply, { consent: existing ? {} : { grantId } }, true);
  }

  // ---- sign-in ---------------------------------------------------------------------------------
  function renderSignIn(
    reply: FastifyReply,
    status: number,
    uid: string,
    lang: Lang,
    extra: { email?: string; errors?: FieldErrors; alert?: Alert },
  ) {
    const p = paths(uid);
    return send(
      reply,
      status,
      signInPage(chrome(lang, p.signIn, { view: 'login' }), {
        action: p.login,
        registerHref: withLang(p.register, lang),
        forgotHref: withLang(`${mount}/forgot-password`, lang),
        ...extra,
      }),
    );
  }

  app.get('/interaction/:uid', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'consent') return autoConsent(request, reply, interaction);
    const lang = languageOf(request, interaction.params.ui_locales);
    const p = paths(interaction.uid);
    if (interaction.params.screen === 'register' && (request.query as Fields).view !== 'login') {
      return reply.redirect(withLang(p.register, lang), 303);
    }
    const hint = interaction.params.login_hint;
    return renderSignIn(reply, 200, interaction.uid, lang, { email: typeof hint === 'string' ? hint : undefined });
  });

  app.post('/interaction/:uid/login', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const p = paths(interaction.uid);
    if (interaction.prompt.name !== 'login') return reply.redirect(p.signIn, 303);
    const lang = languageOf(request, interaction.params.ui_locales);
    const m = MESSAGES[lang];
    const body = (request.body ?? {}) as Fields;
    const email = text(body, 'email');
    const password = text(body, 'password', false);

    const fieldErrors: FieldErrors = {
      email: email ? undefined : m.emailRequired,
      password: password ? undefined : m.passwordRequired,
    };
    if (hasErrors(fieldErrors)) return renderSignIn(reply, 400, interaction.uid, lang, { email, errors: fieldErrors });

    const wait = await limited('login', request, email);
    if (wait) return renderSignIn(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, { email, alert: tooMany(m, wait) });

    const result = await authenticate(prisma, email, password);
    if (result.ok) return finish(request, reply, { login: { accountId: result.user.id, remember: true } }, false);
    switch (result.reason) {
      case 'invalid':
        return renderSignIn(reply, 401, interaction.uid, lang, { email, alert: { kind: 'error', text: m.invalidCredentials } });
      case 'inactive':
        return renderSignIn(reply, 403, interaction.uid, lang, { email, alert: { kind: 'error', text: m.accountInactive } });
      case 'unverified':
        return renderSignIn(reply, 403, interaction.uid, lang, {
          email,
          alert: { kind: 'error', text: m.emailNotVerified, extra: resendForm(chrome(lang, p.signIn), p.resend, email) },
        });
    }
  });

  app.post('/interaction/:uid/resend', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const lang = languageOf(request, interaction.params.ui_locales);
    const m = MESSAGES[lang];
    const email = text((request.body ?? {}) as Fields, 'email');
    if (emailError(m, email)) return reply.redirect(paths(interaction.uid).signIn, 303);
    const wait = await limited('resend', request, email);
    if (wait) return renderSignIn(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, { email, alert: tooMany(m, wait) });
    // The same answer whether or not a mail went out: no account enumeration.
    await resendVerification(prisma, config, email, lang);
    return renderSignIn(reply, 200, interaction.uid, lang, { email, alert: { kind: 'info', text: m.resendDone } });
  });

  // ---- registration ----------------------------------------------------------------------------
  function renderRegister(
    reply: FastifyReply,
    status: number,
    uid: string,
    lang: Lang,
    extra: { values?: { email?: string; firstName?: string; lastName?: string }; errors?: FieldErrors; alert?: Alert },
  ) {
    const p = paths(uid);
    return send(
      reply,
      status,
      registerPage(chrome(lang, p.register), {
        action: p.register,
        signInHref: withLang(p.signIn, lang, { view: 'login' }),
        ...extra,
      }),
    );
  }

  app.get('/interaction/:uid/register', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name !== 'login') return reply.redirect(paths(interaction.uid).signIn, 303);
    const lang = languageOf(request, interaction.params.ui_locales);
    return renderRegister(reply, 200, interaction.uid, lang, {});
  });

  app.post('/interaction/:uid/register', async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const lang = languageOf(request, interaction.params.ui_locales);
    const m = MESSAGES[lang];
    const body = (request.body ?? {}) as Fields;
    const values = { email: text(body, 'email'), firstName: text(body, 'firstName'), lastName: text(body, 'lastName') };
    const password = text(body, 'password', false);
    const password2 = text(body, 'password2', false);

    const wait = await limited('register', request, isEmail(values.email) ? values.email : undefined);
    if (wait) {
      return renderRegister(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, { values, alert: tooMany(m, wait) });
    }
    const fieldErrors: FieldErrors = {
      email: emailError(m, values.email),
      password: password ? passwordError(m, passwordProblems(password)) : m.passwordRequired,
      password2: password && password2 !== password ? m.passwordsDiffer : undefined,
      firstName: !values.firstName ? m.firstNameRequired : values.firstName.length > 100 ? m.tooLong(100) : undefined,
      lastName: !values.lastName ? m.lastNameRequired : values.lastName.length > 100 ? m.tooLong(100) : undefined,
    };
    if (hasErrors(fieldErrors)) return renderRegister(reply, 400, interaction.uid, lang, { values, errors: fieldErrors });

    const result = await registerAccount(prisma, config, { ...values, password, lang });
    if (!result.ok) {
      return renderRegister(reply, 409, interaction.uid, lang, { values, errors: { email: m.duplicateEmail } });
    }
    return reply.redirect(withLang(paths(interaction.uid).registered, lang), 303);
  });

  app.get('/interaction/:uid/registered', async (request, reply) => {
    const { uid } = request.params as { uid: string };
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    const p = paths(uid);
    return send(
      reply,
      200,
      messagePage(chrome(lang, p.registered), {
        title: m.checkMailboxTitle,
        text: m.checkMailboxText,
        role: 'status',
        actions: [{ href: withLang(p.signIn, lang, { view: 'login' }), label: m.signInLink }],
      }),
    );
  });

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
      return send(reply, 400, forgotPasswordPage(page, { action: forgotPath, signInHref: appLogin, email, errors: { email: error } }));
    }
    const wait = await limited('forgot', request, email);
    if (wait) {
      return send(
        reply.header('retry-after', String(wait)),
        429,
        forgotPasswordPage(page, { action: forgotPath, signInHref: appLogin, email, alert: tooMany(m, wait) }),
      );
    }
    await requestPasswordReset(prisma, config, email, lang);
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

  const resetInvalid = (reply: FastifyReply, lang: Lang, token: string) => {
    const m = MESSAGES[lang];
    return send(
      reply,
      400,
      messagePage(chrome(lang, resetPath, { token }), {
        title: m.resetInvalidTitle,
        text: m.resetInvalidText,
        role: 'alert',
        actions: [{ href: withLang(forgotPath, lang), label: m.askAgain }],
      }),
    );
  };

  app.get('/reset-password', async (request, reply) => {
    const lang = languageOf(request);
    const token = text(request.query as Fields, 'token');
    if (!(await resetTokenUsable(prisma, token))) return resetInvalid(reply, lang, token);
    return send(reply, 200, resetPasswordPage(chrome(lang, resetPath, { token }), { action: resetPath, token }));
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
    if (hasErrors(fieldErrors)) {
      if (!(await resetTokenUsable(prisma, token))) return resetInvalid(reply, lang, token);
      return send(reply, 400, resetPasswordPage(chrome(lang, resetPath, { token }), { action: resetPath, token, errors: fieldErrors }));
    }
    if (!(await resetPassword(prisma, token, password))) return resetInvalid(reply, lang, token);
    return reply.redirect(withLang(`${resetPath}/done`, lang), 303);
  });

  app.get('/reset-password/done', async (request, reply) => {
    const lang = languageOf(request);
    const m = MESSAGES[lang];
    return send(
      reply,
      200,
      messagePage(chrome(lang, `${resetPath}/done`), {
        title: m.resetDoneTitle,
        text: m.resetDoneText,
        role: 'status',
        actions: [{ href: appLogin, label: m.signInButton }],
      }),
    );
  });

  // ---- assets ----------------------------------------------------------------------------------
  app.get('/assets/idp.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_CSS),
  );
  app.get('/assets/logout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOGOUT_JS),
  );
}
