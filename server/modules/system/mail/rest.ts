import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { mailAttachment, safeContentType } from './service.ts';

/** The outbox's attachments under /api/v1 (admins: `read:mail:any`). */
export async function mailRest(app: FastifyInstance, { prisma }: { prisma: PrismaClient }) {
  oa.rest(app).get<{ Params: { id: string; index: string } }>(
    '/admin/mail/:id/attachments/:index',
    {
      schema: {
        tags: ['admin mail'],
        summary: 'An attachment of an outbox message (e.g. a booking’s calendar invitation)',
        description:
          'Admins (read:mail:any). The bytes as the message carries them, in their stored content type ' +
          '(e.g. `text/calendar; charset=utf-8; method=REQUEST`), as an attachment under its file name. ' +
          'An unknown message or index: 404.',
        security: oa.security.read,
        params: z.object({
          id: oa.uuid('Mail message id'),
          index: z.string().meta({ description: 'The attachment’s position in the message, from 0' }),
        }),
        produces: ['text/calendar', 'application/octet-stream'],
        response: { 200: oa.fileBytes('The attachment'), ...oa.signedInRefusals(404) },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'read:mail:any');
      const attachment = await mailAttachment(prisma, request.params.id, request.params.index);
      return reply
        .type(safeContentType(attachment.contentType))
        .header('content-disposition', contentDisposition(attachment.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(attachment.content, 'utf8'));
    },
  );
}
