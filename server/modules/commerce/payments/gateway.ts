import { randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import {
  createP24Client,
  networkFetch,
  p24BaseUrl,
  type FetchLike,
  type P24Client,
  type P24Credentials,
} from './p24-client.ts';

/**
 * Which Przelewy24 the product talks to: the real service when the four P24_* variables are set;
 * otherwise, outside production, the local simulator under /p24-simulator (same API, reached in
 * process through app.inject); in production without credentials, none (Przelewy24 not offered).
 */
export interface P24Gateway {
  readonly mode: 'przelewy24' | 'simulator' | 'none';
  /** The client, or null when Przelewy24 is not offered. */
  client(): Promise<P24Client | null>;
}

export const SIMULATOR_PREFIX = '/p24-simulator';
const SIMULATOR_SECRET = 'p24.simulatorCredentials';

export const hasP24Credentials = (config: Config) =>
  config.P24_MERCHANT_ID !== undefined &&
  config.P24_POS_ID !== undefined &&
  config.P24_CRC !== undefined &&
  config.P24_API_KEY !== undefined;

/** The simulator runs only without credentials and never in production. */
export const simulatorEnabled = (config: Config) => !hasP24Credentials(config) && config.NODE_ENV !== 'production';

/**
 * The simulator's demo credentials, generated once and kept in AppSecret, so the client and the
 * simulator (and every process on the same database) agree across restarts.
 */
export async function simulatorCredentials(prisma: PrismaClient): Promise<P24Credentials> {
  const existing = await prisma.appSecret.findUnique({ where: { name: SIMULATOR_SECRET } });
  if (existing) return existing.value as unknown as P24Credentials;
  const merchantId = randomInt(100_000, 1_000_000);
  const value = {
    merchantId,
    posId: merchantId,
    crc: randomBytes(8).toString('hex'),
    apiKey: randomBytes(16).toString('hex'),
  };
  try {
    await prisma.appSecret.create({ data: { name: SIMULATOR_SECRET, value } });
    return value;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const row = await prisma.appSecret.findUniqueOrThrow({ where: { name: SIMULATOR_SECRET } });
      return row.value as unknown as P24Credentials;
    }
    throw error;
  }
}

export function createP24Gateway({
  config,
  prisma,
  inProcessFetch,
}: {
  config: Config;
  prisma: PrismaClient;
  inProcessFetch: FetchLike;
}): P24Gateway {
  if (hasP24Credentials(config)) {
    const client = createP24Client({
      baseUrl: p24BaseUrl(config.P24_SANDBOX),
      credentials: {
        merchantId: config.P24_MERCHANT_ID!,
        posId: config.P24_POS_ID!,
        crc: config.P24_CRC!,
        apiKey: config.P24_API_KEY!,
      },
      fetch: networkFetch,
    });
    return { mode: 'przelewy24', client: () => Promise.resolve(client) };
  }
  if (!simulatorEnabled(config)) return { mode: 'none', client: () => Promise.resolve(null) };
  let client: Promise<P24Client> | undefined;
  return {
    mode: 'simulator',
    client: () => {
      client ??= simulatorCredentials(prisma).then((credentials) =>
        createP24Client({
          baseUrl: `${config.publicUrl.origin}${SIMULATOR_PREFIX}`,
          credentials,
          fetch: inProcessFetch,
        }),
      );
      // A failed read is not cached: the next call tries again.
      void client.catch(() => (client = undefined));
      return client;
    },
  };
}
