import DataLoader from 'dataloader';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { RequestContext } from './context.ts';
import { omnibusPrices } from '../modules/catalogue/pricing/service.ts';

/**
 * A batch loader over a read that answers many keys at once as a Map (one query per batch);
 * a key the map lacks gets `missing`.
 */
export const mapLoader = <V>(read: (keys: readonly string[]) => Promise<Map<string, V>>, missing: V) =>
  new DataLoader<string, V>(async (keys) => {
    const values = await read(keys);
    return keys.map((key) => values.get(key) ?? missing);
  });

/** Per-request batch loaders, so list screens make one query per kind of data (no N+1). */
export function createLoaders(prisma: PrismaClient) {
  return {
    courseOmnibus: mapLoader((ids) => omnibusPrices(prisma, 'course', ids), null),
    productOmnibus: mapLoader((ids) => omnibusPrices(prisma, 'product', ids), null),
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

/** A per-request `mapLoader`: `read` gets the request's context and the keys of one batch. */
export const perRequestMapLoader = <V>(
  read: (ctx: RequestContext, keys: readonly string[]) => Promise<Map<string, V>>,
  missing: V,
) => perRequest((ctx) => mapLoader((keys) => read(ctx, keys), missing));
