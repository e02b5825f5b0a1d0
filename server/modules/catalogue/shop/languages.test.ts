import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  localOf,
  rest,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

/**
 * Products, variants, drone specifications and shipping methods in PL and EN: readers get their
 * language with Polish as the fallback of a missing English text, admins edit both, and
 * purchases keep the names the buyer saw.
 */

let h: Harness;
let admin: SignedIn;
let translated: { id: string; variantId: string; secondVariantId: string };
let untranslated: { id: string; variantId: string };
let courierId: string;
let pickupId: string;

beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }));
  const drone = await h.db.prisma.product.create({
    data: {
      name: 'Dron Sokół',
      nameEn: 'Falcon Drone',
      shortDescription: 'Składany dron z kamerą 4K',
      shortDescriptionEn: 'Foldable drone with a 4K camera',
      description: '<p>Opis po polsku</p>',
      descriptionEn: '<p>English description</p>',
      category: 'EQUIPMENT',
      kind: 'DRONE',
      variants: {
        create: [
          { name: 'Standard', nameEn: 'Standard', priceGross: 100_000, stock: 10, sortOrder: 0 },
          // No English name: the Polish one is shown.
          { name: 'Zestaw z torbą', priceGross: 120_000, stock: 10, sortOrder: 1 },
        ],
      },
      droneSpec: {
        create: {
          aircraftType: 'Wielowirnikowiec',
          aircraftTypeEn: 'Multirotor',
          flightTime: 'do 43 min',
          flightTimeEn: 'up to 43 min',
          // Not translated: falls back to Polish.
          workTemperature: 'od -10 °C do 40 °C',
        },
      },
    },
    include: { variants: { orderBy: { sortOrder: 'asc' } } },
  });
  translated = { id: drone.id, variantId: drone.variants[0]!.id, secondVariantId: drone.variants[1]!.id };
  const mug = await h.db.prisma.product.create({
    data: {
      name: 'Kubek pilota',
      shortDescription: 'Kubek 330 ml',
      category: 'GADGET',
      variants: { create: { name: 'Czerwony', priceGross: 4_900, stock: 50 } },
    },
    include: { variants: true },
  });
  untranslated = { id: mug.id, variantId: mug.variants[0]!.id };
  courierId = (
    await h.db.prisma.shippingMethod.create({
      data: {
        name: 'Kurier',
        nameEn: 'Courier',
        description: 'Dostawa do 3 dni',
        descriptionEn: 'Delivery within 3 days',
        priceGross: 1_999,
      },
    })
  ).id;
  pickupId = (await h.db.prisma.shippingMethod.create({ data: { name: 'Odbiór osobisty', priceGross: 0 } })).id;
});
afterAll(() => h.close());

const PRODUCT = `query ($id: ID!, $language: Language) {
  product(id: $id) {
    name(language: $language) shortDescription(language: $language) description(language: $language)
    variants { name(language: $language) }
    droneSpecification { aircraftType(language: $language) flightTime(language: $language) workTemperature(language: $language) }
  }
}`;

