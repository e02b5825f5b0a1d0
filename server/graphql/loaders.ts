import DataLoader from 'dataloader';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
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

/**
 * One value per GraphQL request, made on first use (a DataLoader, so a list screen batches its
 * rows into one query): `const xLoader = perRequest((ctx) => new DataLoader(...))`, then `xLoader(ctx)`.
 */
export function perRequest<T>(make: (ctx: RequestContext) => T) {
  const cache = new WeakMap<RequestContext, T>();
  return (ctx: RequestContext): T => {
    let value = cache.get(ctx);
    if (!value) cache.set(ctx, (value = make(ctx)));
    return value;
  };
}
