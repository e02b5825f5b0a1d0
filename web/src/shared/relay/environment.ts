import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { GraphQLResponseError, type GraphQLErrorShape } from '../errors/graphqlErrors';
import { getSession, leaveToPublicRoot } from '../session/session';

/** A promise that never settles: the page is being left, nothing should render an error. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/**
 * `POST /graphql` with the session cookie and the CSRF token.
 * - HTTP 401/403, or an error with code UNAUTHENTICATED: sign out here and go to the public root.
 * - a network failure (no response): rejected, nothing else.
 * - errors without data: rejected with a GraphQLResponseError that keeps the codes and details.
 */
export const fetchGraphQL: FetchFunction = async (params, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-csrf-token': getSession().csrfToken ?? '',
    },
    body: JSON.stringify({
      ...(params.id ? { documentId: params.id } : { query: params.text }),
      operationName: params.name,
      variables,
    }),
  });
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
  if (body.data == null) {
    throw new GraphQLResponseError(errors.length ? errors : [{ message: `HTTP ${response.status}` }]);
  }
  return body as GraphQLResponse;
};

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
