import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, unauthenticated } from '../../../platform/errors.ts';
import { errors, fileBytes, rest, security, uuid } from '../../../platform/http/openapi.ts';
import { mimeTypesOf } from '../../../platform/storage/file-types.ts';
import type { ByteRange } from '../../../platform/storage/storage.ts';
import { isUuid } from '../../../platform/validation.ts';
import type { LearningRestDeps } from './rest.ts';
import { requireContentAccess } from './study.ts';

/**
 * The bytes of a lesson's media segment (spec: video and audio stream with HTTP Range so seeking
 * works), for catalogue managers and learners whose access is active only. A single byte range
 * is answered 206 with Content-Range; an unsatisfiable one 416 (`bytes * /size`); a malformed
 * or multi-range header is ignored (RFC 9110 §14.2 lets a server answer the whole file).
 * Nothing is read into memory: the storage streams the span asked for.
 */

/** What a Range header asks of a file of `size` bytes. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const SPEC = /^(\d*)-(\d*)$/;

/** Parses `Range: bytes=a-b | a- | -n` (one range, strictly; anything else is ignored). */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!match) return WHOLE;
  const specs = match[1]!.split(',').map((s) => s.trim());
  if (specs.length !== 1) return WHOLE;
  const spec = SPEC.exec(specs[0]!);
  if (!spec) return WHOLE;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return WHOLE; // invalid: ignored
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

export async function mediaRest(app: FastifyInstance, { prisma, storage }: LearningRestDeps) {
  rest(app).get<{ Params: { segmentId: string } }>(
    '/lesson-media/:segmentId',
    {
      schema: {
        tags: ['learning'],
        summary: 'The media of a lesson segment (audio, video, image, file), with HTTP Range',
        description:
          'Admins, and learners whose access to the course is active (else 403 FORBIDDEN or ACCESS_EXPIRED). ' +
          '`Accept-Ranges: bytes`; a single range answers 206 with Content-Range, an unsatisfiable one 416; ' +
          'audio, video and images inline, files as attachments; `Cache-Control: private`.',
        security: security.read,
        params: z.object({ segmentId: uuid('Lesson segment id') }),
        produces: mimeTypesOf('any'),
        response: {
          200: fileBytes('The file, in its stored type'),
          206: fileBytes('The range asked for (Content-Range names it)'),
          416: z.undefined().meta({ description: 'Range not satisfiable (Content-Range: bytes */size)' }),
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer?.user;
      if (!viewer) throw unauthenticated();
      const { segmentId } = request.params;
      const segment = isUuid(segmentId)
        ? await prisma.lessonSegment.findUnique({
            where: { id: segmentId },
            select: {
              segmentType: true,
              file: true,
              lesson: { select: { subject: { select: { courseId: true } } } },
            },
          })
        : null;
      if (!segment) throw notFound('Lesson media');
      await requireContentAccess(prisma, viewer, segment.lesson.subject.courseId);
      const file = segment.file;
      if (!file) throw notFound('Lesson media');

      const etag = `"${file.id}"`;
      const inline = segment.segmentType !== 'FILE' && segment.segmentType !== 'TEXT';
      reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600')
        .header('etag', etag)
        .header('last-modified', file.createdAt.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
        );

      // If-Range: a range only applies to the version the client already has (ours never change).
      const ifRange = request.headers['if-range'];
      const answer = ifRange !== undefined && ifRange !== etag ? WHOLE : parseRange(request.headers.range, file.size);
      if (answer.kind === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      const range = answer.kind === 'part' ? answer.range : undefined;
      let body;
      try {
        body = await storage.get(file.key, range);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw notFound('Lesson media');
        throw error;
      }
      reply.header('content-type', file.mimeType);
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', String(range.end - range.start + 1));
      } else {
        reply.header('content-length', String(file.size));
      }
      return reply.send(body);
    },
  );
}
