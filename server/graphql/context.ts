import type { Config } from '../config.ts';
import type { PrismaClient, User } from '../generated/prisma/client.ts';
import type { P24Gateway } from '../modules/payments/service.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { Loaders } from './loaders.ts';

/** The signed-in user as read from the database on this request (never from a token alone). */
export interface Viewer {
  user: User;
  /** How the request was authenticated. */
  via: 'session' | 'bearer';
}

export interface RequestContext {
  prisma: PrismaClient;
  config: Config;
  storage: Storage;
  loaders: Loaders;
  viewer: Viewer | null;
  /** The client's address as rate limits count it (Fastify's `request.ip`, see TRUST_PROXY). */
  clientIp: string;
  /** Przelewy24 (real, the local simulator, or none): makes the context a PaymentDeps. */
  p24: P24Gateway;
}
