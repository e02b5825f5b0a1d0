import { STORAGE_KEYS, readStorage, removeStorage, writeStorage, type StorageKey } from '../storage';

/**
 * The cart (spec 3 "Cart", 4, 9): kept in the browser under `cart-virtual`, `cart-material` and
 * `discount-code`, for visitors too. Lines hold only GraphQL global ids and amounts: prices,
 * names and availability always come from the server (`Query.cart`), which rebuilds the cart
 * after every change. A storage version other than CART_STORAGE_VERSION empties the cart.
 */
export const CART_STORAGE_VERSION = '1.0.15';

/** A line's amount stays within 1…MAX_LINE_AMOUNT (as the API accepts; it checks stock and places). */
export const MAX_LINE_AMOUNT = 99;

export interface VirtualLine {
  courseId: string;
  courseVariantId: string;
  amount: number;
}

export interface MaterialLine {
  productVariantId: string;
  amount: number;
}

export interface CartState {
  virtual: readonly VirtualLine[];
  material: readonly MaterialLine[];
  discountCode: string | null;
}

export const EMPTY_CART: CartState = { virtual: [], material: [], discountCode: null };

/** The storage the cart is kept in (window.localStorage in the browser, a map in tests). */
export interface CartStorage {
  getItem(key: StorageKey): string | null;
  setItem(key: StorageKey, value: string): void;
  removeItem(key: StorageKey): void;
}

const CART_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.cartVirtual,
  STORAGE_KEYS.cartMaterial,
  STORAGE_KEYS.discountCode,
];

function clampAmount(amount: number): number {
  if (!Number.isFinite(amount)) return 1;
  return Math.min(MAX_LINE_AMOUNT, Math.max(1, Math.trunc(amount)));
}

function parseList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Stored virtual lines; entries that are not lines are dropped, one line per course. */
export function parseVirtual(raw: string | null): VirtualLine[] {
  let lines: VirtualLine[] = [];
  for (const item of parseList(raw)) {
    if (!item || typeof item !== 'object') continue;
    const { courseId, courseVariantId, amount } = item as Record<string, unknown>;
    if (!isId(courseId) || !isId(courseVariantId) || !isAmount(amount)) continue;
    lines = addCourseLine(lines, { courseId, courseVariantId, amount });
  }
  return lines;
}

/** Stored material lines; entries that are not lines are dropped, one line per variant. */
export function parseMaterial(raw: string | null): MaterialLine[] {
  let lines: MaterialLine[] = [];
  for (const item of parseList(raw)) {
    if (!item || typeof item !== 'object') continue;
    const { productVariantId, amount } = item as Record<string, unknown>;
    if (!isId(productVariantId) || !isAmount(amount)) continue;
    lines = addProductLine(lines, { productVariantId, amount });
  }
  return lines;
}

/** Spec 4: the same course and variant raises the amount; another variant of the course replaces the entry. */
export function addCourseLine(lines: readonly VirtualLine[], line: VirtualLine): VirtualLine[] {
  const amount = clampAmount(line.amount);
  const index = lines.findIndex((item) => item.courseId === line.courseId);
  if (index < 0) return [...lines, { ...line, amount }];
  const existing = lines[index]!;
  const next =
    existing.courseVariantId === line.courseVariantId
      ? { ...existing, amount: clampAmount(existing.amount + amount) }
      : { ...line, amount };
  return lines.map((item, i) => (i === index ? next : item));
}

/** Spec 4: the same product variant raises the amount. */
export function addProductLine(lines: readonly MaterialLine[], line: MaterialLine): MaterialLine[] {
  const amount = clampAmount(line.amount);
  const index = lines.findIndex((item) => item.productVariantId === line.productVariantId);
  if (index < 0) return [...lines, { ...line, amount }];
  return lines.map((item, i) => (i === index ? { ...item, amount: clampAmount(item.amount + amount) } : item));
}

/** How many units the cart holds (the header badge). */
export function cartCount(state: CartState): number {
  return [...state.virtual, ...state.material].reduce((sum, line) => sum + line.amount, 0);
}

export function isCartEmpty(state: CartState): boolean {
  return state.virtual.length === 0 && state.material.length === 0;
}

/** The cart as `CartInput` of `Query.cart` and `Mutation.placeOrder`. */
export function cartInput(state: CartState): {
  productsVirtual: VirtualLine[];
  productsMaterial: MaterialLine[];
  discountCode: string | null;
} {
  return {
    productsVirtual: state.virtual.map(({ courseId, courseVariantId, amount }) => ({
      courseId,
      courseVariantId,
      amount,
    })),
    productsMaterial: state.material.map(({ productVariantId, amount }) => ({ productVariantId, amount })),
    discountCode: state.discountCode,
  };
}

