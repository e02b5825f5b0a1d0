import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type {
  ApiClient,
  PrismaClient,
  WebhookAttempt,
  WebhookDelivery,
  WebhookSubscription,
} from '../../../generated/prisma/client.ts';
import { WebhookDeliveryStatus, WebhookEventType } from '../../../generated/prisma/enums.ts';
import { WEBHOOK_INTERVAL_SECONDS } from '../../../contract/policies.ts';
import { numberedPage, readPageQuery } from '../../../platform/http/numbered-page.ts';
import * as oa from '../../../platform/http/openapi.ts';
import * as clients from './clients.ts';
import { strictAddresses, tokenEndpoint } from './settings.ts';
import { eventsFor, WEBHOOK_EVENTS } from './webhooks/events.ts';
import { startWebhookSending } from './webhooks/sender.ts';
import {
  createSubscription,
  deleteSubscription,
  deliveriesWhere,
  DELIVERY_ORDER,
  redeliver,
  updateSubscription,
} from './webhooks/subscriptions.ts';

const eventSchema = z.enum(WebhookEventType);

const subscriptionSchema = z
  .object({
    id: oa.uuid('Subscription id'),
    url: z.string(),
    events: z.array(eventSchema),
    allowPrivateNetwork: z.boolean(),
    failuresInRow: z.number().int(),
    disabledAt: oa.dateTime().nullable().meta({ description: 'Null while active' }),
    createdAt: oa.dateTime(),
  })
  .meta({ id: 'WebhookSubscription' });

const clientSchema = z
  .object({
    id: oa.uuid('API client id'),
    clientId: z.string().meta({ description: 'The OAuth client_id' }),
    name: z.string(),
    scopes: z.array(z.string()).meta({ description: 'Permission names its tokens may use' }),
    external: z
      .boolean()
      .meta({ description: 'A client of the external identity provider (its secret is kept there)' }),
    createdAt: oa.dateTime(),
    secretSetAt: oa.dateTime(),
    lastUsedAt: oa.dateTime().nullable(),
    revokedAt: oa.dateTime().nullable(),
    subscribableEvents: z.array(eventSchema),
    webhooks: z.array(subscriptionSchema),
  })
  .meta({ id: 'ApiClient' });

const withSecret = z
  .object({ client: clientSchema, secret: z.string().nullable().meta({ description: 'Shown this once' }) })
  .meta({ id: 'ApiClientWithSecret' });

