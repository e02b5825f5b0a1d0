/**
 * The only things the browser keeps (spec 3 "Persisted client state"): the language, visual
 * settings and the cookie-consent choice. Never tokens. Every access tolerates a browser that
 * refuses storage (private mode, disabled cookies).
 */
export const STORAGE_KEYS = {
  language: 'skypilot.language',
  cookieConsent: 'skypilot.cookie-consent',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage refused: the choice lasts until the page is closed
  }
}
