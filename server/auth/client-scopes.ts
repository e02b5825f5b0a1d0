import { AsyncLocalStorage } from 'node:async_hooks';
import { narrowPermissionsBy, type Permission } from './permissions.ts';

/**
 * The scopes of an API client's request, for the rest of that request. Set by the viewer hook
 * around the route's handler, read by every `can()` of the request (auth/permissions.ts): the
 * gates (Pothos scopes, REST guards) check the viewer's scopes themselves too, so a check that
 * ran outside the request's async context still cannot grant more than the client's scopes.
 */
const current = new AsyncLocalStorage<ReadonlySet<Permission>>();
narrowPermissionsBy(() => current.getStore());

export function runWithScopes<T>(scopes: ReadonlySet<Permission>, fn: () => T): T {
  return current.run(scopes, fn);
}
