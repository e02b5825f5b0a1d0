import { describe, expect, it, vi } from 'vitest';
import {
  CART_STORAGE_VERSION,
  MAX_LINE_AMOUNT,
  addCourseLine,
  addProductLine,
  cartCount,
  cartInput,
  createCartStore,
  parseMaterial,
  parseVirtual,
  type CartStorage,
} from './cart';

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const course = (courseId: string, courseVariantId: string, amount = 1) => ({ courseId, courseVariantId, amount });
const product = (productVariantId: string, amount = 1) => ({ productVariantId, amount });

describe('cart lines', () => {
  it('raises the amount of the same course variant and replaces another variant of the course', () => {
    let lines = addCourseLine([], course('Course:1', 'CourseVariant:a'));
    lines = addCourseLine(lines, course('Course:1', 'CourseVariant:a', 2));
    expect(lines).toEqual([course('Course:1', 'CourseVariant:a', 3)]);
    lines = addCourseLine(lines, course('Course:2', 'CourseVariant:x'));
    lines = addCourseLine(lines, course('Course:1', 'CourseVariant:b'));
    expect(lines).toEqual([course('Course:1', 'CourseVariant:b', 1), course('Course:2', 'CourseVariant:x')]);
  });

  it('raises the amount of the same product variant, within the limit', () => {
    let lines = addProductLine([], product('ProductVariant:1'));
    lines = addProductLine(lines, product('ProductVariant:1', 4));
    lines = addProductLine(lines, product('ProductVariant:2'));
    expect(lines).toEqual([product('ProductVariant:1', 5), product('ProductVariant:2')]);
    expect(addProductLine(lines, product('ProductVariant:2', 5000))[1]!.amount).toBe(MAX_LINE_AMOUNT);
  });

  it('reads corrupt or foreign storage as an empty cart, keeping the valid lines', () => {
    expect(parseVirtual('{not json')).toEqual([]);
    expect(parseVirtual('{"courseId":"x"}')).toEqual([]);
    expect(parseMaterial(null)).toEqual([]);
    expect(
      parseMaterial(
        JSON.stringify([
          product('ProductVariant:1', 2),
          { productVariantId: 'ProductVariant:2', amount: -1 },
          { productVariantId: 7, amount: 1 },
          { productVariantId: 'ProductVariant:3', amount: 1.5 },
          null,
          product('ProductVariant:1', 1),
        ]),
      ),
    ).toEqual([product('ProductVariant:1', 3)]);
    expect(
      parseVirtual(JSON.stringify([course('Course:1', 'CourseVariant:a'), { courseId: 'Course:2', amount: 1 }])),
    ).toEqual([course('Course:1', 'CourseVariant:a')]);
  });

  it('counts units and builds the CartInput', () => {
    const state = {
      virtual: [course('Course:1', 'CourseVariant:a', 3)],
      material: [product('ProductVariant:1', 2)],
      discountCode: 'SPRING',
    };
    expect(cartCount(state)).toBe(5);
    expect(cartInput(state)).toEqual({
      productsVirtual: [course('Course:1', 'CourseVariant:a', 3)],
      productsMaterial: [product('ProductVariant:1', 2)],
      discountCode: 'SPRING',
    });
  });
});

describe('cart store', () => {
  it('empties the cart and writes the version when the stored version differs', () => {
    const storage = memoryStorage({
      'storage-version': '1.0.14',
      'cart-virtual': JSON.stringify([course('Course:1', 'CourseVariant:a')]),
      'cart-material': JSON.stringify([product('ProductVariant:1')]),
      'discount-code': 'OLD',
      'skypilot.language': 'en',
    });
    const store = createCartStore(storage);
    expect(store.getSnapshot()).toEqual({ virtual: [], material: [], discountCode: null });
    expect(storage.data.get('storage-version')).toBe(CART_STORAGE_VERSION);
    expect(storage.data.has('cart-virtual')).toBe(false);
    expect(storage.data.has('cart-material')).toBe(false);
    expect(storage.data.has('discount-code')).toBe(false);
    expect(storage.data.get('skypilot.language')).toBe('en');
  });

  it('keeps a cart of the current version and writes every change under the spec keys', () => {
    const storage = memoryStorage({
      'storage-version': CART_STORAGE_VERSION,
      'cart-material': JSON.stringify([product('ProductVariant:1')]),
    });
    const store = createCartStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().material).toEqual([product('ProductVariant:1')]);

    store.addProduct(product('ProductVariant:1', 2));
    store.addCourse(course('Course:1', 'CourseVariant:a'));
    store.setDiscountCode('  SPRING ');
    expect(JSON.parse(storage.data.get('cart-material')!)).toEqual([product('ProductVariant:1', 3)]);
    expect(JSON.parse(storage.data.get('cart-virtual')!)).toEqual([course('Course:1', 'CourseVariant:a')]);
    expect(storage.data.get('discount-code')).toBe('SPRING');
    expect(listener).toHaveBeenCalledTimes(3);

    store.setProductAmount('ProductVariant:1', 0);
    expect(store.getSnapshot().material[0]!.amount).toBe(1);
    store.setCourseAmount('Course:1', 3);
    expect(store.getSnapshot().virtual[0]!.amount).toBe(3);

    store.removeProduct('ProductVariant:1');
    expect(storage.data.has('cart-material')).toBe(false);
    store.setDiscountCode('');
    expect(storage.data.has('discount-code')).toBe(false);
    store.clear();
    expect(store.getSnapshot()).toEqual({ virtual: [], material: [], discountCode: null });
    expect(storage.data.has('cart-virtual')).toBe(false);
  });

  it('keeps the same snapshot until something changes (useSyncExternalStore)', () => {
    const store = createCartStore(memoryStorage());
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.addProduct(product('ProductVariant:1'));
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('drops the lines the server no longer sells and takes its amounts', () => {
    const store = createCartStore(memoryStorage());
    store.addCourse(course('Course:1', 'CourseVariant:a', 2));
    store.addProduct(product('ProductVariant:1', 5));
    store.addProduct(product('ProductVariant:2'));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reconcile({
      virtual: [course('Course:1', 'CourseVariant:a', 1)],
      material: [product('ProductVariant:1', 5)],
    });
    expect(store.getSnapshot().virtual).toEqual([course('Course:1', 'CourseVariant:a', 1)]);
    expect(store.getSnapshot().material).toEqual([product('ProductVariant:1', 5)]);
    expect(listener).toHaveBeenCalledTimes(1);
    // Nothing to change: no new snapshot, no re-render.
    store.reconcile({
      virtual: [course('Course:1', 'CourseVariant:a', 1)],
      material: [product('ProductVariant:1', 5)],
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab: reload reads the storage again', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    const other = createCartStore(storage);
    other.addProduct(product('ProductVariant:9', 2));
    expect(store.getSnapshot().material).toEqual([]);
    store.reload();
    expect(store.getSnapshot().material).toEqual([product('ProductVariant:9', 2)]);
  });

  it('works in memory when the browser refuses storage', () => {
    const refusing: CartStorage = {
      getItem: () => null,
      setItem: () => {},
      removeItem: () => {},
    };
    const store = createCartStore(refusing);
    store.addProduct(product('ProductVariant:1'));
    expect(cartCount(store.getSnapshot())).toBe(1);
  });
});
