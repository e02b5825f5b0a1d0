import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage';

/**
 * Cookie consent (spec 9: categories "necessary", always on, and "analytics"). The choice is kept
 * in localStorage; analytics stays off until the visitor allows it. No analytics script exists
 * yet: whatever adds one must check `analyticsAllowed()` and `subscribeConsent()` first.
 */
export interface ConsentChoice {
  necessary: true;
  analytics: boolean;
  /** ISO time of the decision. */
  decidedAt: string;
}

const VERSION = 1;

interface ConsentState {
  choice: ConsentChoice | null;
  /** The settings panel was reopened from the footer. */
  settingsOpen: boolean;
}

function readChoice(): ConsentChoice | null {
  try {
    const raw = readStorage(STORAGE_KEYS.cookieConsent);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { version?: unknown; analytics?: unknown; decidedAt?: unknown };
    if (parsed.version !== VERSION || typeof parsed.analytics !== 'boolean') return null;
    return {
      necessary: true,
      analytics: parsed.analytics,
      decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : '',
    };
  } catch {
    return null;
  }
}

let state: ConsentState = { choice: readChoice(), settingsOpen: false };
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsentState(): ConsentState {
  return state;
}

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getConsentState);
}

/** True only after the visitor allowed analytics cookies. */
export function analyticsAllowed(): boolean {
  return state.choice?.analytics === true;
}

export function saveConsent(analytics: boolean): void {
  const choice: ConsentChoice = { necessary: true, analytics, decidedAt: new Date().toISOString() };
  writeStorage(STORAGE_KEYS.cookieConsent, JSON.stringify({ version: VERSION, ...choice }));
  update({ choice, settingsOpen: false });
}

/** Reopens the consent panel (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  update({ ...state, settingsOpen: true });
}

export function closeConsentSettings(): void {
  update({ ...state, settingsOpen: false });
}
