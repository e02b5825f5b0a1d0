import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { mimeTypesOf } from '../../../platform/storage/file-types.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { AppError } from '../../../platform/errors.ts';
import { PICTURE_SIZES, isPictureSize, pictureRendition } from './pictures.ts';
import { findReadableFile } from './service.ts';

/** A public catalogue picture and its renditions, as courses and products show it. */
export const pictureSchema = z
  .object({
    id: oa.uuid('File id'),
    url: z.string(),
    thumbnailUrl: z.string().meta({ description: '480 px WebP rendition' }),
    mediumUrl: z.string().meta({ description: '1200 px WebP rendition' }),
  })
  .meta({ id: 'Picture' });

const fileQuery = z.object({
  size: z
    .enum(Object.keys(PICTURE_SIZES) as [keyof typeof PICTURE_SIZES])
    .optional()
    .meta({ description: 'A WebP rendition of a picture: thumb (480 px) or medium (1200 px)' }),
});

/** Streams a stored file to its owner or an admin; never buffered in memory. */
export async function filesRest(app: FastifyInstance, { prisma, storage }: { prisma: PrismaClient; storage: Storage }) {
  oa.rest(app).get<{ Params: { id: string }; Querystring: { size?: string } }>(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file: public ones to anyone, private ones to their owner or an admin',
        security: oa.security.optional,
        params: oa.idParams('File'),
        querystring: fileQuery,
        // Any stored type (an upload of any kind), or a WebP rendition.
        produces: [...mimeTypesOf('any', 'attachment'), 'image/webp'],
        response: {
          200: oa.fileBytes(
            'The file in its stored type; public pictures and videos inline, anything else as an attachment',
          ),
          ...oa.errors(400, 404, [415, 'UNSUPPORTED_FILE: a picture whose rendition cannot be made']),
        },
      },
    },
    async (request, reply) => {
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
    },
  );
}
