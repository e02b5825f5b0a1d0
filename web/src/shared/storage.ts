/**
 * The only things the browser keeps (spec 3 "Persisted client state"): the language, visual
 * settings, the cookie-consent choice and the cart (spec 9 keys, versioned: shared/cart). Never
 * tokens. Every access tolerates a browser that refuses storage (private mode, disabled cookies).
 */
export const STORAGE_KEYS = {
  language: 'skypilot.language',
  cookieConsent: 'skypilot.cookie-consent',
  cartVirtual: 'cart-virtual',
  cartMaterial: 'cart-material',
  discountCode: 'discount-code',
  /** Spec 4: the cart's storage version (CART_STORAGE_VERSION); a mismatch empties the cart. */
  storageVersion: 'storage-version',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
}
