import {
  createOperationDescriptor,
  getRequest,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type PayloadData,
} from 'relay-runtime';
import { GraphQLResponseError, type GraphQLErrorShape } from '../errors/graphqlErrors';
import { getSession, leaveToPublicRoot } from '../session/session';
import { multipartBody, persistedOperation } from './environment';

/** How much of the request body has been sent. `percent` is 0..100, null while the total is unknown. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  percent: number | null;
}

export interface UploadRequest<T extends MutationParameters> {
  environment: Environment;
  mutation: GraphQLTaggedNode;
  variables: T['variables'];
  /** Dotted variable path → file, as Relay's `uploadables` (`input.file`). */
  uploadables: Record<string, File | Blob>;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadHandle<T extends MutationParameters> {
  /** The mutation's data, already written to the Relay store. Rejects with an `AbortError` on {@link UploadHandle.abort}. */
  promise: Promise<T['response']>;
  /** Stops sending; the promise rejects with a DOMException named 'AbortError'. */
  abort: () => void;
}

/** True for the rejection of an upload stopped by {@link UploadHandle.abort}. */
export function isUploadAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A GraphQL mutation with files sent as one multipart request through XMLHttpRequest (fetch
 * reports no upload progress), with the same body (persisted operation id, `multipartBody`),
 * cookie and CSRF header as {@link fetchGraphQL}. Progress goes to `onProgress`; the response
 * is committed to the environment's store, so fragments showing the changed records update.
 *
 * Answers as `fetchGraphQL` does: 401/403 or UNAUTHENTICATED signs out (the promise never
 * settles), errors without data reject with a {@link GraphQLResponseError}, no response rejects.
 */
export function uploadWithProgress<T extends MutationParameters>({
  environment,
  mutation,
  variables,
  uploadables,
  onProgress,
}: UploadRequest<T>): UploadHandle<T> {
  const request = getRequest(mutation);
  const operation = persistedOperation(request.params, variables);
  const body = multipartBody(operation, Object.entries(uploadables));
  const xhr = new XMLHttpRequest();

  const promise = new Promise<T['response']>((resolve, reject) => {
    xhr.open('POST', '/graphql');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    xhr.setRequestHeader('x-csrf-token', getSession().csrfToken ?? '');
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : null;
      onProgress?.({
        loaded: event.loaded,
        total,
        percent: total ? Math.min(100, Math.round((event.loaded / total) * 100)) : null,
      });
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onerror = () => reject(new Error('The upload failed: no response'));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      if (xhr.status === 401 || xhr.status === 403) {
        leaveToPublicRoot();
        return;
      }
      // A body refused before GraphQL (413: too large) still maps to a code the web knows.
      const fallback: GraphQLErrorShape =
        xhr.status === 413
          ? { message: 'Payload too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }
          : { message: `GraphQL answered ${xhr.status}` };
      let parsed: { data?: unknown; errors?: GraphQLErrorShape[] };
      try {
        parsed = JSON.parse(xhr.responseText) as typeof parsed;
      } catch {
        reject(new GraphQLResponseError([fallback]));
        return;
      }
      const errors = Array.isArray(parsed.errors) ? parsed.errors : [];
      if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
        leaveToPublicRoot();
        return;
      }
      if (parsed.data == null) {
        reject(new GraphQLResponseError(errors.length ? errors : [fallback]));
        return;
      }
      environment.commitPayload(createOperationDescriptor(request, variables), parsed.data as PayloadData);
      resolve(parsed.data as T['response']);
    };
    xhr.send(body);
  });

  return { promise, abort: () => xhr.abort() };
}
