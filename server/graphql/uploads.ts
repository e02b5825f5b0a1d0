import type { FileUpload } from 'graphql-upload-minimal';
import type { FilesDeps, IncomingFile } from '../modules/files/service.ts';
import type { RequestContext } from './context.ts';

/** What the files service needs from a request: the database, the storage and the upload limit. */
export const filesDeps = (ctx: RequestContext): FilesDeps => ({
  prisma: ctx.prisma,
  storage: ctx.storage,
  maxBytes: ctx.config.UPLOAD_MAX_BYTES,
});

/** A GraphQL `Upload` as the files service reads it (null when none was sent). */
export async function incomingFile(upload: Promise<FileUpload> | null | undefined): Promise<IncomingFile | null> {
  if (!upload) return null;
  const file = await upload;
  return { filename: file.filename, open: () => file.createReadStream() };
}
