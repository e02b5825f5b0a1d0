import type { Prisma } from '../../generated/prisma/client.ts';

type Tx = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * The next value of a gap-free counter (purchase numbers, invoice numbers). Call it inside the
 * transaction that uses the number: the upsert locks the counter's row until that transaction
 * ends, so concurrent callers wait in turn and a rollback returns the number (no gap, no reuse).
 */
export async function nextCounterValue(tx: Tx, key: string): Promise<number> {
  const rows = await tx.$queryRaw<{ value: number }[]>`
    INSERT INTO "DocumentCounter" ("key", "value") VALUES (${key}, 1)
    ON CONFLICT ("key") DO UPDATE SET "value" = "DocumentCounter"."value" + 1
    RETURNING "value"`;
  return Number(rows[0]!.value);
}
