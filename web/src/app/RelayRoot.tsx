import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { environmentFor } from '../shared/relay/environment';
import { useSession } from '../shared/session/session';

/**
 * Relay for the pages that use it (loaded with them). The environment belongs to the signed-in
 * user: a sign-out or another user gets a new, empty store.
 */
export default function RelayRoot({ children }: { children: ReactNode }) {
  const session = useSession();
  const environment = environmentFor(session.user?.id ?? 'guest');
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