export interface CartStore {
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  addCourse(line: VirtualLine): void;
  addProduct(line: MaterialLine): void;
  setCourseAmount(courseId: string, amount: number): void;
  setProductAmount(productVariantId: string, amount: number): void;
  removeCourse(courseId: string): void;
  removeProduct(productVariantId: string): void;
  setDiscountCode(code: string | null): void;
  /** Keeps only the lines the server still sells, with the amounts it accepted. */
  reconcile(kept: { virtual: readonly VirtualLine[]; material: readonly MaterialLine[] }): void;
  clear(): void;
  /** Reads the storage again (another tab changed it). */
  reload(): void;
}

/**
 * A cart kept in `storage`. The version is checked once, when the store is made: on a mismatch
 * the three cart keys are removed and the version written (spec 4).
 */
export function createCartStore(storage: CartStorage): CartStore {
  const listeners = new Set<() => void>();

  if (storage.getItem(STORAGE_KEYS.storageVersion) !== CART_STORAGE_VERSION) {
    for (const key of CART_KEYS) storage.removeItem(key);
    storage.setItem(STORAGE_KEYS.storageVersion, CART_STORAGE_VERSION);
  }

  const read = (): CartState => {
    const code = storage.getItem(STORAGE_KEYS.discountCode)?.trim();
    return {
      virtual: parseVirtual(storage.getItem(STORAGE_KEYS.cartVirtual)),
      material: parseMaterial(storage.getItem(STORAGE_KEYS.cartMaterial)),
      discountCode: code ? code : null,
    };
  };

  let state = read();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const commit = (next: CartState) => {
    if (next.virtual !== state.virtual) {
      if (next.virtual.length) storage.setItem(STORAGE_KEYS.cartVirtual, JSON.stringify(next.virtual));
      else storage.removeItem(STORAGE_KEYS.cartVirtual);
    }
    if (next.material !== state.material) {
      if (next.material.length) storage.setItem(STORAGE_KEYS.cartMaterial, JSON.stringify(next.material));
      else storage.removeItem(STORAGE_KEYS.cartMaterial);
    }
    if (next.discountCode !== state.discountCode) {
      if (next.discountCode) storage.setItem(STORAGE_KEYS.discountCode, next.discountCode);
      else storage.removeItem(STORAGE_KEYS.discountCode);
    }
    state = next;
    emit();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addCourse: (line) => commit({ ...state, virtual: addCourseLine(state.virtual, line) }),
    addProduct: (line) => commit({ ...state, material: addProductLine(state.material, line) }),
    setCourseAmount(courseId, amount) {
      commit({
        ...state,
        virtual: state.virtual.map((line) =>
          line.courseId === courseId ? { ...line, amount: clampAmount(amount) } : line,
        ),
      });
    },
    setProductAmount(productVariantId, amount) {
      commit({
        ...state,
        material: state.material.map((line) =>
          line.productVariantId === productVariantId ? { ...line, amount: clampAmount(amount) } : line,
        ),
      });
    },
    removeCourse: (courseId) =>
      commit({ ...state, virtual: state.virtual.filter((line) => line.courseId !== courseId) }),
    removeProduct: (productVariantId) =>
      commit({ ...state, material: state.material.filter((line) => line.productVariantId !== productVariantId) }),
    setDiscountCode(code) {
      const trimmed = code?.trim() ?? '';
      commit({ ...state, discountCode: trimmed ? trimmed.slice(0, 100) : null });
    },
    reconcile(kept) {
      const virtual = state.virtual.flatMap((line) => {
        const found = kept.virtual.find(
          (item) => item.courseId === line.courseId && item.courseVariantId === line.courseVariantId,
        );
        return found ? [{ ...line, amount: clampAmount(found.amount) }] : [];
      });
      const material = state.material.flatMap((line) => {
        const found = kept.material.find((item) => item.productVariantId === line.productVariantId);
        return found ? [{ ...line, amount: clampAmount(found.amount) }] : [];
      });
      const same = (a: readonly { amount: number }[], b: readonly { amount: number }[]) =>
        a.length === b.length && a.every((line, i) => line.amount === b[i]!.amount);
      if (same(virtual, state.virtual) && same(material, state.material)) return;
      commit({ ...state, virtual, material });
    },
    clear: () => commit({ virtual: [], material: [], discountCode: null }),
    reload() {
      state = read();
      emit();
    },
  };
}

let browserStore: CartStore | null = null;

/** The page's cart, kept in localStorage and followed across tabs (the `storage` event). */
export function getCartStore(): CartStore {
  if (browserStore) return browserStore;
  const store = createCartStore({ getItem: readStorage, setItem: writeStorage, removeItem: removeStorage });
  browserStore = store;
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // key null: the whole storage was cleared.
      if (event.key === null || CART_KEYS.includes(event.key as StorageKey)) store.reload();
    });
  }
  return store;
}
