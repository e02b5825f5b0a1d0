import { useSyncExternalStore } from 'react';
import { APP_BASE } from '../brand';
import { isRole, type Role } from '../permissions';

/**
 * The browser session as the server's backend-for-frontend reports it at `GET /api/session`.
 * No token ever reaches this code: only whether a session exists, its CSRF token and the user.
 */
export interface SessionUser {
  id: string;
  role: Role;
  displayName: string;
}

export type Session =
  | { status: 'loading'; user: null; csrfToken: null }
  | { status: 'guest'; user: null; csrfToken: null }
  | { status: 'signed-in'; user: SessionUser; csrfToken: string };

/** Spec 9: the session check runs every 5 s. */
export const SESSION_CHECK_INTERVAL_MS = 5000;

const LOADING: Session = { status: 'loading', user: null, csrfToken: null };
const GUEST: Session = { status: 'guest', user: null, csrfToken: null };

let current: Session = LOADING;
const listeners = new Set<() => void>();

function setSession(next: Session): void {
  if (sameSession(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

function sameSession(a: Session, b: Session): boolean {
  return (
    a.status === b.status &&
    a.csrfToken === b.csrfToken &&
    a.user?.id === b.user?.id &&
    a.user?.role === b.user?.role &&
    a.user?.displayName === b.user?.displayName
  );
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Parses the `/api/session` body; anything unexpected counts as no session. */
export function parseSession(body: unknown): Session {
  if (typeof body !== 'object' || body === null) return GUEST;
  const { authenticated, csrfToken, user } = body as Record<string, unknown>;
  if (authenticated !== true || typeof csrfToken !== 'string' || !csrfToken) return GUEST;
  if (typeof user !== 'object' || user === null) return GUEST;
  const { id, role, displayName } = user as Record<string, unknown>;
  if (typeof id !== 'string' || !isRole(role)) return GUEST;
  return {
    status: 'signed-in',
    csrfToken,
    user: { id, role, displayName: typeof displayName === 'string' ? displayName : '' },
  };
}

/**
 * Asks the server for the session. A failed request (no server, a proxy error, a body that is
 * not JSON) leaves a known session as it is, and turns the first, unknown one into "signed out".
 */
export function refreshSession(options: { afterChange?: boolean } = {}): Promise<Session> {
  // After a change of the session (registration completed), a check already under way may have
  // been answered before it: wait for it, then ask again.
  if (options.afterChange && inFlight) return inFlight.then(() => refreshSession());
  // One request at a time: the start-up check (main.tsx) and the first periodic one share it.
  inFlight ??= checkSession().finally(() => (inFlight = null));
  return inFlight;
}

let inFlight: Promise<Session> | null = null;

async function checkSession(): Promise<Session> {
  if (leaving) return current;
  try {
    const response = await fetch('/api/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`session check answered ${response.status}`);
    setSession(parseSession(await response.json()));
  } catch {
    if (current.status === 'loading') setSession(GUEST);
  }
  return current;
}

/** Starts the 5-second session check; returns the function that stops it. */
export function startSessionChecks(): () => void {
  void refreshSession();
  const timer = window.setInterval(() => {
    if (document.visibilityState !== 'hidden') void refreshSession();
  }, SESSION_CHECK_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshSession();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

let leaving = false;

/**
 * Forgets the session in this page (the Relay store goes with it: it is keyed by the user) and
 * leaves with a full-page navigation. Until the page unloads the app shows a spinner: no guard
 * may start another navigation (such as sign-in) meanwhile.
 */
function clearLocalStateAndGo(target: string): void {
  leaving = true;
  setSession(LOADING);
  window.location.assign(target);
}

/**
 * `/app/login?returnTo=…&lang=…`: a full-page navigation to the server, which starts the
 * sign-in (the provider's pages follow the chosen language).
 */
export function loginUrl(returnTo: string = currentPath()): string {
  return `${APP_BASE}/login?returnTo=${encodeURIComponent(returnTo)}&lang=${uiLang()}`;
}

/** `/app/register?lang=…`: the provider's registration page. */
export function registerUrl(): string {
  return `${APP_BASE}/register?lang=${uiLang()}`;
}

function uiLang(): string {
  return document.documentElement.lang === 'en' ? 'en' : 'pl';
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * Spec 7: when the API refuses the session (401/403, or UNAUTHENTICATED), the SPA clears its
 * local state and goes to the public root with a full-page navigation.
 */
export function leaveToPublicRoot(): void {
  if (!leaving) clearLocalStateAndGo('/');
}

/**
 * Logout: `POST /app/logout` with the CSRF token; the server ends the session (and the provider's)
 * and answers where to go. Local state is cleared whatever happens.
 */
export async function logout(): Promise<void> {
  let redirectTo = '/';
  try {
    const response = await fetch(`${APP_BASE}/logout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-csrf-token': current.csrfToken ?? '' },
    });
    const body: unknown = await response.json().catch(() => null);
    const target = (body as { redirectTo?: unknown } | null)?.redirectTo;
    if (typeof target === 'string' && target) redirectTo = target;
  } catch {
    // the server is unreachable: still forget the session here
  }
  clearLocalStateAndGo(redirectTo);
}
