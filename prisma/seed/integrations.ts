// Demo API clients and webhooks (issue 30, README "For integrators"). The secrets are published in
// the README like the demo passwords: demo data only, never a real system's.
// - The company's "HR system" (its seats and purchases) with a webhook to the local receiver
//   (`npm run webhook:receiver`, http://localhost:4000/webhooks): a delivery log of delivered
//   events and one that failed while no receiver ran; new events go out as they happen.
// - The school's "Accounting export" (every purchase and invoice), used two days ago.
// - A revoked client, as the list shows them.
import { WEBHOOK_RETRY_SECONDS } from '../../server/contract/policies.ts';
import type { Prisma, PrismaClient } from '../../server/generated/prisma/client.ts';
import { hashClientSecret } from '../../server/modules/system/integrations/secrets.ts';
import { purchaseEventData } from '../../server/modules/commerce/purchases/money-events.ts';

export const DEMO_COMPANY_CLIENT = { clientId: 'ac_AeroSkanHRdemo01', secret: 'acs_demo-company-secret-Academy123' };
export const DEMO_SCHOOL_CLIENT = { clientId: 'ac_SchoolBooksDemo1', secret: 'acs_demo-school-secret-Academy123' };
/** The demo webhook's signing secret (what the local receiver verifies with by default). */
export const DEMO_WEBHOOK_SECRET = `whsec_${Buffer.from('skypilot-academy-demo-webhook!!!').toString('base64')}`;
export const DEMO_WEBHOOK_URL = 'http://localhost:4000/webhooks';

const DAY_MS = 86_400_000;

export async function seedIntegrations(prisma: PrismaClient, now = new Date()) {
  const company = await prisma.user.findUniqueOrThrow({ where: { email: 'company@example.com' } });
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@example.com' } });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const hr = await prisma.apiClient.create({
    data: {
      clientId: DEMO_COMPANY_CLIENT.clientId,
      name: 'HR system',
      ownerId: company.id,
      scopes: ['read:purchase:own', 'manage:resource:own'],
      secretHash: hashClientSecret(DEMO_COMPANY_CLIENT.secret),
      secretSetAt: ago(30),
      createdAt: ago(30),
      lastUsedAt: ago(1),
    },
  });
  await prisma.apiClient.create({
    data: {
      clientId: DEMO_SCHOOL_CLIENT.clientId,
      name: 'Accounting export',
      ownerId: admin.id,
      scopes: ['manage:purchase:any'],
      secretHash: hashClientSecret(DEMO_SCHOOL_CLIENT.secret),
      secretSetAt: ago(60),
      createdAt: ago(60),
      lastUsedAt: ago(2),
    },
  });
  await prisma.apiClient.create({
    data: {
      clientId: 'ac_OldCrmRevoked001',
      name: 'Old CRM',
      ownerId: admin.id,
      scopes: ['manage:user:any'],
      secretHash: hashClientSecret('revoked'),
      createdAt: ago(120),
      secretSetAt: ago(120),
      lastUsedAt: ago(25),
      revokedAt: ago(20),
    },
  });

  const hook = await prisma.webhookSubscription.create({
    data: {
      apiClientId: hr.id,
      url: DEMO_WEBHOOK_URL,
      events: ['PURCHASE_PAID', 'INVOICE_ISSUED', 'SEAT_ASSIGNED', 'SEAT_STARTED'],
      secret: DEMO_WEBHOOK_SECRET,
      createdAt: ago(30),
    },
  });

  // The log: the company's last paid purchases, delivered; a seat assignment that failed while
  // nobody listened (every retry refused), which "Redeliver" sends again.
  const paid = await prisma.purchase.findMany({
    where: { buyerId: company.id, paidAt: { not: null } },
    orderBy: { paidAt: 'desc' },
    take: 2,
    include: { invoice: { select: { number: true } } },
  });
  for (const purchase of paid) {
    const at = purchase.paidAt!;
    const events: [Prisma.WebhookDeliveryCreateInput['event'], Record<string, unknown>][] = [
      ['PURCHASE_PAID', purchaseEventData(purchase)],
      ...(purchase.invoice
        ? [
            ['INVOICE_ISSUED', { ...purchaseEventData(purchase), invoiceNumber: purchase.invoice.number }] as [
              'INVOICE_ISSUED',
              Record<string, unknown>,
            ],
          ]
        : []),
    ];
    for (const [event, data] of events) {
      await prisma.webhookDelivery.create({
        data: {
          subscriptionId: hook.id,
          event,
          payload: {
            type: event === 'PURCHASE_PAID' ? 'purchase.paid' : 'invoice.issued',
            timestamp: at.toISOString(),
            data,
          } as Prisma.InputJsonObject,
          status: 'DELIVERED',
          attempts: 1,
          nextAttemptAt: at,
          deliveredAt: at,
          createdAt: at,
          log: { create: [{ at, status: 204, responseBody: '', durationMs: 38 }] },
        },
      });
    }
  }
  const seat = await prisma.userResource.findFirst({
    where: { ownerId: company.id, assignedEmail: { not: null } },
    orderBy: { assignedAt: 'desc' },
  });
  if (seat) {
    const at = ago(6);
    await prisma.webhookDelivery.create({
      data: {
        subscriptionId: hook.id,
        event: 'SEAT_ASSIGNED',
        payload: {
          type: 'seat.assigned',
          timestamp: at.toISOString(),
          data: { seatId: seat.id, courseId: seat.courseId, email: seat.assignedEmail, invited: false },
        },
        status: 'FAILED',
        attempts: WEBHOOK_RETRY_SECONDS.length + 1,
        nextAttemptAt: at,
        createdAt: at,
        log: {
          // At once, then after each wait of the retry schedule.
          create: [0, ...WEBHOOK_RETRY_SECONDS].map((_, i, waits) => ({
            at: new Date(at.getTime() + waits.slice(0, i + 1).reduce((sum, s) => sum + s, 0) * 1000),
            status: null,
            error: 'connect ECONNREFUSED 127.0.0.1:4000',
            durationMs: 2,
          })),
        },
      },
    });
  }
}
