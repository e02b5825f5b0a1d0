import { PassThrough, type Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import type { FilesDeps, IncomingFile } from '../modules/files/service.ts';
import { AppError } from '../platform/errors.ts';
import type { RequestContext } from './context.ts';

/** What the files service needs from a request: the database, the storage and the upload limit. */
export const filesDeps = (ctx: RequestContext): FilesDeps => ({
  prisma: ctx.prisma,
  storage: ctx.storage,
  maxBytes: ctx.config.UPLOAD_MAX_BYTES,
});

/**
 * A GraphQL `Upload` as the files service reads it (null when none was sent). Failures of the
 * multipart body itself (a malformed part header, a body cut short, a file over the parser's
 * limit) are the client's: they become AppErrors, not masked internal errors.
 */
export async function incomingFile(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | null> {
  if (!upload) return null;
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw uploadError(error);
  }
  return {
    filename: file.filename,
    open: () => {
      let stream: Readable;
      try {
        stream = file.createReadStream(); // throws when the parser already failed this file
      } catch (error) {
        throw uploadError(error);
      }
      return clientErrorsOf(stream);
    },
  };
}

function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { status?: number }).status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'File is too large');
  return new AppError('BAD_REQUEST', 'Malformed or interrupted upload');
}

/** The upload's bytes, with the parser's stream errors turned into client errors. */
function clientErrorsOf(source: Readable): Readable {
  const out = new PassThrough();
  source.on('error', (error) => out.destroy(uploadError(error)));
  // A consumer that gives up (a refused type, storage failing) releases the parser's stream too.
  out.on('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  return source.pipe(out);
}
