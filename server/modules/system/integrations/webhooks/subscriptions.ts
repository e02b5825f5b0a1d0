import { z } from 'zod';
import { WEBHOOK_URL_MAX, WEBHOOKS_PER_CLIENT_MAX } from '../../../../contract/policies.ts';
import type { Prisma, PrismaClient, User } from '../../../../generated/prisma/client.ts';
import type { WebhookEventType } from '../../../../generated/prisma/enums.ts';
import { AppError, brokenRule, notFound } from '../../../../platform/errors.ts';
import { enumOf, isUuid, parseInput, requiredText } from '../../../../platform/validation.ts';
import { clientReach, findVisibleClient, visibleClients } from '../clients.ts';
import { newWebhookSecret } from '../secrets.ts';
import { urlRefusal } from './address-guard.ts';
import { eventsFor, WEBHOOK_EVENT_TYPES } from './events.ts';

/**
 * Webhook subscriptions of an API client: an endpoint, the events it hears of (within the
 * client's scopes), and its signing secret (shown at creation). Only an admin may allow a
 * private or loopback address; production refuses them otherwise (address-guard.ts).
 */
type Actor = Pick<User, 'id' | 'role'>;

const input = z.object({
  url: requiredText(WEBHOOK_URL_MAX),
  events: z.array(enumOf(WEBHOOK_EVENT_TYPES)).min(1, 'required'),
  allowPrivateNetwork: z.boolean().optional(),
});

function checkedUrl(url: string, strict: boolean, allowPrivateNetwork: boolean): string {
  const refusal = urlRefusal(url, { strict, allowPrivateNetwork });
  if (refusal === 'not a URL' || refusal === 'not an HTTP(S) URL' || refusal === 'credentials in the URL') {
    throw new AppError('VALIDATION_FAILED', 'Invalid input', [{ field: 'url', code: 'invalid_url' }]);
  }
  if (refusal) throw brokenRule('WEBHOOK_URL_NOT_ALLOWED');
  return url;
}

function checkedEvents(scopes: readonly string[], events: WebhookEventType[]): WebhookEventType[] {
  const allowed = eventsFor(scopes);
  if (!events.every((event) => allowed.includes(event))) throw brokenRule('API_CLIENT_SCOPE_NOT_ALLOWED');
  return [...new Set(events)];
}

export async function createSubscription(
  prisma: PrismaClient,
  actor: Actor,
  clientId: string,
  raw: unknown,
  { strict }: { strict: boolean },
) {
  const client = await findVisibleClient(prisma, actor, clientId);
  if (client.revokedAt) throw brokenRule('API_CLIENT_REVOKED');
  const data = parseInput(input, raw);
  const allowPrivateNetwork = clientReach(actor) === 'any' && data.allowPrivateNetwork === true;
  const url = checkedUrl(data.url, strict, allowPrivateNetwork);
  const events = checkedEvents(client.scopes, data.events);
  const count = await prisma.webhookSubscription.count({ where: { apiClientId: client.id } });
  if (count >= WEBHOOKS_PER_CLIENT_MAX) throw brokenRule('WEBHOOK_LIMIT_REACHED');
  const secret = newWebhookSecret();
  const subscription = await prisma.webhookSubscription.create({
    data: { apiClientId: client.id, url, events, secret, allowPrivateNetwork },
  });
  return { subscription, secret };
}

/** A subscription of a client `actor` may see, else NOT_FOUND. */
export async function findVisibleSubscription(prisma: PrismaClient, actor: Actor, id: string) {
  const subscription = isUuid(id)
    ? await prisma.webhookSubscription.findFirst({
        where: { id, apiClient: visibleClients(actor) },
        include: { apiClient: true },
      })
    : null;
  if (!subscription) throw notFound('Webhook subscription');
  return subscription;
}

const changes = input.partial().extend({ enabled: z.boolean().optional() });

/**
 * Changes a subscription; `enabled: true` re-enables a disabled one (its failure count starts
 * again and its waiting deliveries go out with the next pass), `false` pauses it.
 */
export async function updateSubscription(
  prisma: PrismaClient,
  actor: Actor,
  id: string,
  raw: unknown,
  { strict }: { strict: boolean },
) {
  const current = await findVisibleSubscription(prisma, actor, id);
  const data = parseInput(changes, raw);
  const allowPrivateNetwork =
    data.allowPrivateNetwork === undefined
      ? current.allowPrivateNetwork
      : clientReach(actor) === 'any' && data.allowPrivateNetwork;
  const url = checkedUrl(data.url ?? current.url, strict, allowPrivateNetwork);
  const update: Prisma.WebhookSubscriptionUpdateInput = { url, allowPrivateNetwork };
  if (data.events) update.events = checkedEvents(current.apiClient.scopes, data.events);
  if (data.enabled === true) Object.assign(update, { disabledAt: null, failuresInRow: 0 });
  if (data.enabled === false && !current.disabledAt) update.disabledAt = new Date();
  return prisma.webhookSubscription.update({ where: { id: current.id }, data: update });
}

export async function deleteSubscription(prisma: PrismaClient, actor: Actor, id: string): Promise<void> {
  const current = await findVisibleSubscription(prisma, actor, id);
  await prisma.webhookSubscription.delete({ where: { id: current.id } });
}

/** Sends a delivery again with the next pass (same `webhook-id`: receivers drop it if they had it). */
export async function redeliver(prisma: PrismaClient, actor: Actor, deliveryId: string) {
  const delivery = isUuid(deliveryId)
    ? await prisma.webhookDelivery.findFirst({
        where: { id: deliveryId, subscription: { apiClient: visibleClients(actor) } },
      })
    : null;
  if (!delivery) throw notFound('Webhook delivery');
  return prisma.webhookDelivery.update({
    where: { id: delivery.id },
    data: { status: 'PENDING', attempts: 0, nextAttemptAt: new Date(), leasedUntil: null },
  });
}

export const DELIVERY_ORDER = [
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.WebhookDeliveryOrderByWithRelationInput[];

/** Deliveries of one client's subscriptions (newest first), optionally of one state. */
export async function deliveriesWhere(
  prisma: PrismaClient,
  actor: Actor,
  clientId: string,
  status?: 'PENDING' | 'DELIVERED' | 'FAILED' | null,
): Promise<Prisma.WebhookDeliveryWhereInput> {
  const client = await findVisibleClient(prisma, actor, clientId);
  return { subscription: { apiClientId: client.id }, ...(status ? { status } : {}) };
}
