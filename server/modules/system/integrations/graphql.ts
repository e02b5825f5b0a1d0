import { isCompanyAccount } from '../../../auth/permissions.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { pageArgs, relayPage } from '../../../graphql/connection.ts';
import { countedConnection } from '../../../graphql/connection-schema.ts';
import { uuidOf, uuidOrNil } from '../../../graphql/ids.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { WebhookEventType, type WebhookDeliveryStatus } from '../../../generated/prisma/enums.ts';
import {
  CLIENT_ORDER,
  clientManager,
  createApiClient,
  findVisibleClient,
  grantableScopes,
  isExternalClient,
  managesClients,
  revokeApiClient,
  rotateApiClientSecret,
  updateApiClient,
  visibleClients,
  type CreatedClient,
} from './clients.ts';
import { eventsFor, WEBHOOK_EVENTS } from './webhooks/events.ts';
import {
  createSubscription,
  deleteSubscription,
  deliveriesWhere,
  DELIVERY_ORDER,
  redeliver,
  updateSubscription,
} from './webhooks/subscriptions.ts';
import { tokenEndpoint, strictAddresses } from './settings.ts';

/**
 * Integrators (issue 30): API clients and their webhooks, for admins (every client; the school's
 * are theirs) and company accounts (their own). The REST twin is rest.ts.
 */
const mayManage = (ctx: RequestContext) => managesClients(ctx.viewer);
const actorOf = (ctx: RequestContext) => clientManager(ctx.viewer);

const WebhookEventEnum = builder.enumType('WebhookEvent', {
  values: Object.fromEntries(
    Object.values(WebhookEventType).map((value) => [
      value,
      { description: `Wire name: ${WEBHOOK_EVENTS[value].name}.` },
    ]),
  ) as Record<WebhookEventType, { description: string }>,
  description: 'What a webhook subscription can be told about.',
});
const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { description: 'To be sent, or retried at `nextAttemptAt`.' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every retry failed; "redeliver" sends it again.' },
  } as const satisfies Record<WebhookDeliveryStatus, { description: string }>,
  description: 'Where a webhook delivery stands.',
});

builder.prismaObject('WebhookAttempt', {
  description: 'One HTTP attempt of a delivery, with what the endpoint answered.',
  fields: (t) => ({
    at: t.expose('at', dateTime('When it was sent.')),
    status: t.exposeInt('status', nullable('The HTTP status; null when no answer came.')),
    responseBody: t.exposeString('responseBody', nullable('The first 2 KB of the answer.')),
    error: t.exposeString('error', nullable('Why no answer came (timeout, refused address…).')),
    durationMs: t.exposeInt('durationMs', { description: 'How long the attempt took, in milliseconds.' }),
  }),
});

export const WebhookDeliveryRef = builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  authScopes: (_delivery, ctx) => mayManage(ctx),
  findUnique: (id, ctx) => ({
    id: uuidOrNil(id),
    AND: [
      {
        subscription: {
          apiClient: ctx.viewer && mayManage(ctx) ? visibleClients(ctx.viewer.user) : { ownerId: uuidOrNil('') },
        },
      },
    ],
  }),
  description: 'One event for one subscription, sent until the endpoint accepts it (the delivery log).',
  fields: (t) => ({
    event: t.expose('event', { type: WebhookEventEnum, description: 'The event.' }),
    messageId: t.string({
      description: 'The `webhook-id` header: the same on every retry and redelivery (receivers drop repeats by it).',
      resolve: (row) => `msg_${row.id}`,
    }),
    payload: t.string({ description: 'The JSON body sent.', resolve: (row) => JSON.stringify(row.payload) }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum, description: 'Where the delivery stands.' }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far (since the last redelivery).' }),
    nextAttemptAt: t.expose('nextAttemptAt', dateTime('When a PENDING delivery is tried next.')),
    deliveredAt: t.expose('deliveredAt', optionalDateTime('When the endpoint accepted it.')),
    createdAt: t.expose('createdAt', dateTime('When the event happened.')),
    url: t.string({
      description: 'The endpoint it goes to.',
      select: { subscription: { select: { url: true } } },
      resolve: (row) => row.subscription.url,
    }),
    log: t.relation('log', {
      description: 'The last attempts, newest first.',
      query: { orderBy: [{ at: 'desc' }, { id: 'desc' }], take: 10 },
    }),
  }),
});

