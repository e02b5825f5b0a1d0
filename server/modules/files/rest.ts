import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { findReadableFile } from './service.ts';

/** Streams a stored file to its owner or an admin; never buffered in memory. */
export async function filesRest(app: FastifyInstance, { prisma, storage }: { prisma: PrismaClient; storage: Storage }) {
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const file = await findReadableFile(prisma, request.viewer?.user ?? null, request.params.id);
    const stream = await storage.get(file.key);
    reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
    return reply.send(stream);
  });
}
