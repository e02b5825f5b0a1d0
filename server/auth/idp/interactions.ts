import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { passwordProblems } from '../password.ts';
import { authenticate, registerAccount, resendVerification } from './accounts.ts';
import { MESSAGES, type Lang } from './messages.ts';
import { asPublicRequest } from './mount.ts';
import { messagePage, registerPage, resendForm, signInPage, type Alert, type FieldErrors } from './pages.ts';
import { emailError, hasErrors, passwordError, text, tooMany, type Fields, type RouteKit } from './route-kit.ts';

export interface InteractionDeps {
  provider: Provider;
  prisma: PrismaClient;
  config: Config;
  kit: RouteKit;
}

/**
 * The pages of an authorization request (interaction): sign-in, registration (also opened
 * directly by `screen=register`), "send the link again" and "check your mailbox". A signed-in
 * user goes back to the provider with interactionFinished; the first-party client never sees a
 * consent page. Results follow post/redirect/get, so the PL/EN switch works on every page.
 */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps): Promise<void> {
  const { provider, prisma, config, kit } = deps;
  const { mount, appLogin, withLang, chrome, send, languageOf, limited, emailUnderPressure, slowDown, mayMail } = kit;

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
    if (!accountId || clientId !== config.OIDC_CLIENT_ID)
      return finish(request, reply, { error: 'access_denied' }, false);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
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

    const wait = await limited('login', request);
    if (wait)
      return renderSignIn(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, {
        email,
        alert: tooMany(m, wait),
      });
    if (await emailUnderPressure('login', email)) await slowDown();

    const result = await authenticate(prisma, email, password);
    if (result.ok) return finish(request, reply, { login: { accountId: result.user.id, remember: true } }, false);
    switch (result.reason) {
      case 'invalid':
        return renderSignIn(reply, 401, interaction.uid, lang, {
          email,
          alert: { kind: 'error', text: m.invalidCredentials },
        });
      case 'inactive':
        return renderSignIn(reply, 403, interaction.uid, lang, {
          email,
          alert: { kind: 'error', text: m.accountInactive },
        });
      case 'unverified':
        return renderSignIn(reply, 403, interaction.uid, lang, {
          email,
          alert: {
            kind: 'error',
            text: m.emailNotVerified,
            extra: resendForm(chrome(lang, p.signIn), p.resend, email),
          },
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
    const wait = await limited('resend', request);
    if (wait)
      return renderSignIn(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, {
        email,
        alert: tooMany(m, wait),
      });
    // The same answer whether or not a mail went out: no account enumeration. An address that
    // is asked for too often gets no more mail this hour (the links sent still work).
    if (await mayMail('verify', email)) await resendVerification(prisma, config, email, lang);
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

    const wait = await limited('register', request);
    if (wait) {
      return renderRegister(reply.header('retry-after', String(wait)), 429, interaction.uid, lang, {
        values,
        alert: tooMany(m, wait),
      });
    }
    const fieldErrors: FieldErrors = {
      email: emailError(m, values.email),
      password: password ? passwordError(m, passwordProblems(password)) : m.passwordRequired,
      password2: password && password2 !== password ? m.passwordsDiffer : undefined,
      firstName: !values.firstName ? m.firstNameRequired : values.firstName.length > 100 ? m.tooLong(100) : undefined,
      lastName: !values.lastName ? m.lastNameRequired : values.lastName.length > 100 ? m.tooLong(100) : undefined,
    };
    if (hasErrors(fieldErrors))
      return renderRegister(reply, 400, interaction.uid, lang, { values, errors: fieldErrors });

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
}