builder.prismaObject('WebhookSubscription', {
  description: 'An endpoint of an API client and the events it is told about (Standard Webhooks signatures).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The subscription’s id (a UUID).' }),
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    events: t.expose('events', { type: [WebhookEventEnum], description: 'The events it hears of.' }),
    allowPrivateNetwork: t.exposeBoolean('allowPrivateNetwork', {
      description: 'An admin allowed a private or loopback address (production refuses them otherwise).',
    }),
    failuresInRow: t.exposeInt('failuresInRow', { description: 'Failed attempts in a row (reset by a success).' }),
    disabledAt: t.expose(
      'disabledAt',
      optionalDateTime('When it was disabled (after too many failures, or by hand); null while it is active.'),
    ),
    createdAt: t.expose('createdAt', dateTime('When it was created.')),
  }),
});

const WebhookDeliveryConnection = countedConnection(
  WebhookDeliveryRef,
  'WebhookDeliveryConnection',
  'Deliveries matching.',
);

export const ApiClientRef = builder.prismaNode('ApiClient', {
  id: { field: 'id' },
  description: 'A partner’s system calling the API with the OAuth 2.0 client-credentials grant.',
  fields: (t) => ({
    clientId: t.exposeString('clientId', { description: 'The OAuth `client_id`.' }),
    name: t.exposeString('name', { description: 'A name to recognise it by.' }),
    scopes: t.exposeStringList('scopes', { description: 'What its tokens may do: permission names of the role map.' }),
    external: t.boolean({
      description: 'A client of the external identity provider (OIDC_ISSUER): its secret is kept there.',
      select: { secretHash: true },
      resolve: (row) => isExternalClient(row),
    }),
    ownerName: t.string({
      description: 'The account it acts for: a company’s name, or the admin who registered it.',
      select: { owner: { select: { companyName: true, firstName: true, lastName: true, email: true } } },
      resolve: ({ owner }) =>
        owner.companyName?.trim() || [owner.firstName, owner.lastName].filter(Boolean).join(' ').trim() || owner.email,
    }),
    ownedByCompany: t.boolean({
      description: 'Registered by a company account (else by an admin, for the school).',
      select: { owner: { select: { role: true } } },
      resolve: ({ owner }) => isCompanyAccount(owner.role),
    }),
    createdAt: t.expose('createdAt', dateTime('When it was registered.')),
    secretSetAt: t.expose('secretSetAt', dateTime('When its secret was last set (rotated).')),
    lastUsedAt: t.expose('lastUsedAt', optionalDateTime('Its last request (to the minute); null if never used.')),
    revokedAt: t.expose('revokedAt', optionalDateTime('When it was revoked, for good.')),
    webhooks: t.relation('webhooks', {
      description: 'Its webhook subscriptions, oldest first.',
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    subscribableEvents: t.field({
      type: [WebhookEventEnum],
      description: 'The events its scopes let it subscribe to.',
      select: { scopes: true },
      resolve: (row) => eventsFor(row.scopes),
    }),
    deliveries: t.field({
      type: WebhookDeliveryConnection,
      description: 'Its webhook deliveries, newest first (25 a page by default).',
      args: { ...pageArgs(t.arg), status: t.arg({ type: WebhookDeliveryStatusEnum, description: 'Only this state.' }) },
      resolve: async (client, args, ctx, info) =>
        relayPage(ctx, info, 'WebhookDelivery', args, ctx.prisma.webhookDelivery, {
          where: await deliveriesWhere(ctx.prisma, actorOf(ctx), client.id, args.status),
          orderBy: DELIVERY_ORDER,
        }),
    }),
  }),
  authScopes: (_client, ctx) => mayManage(ctx),
  // node(id:) finds only the viewer's own clients (another company's does not exist for them).
  findUnique: (id, ctx) => ({
    id: uuidOrNil(id),
    AND: [ctx.viewer && mayManage(ctx) ? visibleClients(ctx.viewer.user) : { ownerId: uuidOrNil('') }],
  }),
});

const ApiClientConnection = countedConnection(ApiClientRef, 'ApiClientConnection', 'Clients matching.');

builder.queryField('apiClients', (t) =>
  t.field({
    type: ApiClientConnection,
    description:
      'API clients the viewer manages, newest first: an admin sees every one (the school’s and the companies’), a company its own.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: pageArgs(t.arg),
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'ApiClient', args, ctx.prisma.apiClient, {
        where: visibleClients(actorOf(ctx)),
        orderBy: CLIENT_ORDER,
      }),
  }),
);

builder.queryField('apiClient', (t) =>
  t.prismaField({
    type: 'ApiClient',
    nullable: true,
    description: 'One API client the viewer manages (null when it is not theirs or does not exist).',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: { id: t.arg.id({ required: true, description: 'The client’s global id.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const found = await findVisibleClient(ctx.prisma, actorOf(ctx), uuidOf(id, 'ApiClient', 'API client')).catch(
        () => null,
      );
      return found ? ctx.prisma.apiClient.findUnique({ ...query, where: { id: found.id } }) : null;
    },
  }),
);

const ApiClientSetupRef = builder.objectRef<{ scopes: readonly string[]; tokenUrl: string; external: boolean }>(
  'ApiClientSetup',
);
ApiClientSetupRef.implement({
  description: 'What registering an API client offers this viewer.',
  fields: (t) => ({
    scopes: t.exposeStringList('scopes', { description: 'The scopes the viewer’s clients may be given.' }),
    tokenUrl: t.exposeString('tokenUrl', { description: 'The OAuth 2.0 token endpoint (client-credentials grant).' }),
    external: t.exposeBoolean('external', {
      description: 'Clients are the external identity provider’s (register them there, then name them here).',
    }),
  }),
});

builder.queryField('apiClientSetup', (t) =>
  t.field({
    type: ApiClientSetupRef,
    description: 'The scopes, token endpoint and identity provider that registering an API client uses.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    resolve: (_root, _args, ctx) => ({
      scopes: grantableScopes(actorOf(ctx)),
      tokenUrl: tokenEndpoint(ctx.config),
      external: !ctx.config.embeddedIdp,
    }),
  }),
);

