import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import { BUSINESS_RULE_IDS, ERROR_CODES, FIELD_ISSUE_CODES } from '../../contract/errors.ts';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  createSerializerCompiler,
} from '@fastify/type-provider-zod';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { PERMISSIONS, ROLES, type Permission } from '../../auth/permissions.ts';
import { EXACT_COUNT_UP_TO } from '../db/capped-count.ts';

/**
 * The REST contract (spec 7): every /api/v1 route declares its params, query, body and each
 * response status as zod schemas. @fastify/swagger turns them into the OpenAPI document
 * (`openapi.json`, served at /api/docs/json and browsable at /api/docs); responses are encoded
 * through their schema, so a field the schema does not name is dropped, never sent.
 *
 * Request parts are described, not checked, at the edge: the services parse them with the same
 * schemas (`parseInput`), after the permission check, so codes and their order stay one source.
 */

export const REST_PREFIX = '/api/v1';
export const DOCS_PREFIX = '/api/docs';

/**
 * Request schemas document the call; the handler hands the raw value to its service, which
 * parses it. Checking here would answer 400 before the route's own 401/403 (the viewer is known
 * only in preHandler) and parse every input twice.
 */
const describeOnly: FastifySchemaCompiler<z.ZodType> = () => (data) => ({ value: data });

/** Responses: zod encodes the value with the status's schema; unknown keys are stripped. */
const serializeFromSchema = createSerializerCompiler();

/**
 * Typing of the /api/v1 routes: request parts stay `unknown` (nothing checked them yet; a route
 * names its path params with a generic), replies must match their response schema.
 */
export interface RestTypeProvider extends FastifyTypeProvider {
  validator: unknown;
  serializer: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
}

/** Installs the schema compilers on the /api/v1 plugin (encapsulated: nothing else changes). */
export function useRestSchemas(api: FastifyInstance): void {
  api.setValidatorCompiler(describeOnly);
  api.setSerializerCompiler(serializeFromSchema);
}

export const rest = (app: FastifyInstance) => app.withTypeProvider<RestTypeProvider>();

// ───────────────────────────── Shared pieces of route schemas ─────────────────────────────

export const uuid = (description: string) => z.string().meta({ format: 'uuid', description });
/** Money in a response: whole grosze, gross (VAT included). */
export const grosze = () => z.number().int().meta({ description: 'Grosze, gross' });
/** The Omnibus price of a variant whose current price is a reduction, else null. */
export const omnibusPrice = () =>
  z.number().int().nullable().meta({ description: 'Lowest price of the 30 days before a current reduction' });
export const dateTime = () => z.string().meta({ format: 'date-time' });
export const date = () => z.string().meta({ format: 'date', description: 'YYYY-MM-DD' });
/** A path with one id. */
export const idParams = (what: string) => z.object({ id: uuid(`${what} id`) });

/** The error contract of every /api/v1 answer that is not a success (platform/http/errors.ts). */
export const errorSchema = z
  .object({
    code: z.enum(ERROR_CODES).meta({ description: 'Stable error code', examples: ['VALIDATION_FAILED'] }),
    message: z.string(),
    details: z
      .array(
        z.object({
          field: z.string().meta({ description: 'Dotted path of the field; empty for the whole input' }),
          code: z.enum(FIELD_ISSUE_CODES),
          max: z.number().int().optional().meta({ description: 'The limit, for max_length' }),
        }),
      )
      .optional()
      .meta({ description: 'One issue per invalid field (VALIDATION_FAILED)' }),
    rule: z
      .enum(BUSINESS_RULE_IDS)
      .optional()
      .meta({ description: 'For BUSINESS_RULE: which rule refused the change (stable id)' }),
    availableFrom: z.string().optional().meta({
      format: 'date-time',
      description:
        'For BUSINESS_RULE: when the refused change becomes possible (UNLOCK_NOT_OPEN: the opening of the unlock window; SLOT_OVERLAPS: the earliest start of the new slot after the slots it overlaps)',
    }),
  })
  .meta({ id: 'Error' });

