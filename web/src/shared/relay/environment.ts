import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { GraphQLResponseError, type GraphQLErrorShape } from '../errors/graphqlErrors';
import { getSession, leaveToPublicRoot } from '../session/session';
import { takeEarlyAnswer } from './early-query';

/** A promise that never settles: the page is being left, nothing should render an error. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/**
 * `POST /graphql` with the session cookie and the CSRF token.
 * - HTTP 401/403, or an error with code UNAUTHENTICATED: sign out here and go to the public root.
 * - a network failure (no response): rejected, nothing else.
 * - a query the server does not know by its id (PERSISTED_QUERY_NOT_FOUND: this tab runs an app
 *   older than the server's): the page reloads, at most once a minute.
 * - errors without data: rejected with a GraphQLResponseError that keeps the codes and details.
 */
export const fetchGraphQL: FetchFunction = async (params, variables, _cacheConfig, uploadables) => {
  const operation = persistedOperation(params, variables);
  const files = uploadables ? Object.entries(uploadables) : [];
  const early =
    params.operationKind === 'query'
      ? takeEarlyAnswer(operation.documentId, variables, getSession().status === 'guest')
      : null;
  const response =
    (early && (await early)) ??
    (await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        // A multipart body gets its content type (with the boundary) from the browser.
        ...(files.length ? {} : { 'content-type': 'application/json' }),
        accept: 'application/graphql-response+json, application/json',
        'x-csrf-token': getSession().csrfToken ?? '',
      },
      body: files.length ? multipartBody(operation, files) : JSON.stringify(operation),
    }));
  if (response.status === 401 || response.status === 403) {
    leaveToPublicRoot();
    return never();
  }
  let body: { data?: unknown; errors?: GraphQLErrorShape[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`GraphQL answered ${response.status} without JSON`);
  }
  const errors = Array.isArray(body.errors) ? body.errors : [];
  if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    leaveToPublicRoot();
    return never();
  }
  if (params.operationKind === 'query' && errors.some((e) => e.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) {
    if (reloadOutdatedApp()) return never();
  }
  if (body.data == null) {
    throw new GraphQLResponseError(errors.length ? errors : [{ message: `HTTP ${response.status}` }]);
  }
  return body as GraphQLResponse;
};

/**
 * The request body of an operation: its persisted id (relay.config.js `persistConfig`; the server
 * keeps the texts), never the document. Every operation the compiler emits has an id.
 */
export function persistedOperation(
  params: RequestParameters,
  variables: Variables,
): { documentId: string; operationName: string; variables: Variables } {
  if (!params.id) throw new Error(`Operation ${params.name} has no persisted id: run npm run relay`);
  return { documentId: params.id, operationName: params.name, variables };
}

const RELOADED_AT = 'skypilot:reloaded-for-unknown-operation';

/** Reloads the page for a newer app, unless it did so in the last minute (then: false). */
function reloadOutdatedApp(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Uploads as a GraphQL multipart request (operations, map, files). Each key of Relay's
 * `uploadables` names the variable that receives the file, as a dotted path
 * (`file`, `input.highlightImage`); that variable is sent as null and mapped to the file.
 */
export function multipartBody(
  operation: { variables: Record<string, unknown> },
  files: readonly (readonly [string, File | Blob])[],
): FormData {
  const variables = structuredClone(operation.variables);
  const map: Record<string, string[]> = {};
  files.forEach(([path, _file], index) => {
    setPath(variables, path.split('.'), null);
    map[String(index)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  files.forEach(([_path, file], index) => form.append(String(index), file));
  return form;
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (!rest.length) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child = next && typeof next === 'object' ? (next as Record<string, unknown>) : {};
  target[head] = child;
  setPath(child, rest, value);
}

/** A fresh environment (and store). */
export function createRelayEnvironment(owner: string): Environment {
  return new Environment({
    configName: `skypilot:${owner}`,
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}

let current: { owner: string; environment: Environment } | null = null;

/**
 * The environment of the session's owner (a user id, or 'guest'): one store per signed-in user,
 * so nothing a user loaded outlives a sign-out or reaches the next user.
 */
export function environmentFor(owner: string): Environment {
  if (current?.owner !== owner) current = { owner, environment: createRelayEnvironment(owner) };
  return current.environment;
}