const ApiClientWithSecretRef = builder.objectRef<CreatedClient>('ApiClientWithSecret');
ApiClientWithSecretRef.implement({
  description: 'An API client and its new secret: shown this once, never again.',
  fields: (t) => ({
    client: t.prismaField({
      type: 'ApiClient',
      description: 'The client.',
      resolve: (query, { client }, _args, ctx) =>
        ctx.prisma.apiClient.findUniqueOrThrow({ ...query, where: { id: client.id } }),
    }),
    secret: t.exposeString(
      'secret',
      nullable('The client secret (null for a client of an external identity provider).'),
    ),
  }),
});

builder.mutationField('createApiClient', (t) =>
  t.field({
    type: ApiClientWithSecretRef,
    description:
      'Registers an API client acting for the viewer, with scopes from `apiClientSetup.scopes`. BUSINESS_RULE ' +
      'API_CLIENT_SCOPE_NOT_ALLOWED, API_CLIENT_LIMIT_REACHED.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: {
      name: t.arg.string({ required: true, description: 'A name to recognise it by (at most 80 characters).' }),
      scopes: t.arg.stringList({ required: true, description: 'Permission names (see apiClientSetup.scopes).' }),
      externalClientId: t.arg.string({
        description: 'With an external identity provider: the client id registered there (required then).',
      }),
    },
    resolve: (_root, args, ctx) =>
      createApiClient(ctx.prisma, actorOf(ctx), args, { embeddedIdp: ctx.config.embeddedIdp }),
  }),
);

builder.mutationField('updateApiClient', (t) =>
  t.prismaField({
    type: 'ApiClient',
    description: 'Renames a client or changes its scopes (its next request already has them).',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: {
      id: t.arg.id({ required: true, description: 'The client’s global id.' }),
      name: t.arg.string({ description: 'A new name.' }),
      scopes: t.arg.stringList({ description: 'The new scopes.' }),
    },
    resolve: async (query, _root, { id, name, scopes }, ctx) => {
      const client = await updateApiClient(ctx.prisma, actorOf(ctx), uuidOf(id, 'ApiClient', 'API client'), {
        name: name ?? undefined,
        scopes: scopes ?? undefined,
      });
      return ctx.prisma.apiClient.findUniqueOrThrow({ ...query, where: { id: client.id } });
    },
  }),
);

builder.mutationField('rotateApiClientSecret', (t) =>
  t.field({
    type: ApiClientWithSecretRef,
    description: 'A new secret: the old one and every token issued with it stop working at once.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: { id: t.arg.id({ required: true, description: 'The client’s global id.' }) },
    resolve: (_root, { id }, ctx) =>
      rotateApiClientSecret(ctx.prisma, actorOf(ctx), uuidOf(id, 'ApiClient', 'API client')),
  }),
);