describe('GraphQL: the reader’s language', () => {
  it('answers English texts for EN, Polish for PL and by default', async () => {
    const en = (await gqlOk(h, PRODUCT, { id: gid('Product', translated.id), language: 'EN' })).product;
    expect(en).toEqual({
      name: 'Falcon Drone',
      shortDescription: 'Foldable drone with a 4K camera',
      description: '<p>English description</p>',
      variants: [{ name: 'Standard' }, { name: 'Zestaw z torbą' }],
      droneSpecification: {
        aircraftType: 'Multirotor',
        flightTime: 'up to 43 min',
        workTemperature: 'od -10 °C do 40 °C',
      },
    });
    const pl = (await gqlOk(h, PRODUCT, { id: gid('Product', translated.id), language: 'PL' })).product;
    const byDefault = (await gqlOk(h, PRODUCT, { id: gid('Product', translated.id) })).product;
    expect(pl).toEqual(byDefault);
    expect(pl).toMatchObject({
      name: 'Dron Sokół',
      description: '<p>Opis po polsku</p>',
      droneSpecification: { aircraftType: 'Wielowirnikowiec', flightTime: 'do 43 min' },
    });
  });

  it('falls back to Polish where the English text is empty, in the shop list too', async () => {
    const data = await gqlOk(
      h,
      `query ($language: Language) { products(first: 25) { edges { node { id name(language: $language) shortDescription(language: $language) } } } }`,
      { language: 'EN' },
    );
    const nodes = data.products.edges.map((e: { node: unknown }) => e.node);
    expect(nodes).toContainEqual({
      id: gid('Product', untranslated.id),
      name: 'Kubek pilota',
      shortDescription: 'Kubek 330 ml',
    });
    expect(nodes).toContainEqual(expect.objectContaining({ name: 'Falcon Drone' }));
  });

  it('gives both languages of a shipping method', async () => {
    const data = await gqlOk(
      h,
      `{ shippingMethods { id pl: name en: name(language: EN) description(language: EN) nameEn } }`,
      {},
    );
    expect(data.shippingMethods).toContainEqual({
      id: gid('ShippingMethod', courierId),
      pl: 'Kurier',
      en: 'Courier',
      description: 'Delivery within 3 days',
      nameEn: 'Courier',
    });
    expect(data.shippingMethods).toContainEqual(
      expect.objectContaining({ id: gid('ShippingMethod', pickupId), en: 'Odbiór osobisty', nameEn: '' }),
    );
  });

  it('shows the cart and its shipping choice in the reader’s language', async () => {
    const data = await gqlOk(
      h,
      `query ($input: CartInput!) { cart(input: $input) {
        productsMaterial { product { name(language: EN) } productVariant { name(language: EN) } }
        shippingMethods { name(language: EN) }
      } }`,
      {
        input: {
          productsVirtual: [],
          productsMaterial: [
            { productVariantId: gid('ProductVariant', translated.variantId), amount: 1 },
            { productVariantId: gid('ProductVariant', untranslated.variantId), amount: 1 },
          ],
        },
      },
    );
    expect(data.cart.productsMaterial).toEqual([
      { product: { name: 'Falcon Drone' }, productVariant: { name: 'Standard' } },
      { product: { name: 'Kubek pilota' }, productVariant: { name: 'Czerwony' } },
    ]);
    expect(data.cart.shippingMethods.map((m: { name: string }) => m.name)).toEqual(
      expect.arrayContaining(['Courier', 'Odbiór osobisty']),
    );
  });
});

const ADMIN_FIELDS = `id name nameEn shortDescriptionEn descriptionEn missingEnglish
  variants { id name nameEn }
  droneSpecification { aircraftType aircraftTypeEn flightTimeEn workTemperatureEn }`;
