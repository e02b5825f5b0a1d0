import { can, mustCompleteRegistration, type Permission } from '../shared/permissions';
import type { Session } from '../shared/session/session';

/** What a route asks of the visitor (spec 2 "Route guard rules"). */
export interface GuardSpec {
  id: string;
  /** Protected: signed-out → sign-in; signed in without it → /unauthorized. */
  requires?: Permission;
  /** Exclusion: a role without it → /invalid-access. */
  excludeUnless?: Permission;
  /** One of spec 2's unauthenticated entry routes: open to everyone, REGISTER users included. */
  entry?: boolean;
}

export const REGISTER_DETAILS_ID = 'register-details';

export type GuardDecision =
  | { kind: 'allow' }
  /** The session is not known yet. */
  | { kind: 'wait' }
  /** Full-page navigation to the server's sign-in. */
  | { kind: 'login' }
  | { kind: 'redirect'; to: '/unauthorized' | '/invalid-access' | '/register-details' | '/home' };

/**
 * The one guard, used by the router and (with a known session) by the menu:
 * 1. entry pages are open to everyone;
 * 2. a REGISTER user is sent to /register-details from any other page;
 * 3. `requires`: signed out → sign-in, lacking the permission → /unauthorized (except
 *    /register-details, which sends an already registered user to /home: that is how the
 *    registration ends once the session reports the new role);
 * 4. `excludeUnless`: lacking the permission → /invalid-access.
 */
export function decide(route: GuardSpec, session: Session): GuardDecision {
  if (route.entry) return { kind: 'allow' };
  if (session.status === 'loading') return { kind: 'wait' };
  const role = session.user?.role ?? null;
  if (mustCompleteRegistration(role) && route.id !== REGISTER_DETAILS_ID) {
    return { kind: 'redirect', to: '/register-details' };
  }
  if (route.requires) {
    if (!role) return { kind: 'login' };
    if (!can(role, route.requires)) {
      return { kind: 'redirect', to: route.id === REGISTER_DETAILS_ID ? '/home' : '/unauthorized' };
    }
  }
  if (route.excludeUnless && !can(role, route.excludeUnless)) {
    return { kind: 'redirect', to: '/invalid-access' };
  }
  return { kind: 'allow' };
}

/** The menu shows what the visitor may open now; while the session loads, as for a guest. */
export function visibleFor(route: GuardSpec, session: Session): boolean {
  const known: Session = session.status === 'loading' ? { status: 'guest', user: null, csrfToken: null } : session;
  return decide(route, known).kind === 'allow';
}
