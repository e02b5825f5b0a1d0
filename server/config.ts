import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { API_CLIENT_REQUESTS_PER_MINUTE, CALENDAR_FEED_REQUESTS_PER_MINUTE } from './contract/policies.ts';
import type { S3Options } from './platform/storage/s3.ts';

/**
 * Environment → typed configuration. Every variable has a default that runs the whole product
 * on one machine (embedded PGlite, embedded OpenID provider, mail kept in the outbox), so
 * `npm start` needs no setup; production overrides them. The README lists them all.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Public origin users reach the app at; cookies, redirects and the issuer derive from it.
   * Unset: `http://localhost:$PORT`, so `PORT=3310 npm start` signs in on port 3310 too.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Which proxies may set X-Forwarded-For/-Proto (the client IP that rate limits count):
   * `false` (default: nobody, the socket's address counts), a number of hops, or addresses and
   * CIDR ranges (`127.0.0.1,10.0.0.0/8`, or `loopback`). Never trust every sender: any client
   * could then choose its own IP and walk past the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const v = value.trim();
      if (v === '' || v === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const entries = v.split(',').map((part) => part.trim());
      const address = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
      if (entries.every((entry) => address.test(entry))) return entries.join(',');
      ctx.addIssue({ code: 'custom', message: 'false, a number of hops, or proxy addresses/CIDR ranges' });
      return z.NEVER;
    }),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  /**
   * Where uploaded files go: unset or `file:` → the folder `${DATA_DIR}/files`;
   * `s3://bucket` or `s3://bucket/prefix` → an S3 bucket (AWS or any S3-compatible server,
   * addressed path-style), with S3_ENDPOINT, S3_REGION and the two S3 keys below.
   */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** An S3-compatible server (`http://127.0.0.1:9000`); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** External OpenID provider; unset means the embedded one at `${PUBLIC_URL}/auth`. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('academy-web'),
  OIDC_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SkyPilot Academy <no-reply@skypilot.example>'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The bearer token of GET /api/metrics (Prometheus, `Authorization: Bearer …`); unset: the
   * route does not exist (404) and nothing is measured.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Requests one API client may make per minute, all processes together. */
  RATE_LIMIT_API_CLIENT_PER_MINUTE: z.coerce.number().int().positive().default(API_CLIENT_REQUESTS_PER_MINUTE),
  /** Calendar-feed reads per minute from one client address (calendar apps poll without a session). */
  RATE_LIMIT_CALENDAR_FEED_PER_MINUTE: z.coerce.number().int().positive().default(CALENDAR_FEED_REQUESTS_PER_MINUTE),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /**
   * Other origins (comma-separated, e.g. `https://partner.example`) whose pages may call
   * /graphql with credentials; the app's own origin always may, nobody else by default.
   */
  CORS_ORIGINS: z.string().default(''),
  /**
   * Przelewy24 (all four, or none). Without them the local simulator stands in, except in
   * production, where Przelewy24 is then simply not offered.
   */
  P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
  P24_POS_ID: z.coerce.number().int().positive().optional(),
  P24_CRC: z.string().min(1).optional(),
  P24_API_KEY: z.string().min(1).optional(),
  /** `true`: sandbox.przelewy24.pl; `false`: secure.przelewy24.pl. */
  P24_SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Unpaid online (Przelewy24) orders are cancelled this many minutes after placement. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(60),
  /** Where traditional transfers go (shown at checkout and in the order e-mail). */
  SHOP_BANK_ACCOUNT: z.string().default('PL61 1090 1014 0000 0712 1981 2874'),
  /** The seller on invoices. */
  SELLER_NAME: z.string().default('SkyPilot Academy sp. z o.o.'),
  SELLER_NIP: z.string().default('5252248481'),
  SELLER_STREET: z.string().default('ul. Lotnicza 12'),
  SELLER_POSTAL_CODE: z.string().default('00-950'),
  SELLER_CITY: z.string().default('Warszawa'),
  INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/)
    .default('FV'),
  /**
   * KSeF (the National e-Invoice System, API 2.0): which environment, the seller's context NIP
   * (defaults to SELLER_NIP) and a KSeF token. Without KSEF_TOKEN: outside production the local
   * simulator under /ksef-simulator takes the invoices; in production they are issued in the
   * offline mode and the admin is warned wherever invoices are listed.
   */
  KSEF_ENV: z.enum(['test', 'demo', 'production']).default('test'),
  KSEF_NIP: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  KSEF_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** The correction invoices' own series (`FK/2026/000003`); never the invoices' one. */
  CORRECTION_INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/)
    .default('FK'),
  /**
   * A tile server for the exchange's map (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`);
   * unset: no tiles, only the bundled outline of Poland. Its origin joins the CSP's img-src.
   */
  MAP_TILE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** The tiles' attribution (plain text); used with MAP_TILE_URL only. */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** The academy's office: contact messages and consultation requests go to OFFICE_EMAIL. */
  OFFICE_EMAIL: z.email().default('biuro@skypilot.example'),
  /** The office details shown on the contact page (and in the mails to visitors). */
  OFFICE_NAME: z.string().trim().min(1).default('SkyPilot Academy sp. z o.o.'),
  OFFICE_ADDRESS: z.string().trim().min(1).default('ul. Lotnicza 12, 02-495 Warszawa'),
  OFFICE_PHONE: z.string().trim().min(1).default('+48 22 123 45 67'),
  /**
   * Contact messages and consultation requests accepted per hour from one client address, and
   * (separately) for one e-mail address or phone number; over it: RATE_LIMITED.
   */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** The built web app (`npm run build`) served under /app. */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../web/dist', import.meta.url))),
});