const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { ${ADMIN_FIELDS} } }`;

describe('GraphQL: admins edit both languages', () => {
  it('lists what lacks English', async () => {
    const data = await gqlOk(
      h,
      `query ($id: ID!) { product(id: $id) { missingEnglish } mug: product(id: "${gid('Product', untranslated.id)}") { missingEnglish } }`,
      { id: gid('Product', translated.id) },
      admin,
    );
    expect(data.product.missingEnglish).toEqual(['variants', 'droneSpecification.workTemperature']);
    expect(data.mug.missingEnglish).toEqual(['name', 'shortDescription', 'variants']);
  });

  it('saves English texts with the same limits, sanitizes English rich text and stores an empty one as empty', async () => {
    const product = await h.db.prisma.product.create({
      data: { name: 'Śmigła', category: 'ACCESSORY', variants: { create: { name: 'Komplet', priceGross: 7_900 } } },
    });
    const id = gid('Product', product.id);
    const saved = await graphql(
      h,
      UPDATE,
      {
        input: {
          id,
          nameEn: '  Propellers  ',
          shortDescriptionEn: 'Quiet spare propellers',
          descriptionEn: '<p>Quick <script>alert(1)</script>release</p>',
          droneSpecification: { aircraftType: 'Śmigło', aircraftTypeEn: 'Propeller', workTemperature: 'od 0 °C' },
        },
      },
      admin.headers,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateProduct).toMatchObject({
      name: 'Śmigła',
      nameEn: 'Propellers',
      shortDescriptionEn: 'Quiet spare propellers',
      descriptionEn: '<p>Quick release</p>',
      droneSpecification: { aircraftType: 'Śmigło', aircraftTypeEn: 'Propeller', workTemperatureEn: null },
      missingEnglish: ['variants', 'droneSpecification.workTemperature'],
    });

    const emptied = await graphql(h, UPDATE, { input: { id, descriptionEn: '<p> </p>' } }, admin.headers);
    expect(emptied.body.data.updateProduct.descriptionEn).toBe('');

    const tooLong = await graphql(
      h,
      UPDATE,
      {
        input: {
          id,
          nameEn: 'x'.repeat(256),
          shortDescriptionEn: 'x'.repeat(501),
          droneSpecification: { flightTimeEn: 'x'.repeat(256), specialFeaturesEn: 'x'.repeat(1001) },
        },
      },
      admin.headers,
    );
    expect(errorCode(tooLong.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(tooLong.body)).toEqual(
      expect.arrayContaining([
        { field: 'nameEn', code: 'max_length', max: 255 },
        { field: 'shortDescriptionEn', code: 'max_length', max: 500 },
        expect.objectContaining({ field: 'droneSpecification.flightTimeEn', code: 'max_length', max: 255 }),
        expect.objectContaining({ field: 'droneSpecification.specialFeaturesEn', code: 'max_length', max: 1000 }),
      ]),
    );
  });

  it('names variants in English; a save without nameEn keeps it', async () => {
    const SAVE = `mutation ($input: ProductVariantInput!) { saveProductVariant(input: $input) { variants { id name nameEn priceGross } } }`;
    const productId = gid('Product', translated.id);
    const id = gid('ProductVariant', translated.secondVariantId);
    const named = await gqlOk(
      h,
      SAVE,
      { input: { id, productId, name: 'Zestaw z torbą', nameEn: 'Kit with a bag', priceGross: 120_000, stock: 10 } },
      admin,
    );
    expect(named.saveProductVariant.variants[1]).toMatchObject({ name: 'Zestaw z torbą', nameEn: 'Kit with a bag' });
    const repriced = await gqlOk(
      h,
      SAVE,
      { input: { id, productId, name: 'Zestaw z torbą', priceGross: 119_000, stock: 10 } },
      admin,
    );
    expect(repriced.saveProductVariant.variants[1]).toMatchObject({ nameEn: 'Kit with a bag', priceGross: 119_000 });
    const created = await gqlOk(
      h,
      SAVE,
      { input: { productId, name: 'Wersja RTK', nameEn: 'RTK version', priceGross: 150_000, stock: 1 } },
      admin,
    );
    expect(created.saveProductVariant.variants.at(-1)).toMatchObject({ name: 'Wersja RTK', nameEn: 'RTK version' });
  });

  it('creates a product with an English name and a "Standard" variant named in both languages', async () => {
    const data = await gqlOk(
      h,
      `mutation { createProduct(input: { name: "Czapka", nameEn: "Cap", category: GADGET }) { name en: name(language: EN) nameEn variants { nameEn } missingEnglish } }`,
      {},
      admin,
    );
    expect(data.createProduct).toEqual({
      name: 'Czapka',
      en: 'Cap',
      nameEn: 'Cap',
      variants: [{ nameEn: 'Standard' }],
      missingEnglish: [],
    });
  });

  it('finds products by their English name in the admin table', async () => {
    const data = await gqlOk(h, `{ adminProducts(search: "falcon") { edges { node { name } } } }`, {}, admin);
    expect(data.adminProducts.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Dron Sokół']);
  });

  it('edits shipping methods in both languages; English left out stays', async () => {
    const MUTATION = `mutation ($id: ID!, $input: ShippingMethodInput!) { updateShippingMethod(id: $id, input: $input) { name nameEn description descriptionEn } }`;
    const id = gid('ShippingMethod', pickupId);
    const both = await gqlOk(
      h,
      MUTATION,
      {
        id,
        input: {
          name: 'Odbiór osobisty',
          nameEn: 'Personal pickup',
          description: '',
          descriptionEn: '',
          priceGross: 0,
        },
      },
      admin,
    );
    expect(both.updateShippingMethod).toMatchObject({ name: 'Odbiór osobisty', nameEn: 'Personal pickup' });
    const polishOnly = await gqlOk(
      h,
      MUTATION,
      { id, input: { name: 'Odbiór w Warszawie', description: 'Pon.–pt.', priceGross: 0 } },
      admin,
    );
    expect(polishOnly.updateShippingMethod).toEqual({
      name: 'Odbiór w Warszawie',
      nameEn: 'Personal pickup',
      description: 'Pon.–pt.',
      descriptionEn: '',
    });
    const tooLong = await graphql(
      h,
      MUTATION,
      { id, input: { name: 'x', nameEn: 'x'.repeat(101), description: '', priceGross: 0 } },
      admin.headers,
    );
    expect(errorDetails(tooLong.body)).toEqual([{ field: 'nameEn', code: 'max_length', max: 100 }]);
  });
});

describe('REST: lang, then Accept-Language, then Polish', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const drone = (body: { items: { id: string; name: string }[] }) => body.items.find((i) => i.id === translated.id);

  it('lists and shows products in the asked language, falling back to Polish', async () => {
    expect(drone((await get('products?lang=en')).json())).toMatchObject({
      name: 'Falcon Drone',
      shortDescription: 'Foldable drone with a 4K camera',
      variants: expect.arrayContaining([expect.objectContaining({ name: 'Standard' })]),
    });
    expect(drone((await get('products', { 'accept-language': 'en-GB,en;q=0.9' })).json())!.name).toBe('Falcon Drone');
    expect(drone((await get('products?lang=PL', { 'accept-language': 'en' })).json())!.name).toBe('Dron Sokół');
    expect(drone((await get('products', { 'accept-language': 'de-DE' })).json())!.name).toBe('Dron Sokół');
    expect(drone((await get('products?lang=xx')).json())!.name).toBe('Dron Sokół');

    const details = (await get(`products/${translated.id}?lang=en`)).json();
    expect(details).toMatchObject({
      name: 'Falcon Drone',
      description: '<p>English description</p>',
      droneSpecification: {
        aircraftType: 'Multirotor',
        flightTime: 'up to 43 min',
        workTemperature: 'od -10 °C do 40 °C',
      },
    });
    expect(details).not.toHaveProperty('nameEn');
    const mug = (await get(`products/${untranslated.id}?lang=en`)).json();
    expect(mug).toMatchObject({
      name: 'Kubek pilota',
      shortDescription: 'Kubek 330 ml',
      variants: [{ name: 'Czerwony' }],
    });
  });

  it('lists shipping methods and the cart in the asked language', async () => {
    const methods = (await get('shipping-methods?lang=en')).json();
    expect(methods).toContainEqual(
      expect.objectContaining({ id: courierId, name: 'Courier', description: 'Delivery within 3 days' }),
    );
    expect((await get('shipping-methods')).json()).toContainEqual(
      expect.objectContaining({ id: courierId, name: 'Kurier' }),
    );

    const cart = await h.app.inject({
      method: 'POST',
      url: '/api/v1/shop/cart?lang=en',
      payload: { productsVirtual: [], productsMaterial: [{ productVariantId: translated.variantId, amount: 1 }] },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().productsMaterial[0]).toMatchObject({
      product: { name: 'Falcon Drone' },
      productVariant: { name: 'Standard' },
    });
    expect(cart.json().shippingMethods).toContainEqual(expect.objectContaining({ name: 'Courier' }));
  });

  it('gives admins both languages with what lacks English, and saves English texts', async () => {
    const shown = await rest(h, 'GET', `admin/products/${untranslated.id}`, admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      name: 'Kubek pilota',
      nameEn: '',
      missingEnglish: ['name', 'shortDescription', 'variants'],
      variants: [{ name: 'Czerwony', nameEn: '' }],
    });
    const saved = await rest(h, 'PUT', `admin/products/${untranslated.id}`, admin, {
      nameEn: 'Pilot mug',
      shortDescriptionEn: 'A 330 ml mug',
      droneSpecification: { aircraftType: 'Kubek', aircraftTypeEn: 'Mug' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Kubek pilota',
      nameEn: 'Pilot mug',
      shortDescriptionEn: 'A 330 ml mug',
      missingEnglish: ['variants'],
      droneSpecification: { aircraftType: 'Kubek', aircraftTypeEn: 'Mug' },
    });
    const list = (await rest(h, 'GET', 'admin/products?search=pilot%20mug', admin)).json();
    expect(list.items).toEqual([expect.objectContaining({ name: 'Kubek pilota', nameEn: 'Pilot mug' })]);
    const invalid = await rest(h, 'PUT', `admin/products/${untranslated.id}`, admin, { nameEn: 'x'.repeat(256) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([{ field: 'nameEn', code: 'max_length', max: 255 }]);
    // Restore for the other tests.
    await h.db.prisma.product.update({
      where: { id: untranslated.id },
      data: { nameEn: '', shortDescriptionEn: '' },
    });
  });
});

describe('purchases keep the names the buyer saw', () => {
  it('freezes product, variant and shipping names in the order’s language; later edits do not rewrite them', async () => {
    const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { purchase { id shippingName items { name variantName } } } }`;
    const order = (language: 'PL' | 'EN') => ({
      input: {
        cart: {
          productsVirtual: [],
          productsMaterial: [
            { productVariantId: gid('ProductVariant', translated.variantId), amount: 1 },
            { productVariantId: gid('ProductVariant', untranslated.variantId), amount: 1 },
          ],
        },
        idempotencyKey: randomUUID(),
        buyerType: 'INDIVIDUAL',
        name: 'Jan Kowalski',
        streetAndNumber: 'ul. Polna 1',
        postalCode: '00-001',
        city: 'Warszawa',
        phone: '+48 600 100 200',
        email: `${language.toLowerCase()}-buyer@example.com`,
        termsAccepted: true,
        paymentType: 'TRADITIONAL_TRANSFER',
        shippingMethodId: gid('ShippingMethod', courierId),
        language,
      },
    });
    const english = (await gqlOk(h, PLACE, order('EN'))).placeOrder.purchase;
    expect(english.items).toEqual([
      { name: 'Falcon Drone', variantName: 'Standard' },
      { name: 'Kubek pilota', variantName: 'Czerwony' },
    ]);
    expect(english.shippingName).toBe('Courier');
    const polish = (await gqlOk(h, PLACE, order('PL'))).placeOrder.purchase;
    expect(polish.items[0]).toEqual({ name: 'Dron Sokół', variantName: 'Standard' });
    expect(polish.shippingName).toBe('Kurier');

    const mail = await h.db.prisma.mailMessage.findFirstOrThrow({ where: { to: 'en-buyer@example.com' } });
    expect(mail.text).toContain('Falcon Drone (Standard)');
    expect(mail.text).toContain('Courier');
    expect(mail.text).not.toContain('Dron Sokół');

    await h.db.prisma.product.update({ where: { id: translated.id }, data: { nameEn: 'Falcon Drone Mk II' } });
    const purchaseId = localOf(english.id);
    const stored = await h.db.prisma.purchaseItem.findMany({
      where: { purchaseId },
      orderBy: { sortOrder: 'asc' },
    });
    expect(stored[0]!.name).toBe('Falcon Drone');
    const seen = (await rest(h, 'GET', `admin/shop/purchases/${purchaseId}`, admin)).json();
    expect(JSON.stringify(seen)).toContain('Falcon Drone"');
    await h.db.prisma.product.update({ where: { id: translated.id }, data: { nameEn: 'Falcon Drone' } });
  });
});
