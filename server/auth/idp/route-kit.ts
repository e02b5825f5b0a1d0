import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { consume } from '../../platform/rate-limit.ts';
import type { PasswordProblem } from '../password.ts';
import { normalizeEmail } from './accounts.ts';
import { pickLanguage } from './language.ts';
import type { Lang, Messages } from './messages.ts';
import type { Alert, Chrome, FieldErrors } from './pages.ts';
import { mountPath } from './provider.ts';

const SLOW_DOWN_MS = 1000;

/**
 * The client a limit counts: an IPv4 address, or an IPv6 address's /64 (one host usually holds a
 * whole /64, so counting single addresses would give it endless attempts).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
const MAILS_PER_ADDRESS_PER_HOUR = 5;

/** What the provider's page routes share: form fields, validation messages, language, limits. */
export type Fields = Record<string, unknown>;

/** A form or query field as a string (the first value when repeated). */
export const text = (fields: Fields, name: string, trim = true): string => {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? (trim ? first.trim() : first) : '';
};

export const isEmail = (value: string) => z.email().safeParse(value).success;

export function emailError(m: Messages, email: string): string | undefined {
  if (!email) return m.emailRequired;
  if (email.length > 255) return m.tooLong(255);
  if (!isEmail(email)) return m.emailInvalid;
  return undefined;
}

export function passwordError(m: Messages, problems: PasswordProblem[]): string | undefined {
  const messages: Record<PasswordProblem, string> = {
    too_short: m.passwordTooShort,
    too_long: m.passwordTooLong,
    needs_letter: m.passwordNeedsLetter,
    needs_digit: m.passwordNeedsDigit,
  };
  return problems[0] && messages[problems[0]];
}

export const hasErrors = (fieldErrors: FieldErrors) => Object.values(fieldErrors).some(Boolean);

export const tooMany = (m: Messages, seconds: number): Alert => ({ kind: 'error', text: m.rateLimited(seconds) });

export type RouteKit = ReturnType<typeof routeKit>;

export function routeKit(config: Config, prisma: PrismaClient) {
  const mount = mountPath(config);
  const origin = config.publicUrl.origin;

  /** A path of ours with `lang` (and other parameters) in its query. */
  const withLang = (path: string, lang: Lang, params: Record<string, string> = {}) => {
    const url = new URL(path, origin);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('lang', lang);
    return `${url.pathname}${url.search}`;
  };

  return {
    mount,
    origin,
    /** Where the app starts a sign-in (its OIDC client). */
    appLogin: `${origin}/app/login`,
    withLang,
    /** Layout data; the language switch points at the GET page `page` (never at a POST). */
    chrome: (lang: Lang, page: string, params: Record<string, string> = {}): Chrome => ({
      lang,
      mount,
      origin,
      switchUrl: (to) => withLang(page, to, params),
    }),
    send: (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body),
    /** The `lang` field or parameter, else `ui_locales`, else Accept-Language, else Polish. */
    languageOf: (request: FastifyRequest, uiLocales?: unknown): Lang =>
      pickLanguage({
        explicit: text((request.body ?? {}) as Fields, 'lang') || text(request.query as Fields, 'lang'),
        uiLocales,
        acceptLanguage: request.headers['accept-language'],
      }),
    /**
     * Counts an attempt against the client address (Fastify's `request.ip`: the socket's
     * address unless TRUST_PROXY names the proxies in front); seconds to wait when over.
     */
    async limited(action: string, request: FastifyRequest): Promise<number> {
      const key = `idp:${action}:ip:${clientKey(request.ip)}`;
      const byIp = await consume(prisma, key, config.RATE_LIMIT_AUTH_PER_MINUTE, 60_000);
      return byIp.allowed ? 0 : byIp.retryAfterSeconds;
    },
    /**
     * Counts an attempt against an e-mail address from any client. Over the limit the caller
     * slows down (and sends no more mail), but never refuses: a refusal per e-mail would let
     * anyone lock a chosen account out just by failing to sign in as it.
     */
    async emailUnderPressure(action: string, email: string): Promise<boolean> {
      const key = `idp:${action}:email:${normalizeEmail(email)}`;
      return !(await consume(prisma, key, config.RATE_LIMIT_AUTH_PER_MINUTE, 60_000)).allowed;
    },
    /**
     * Whether an account mail (reset, verification) may go to `email` now: at most
     * MAILS_PER_ADDRESS_PER_HOUR per address and kind, whoever asks, so nobody can flood a
     * mailbox; the links already sent stay valid, so the owner is never locked out.
     */
    async mayMail(kind: string, email: string): Promise<boolean> {
      const key = `idp:mail:${kind}:${normalizeEmail(email)}`;
      return (await consume(prisma, key, MAILS_PER_ADDRESS_PER_HOUR, 3_600_000)).allowed;
    },
    /** The pause of an attempt on an e-mail under pressure: guessing slows, the owner gets in. */
    slowDown: () => delay(SLOW_DOWN_MS),
  };
}
