import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../platform/errors.ts';
import { isPictureSize, pictureRendition } from './pictures.ts';
import { findReadableFile } from './service.ts';

/** Streams a stored file to its owner or an admin; never buffered in memory. */
export async function filesRest(app: FastifyInstance, { prisma, storage }: { prisma: PrismaClient; storage: Storage }) {
  app.get<{ Params: { id: string }; Querystring: { size?: string } }>('/files/:id', async (request, reply) => {
    const size = request.query.size;
    if (size !== undefined && !isPictureSize(size)) {
      throw new AppError('VALIDATION_FAILED', 'Unknown size', [{ field: 'size', code: 'invalid_value' }]);
    }
    const file = await findReadableFile(prisma, request.viewer?.user ?? null, request.params.id);
    // Stored files never change (a new upload is a new id), so public ones cache for a year.
    reply
      .header('cache-control', file.public ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    if (size !== undefined && file.mimeType.startsWith('image/')) {
      return reply.type('image/webp').send(await pictureRendition(storage, file, size));
    }
    const inline = file.public && /^(image|video)\//.test(file.mimeType);
    reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      );
    return reply.send(await storage.get(file.key));
  });
}