builder.mutationField('revokeApiClient', (t) =>
  t.prismaField({
    type: 'ApiClient',
    description: 'Revokes a client for good: its tokens stop working on their next request.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: { id: t.arg.id({ required: true, description: 'The client’s global id.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const client = await revokeApiClient(ctx.prisma, actorOf(ctx), uuidOf(id, 'ApiClient', 'API client'));
      return ctx.prisma.apiClient.findUniqueOrThrow({ ...query, where: { id: client.id } });
    },
  }),
);

const SubscriptionWithSecretRef = builder.objectRef<{ subscription: { id: string }; secret: string }>(
  'WebhookSubscriptionWithSecret',
);
SubscriptionWithSecretRef.implement({
  description: 'A new webhook subscription and its signing secret (shown this once).',
  fields: (t) => ({
    subscription: t.prismaField({
      type: 'WebhookSubscription',
      description: 'The subscription.',
      resolve: (query, { subscription }, _args, ctx) =>
        ctx.prisma.webhookSubscription.findUniqueOrThrow({ ...query, where: { id: subscription.id } }),
    }),
    secret: t.exposeString('secret', { description: 'The Standard Webhooks signing secret (`whsec_…`).' }),
  }),
});

builder.mutationField('createWebhookSubscription', (t) =>
  t.field({
    type: SubscriptionWithSecretRef,
    description:
      'Subscribes an HTTPS endpoint of a client to events its scopes allow. BUSINESS_RULE WEBHOOK_URL_NOT_ALLOWED ' +
      '(production: not HTTPS, or a private address without the admin’s allowance), WEBHOOK_LIMIT_REACHED.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: {
      apiClientId: t.arg.id({ required: true, description: 'The client’s global id.' }),
      url: t.arg.string({ required: true, description: 'The endpoint (HTTPS in production).' }),
      events: t.arg({ type: [WebhookEventEnum], required: true, description: 'The events to be told about.' }),
      allowPrivateNetwork: t.arg.boolean({ description: 'Admins only: allow a private or loopback address.' }),
    },
    resolve: (_root, { apiClientId, ...input }, ctx) =>
      createSubscription(ctx.prisma, actorOf(ctx), uuidOf(apiClientId, 'ApiClient', 'API client'), input, {
        strict: strictAddresses(ctx.config),
      }),
  }),
);

builder.mutationField('updateWebhookSubscription', (t) =>
  t.prismaField({
    type: 'WebhookSubscription',
    description: 'Changes a subscription; `enabled: true` re-enables a disabled one (its waiting deliveries go out).',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: {
      id: t.arg.id({ required: true, description: 'The subscription’s id.' }),
      url: t.arg.string({ description: 'A new endpoint.' }),
      events: t.arg({ type: [WebhookEventEnum], description: 'New events.' }),
      enabled: t.arg.boolean({ description: 'Enable (again) or pause it.' }),
      allowPrivateNetwork: t.arg.boolean({ description: 'Admins only: allow a private or loopback address.' }),
    },
    resolve: async (query, _root, { id, url, events, enabled, allowPrivateNetwork }, ctx) => {
      const input = {
        url: url ?? undefined,
        events: events ?? undefined,
        enabled: enabled ?? undefined,
        allowPrivateNetwork: allowPrivateNetwork ?? undefined,
      };
      const row = await updateSubscription(ctx.prisma, actorOf(ctx), String(id), input, {
        strict: strictAddresses(ctx.config),
      });
      return ctx.prisma.webhookSubscription.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);

builder.mutationField('deleteWebhookSubscription', (t) =>
  t.boolean({
    description: 'Deletes a subscription and its delivery log.',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: { id: t.arg.id({ required: true, description: 'The subscription’s id.' }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteSubscription(ctx.prisma, actorOf(ctx), String(id));
      return true;
    },
  }),
);

builder.mutationField('redeliverWebhook', (t) =>
  t.prismaField({
    type: 'WebhookDelivery',
    description: 'Sends a delivery again with the next pass (same `webhook-id`).',
    authScopes: (_root, _args, ctx) => mayManage(ctx),
    args: { id: t.arg.id({ required: true, description: 'The delivery’s global id.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const row = await redeliver(ctx.prisma, actorOf(ctx), uuidOf(id, 'WebhookDelivery', 'Webhook delivery'));
      return ctx.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: row.id } });
    },
  }),
);
