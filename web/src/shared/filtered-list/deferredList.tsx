import { useDeferredValue } from 'react';
import { useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/**
 * A filtered list's query that keeps showing the previous results while new filters load (React's
 * deferred value), instead of dropping back to a spinner; `refreshing` says the results are old.
 */
export function useDeferredListQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): { data: Q['response']; refreshing: boolean } {
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<Q>(query, shown, { fetchPolicy: 'store-and-network' });
  return { data, refreshing: shown !== variables };
}

/** The thin bar above results that are being refreshed; it keeps its height so nothing jumps. */
export function RefreshingBar({ active }: { active: boolean }) {
  return <Box sx={{ height: 4, mb: 1 }}>{active ? <LinearProgress aria-hidden /> : null}</Box>;
}

/** The nodes of a connection's edges, without the holes Relay types allow. */
export function connectionNodes<N>(
  edges: ReadonlyArray<{ readonly node: N | null | undefined } | null | undefined> | null | undefined,
): N[] {
  return (edges ?? []).map((edge) => edge?.node).filter((node): node is N => node != null);
}
