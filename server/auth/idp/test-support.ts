import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { loadConfig, type Config } from '../../config.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { embeddedClientSecret, registerEmbeddedIdp } from './index.ts';

/**
 * Test helpers of the embedded provider: a Fastify app with only the provider on a real port (the
 * issuer URL must name it), a cookie-keeping browser, and the app's OIDC client (openid-client).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface TestIdp {
  app: FastifyInstance;
  config: Config;
  origin: string;
  issuer: string;
  close(): Promise<void>;
}

/** The Content-Security-Policy the app sends (the provider's pages must work under it). */
export const appCsp = (origin: string) =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; form-action 'self' ${origin}; frame-ancestors 'none'`;

export async function startIdp(
  prisma: PrismaClient,
  opts: { port?: number; env?: Record<string, string>; csp?: boolean } = {},
): Promise<TestIdp> {
  const port = opts.port ?? (await freePort());
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    ...opts.env,
  });
  const app = Fastify({ logger: false, forceCloseConnections: true });
  if (opts.csp) {
    // Like @fastify/helmet: on the raw response, so the provider's own (hijacked) answers get it too.
    const csp = appCsp(config.publicUrl.origin);
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', csp);
    });
  }
  await registerEmbeddedIdp(app, { prisma, config });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, config, origin: config.publicUrl.origin, issuer: config.issuer, close: () => app.close() };
}

/** A browser's cookie jar (with path scoping) around fetch; redirects are followed by hand. */
export class Browser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  constructor(private readonly acceptLanguage?: string) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (this.acceptLanguage) headers['accept-language'] = this.acceptLanguage;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(line, target);
    return response;
  }

  /** Follows redirects until a non-redirect answer or a URL starting with `stopAt`. */
  async follow(
    url: string,
    init: { form?: Record<string, string> } = {},
    stopAt?: string,
  ): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      if (stopAt && current.startsWith(stopAt)) return { url: current, response };
      response = await this.request(current);
    }
    return { url: current, response };
  }

  /** The Cookie header this browser sends to `url`. */
  cookieHeader(url: string): string {
    const target = new URL(url);
    return [...this.cookies.values()]
      .filter(
        (c) =>
          target.pathname === c.path ||
          target.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) ||
          c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  cookieNames(): string[] {
    return [...this.cookies.values()].map((c) => c.name);
  }

  private store(line: string, url: URL) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = url.pathname;
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = val;
      if (key.toLowerCase() === 'expires' && new Date(val).getTime() < Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
    }
    const key = `${name};${path}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }
}

/** The app's confidential client, as the server's BFF configures it. */
export async function appClient(prisma: PrismaClient, idp: TestIdp): Promise<client.Configuration> {
  const secret = await embeddedClientSecret(prisma, idp.config);
  return client.discovery(new URL(idp.issuer), idp.config.OIDC_CLIENT_ID, secret, undefined, {
    execute: [client.allowInsecureRequests],
  });
}

export interface PendingLogin {
  url: string;
  html: string;
  status: number;
  verifier: string;
  state: string;
  nonce: string;
}

/** Starts an authorization request (code + PKCE S256) and follows it to the provider's page. */
export async function startLogin(
  browser: Browser,
  oidc: client.Configuration,
  idp: TestIdp,
  params: Record<string, string> = {},
): Promise<PendingLogin> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(oidc, {
    redirect_uri: `${idp.origin}/app/login-redirect`,
    scope: 'openid profile email offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...params,
  });
  const { url: landed, response } = await browser.follow(url.href, {}, `${idp.origin}/app/login-redirect`);
  return {
    url: landed,
    html: response.status === 200 ? await response.text() : '',
    status: response.status,
    verifier,
    state,
    nonce,
  };
}

/** Action and hidden inputs of the n-th form of a page. */
export function formOf(html: string, index = 0): { action: string; hidden: Record<string, string> } {
  const forms = [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms[index];
  if (!form) throw new Error(`no form #${index} in page:\n${html}`);
  const hidden: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    hidden[input[1] ?? ''] = decodeEntities(input[2] ?? '');
  }
  return { action: decodeEntities(form[1] ?? ''), hidden };
}

export const decodeEntities = (s: string) =>
  s
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
