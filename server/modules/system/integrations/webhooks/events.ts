import type { Permission } from '../../../../auth/permissions.ts';
import { API_CLIENT_SCOPES } from '../../../../auth/permissions.ts';
import type { Prisma } from '../../../../generated/prisma/client.ts';
import type { WebhookEventType } from '../../../../generated/prisma/enums.ts';

/**
 * The events a webhook subscription can be told about: their wire names (Standard Webhooks'
 * `type`), and the scope a client needs to receive each — the `…:any` form for the school's
 * clients, the `…:own` form (where one exists) for a company's, which then hears only of its own
 * purchases and seats.
 */
export const WEBHOOK_EVENTS: Record<WebhookEventType, { name: string; scope: Permission; own?: Permission }> = {
  PURCHASE_PAID: { name: 'purchase.paid', scope: 'manage:purchase:any', own: 'read:purchase:own' },
  PURCHASE_CANCELLED: { name: 'purchase.cancelled', scope: 'manage:purchase:any', own: 'read:purchase:own' },
  PURCHASE_REFUNDED: { name: 'purchase.refunded', scope: 'manage:purchase:any', own: 'read:purchase:own' },
  INVOICE_ISSUED: { name: 'invoice.issued', scope: 'manage:purchase:any', own: 'read:purchase:own' },
  SEAT_ASSIGNED: { name: 'seat.assigned', scope: 'manage:resource:any', own: 'manage:resource:own' },
  SEAT_STARTED: { name: 'seat.started', scope: 'manage:resource:any', own: 'manage:resource:own' },
  EXAM_VERIFIED: { name: 'exam.verified', scope: 'manage:user:any' },
  CERTIFICATE_ISSUED: { name: 'certificate.issued', scope: 'manage:user:any' },
  JOB_OFFER_POSTED: { name: 'job_offer.posted', scope: 'manage:content:any' },
};
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** Whether a client with these scopes, owned by `ownerId`, hears of an event concerning `owners`. */
export function hears(
  event: WebhookEventType,
  client: { scopes: readonly string[]; ownerId: string; ownerRole: keyof typeof API_CLIENT_SCOPES },
  owners: readonly string[],
): boolean {
  const { scope, own } = WEBHOOK_EVENTS[event];
  const allowed = API_CLIENT_SCOPES[client.ownerRole] ?? [];
  const holds = (p: Permission) => allowed.includes(p) && client.scopes.includes(p);
  return holds(scope) || (own !== undefined && holds(own) && owners.includes(client.ownerId));
}

/** The events a client with these scopes may subscribe to (the screens offer only these). */
export function eventsFor(scopes: readonly string[]): WebhookEventType[] {
  return WEBHOOK_EVENT_TYPES.filter((event) => {
    const { scope, own } = WEBHOOK_EVENTS[event];
    return scopes.includes(scope) || (own !== undefined && scopes.includes(own));
  });
}

/**
 * Records an event for every active subscription that hears of it: one delivery row each, in
 * the caller's transaction, so the event exists exactly when the change does (the outbox); the
 * sending job delivers it. `owners`: the accounts the event concerns (a buyer, a seat's company).
 * `data` holds ids and facts an integrator needs to act, never more than the client may read.
 */
export async function recordWebhookEvent(
  tx: Prisma.TransactionClient,
  event: WebhookEventType,
  { owners = [], data }: { owners?: readonly (string | null)[]; data: Record<string, unknown> },
): Promise<void> {
  const subscriptions = await tx.webhookSubscription.findMany({
    where: { events: { has: event }, disabledAt: null, apiClient: { revokedAt: null } },
    select: { id: true, apiClient: { select: { scopes: true, ownerId: true, owner: { select: { role: true } } } } },
  });
  const concerned = owners.filter((o): o is string => o !== null);
  const listeners = subscriptions.filter(({ apiClient }) =>
    hears(event, { scopes: apiClient.scopes, ownerId: apiClient.ownerId, ownerRole: apiClient.owner.role }, concerned),
  );
  if (!listeners.length) return;
  const payload = { type: WEBHOOK_EVENTS[event].name, timestamp: new Date().toISOString(), data };
  await tx.webhookDelivery.createMany({
    data: listeners.map(({ id }) => ({ subscriptionId: id, event, payload: payload as Prisma.InputJsonObject })),
  });
}

/**
 * "seat.started": the first step of a seat's employee (a quiz, a completed subject, an exam or
 * practice booked), announced once per seat; the learning and exams modules call it with the
 * user course they changed, in their transaction. No seat behind it: nothing happens.
 */
export async function announceSeatStarted(tx: Prisma.TransactionClient, userCourseId: string): Promise<void> {
  const seat = await tx.userResource.findFirst({
    where: { userCourseId, startAnnouncedAt: null },
    select: { id: true, ownerId: true, courseId: true, assignedEmail: true },
  });
  if (!seat) return;
  const claimed = await tx.userResource.updateMany({
    where: { id: seat.id, startAnnouncedAt: null },
    data: { startAnnouncedAt: new Date() },
  });
  if (!claimed.count) return;
  await recordWebhookEvent(tx, 'SEAT_STARTED', {
    owners: [seat.ownerId],
    data: { seatId: seat.id, courseId: seat.courseId, email: seat.assignedEmail },
  });
}
