import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';

/** The matched route's title, given by the app to the page it renders. */
export interface RouteMeta {
  id: string;
  title: MessageDescriptor;
}

export const RouteMetaContext = createContext<RouteMeta | null>(null);

export function useRouteMeta(): RouteMeta | null {
  return useContext(RouteMetaContext);
}
