import { PassThrough, type Readable } from 'node:stream';
import { AppError } from '../errors.ts';

/**
 * An uploaded file's stream as the multipart parser (busboy) hands it over, turned into what the
 * files service can read safely, for REST and GraphQL alike:
 * - a body cut short or malformed fails the parser's file stream with an 'error' event; it is
 *   always listened to (an unheard 'error' ends the process) and reaches the reader as a client
 *   error, or is thrown by `open()` when it came before the reader opened the file;
 * - the parser's size limit only truncates the file and emits 'limit' (graphql-upload-minimal
 *   then unpipes the stream, which would leave a reader waiting forever): it fails the stream with
 *   PAYLOAD_TOO_LARGE instead, so nothing truncated is kept and the request is answered.
 */
export function guardUploadStream(source: Readable): () => Readable {
  let failure: AppError | null = null;
  let opened: PassThrough | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
    opened?.destroy(failure);
  };
  source.on('error', (error) => fail(uploadError(error)));
  source.on('limit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'File is too large')));
  return () => {
    if (failure) throw failure;
    if (opened) throw new AppError('BAD_REQUEST', 'The upload was read already');
    const out = new PassThrough();
    opened = out;
    // Its reader may have stopped listening (a refused type is decided on the first bytes): the
    // failure then has nobody left to tell.
    out.on('error', () => undefined);
    // A reader that gives up (a refused type, storage failing) releases the parser's stream too,
    // so the rest of the request is read and discarded.
    out.on('close', () => {
      if (source.readableEnded) return;
      source.unpipe(out);
      source.resume();
    });
    return source.pipe(out);
  };
}

/** A multipart parser's failure as the client's error (its 413 for a size limit). */
export function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { status?: number }).status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'File is too large');
  return new AppError('BAD_REQUEST', 'Malformed or interrupted upload');
}
