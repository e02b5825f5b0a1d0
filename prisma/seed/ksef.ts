// Demo e-invoices (issue 29). Every business invoice of the demo orders goes to KSeF when the app
// starts (the sending job's first pass, through the local simulator unless KSEF_TOKEN is set), so
// the e-invoices screen shows them ACCEPTED with their KSeF numbers and UPO. Two stand out:
// - REJECTED: the company's order of 4 days ago carries a mistyped NIP (its check digit is wrong),
//   which KSeF refuses; the admin corrects it on the e-invoices screen and resends;
// - offline: the company's order of 3 days ago was issued while KSeF did not answer, so it waits
//   in the offline mode (its PDF's QR code says OFFLINE) until its next attempt 10 minutes after
//   seeding, or "Send now".
import { loadConfig } from '../../server/config.ts';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { endOfNextBusinessDay } from '../../server/platform/business-days.ts';
import { warsawToday } from '../../server/platform/time.ts';
import { queueDocument } from '../../server/modules/commerce/invoices/service.ts';

/** The company's NIP 5260250274 with its last digit mistyped. */
export const MISTYPED_NIP = '5260250275';
const DAY_MS = 86_400_000;

export async function seedKsef(prisma: PrismaClient, now = new Date()) {
  const company = await prisma.user.findUniqueOrThrow({ where: { email: 'company@example.com' } });
  const invoiced = await prisma.purchase.findMany({
    where: { buyerId: company.id, buyerType: 'BUSINESS', invoice: { isNot: null } },
    orderBy: { createdAt: 'desc' },
    select: { id: true, createdAt: true, invoice: { select: { id: true, issuedAt: true } } },
  });
  const daysAgo = (days: number) =>
    invoiced.find((p) => Math.round((now.getTime() - p.createdAt.getTime()) / DAY_MS) === days);
  const rejected = daysAgo(4);
  const offline = daysAgo(3);
  if (!rejected?.invoice || !offline?.invoice) throw new Error('Demo e-invoices: the company’s orders are missing');

  await prisma.purchase.update({ where: { id: rejected.id }, data: { invNip: MISTYPED_NIP } });
  const issueDay = warsawToday(offline.invoice.issuedAt);
  await queueDocument(prisma, loadConfig(), { invoiceId: offline.invoice.id }, now, {
    offlineReason: 'UNAVAILABLE',
    sendBy: endOfNextBusinessDay(issueDay),
    attempts: 1,
    nextAttemptAt: new Date(now.getTime() + 10 * 60_000),
    errors: [{ code: null, description: 'KSeF did not answer (HTTP 503)', details: [] }],
  });
}
