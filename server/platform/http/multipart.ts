import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import busboy from 'busboy';
import { AppError } from '../errors.ts';
import { guardUploadStream } from './upload-stream.ts';

/**
 * One file upload through REST (`multipart/form-data`), streamed: the text fields that come
 * before the file, and the file itself as the files service reads it (its `IncomingFile`), or null
 * when the form has no file part. Send the text fields first (browsers keep FormData's order);
 * fields after the file are not read. The file is cut one byte over `maxFileSize`, so storage's
 * own limit refuses it (PAYLOAD_TOO_LARGE) instead of keeping a truncated file.
 */
export interface RestUpload {
  fields: Record<string, string>;
  /** The shape of the files service's `IncomingFile`. */
  file: { filename: string; open: () => Readable } | null;
}

/** Lets a REST plugin take multipart bodies (left unread: `readUpload` streams them). */
export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

const malformed = () => new AppError('BAD_REQUEST', 'Malformed multipart request');

export function readUpload(
  request: FastifyRequest,
  { fileField, maxFileSize }: { fileField: string; maxFileSize: number },
): Promise<RestUpload> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    return Promise.reject(new AppError('UNSUPPORTED_FILE', 'Send the file as multipart/form-data'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { files: 1, fileSize: maxFileSize + 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      });
    } catch {
      reject(malformed()); // no or a broken boundary
      return;
    }
    const fields: Record<string, string> = {};
    let settled = false;
    const settle = (upload: RestUpload) => {
      if (settled) return;
      settled = true;
      resolve(upload);
    };
    parser.on('field', (name, value) => {
      if (!settled) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // Guarded at once: a body cut inside this file fails its stream, listened to or not.
      const open = guardUploadStream(stream);
      if (settled || name !== fileField) {
        stream.resume();
        return;
      }
      settle({ fields, file: { filename: info.filename ?? '', open } });
    });
    parser.on('close', () => settle({ fields, file: null }));
    parser.on('error', () => {
      if (!settled) {
        settled = true;
        reject(malformed());
      }
      // After the file was handed over, its stream fails with the parser and the store refuses it.
    });
    request.raw.on('error', () => parser.destroy());
    request.raw.pipe(parser);
  });
}