export type Env = z.infer<typeof schema>;

export interface Config extends Env {
  publicUrl: URL;
  /** Cookies get `Secure` unless the app is served over plain http on localhost. */
  secureCookies: boolean;
  issuer: string;
  embeddedIdp: boolean;
  pgliteDir: string;
  /** The local folder of uploaded files (also with S3: nothing is kept there then). */
  storageDir: string;
  /** Which storage driver holds uploaded files (STORAGE_URL); server/platform/storage/open.ts opens it. */
  storage: StorageConfig;
  /** Origins trusted with credentialed cross-origin calls: PUBLIC_URL's and CORS_ORIGINS. */
  allowedOrigins: ReadonlySet<string>;
  /** The exchange map's tile server (MAP_TILE_URL), or null: the bundled outline only. */
  mapTiles: MapTiles | null;
}

export interface MapTiles {
  /** Leaflet's URL template, as configured ({z}, {x}, {y}, optionally {s} and {r}). */
  url: string;
  attribution: string;
  /** The CSP img-src source allowing the tiles: the origin, `*.` in front for a `{s}.` host. */
  imgSrc: string;
}

export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Options);

export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * MAP_TILE_URL → the tiles' settings: an http(s) URL template with {z}, {x} and {y}; a host may
 * start with `{s}.` (Leaflet's a/b/c subdomains), which the CSP allows as `*.` that host.
 */
function mapTilesOf(url: string | undefined, attribution: string | undefined): MapTiles | null {
  if (url === undefined) return null;
  const fail = (why: string) => new ConfigError(`Invalid configuration:\n  MAP_TILE_URL: ${why}`);
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !url.includes(part));
  if (missing.length > 0) throw fail(`must contain {z}, {x} and {y} (missing ${missing.join(', ')})`);
  const subdomains = /^https?:\/\/\{s\}\./.test(url);
  const parsed = URL.parse(subdomains ? url.replace('{s}.', 'a.') : url);
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password) {
    throw fail('must be an http(s) URL like https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  }
  // The host goes into the CSP header as it is: letters, digits, dots, hyphens and a port only.
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+(:\d+)?$/.test(parsed.host)) {
    throw fail(`the host "${parsed.host}" must be a plain name (a leading {s}. is the only placeholder allowed)`);
  }
  const host = subdomains ? `*.${parsed.host.slice('a.'.length)}` : parsed.host;
  return {
    url,
    attribution: attribution ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    imgSrc: `${parsed.protocol}//${host}`,
  };
}

/** STORAGE_URL and the S3_* variables → the storage driver's settings. */
function storageOf(e: Env): StorageConfig {
  const fail = (why: string) => new ConfigError(`Invalid configuration:\n  ${why}`);
  const url = e.STORAGE_URL ?? 'file:';
  if (url === 'file:' || url === 'file://') {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name]);
    if (stray.length) throw fail(`${stray.join(', ')}: only used with STORAGE_URL=s3://bucket`);
    return { kind: 'local', dir: `${e.DATA_DIR}/files` };
  }
  const match = /^s3:\/\/([^/]+)((?:\/[^/]+)*)\/?$/.exec(url);
  if (!match) throw fail('STORAGE_URL: file: (the default) or s3://bucket[/prefix]');
  const bucket = match[1]!;
  // S3's bucket naming rules (a name that breaks them fails later, at the first upload).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw fail(`STORAGE_URL: "${bucket}" is no bucket name (3-63 lowercase letters, digits, dots, hyphens)`);
  }
  const prefix = match[2]!.slice(1);
  if (prefix.split('/').some((part) => part === '.' || part === '..'))
    throw fail('STORAGE_URL: no . or .. in the prefix');
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length) throw fail(`${missing.join(', ')}: required with STORAGE_URL=s3://…`);
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
  };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname);
  if (publicUrl.protocol === 'http:' && !local && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: must be https outside localhost');
  }
  const p24 = [e.P24_MERCHANT_ID, e.P24_POS_ID, e.P24_CRC, e.P24_API_KEY];
  if (p24.some((v) => v !== undefined) && p24.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  P24_MERCHANT_ID, P24_POS_ID, P24_CRC, P24_API_KEY: set all four or none',
    );
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_SECRET: required with OIDC_ISSUER');
  }
  if (e.CORRECTION_INVOICE_SERIES === e.INVOICE_SERIES) {
    throw new ConfigError('Invalid configuration:\n  CORRECTION_INVOICE_SERIES: must differ from INVOICE_SERIES');
  }
  const origin = publicUrl.origin;
  const corsOrigins: string[] = [];
  for (const entry of e.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    const url = URL.parse(entry);
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid configuration:\n  CORS_ORIGINS: "${entry}" is not an origin like https://example.com`,
      );
    }
    corsOrigins.push(url.origin);
  }
  const mapTiles = mapTilesOf(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION);
  const storage = storageOf(e);
  return {
    ...e,
    publicUrl,
    secureCookies: publicUrl.protocol === 'https:',
    issuer: e.OIDC_ISSUER ?? `${origin}/auth`,
    embeddedIdp: !e.OIDC_ISSUER,
    pgliteDir: `${e.DATA_DIR}/pglite`,
    storageDir: `${e.DATA_DIR}/files`,
    storage,
    allowedOrigins: new Set([origin, ...corsOrigins]),
    mapTiles,
  };
}
