import { fetchQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { getSession, subscribeSession, type Session } from '../session/session';
import { environmentFor } from './environment';

/** Where a page is being opened: what its first query's variables are made of. */
export interface PageAddress {
  routeId: string;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/** A page module's optional export: starts its first screen's query (see `prefetchQuery`). */
export type PagePrefetch = (address: PageAddress) => void;

function knownSession(): Promise<Session> {
  return new Promise((resolve) => {
    if (getSession().status !== 'loading') return resolve(getSession());
    const stop = subscribeSession(() => {
      if (getSession().status === 'loading') return;
      stop();
      resolve(getSession());
    });
  });
}

/**
 * Starts a page's first query as soon as its code and the session are here (app/preload.ts), in
 * parallel with the first render instead of after it: the page's `useLazyLoadQuery` with the same
 * variables joins the request under way (Relay dedupes identical requests in flight) or reads
 * the answer from the store. A failure is left to the page's own request.
 */
export function prefetchQuery<T extends OperationType>(query: GraphQLTaggedNode, variables: T['variables']): void {
  void knownSession().then((session) => {
    fetchQuery<T>(environmentFor(session.user?.id ?? 'guest'), query, variables).subscribe({ error: () => {} });
  });
}
