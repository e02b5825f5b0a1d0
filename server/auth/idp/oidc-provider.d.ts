// oidc-provider ships no types and @types/oidc-provider is not a dependency: this declares the
// small part of its API the embedded provider uses (oidc-provider 9.x). Loose where the library is.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  export interface AccountClaims extends UnknownObject {
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: UnknownObject,
      rejected: string[],
    ): Promise<AccountClaims> | AccountClaims;
  }

  export interface ClientInstance {
    clientId: string;
    clientSecret?: string;
    scope?: string;
    grantTypeAllowed(type: string): boolean;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
    static find(id: string): Promise<Grant | undefined>;
  }

  export interface InteractionPrompt {
    name: string;
    reasons: string[];
    details: UnknownObject & {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: InteractionPrompt;
    params: UnknownObject & { client_id?: string; ui_locales?: string; login_hint?: string; screen?: string };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: UnknownObject;
    returnTo: string;
  }

  export interface Session {
    accountId?: string;
    state?: UnknownObject;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    params?: UnknownObject;
    client?: ClientInstance;
    session?: Session;
    route?: string;
    entities: UnknownObject & { IdTokenHint?: { payload: UnknownObject & { sub?: string; aud?: string } } };
    urlFor(name: string, opt?: UnknownObject): string;
    result?: UnknownObject & { consent?: { grantId?: string } };
    account?: Account;
    provider: Provider;
  }

  /** The Koa context with the provider's `oidc` property. */
  export interface KoaContextWithOIDC {
    req: IncomingMessage;
    res: ServerResponse;
    method: string;
    path: string;
    url: string;
    originalUrl: string;
    href: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
    type: string;
    ip: string;
    secure: boolean;
    get(header: string): string;
    set(header: string, value: string): void;
    redirect(url: string): void;
    oidc: OIDCContext;
  }

  export type FindAccount = (
    ctx: KoaContextWithOIDC,
    sub: string,
    token?: unknown,
  ) => Promise<Account | undefined> | Account | undefined;

  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string } };
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: UnknownObject[];
    findAccount?: FindAccount;
    jwks?: { keys: UnknownObject[] };
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: UnknownObject;
      short?: UnknownObject;
      keys?: string[];
    };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    extraParams?: string[];
    conformIdTokenClaims?: boolean;
    features?: UnknownObject;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: ClientInstance) => boolean };
    routes?: Record<string, string>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: unknown, client: ClientInstance) => number)>;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
      policy?: unknown;
    };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: ClientInstance, code: unknown) => Promise<boolean> | boolean;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: { accountId?: string; kind?: string },
    ) => Promise<UnknownObject | undefined>;
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error,
    ) => Promise<void>;
    clientDefaults?: UnknownObject;
    responseTypes?: string[];
    enabledJWA?: UnknownObject;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    issuer: string;
    proxy: boolean;
    keys: string[];
    Grant: typeof Grant;
    Client: {
      find(id: string): Promise<ClientInstance | undefined>;
      prototype: { compareClientSecret(this: unknown, actual: string): boolean | Promise<boolean> };
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: UnknownObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: KoaContextWithOIDC) => boolean | symbol | Promise<boolean | symbol>,
    );
    static readonly REQUEST_PROMPT: true;
    static readonly NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined };
    Check: typeof Check;
  };

  export class OIDCProviderError extends Error {
    status: number;
    statusCode: number;
    error: string;
    error_description?: string;
    expose: boolean;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    SessionNotFound: typeof OIDCProviderError;
    InvalidTarget: typeof OIDCProviderError;
    AccessDenied: typeof OIDCProviderError;
  };
}
