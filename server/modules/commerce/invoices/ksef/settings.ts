import { z } from 'zod';
import { KSEF_SEND_CONSUMER_INVOICES_DEFAULT } from '../../../../contract/policies.ts';
import type { Prisma, PrismaClient } from '../../../../generated/prisma/client.ts';

/**
 * The admin's KSeF setting: whether consumers' invoices go to KSeF too (the law allows both).
 * Turning it on sends the consumer invoices issued from that moment (`since`); the earlier ones
 * were handed out as outside KSeF and stay so.
 */
const KEY = 'ksef.sendConsumerInvoices';
const value = z.object({ enabled: z.boolean(), since: z.iso.datetime().nullable() });
export type ConsumerInvoicesSetting = { enabled: boolean; since: Date | null };

type Db = PrismaClient | Prisma.TransactionClient;

export async function consumerInvoicesSetting(db: Db): Promise<ConsumerInvoicesSetting> {
  const row = await db.setting.findUnique({ where: { key: KEY } });
  const parsed = value.safeParse(row?.value);
  if (!parsed.success) return { enabled: KSEF_SEND_CONSUMER_INVOICES_DEFAULT, since: null };
  return { enabled: parsed.data.enabled, since: parsed.data.since ? new Date(parsed.data.since) : null };
}

export async function setConsumerInvoices(
  db: Db,
  enabled: boolean,
  now = new Date(),
): Promise<ConsumerInvoicesSetting> {
  const current = await consumerInvoicesSetting(db);
  if (current.enabled === enabled) return current;
  const next = { enabled, since: enabled ? now.toISOString() : null };
  await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value: next }, update: { value: next } });
  return { enabled, since: enabled ? now : null };
}
