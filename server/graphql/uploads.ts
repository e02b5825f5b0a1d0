import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import type { FilesDeps, IncomingFile } from '../modules/content/files/service.ts';
import { guardUploadStream, uploadError } from '../platform/http/upload-stream.ts';
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
      return guardUploadStream(stream)();
    },
  };
}
