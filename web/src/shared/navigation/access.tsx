import { createContext, useContext } from 'react';

/**
 * Whether the current visitor may open an app path (e.g. '/courses'). The app provides it from
 * its route table and guards; features use it to hide calls to action that would only lead to
 * "no access". The default allows everything.
 */
export type CanVisit = (path: string) => boolean;

export const CanVisitContext = createContext<CanVisit>(() => true);

export function useCanVisit(): CanVisit {
  return useContext(CanVisitContext);
}
