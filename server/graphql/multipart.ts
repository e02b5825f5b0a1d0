import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { processRequest } from 'graphql-upload-minimal';
import { AppError } from '../platform/errors.ts';

/**
 * Parses a GraphQL multipart request (operations, map, files), streaming the files.
 *
 * graphql-upload-minimal listens for the first parser error only (`once('error')`) and then
 * destroys the parser, which on a malformed part header makes busboy emit a second error with
 * no listener: an uncaught exception that ends the process. Every stream it pipes the request
 * into therefore gets a permanent error listener here; the first error still rejects the parse.
 */
export async function parseGraphQLMultipart(
  req: IncomingMessage,
  res: ServerResponse,
  limits: { maxFileSize: number; maxFiles: number },
): Promise<unknown> {
  const pipe = req.pipe.bind(req);
  req.pipe = (<T extends Writable>(destination: T, options?: { end?: boolean }) => {
    destination.on('error', ignoreLateError);
    return pipe(destination, options);
  }) as typeof req.pipe;
  try {
    return await processRequest(req, res, limits);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE', 'Request is too large');
    if (status === 499) throw error; // the client went away: nobody reads the answer
    throw new AppError('BAD_REQUEST', 'Malformed multipart request');
  }
}

function ignoreLateError(): void {
  // the first error already rejected processRequest; later ones carry nothing new
}