const ERROR_MEANING = {
  400: 'VALIDATION_FAILED (details name each invalid field) or BAD_REQUEST',
  401: 'UNAUTHENTICATED: no session or bearer token, or an invalid one',
  403: 'FORBIDDEN (role lacks the permission), CSRF_FAILED or ACCOUNT_INACTIVE',
  404: 'NOT_FOUND',
  409: 'Conflict with existing data',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'Unsupported content type or file',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANING;

/** Error responses of a route, each `{code, message, details?}`; a string overrides the meaning. */
export function errors(...statuses: (ErrorStatus | readonly [ErrorStatus, string])[]) {
  const out: Partial<Record<ErrorStatus, typeof errorSchema>> = {};
  for (const entry of statuses) {
    const [status, meaning] = typeof entry === 'number' ? [entry, ERROR_MEANING[entry]] : entry;
    out[status] = errorSchema.meta({ description: meaning });
  }
  return out;
}

/** A success response: its schema with the meaning shown for the status. */
export const ok = <S extends z.ZodType>(schema: S, description: string): S => schema.meta({ description }) as S;

/**
 * A download's bytes, sent in one of the route's `produces` types (list every type it may send);
 * its error statuses are documented as JSON whatever `produces` says (`documentOperations`).
 */
export const fileBytes = (description: string) =>
  z.custom<unknown>().meta({ description, type: 'string', format: 'binary' });

/** A 204: no body. */
export const noContent = z.undefined().meta({ description: 'Done; no body' });

/** A visitor's cached read (platform/http/public-cache.ts) answers If-None-Match with its ETag. */
export const notModified = z
  .undefined()
  .meta({ description: 'Not modified: If-None-Match names the current ETag (visitors’ cached answers)' });

/** A REST list's page: `{ items, page, size, total }` (spec 7's paged lists). */
export const pageOf = <S extends z.ZodType>(item: S, id: string) =>
  z
    .object({
      items: z.array(item),
      page: z.number().int().meta({ description: 'Page number, from 0' }),
      size: z.number().int(),
      total: z.number().int(),
    })
    .meta({ id });

/** An admin list's page: the total is capped (`countUpTo`), `totalExact` says whether it is an estimate. */
export const cappedPageOf = <S extends z.ZodType>(item: S, id: string) =>
  z
    .object({
      items: z.array(item),
      page: z.number().int().meta({ description: 'Page number, from 0' }),
      size: z.number().int(),
      total: z
        .number()
        .int()
        .meta({
          description: `Exact up to ${EXACT_COUNT_UP_TO.toLocaleString('en')} matches, beyond that the database’s estimate`,
        }),
      totalExact: z.boolean().meta({ description: 'False when total is an estimate (many matches)' }),
    })
    .meta({ id });

/**
 * Who may call: anyone; anyone (a signed-in caller may see more); a signed-in caller. An API
 * client's token (`oauth2`) is one more bearer token; the permission a call checks is the scope it needs.
 */
type SecurityRequirements = readonly Record<string, readonly string[]>[];
export const security: Record<'public' | 'optional' | 'read' | 'write', SecurityRequirements> = {
  public: [],
  optional: [{}, { sessionCookie: [] }, { bearerAuth: [] }, { oauth2: [] }],
  read: [{ sessionCookie: [] }, { bearerAuth: [] }, { oauth2: [] }],
  /** Unsafe methods: a cookie session must echo its CSRF token; a bearer token needs none. */
  write: [{ sessionCookie: [], csrfToken: [] }, { bearerAuth: [] }, { oauth2: [] }],
};

/** Errors every signed-in call may answer; unsafe calls with a JSON body add 413/415. */
export const signedInErrors = [401, 403] as const;
export const bodyErrors = [413, 415] as const;

/** One error response of a route: its status, or its status with the meaning it shows. */
export type ErrorEntry = Parameters<typeof errors>[number];

/** A signed-in call's error responses: 401 and 403, and the route's own. */
export const signedInRefusals = (...own: ErrorEntry[]) => errors(...signedInErrors, ...own);

/** A signed-in call with a JSON body: 400 (its fields), 401, 403, the route's own, 413 and 415. */
export const bodyRefusals = (...own: ErrorEntry[]) => errors(400, ...signedInErrors, ...own, ...bodyErrors);

// ───────────────────────────── The document and the UI ─────────────────────────────

/** The document's tags, in the order the docs show them: each with what its operations are about. */
const TAG_DESCRIPTIONS = {
  account: 'The signed-in user’s account and registration',
  courses: 'Public course catalogue (spec 7 "User courses")',
  'admin courses': 'Course administration (spec 7 "Admin courses")',
  'admin users': 'User administration (spec 7 "Admin users"): accounts, status, role, premium flag, new accounts',
  'discount coupons': 'Discount coupons of a course or a product',
  shop: 'Public shop: products and shipping methods',
  'admin shop': 'Product and shipping-method administration (spec 7 "Admin shop")',
  files: 'Stored files and picture renditions',
  exams: 'The candidate’s course exams: booking a date, answering, results',
  exercises: 'The candidate’s practical exercises: booking a date, the access code',
  instructor:
    'The instructor’s calendar: work slots, their participants, unlocking and verifying exams, confirming exercises',
  'admin exams': 'Exam administration: the authority report of verified exams',
  calendar: 'Private calendar feeds (iCalendar) of learners and instructors, read by calendar apps by their address',
  exchange:
    'Order exchange (spec 7 services, public-profiles, user-account/public-profile, job-offers): provider cards and job offers',
  'admin exchange': 'Order exchange administration: reviewing provider cards, every job offer',
  blog: 'The blog (spec 7 posts): published posts of a language',
  'admin blog': 'Blog administration (spec 7 admin/posts): drafts, editing, the main picture',
  'site pages': 'The site’s fixed pages (FAQ, terms, privacy policy …) in PL or EN',
  'admin site pages': 'Editing the site’s fixed pages per language',
  people: 'The academy’s people (/about-us) and client references (/references) per language',
  'admin people': 'Personnel and references administration: texts, order, photos and logos',
  questionnaire: 'The home questionnaire (spec 7 questionnaires): which course suits me',
  'admin questionnaire': 'Editing the home questionnaire per language: questions, answers, points',
  'company seats':
    'Company seats (spec 7 user-resources): a company’s seats, assigning them by e-mail and returning them; admins: every company’s',
  contact: 'Contact form and the free 15-minute consultation (office details, messages, call-back requests)',
  'admin contact': 'The office’s consultation requests: listing and marking them handled',
  'admin mail': 'The mail outbox: attachments of the messages (admins)',
  integrations:
    'API clients (OAuth 2.0 client credentials) and their webhook subscriptions and deliveries: admins and company accounts',
};
export const TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));

