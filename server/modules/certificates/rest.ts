import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Config } from '../../config.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** GET user-account/certificates, admin upload and delete, the PDF and the public verification. */
export async function certificatesRest(
  _app: FastifyInstance,
  _deps: { prisma: PrismaClient; config: Config; storage: Storage },
) {}