const deliverySchema = z
  .object({
    id: oa.uuid('Delivery id'),
    event: eventSchema,
    type: z.string().meta({ description: 'The wire name, e.g. purchase.paid' }),
    messageId: z.string().meta({ description: 'The webhook-id header (the same on retries)' }),
    url: z.string(),
    status: z.enum(WebhookDeliveryStatus),
    attempts: z.number().int(),
    nextAttemptAt: oa.dateTime(),
    deliveredAt: oa.dateTime().nullable(),
    createdAt: oa.dateTime(),
    payload: z.record(z.string(), z.unknown()).meta({ description: 'The JSON body sent' }),
    log: z.array(
      z.object({
        at: oa.dateTime(),
        status: z.number().int().nullable(),
        responseBody: z.string().nullable(),
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });

const setupSchema = z
  .object({ scopes: z.array(z.string()), tokenUrl: z.string(), external: z.boolean() })
  .meta({ id: 'ApiClientSetup' });

const createBody = z.object({
  name: z.string(),
  scopes: z.array(z.string()),
  externalClientId: z.string().nullish(),
});
const updateBody = z.object({ name: z.string().optional(), scopes: z.array(z.string()).optional() });
const subscriptionBody = z.object({
  url: z.string(),
  events: z.array(z.string()),
  allowPrivateNetwork: z.boolean().optional(),
});
const subscriptionChanges = z.object({
  url: z.string().optional(),
  events: z.array(z.string()).optional(),
  enabled: z.boolean().optional(),
  allowPrivateNetwork: z.boolean().optional(),
});
const deliveriesQuery = z.object({
  page: z.coerce.number().int().optional(),
  size: z.coerce.number().int().optional(),
  status: z.enum(WebhookDeliveryStatus).optional(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const presentSubscription = (s: WebhookSubscription) => ({
  id: s.id,
  url: s.url,
  events: s.events,
  allowPrivateNetwork: s.allowPrivateNetwork,
  failuresInRow: s.failuresInRow,
  disabledAt: iso(s.disabledAt),
  createdAt: s.createdAt.toISOString(),
});

const presentClient = (c: ApiClient & { webhooks: WebhookSubscription[] }) => ({
  id: c.id,
  clientId: c.clientId,
  name: c.name,
  scopes: c.scopes,
  external: clients.isExternalClient(c),
  createdAt: c.createdAt.toISOString(),
  secretSetAt: c.secretSetAt.toISOString(),
  lastUsedAt: iso(c.lastUsedAt),
  revokedAt: iso(c.revokedAt),
  subscribableEvents: eventsFor(c.scopes),
  webhooks: c.webhooks.map(presentSubscription),
});

const presentDelivery = (d: WebhookDelivery & { log: WebhookAttempt[]; subscription: { url: string } }) => ({
  id: d.id,
  event: d.event,
  type: WEBHOOK_EVENTS[d.event].name,
  messageId: `msg_${d.id}`,
  url: d.subscription.url,
  status: d.status,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt.toISOString(),
  deliveredAt: iso(d.deliveredAt),
  createdAt: d.createdAt.toISOString(),
  payload: d.payload as Record<string, unknown>,
  log: d.log.map((a) => ({
    at: a.at.toISOString(),
    status: a.status,
    responseBody: a.responseBody,
    error: a.error,
    durationMs: a.durationMs,
  })),
});

/** A delivery as presentDelivery shows it: its endpoint and its last ten attempts. */
const DELIVERY_INCLUDE = {
  subscription: { select: { url: true } },
  log: { orderBy: [{ at: 'desc' as const }, { id: 'desc' as const }], take: 10 },
};

const WEBHOOKS = { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] };

/** The account managing clients: an admin (every client) or a company (its own). */
const actorOf = (request: FastifyRequest) => clients.clientManager(request.viewer);

type IdRequest = { Params: { id: string } };

/**
 * API clients and webhooks under /api/v1/api-clients, /api/v1/webhooks and
 * /api/v1/webhook-deliveries (issue 30), the REST twin of the integrations GraphQL fields. Outside
 * tests it also runs the webhook sending job every WEBHOOK_INTERVAL_SECONDS.
 */
export async function integrationsRest(
  app: FastifyInstance,
  { prisma, config }: { prisma: PrismaClient; config: Config },
) {
  if (config.NODE_ENV !== 'test') {
    // Tests run passes themselves (webhookPass with a chosen moment).
    let job: ReturnType<typeof startWebhookSending> | undefined;
    app.addHook('onReady', async () => {
      job = startWebhookSending(
        { prisma, config, log: app.log, strictAddresses: strictAddresses(config) },
        WEBHOOK_INTERVAL_SECONDS * 1000,
      );
    });
    app.addHook('onClose', async () => job?.stop());
  }
  const api = oa.rest(app);
  const read = { tags: ['integrations'], security: oa.security.read };
  const write = { tags: ['integrations'], security: oa.security.write };
  const strict = { strict: strictAddresses(config) };
  const clientWithWebhooks = (id: string) =>
    prisma.apiClient.findUniqueOrThrow({ where: { id }, include: { webhooks: WEBHOOKS } });

  api.get(
    '/api-client-setup',
    {
      schema: {
        ...read,
        summary: 'What registering an API client offers the caller: scopes, token endpoint, identity provider',
        response: { 200: oa.ok(setupSchema, 'The setup'), ...oa.signedInRefusals() },
      },
    },
    async (request) => ({
      scopes: [...clients.grantableScopes(actorOf(request))],
      tokenUrl: tokenEndpoint(config),
      external: !config.embeddedIdp,
    }),
  );

  api.get<{ Querystring: { page?: number; size?: number } }>(
    '/api-clients',
    {
      schema: {
        ...read,
        summary: 'API clients the caller manages, newest first (admins: every one; a company: its own)',
        querystring: z.object({ page: z.coerce.number().int().optional(), size: z.coerce.number().int().optional() }),
        response: { 200: oa.ok(oa.pageOf(clientSchema, 'ApiClientPage'), 'One page'), ...oa.signedInRefusals(400) },
      },
    },
    async (request) => {
      const where = clients.visibleClients(actorOf(request));
      const page = await numberedPage(
        readPageQuery(request.query),
        (window) =>
          prisma.apiClient.findMany({
            where,
            orderBy: clients.CLIENT_ORDER,
            include: { webhooks: WEBHOOKS },
            ...window,
          }),
        () => prisma.apiClient.count({ where }),
      );
      return { ...page, items: page.items.map(presentClient) };
    },
  );

  api.post<{ Body: z.infer<typeof createBody> }>(
    '/api-clients',
    {
      schema: {
        ...write,
        summary: 'Register an API client acting for the caller (its secret is in this answer only)',
        body: createBody,
        response: {
          201: oa.ok(withSecret, 'Registered'),
          ...oa.bodyRefusals([422, 'BUSINESS_RULE: API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_LIMIT_REACHED']),
        },
      },
    },
    async (request, reply) => {
      const { client, secret } = await clients.createApiClient(prisma, actorOf(request), request.body, {
        embeddedIdp: config.embeddedIdp,
      });
      reply.code(201);
      return { client: presentClient(await clientWithWebhooks(client.id)), secret };
    },
  );

  api.get<IdRequest>(
    '/api-clients/:id',
    {
      schema: {
        ...read,
        summary: 'One API client with its webhook subscriptions',
        params: oa.idParams('API client'),
        response: { 200: oa.ok(clientSchema, 'The client'), ...oa.signedInRefusals(400, [404, 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const client = await clients.findVisibleClient(prisma, actorOf(request), request.params.id);
      return presentClient(await clientWithWebhooks(client.id));
    },
  );

  api.put<IdRequest & { Body: z.infer<typeof updateBody> }>(
    '/api-clients/:id',
    {
      schema: {
        ...write,
        summary: 'Rename an API client or change its scopes',
        params: oa.idParams('API client'),
        body: updateBody,
        response: {
          200: oa.ok(clientSchema, 'Changed'),
          ...oa.bodyRefusals(
            [404, 'NOT_FOUND'],
            [422, 'BUSINESS_RULE: API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_REVOKED'],
          ),
        },
      },
    },
    async (request) => {
      const client = await clients.updateApiClient(prisma, actorOf(request), request.params.id, request.body);
      return presentClient(await clientWithWebhooks(client.id));
    },
  );

  api.post<IdRequest>(
    '/api-clients/:id/rotate-secret',
    {
      schema: {
        ...write,
        summary: 'A new secret: the old one and its tokens stop working at once',
        params: oa.idParams('API client'),
        response: {
          200: oa.ok(withSecret, 'The new secret'),
          ...oa.signedInRefusals(
            400,
            [404, 'NOT_FOUND'],
            [422, 'BUSINESS_RULE: API_CLIENT_REVOKED, API_CLIENT_EXTERNAL'],
          ),
        },
      },
    },
    async (request) => {
      const { client, secret } = await clients.rotateApiClientSecret(prisma, actorOf(request), request.params.id);
      return { client: presentClient(await clientWithWebhooks(client.id)), secret };
    },
  );

  api.post<IdRequest>(
    '/api-clients/:id/revoke',
    {
      schema: {
        ...write,
        summary: 'Revoke an API client for good (its tokens stop working on their next request)',
        params: oa.idParams('API client'),
        response: { 200: oa.ok(clientSchema, 'Revoked'), ...oa.signedInRefusals(400, [404, 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const client = await clients.revokeApiClient(prisma, actorOf(request), request.params.id);
      return presentClient(await clientWithWebhooks(client.id));
    },
  );

  api.post<IdRequest & { Body: z.infer<typeof subscriptionBody> }>(
    '/api-clients/:id/webhooks',
    {
      schema: {
        ...write,
        summary: 'Subscribe an endpoint of the client to events (the signing secret is in this answer only)',
        params: oa.idParams('API client'),
        body: subscriptionBody,
        response: {
          201: oa.ok(
            z
              .object({ subscription: subscriptionSchema, secret: z.string() })
              .meta({ id: 'WebhookSubscriptionWithSecret' }),
            'Subscribed',
          ),
          ...oa.bodyRefusals(
            [404, 'NOT_FOUND'],
            [
              422,
              'BUSINESS_RULE: WEBHOOK_URL_NOT_ALLOWED, WEBHOOK_LIMIT_REACHED, API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_REVOKED',
            ],
          ),
        },
      },
    },
    async (request, reply) => {
      const { subscription, secret } = await createSubscription(
        prisma,
        actorOf(request),
        request.params.id,
        request.body,
        strict,
      );
      reply.code(201);
      return { subscription: presentSubscription(subscription), secret };
    },
  );

  api.put<IdRequest & { Body: z.infer<typeof subscriptionChanges> }>(
    '/webhooks/:id',
    {
      schema: {
        ...write,
        summary: 'Change a webhook subscription; enabled: true re-enables a disabled one',
        params: oa.idParams('Subscription'),
        body: subscriptionChanges,
        response: {
          200: oa.ok(subscriptionSchema, 'Changed'),
          ...oa.bodyRefusals(
            [404, 'NOT_FOUND'],
            [422, 'BUSINESS_RULE: WEBHOOK_URL_NOT_ALLOWED, API_CLIENT_SCOPE_NOT_ALLOWED'],
          ),
        },
      },
    },
    async (request) =>
      presentSubscription(await updateSubscription(prisma, actorOf(request), request.params.id, request.body, strict)),
  );

  api.delete<IdRequest>(
    '/webhooks/:id',
    {
      schema: {
        ...write,
        summary: 'Delete a webhook subscription and its delivery log',
        params: oa.idParams('Subscription'),
        response: { 204: oa.noContent, ...oa.signedInRefusals(400, [404, 'NOT_FOUND']) },
      },
    },
    async (request, reply) => {
      await deleteSubscription(prisma, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get<IdRequest & { Querystring: z.infer<typeof deliveriesQuery> }>(
    '/api-clients/:id/deliveries',
    {
      schema: {
        ...read,
        summary: 'The client’s webhook deliveries, newest first (the delivery log, 25 a page)',
        params: oa.idParams('API client'),
        querystring: deliveriesQuery,
        response: {
          200: oa.ok(oa.pageOf(deliverySchema, 'WebhookDeliveryPage'), 'One page'),
          ...oa.signedInRefusals(400, [404, 'NOT_FOUND']),
        },
      },
    },
    async (request) => {
      const where = await deliveriesWhere(prisma, actorOf(request), request.params.id, request.query.status);
      const page = await numberedPage(
        readPageQuery(request.query),
        (window) =>
          prisma.webhookDelivery.findMany({
            where,
            orderBy: DELIVERY_ORDER,
            include: DELIVERY_INCLUDE,
            ...window,
          }),
        () => prisma.webhookDelivery.count({ where }),
      );
      return { ...page, items: page.items.map(presentDelivery) };
    },
  );

  api.post<IdRequest>(
    '/webhook-deliveries/:id/redeliver',
    {
      schema: {
        ...write,
        summary: 'Send a delivery again with the next pass (same webhook-id)',
        params: oa.idParams('Delivery'),
        response: { 200: oa.ok(deliverySchema, 'Queued again'), ...oa.signedInRefusals(400, [404, 'NOT_FOUND']) },
      },
    },
    async (request) => {
      const row = await redeliver(prisma, actorOf(request), request.params.id);
      return presentDelivery(
        await prisma.webhookDelivery.findUniqueOrThrow({
          where: { id: row.id },
          include: DELIVERY_INCLUDE,
        }),
      );
    },
  );
}