type JsonSchema = Record<string, unknown>;

const zodToJsonConfig = {
  override: ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
    // zod's int() bounds are the safe-integer range: noise in a document.
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    // Services take dates as ISO 8601 strings (a date, or a date-time for validity periods).
    const def = (zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
    if (def?.type === 'date' && Object.keys(jsonSchema).length === 0) {
      Object.assign(jsonSchema, { type: 'string', description: 'ISO 8601 date (YYYY-MM-DD) or date-time' });
    }
  },
};
const zodTransform = createJsonSchemaTransform({ skipList: [], zodToJsonConfig });
const transformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

/**
 * Which fields of an object schema a client must send: those the schema refuses when absent.
 * (Fields that fill in a default through `z.preprocess` look required to zod's JSON Schema.)
 */
function requiredFields(schema: unknown): string[] | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const result = schema.safeParse({});
  const missing = new Set(result.success ? [] : result.error.issues.map((i) => String(i.path[0] ?? '')));
  return Object.keys(schema.shape).filter((key) => missing.has(key));
}

/** Only the REST facade is documented; every other route (GraphQL, sign-in, the SPA) is hidden. */
const transform: SwaggerTransform<FastifySchema & { hide?: boolean }> = (document) => {
  if (!document.url.startsWith(`${REST_PREFIX}/`)) return { schema: { hide: true }, url: document.url };
  const transformed = zodTransform(document) as { schema: Record<string, JsonSchema | undefined>; url: string };
  for (const part of ['querystring', 'body'] as const) {
    const json = transformed.schema[part];
    const required = requiredFields(document.schema?.[part]);
    if (!json || !required) continue;
    transformed.schema[part] = { ...json, required };
    if (!required.length) delete transformed.schema[part].required;
  }
  return transformed;
};

/**
 * @fastify/swagger (collects the routes registered after it) and @fastify/swagger-ui at
 * /api/docs: bundled files, no CDN, no inline script. `staticCSP` is the app's own policy
 * (`contentSecurityPolicy`, the directives given to helmet), not swagger-ui's preset, which
 * allows any https: style, the swagger.io validator and upgrades plain-http localhost.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  {
    contentSecurityPolicy,
    sessionCookie,
    publicUrl,
    issuer,
  }: { contentSecurityPolicy: Record<string, string[]>; sessionCookie: string; publicUrl: URL; issuer: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      // The origin only: paths keep their /api/v1 prefix.
      servers: [{ url: publicUrl.origin, description: 'This deployment (PUBLIC_URL)' }],
      info: {
        title: 'SkyPilot Academy REST API',
        version: '1',
        description:
          'The REST facade of spec section 7 under /api/v1 (GraphQL at /graphql is the full API). ' +
          'Money is in grosze (gross), ids are UUIDs, dates are ISO 8601. Errors are `{code, message, details?}`.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'Browser session (HttpOnly) set by signing in at /app/login',
          },
          csrfToken: {
            type: 'apiKey',
            in: 'header',
            name: 'x-csrf-token',
            description: 'The session’s CSRF token (GET /api/session), required with the cookie on unsafe methods',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Access token (JWT) of the OpenID provider (the embedded one at the issuer, by default /auth)',
          },
          oauth2: {
            type: 'oauth2',
            description:
              'An API client’s access token, by the client-credentials grant, sent as `Authorization: Bearer`. ' +
              'Its scopes are permission names: a call needs the scope of the permission it checks.',
            // oidc-provider's token endpoint (mounted at the issuer: auth/idp/provider.ts).
            flows: { clientCredentials: { tokenUrl: `${issuer}/token`, scopes: permissionScopes() } },
          },
        },
        responses: platformResponses(),
      },
    },
    transform,
    transformObject: (document) => documentOperations(withoutUnusedComponents(transformObject(document))),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: Object.fromEntries(
      Object.entries(contentSecurityPolicy).map(([name, values]) => [
        name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        values,
      ]),
    ),
    uiConfig: { validatorUrl: null, deepLinking: true, docExpansion: 'none', tryItOutEnabled: false },
    theme: { title: 'SkyPilot Academy REST API' },
  });
}

/**
 * The zod transform adds an input and an output component for every schema with an id; keep
 * only those some operation (or a kept component) refers to.
 */
