import DataLoader from 'dataloader';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { omnibusPrices } from '../modules/pricing/service.ts';

/** Per-request batch loaders, so list screens make one query per kind of data (no N+1). */
export function createLoaders(prisma: PrismaClient) {
  return {
    courseOmnibus: new DataLoader<string, number | null>(async (ids) => {
      const prices = await omnibusPrices(prisma, 'course', ids);
      return ids.map((id) => prices.get(id) ?? null);
    }),
    productOmnibus: new DataLoader<string, number | null>(async (ids) => {
      const prices = await omnibusPrices(prisma, 'product', ids);
      return ids.map((id) => prices.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
