// A browser for tests of whole flows through app.inject (no socket): a cookie jar, redirects
// followed by hand, a chosen client address. Cookie paths are ignored: one site, one jar.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { formOf } from '../auth/idp/test-support.ts';

export class InjectBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) {}

  async request(url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const target = new URL(url, 'http://localhost:3000');
    const response = await this.app.inject({
      method: form ? 'POST' : 'GET',
      url: `${target.pathname}${target.search}`,
      remoteAddress: this.options.remoteAddress,
      headers: {
        ...this.options.headers,
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const gone =
        cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0;
      if (gone) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** Follows redirects until a non-redirect answer, or a location starting with `stopAt`. */
  async follow(url: string, form?: Record<string, string>, stopAt?: string) {
    let current = url;
    let response = await this.request(current, form);
    for (let hops = 0; hops < 10 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
      current = new URL(String(response.headers.location), new URL(current, 'http://localhost:3000')).href;
      if (stopAt && new URL(current).pathname.startsWith(stopAt)) break;
      response = await this.request(current);
    }
    return { url: current, response };
  }

  /**
   * Opens the embedded provider's sign-in page for the app's client (an authorization request as
   * /app/login makes it; the app's own discovery needs a listening socket); its form.
   */
  async signInForm(): Promise<{ action: string; hidden: Record<string, string> }> {
    const params = new URLSearchParams({
      client_id: 'academy-web',
      redirect_uri: 'http://localhost:3000/app/login-redirect',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'test-state',
      nonce: 'test-nonce',
      ui_locales: 'en',
    });
    const { response } = await this.follow(`/auth/authorize?${params}`);
    return formOf(response.body);
  }

  /** Submits the sign-in form; the provider's answer (401, 429, or a redirect onwards). */
  async submitCredentials(email: string, password: string): Promise<LightMyRequestResponse> {
    const { action, hidden } = await this.signInForm();
    return this.request(action, { ...hidden, email, password });
  }
}