function withoutUnusedComponents(document: ReturnType<SwaggerTransformObject>): ReturnType<SwaggerTransformObject> {
  const { components, ...rest } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const refs = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));
  const used = new Set(refs(rest));
  for (const name of used) for (const ref of refs(schemas[name])) used.add(ref);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...rest, components: { ...components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
}

/** The oauth2 scopes: every permission name, with the roles that hold it. */
function permissionScopes(): Record<Permission, string> {
  const names = [...new Set(Object.values(PERMISSIONS).flat())].sort();
  return Object.fromEntries(
    names.map((name) => [name, `Held by ${ROLES.filter((role) => PERMISSIONS[role].includes(name)).join(', ')}`]),
  ) as Record<Permission, string>;
}

/**
 * Answers any operation may give, whatever the route declares, for its status unless the route
 * documents that status itself: refusals made before the handler (input-guard.ts, auth/viewer.ts
 * with an API client's rate limit, Fastify's body parsing) and the error handler's 500 and 503 (errors.ts).
 */
const PLATFORM_ANSWERS = [
  ['BadRequest', 400, 'BAD_REQUEST: a malformed request (a NUL character, invalid JSON or URL encoding)'],
  ['Unauthenticated', 401, 'UNAUTHENTICATED: an invalid or expired bearer token, also where none is needed'],
  ['Refused', 403, 'ACCOUNT_INACTIVE (the caller’s account), or CSRF_FAILED (a cookie session’s unsafe call)'],
  ['PayloadTooLarge', 413, 'PAYLOAD_TOO_LARGE: a body over 1 MiB', 'withBody'],
  ['UnsupportedMediaType', 415, 'BAD_REQUEST: a body of a content type the route does not take', 'withBody'],
  ['RateLimited', 429, 'RATE_LIMITED: an API client over its requests per minute; Retry-After says when to retry'],
  ['Internal', 500, 'INTERNAL: an unexpected error (logged; no detail is sent)'],
  [
    'ServiceUnavailable',
    503,
    'SERVICE_UNAVAILABLE: the database connection was lost; nothing was kept, retry after Retry-After',
  ],
] as const;

const platformResponses = () =>
  Object.fromEntries(
    PLATFORM_ANSWERS.map(([name, , description]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );

type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, unknown> }> };

/**
 * The operationId of an operation that names none: its method and its path after /api/v1,
 * camelCased, a path parameter as `By<Name>`; so it changes only with the path
 * (GET /api/v1/admin/users/{id}/certificates → getAdminUsersByIdCertificates,
 * GET /api/v1/shop/purchases/{id}/invoice.pdf → getShopPurchasesByIdInvoicePdf).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.slice(REST_PREFIX.length).match(/\{\w+\}|[A-Za-z0-9]+/g) ?? [];
  const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
  return (
    method.toLowerCase() + words.map((w) => (w.startsWith('{') ? `By${capital(w.slice(1, -1))}` : capital(w))).join('')
  );
}

/**
 * Per operation, in one place: its operationId (unless the route names one; a collision fails
 * the document), error statuses as JSON (a download's `produces` names its success types only:
 * errors go through platform/http/errors.ts), and the platform's answers (PLATFORM_ANSWERS).
 */
function documentOperations(document: ReturnType<SwaggerTransformObject>): ReturnType<SwaggerTransformObject> {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId ?? operationIdOf(method, path);
      if (seen.has(id)) throw new Error(`operationId ${id} of ${name} is also ${seen.get(id)}'s`);
      seen.set(id, name);
      const { responses } = operation;
      for (const [status, response] of Object.entries(responses)) {
        const media = Object.values(response.content ?? {})[0];
        if (/^[45]/.test(status) && media) response.content = { 'application/json': media };
      }
      for (const [name, code, , only] of PLATFORM_ANSWERS) {
        if (only === 'withBody' && method === 'get') continue; // Fastify parses no GET body
        responses[code] ??= { $ref: `#/components/responses/${name}` } as never;
      }
      operations[method] = { operationId: id, ...operation };
    }
  }
  return document;
}
