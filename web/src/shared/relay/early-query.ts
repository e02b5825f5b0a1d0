import type { Variables } from 'relay-runtime';

/**
 * The first catalogue query of a visit, started by the route-preload script in index.html's head
 * (web/route-preload.ts) before the app's code arrives: a visitor's request (no cookies), so only
 * a visitor's session may use its answer, once, for the same operation and variables.
 */
export const EARLY_QUERY_GLOBAL = '__academyEarlyQuery';

interface EarlyQuery {
  key: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    [EARLY_QUERY_GLOBAL]?: EarlyQuery;
  }
}

/** The key the script writes: the persisted id and the variables with their names sorted. */
export function earlyQueryKey(documentId: string, variables: Variables): string {
  return `${documentId} ${JSON.stringify(variables, Object.keys(variables).sort())}`;
}

/**
 * The early answer for this operation, taken (a second request asks the server again), or null
 * when there is none, it is for something else, or it failed (then the caller asks as usual).
 * Left unused when the viewer is signed in: a visitor's answer is not theirs.
 */
export function takeEarlyAnswer(
  documentId: string,
  variables: Variables,
  visitor: boolean,
): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const early = window[EARLY_QUERY_GLOBAL];
  if (!early || early.key !== earlyQueryKey(documentId, variables)) return null;
  delete window[EARLY_QUERY_GLOBAL];
  if (!visitor) return null;
  return early.answer.then(
    (response) => (response.ok ? response : null),
    () => null,
  );
}
