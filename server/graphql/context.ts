import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Viewer } from '../auth/viewer-can.ts';
import type { KsefDeps } from '../modules/commerce/invoices/service.ts';
import type { P24Gateway } from '../modules/commerce/payments/service.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { Loaders } from './loaders.ts';

export type { Viewer };

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
  /** KSeF (its client or none, and what the sending job needs): "send now" runs a pass. */
  ksef: KsefDeps;
  /** The request's logger (payments log what Przelewy24 answered). */
  log: FastifyBaseLogger;
}
