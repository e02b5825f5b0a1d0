import { Component, type ReactNode } from 'react';
import { errorCode } from './graphqlErrors';

/**
 * A query refused because what it asks for is not there for the reader: gone, not theirs
 * (FORBIDDEN) or an unknown or malformed id (VALIDATION_FAILED), all read as not found.
 */
export function isNotFound(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'VALIDATION_FAILED';
}

/**
 * Shows what `fallback` answers for an error thrown below (a refused query); an error it answers
 * undefined for goes on to the route's error page.
 */
export class RefusalBoundary extends Component<
  { fallback: (error: unknown) => ReactNode | undefined; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const shown = this.props.fallback(error);
    if (shown === undefined) throw error;
    return shown;
  }
}

/** Shows `fallback` when a query below is refused as {@link isNotFound}; anything else goes on to the route's error page. */
export function NotFoundBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <RefusalBoundary fallback={(error) => (isNotFound(error) ? fallback : undefined)}>{children}</RefusalBoundary>;
}
