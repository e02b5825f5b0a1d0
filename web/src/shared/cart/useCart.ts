import { useSyncExternalStore } from 'react';
import { cartCount, getCartStore, type CartState, type CartStore } from './cart';

/** The cart, re-rendering on every change (this tab or another). */
export function useCart(): CartState {
  const store = getCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** How many units the cart holds (the header badge). */
export function useCartCount(): number {
  const store = getCartStore();
  return useSyncExternalStore(
    store.subscribe,
    () => cartCount(store.getSnapshot()),
    () => cartCount(store.getSnapshot()),
  );
}

/** The cart's changes (add, amounts, remove, discount code, clear). */
export function cartActions(): CartStore {
  return getCartStore();
}
