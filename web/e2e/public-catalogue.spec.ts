import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipCookieBanner } from './support/accounts.ts';
import { shot, signIn } from './support/auth.ts';
import { expectNoSeriousViolations } from './support/page.ts';

/*
 * The public catalogue as a visitor (spec 2, 3, 9): courses in the chosen language with a
 * category filter, a course with a reduced price and its Omnibus price, the shop filtered to
 * drones, a drone's specification and the delivery and return terms; the exclusions of ADMIN
 * and INSTRUCTOR; axe on the four pages. Runs against the seeded demo data.
 */

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

/** Seeded demo content (prisma/seed/courses.ts, products.ts). */
const REDUCED_COURSE = {
  en: 'NSTS training – national scenarios NSTS-01 to NSTS-08',
  pl: 'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08',
};
const SOON_COURSE = 'Drones in precision agriculture';
const LANDING_COURSE = 'Intensive NSTS exam preparation – weekend';
/** Products are named in the page's language: these journeys run in English. */
const DRONE = 'Sokół Pro 4K Drone';
const PLANE = 'Albatros VTOL Unmanned Aircraft';

/** Intl puts no-break spaces in amounts: match any whitespace. */
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function chooseLanguage(page: Page, lang: 'pl' | 'en') {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const courseCard = (page: Page, title: string): Locator =>
  page.getByTestId('course-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const productCard = (page: Page, name: string): Locator =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a visitor browses the courses in English and in Polish', async ({ page }) => {
  await page.goto('/app/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
  await expect(page).toHaveTitle('Courses | SkyPilot Academy');
  await expect(courseCard(page, REDUCED_COURSE.en)).toBeVisible();
  // Only the chosen language's courses; PUBLIC and SOON are listed, LANDING and PRIVATE are not.
  await expect(page.getByRole('heading', { name: REDUCED_COURSE.pl })).toHaveCount(0);
  await expect(courseCard(page, SOON_COURSE).getByTestId('course-soon')).toHaveText('Coming soon');
  await expect(page.getByRole('heading', { name: LANDING_COURSE })).toHaveCount(0);
  await expect(page.getByText(/^Szkic:/)).toHaveCount(0);
  const english = await page.getByTestId('course-card').count();
  expect(english).toBeGreaterThan(3);
  await expect(page.getByTestId('catalogue-count')).toHaveText(`Showing ${english} of ${english}`);
  // Cards carry their category, type, dates and city.
  const reduced = courseCard(page, REDUCED_COURSE.en);
  await expect(reduced.getByTestId('course-category')).toHaveText('Specific category');
  await expect(reduced).toContainText('Theory and practice');
  await expect(reduced).toContainText(/\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/);
  await expect(reduced).toContainText('Warsaw');
  await shot(page, 'catalogue-courses-en');

  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kursy');
  await expect(page).toHaveTitle('Kursy | SkyPilot Academy');
  await expect(courseCard(page, REDUCED_COURSE.pl)).toBeVisible();
  await expect(page.getByRole('heading', { name: REDUCED_COURSE.en })).toHaveCount(0);
  await expect(courseCard(page, REDUCED_COURSE.pl)).toContainText('Warszawa');
  await expect(courseCard(page, REDUCED_COURSE.pl).getByTestId('price')).toHaveText(money('od 999,00 zł'));
  await shot(page, 'catalogue-courses-pl');

  await chooseLanguage(page, 'en');
  await expect(courseCard(page, REDUCED_COURSE.en)).toBeVisible();
});

test('a visitor filters the courses by category; the filter lives in the address', async ({ page }) => {
  await page.goto('/app/courses');
  const filter = page.getByTestId('course-filter');
  await expect(filter.getByTestId('course-filter-all')).toHaveAttribute('aria-pressed', 'true');

  await filter.getByTestId('course-filter-OPEN').click();
  await expect(page).toHaveURL('/app/courses?category=OPEN');
  await expect(filter.getByTestId('course-filter-OPEN')).toHaveAttribute('aria-pressed', 'true');
  await expect(filter.getByTestId('course-filter-all')).toHaveAttribute('aria-pressed', 'false');
  const categories = page.getByTestId('course-category');
  // Web-first: retried until the filtered list has replaced the whole one (a count read while the
  // old list is still shown would pin the assertion to the old length).
  await expect(categories).not.toHaveCount(0);
  await expect(categories.filter({ hasNotText: 'Open category' })).toHaveCount(0);
  await expect(courseCard(page, REDUCED_COURSE.en)).toHaveCount(0);

  // Multi-select: a second category adds to the first.
  await filter.getByTestId('course-filter-CERTIFIED').click();
  await expect(page).toHaveURL('/app/courses?category=OPEN&category=CERTIFIED');
  await expect(page.getByTestId('course-category').filter({ hasText: 'Certified' })).not.toHaveCount(0);
  await expect(page.getByTestId('course-category').filter({ hasText: 'Open category' })).not.toHaveCount(0);
  await shot(page, 'catalogue-courses-filtered');

  // The address alone restores the filter (reload, shared link).
  await page.reload();
  await expect(filter.getByTestId('course-filter-CERTIFIED')).toHaveAttribute('aria-pressed', 'true');
  await filter.getByTestId('course-filter-all').click();
  await expect(page).toHaveURL('/app/courses');
  await expect(courseCard(page, REDUCED_COURSE.en)).toBeVisible();

  // The menu shortcut (spec 2: /app/certified) preselects its category.
  await page.getByTestId('menu-group-courses').click();
  await expect(page.getByTestId('menu-courses-certified')).toHaveAttribute('href', '/app/certified');
  await page.getByTestId('menu-courses-certified').click();
  await expect(page).toHaveURL('/app/courses/certified');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certified courses');
  await expect(filter.getByTestId('course-filter-CERTIFIED')).toHaveAttribute('aria-pressed', 'true');
  const certified = page.getByTestId('course-category');
  await expect(certified).not.toHaveCount(0);
  await expect(certified.filter({ hasNotText: 'Certified' })).toHaveCount(0);

  // Every spec shortcut typed as an address lands on its filtered list.
  for (const [name, category, heading] of [
    ['special', 'PARTICULAR', 'Specific category courses'],
    ['open', 'OPEN', 'Open category courses'],
    ['specialized', 'TECHNICAL', 'Specialized courses'],
    ['certified', 'CERTIFIED', 'Certified courses'],
  ] as const) {
    await page.goto(`/app/${name}`);
    await expect(page).toHaveURL(`/app/courses/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(filter.getByTestId(`course-filter-${category}`)).toHaveAttribute('aria-pressed', 'true');
  }
});

test('a visitor opens a course with a reduced price and sees its Omnibus price', async ({ page }) => {
  await page.goto('/app/courses');
  const card = courseCard(page, REDUCED_COURSE.en);
  await expect(card.getByTestId('price')).toHaveText(money('from PLN 999.00'));
  await expect(card.getByTestId('omnibus-note')).toHaveText(
    money('Lowest price in the 30 days before the reduction: PLN 1,299.00'),
  );
  await card.getByTestId('course-link').click();

  await expect(page).toHaveURL(/\/app\/courses\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.en);
  await expect(page.getByRole('img', { name: REDUCED_COURSE.en })).toBeVisible();
  const online = page.getByTestId('course-variant').filter({ hasText: 'Full online' });
  await expect(online.getByTestId('price')).toHaveText(money('PLN 999.00'));
  await expect(online.locator('del')).toHaveText(money('Previous price: PLN 1,299.00'));
  await expect(online.getByTestId('omnibus-note')).toHaveText(
    money('Lowest price in the 30 days before the reduction: PLN 1,299.00'),
  );
  await expect(online.getByTestId('add-to-cart')).toBeEnabled();
  // A variant without a reduction shows no Omnibus note.
  const stationary = page.getByTestId('course-variant').filter({ hasText: 'Full stationary' });
  await expect(stationary.getByTestId('price')).toHaveText(money('PLN 1,990.00'));
  await expect(stationary.getByTestId('omnibus-note')).toHaveCount(0);
  await expect(page.getByTestId('cart-note')).toHaveText(
    'A course is bought with an account: sign in when you place the order.',
  );
  await expect(page.getByTestId('vat-note')).toContainText('VAT');

  const facts = page.getByTestId('course-facts');
  await expect(facts.locator('[data-fact="examDuration"] dd')).toHaveText('120 min');
  await expect(facts.locator('[data-fact="startDate"] dd')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(facts.locator('[data-fact="city"] dd')).toHaveText('Warsaw');
  // Places left: what the API says now (other journeys' orders take places of this course).
  const globalId = decodeURIComponent(/\/app\/courses\/([^/]+)\/details$/.exec(page.url())![1]!);
  const courseId = Buffer.from(globalId, 'base64')
    .toString()
    .replace(/^Course:/, '');
  const course = await page.request.get(`/api/v1/courses/${courseId}`);
  const { placesLeft } = (await course.json()) as { placesLeft: number };
  expect(placesLeft).toBeGreaterThan(0);
  await expect(facts.locator('[data-fact="placesLeft"] dd')).toHaveText(String(placesLeft));
  await expect(page.getByTestId('course-scope')).toContainText('NSTS-01 to NSTS-08');
  await expect(page.getByRole('heading', { level: 2, name: 'Participation conditions' })).toBeVisible();
  await shot(page, 'catalogue-course-details');

  // In Polish the page becomes the Polish twin, whose variant names and prices follow.
  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.pl);
  await expect(
    page.getByTestId('course-variant').filter({ hasText: 'Pełny online' }).getByTestId('omnibus-note'),
  ).toHaveText(money('Najniższa cena z 30 dni przed obniżką: 1 299,00 zł'));

  // A SOON course shows "Coming soon" instead of "Add to cart".
  await page.goto('/app/courses');
  await chooseLanguage(page, 'en');
  await courseCard(page, SOON_COURSE).getByTestId('course-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOON_COURSE);
  await expect(page.getByTestId('course-variants').getByTestId('course-soon')).toHaveText('Coming soon');
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);

  // A course that is not public (or does not exist) is "not found".
  await page.goto('/app/courses/no-such-course/details');
  await expect(page.getByTestId('catalogue-not-found')).toBeVisible();
});

test('a course links to its twin in the other language, and the language switch goes to the twin', async ({ page }) => {
  await page.goto('/app/courses');
  await chooseLanguage(page, 'pl');
  await courseCard(page, REDUCED_COURSE.pl).getByTestId('course-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.pl);
  const polishUrl = page.url();

  // The link names the other language in that language; following it reads the twin in English.
  const toEnglish = page.getByTestId('course-twin-link');
  await expect(toEnglish).toHaveText('This course in English');
  await toEnglish.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).not.toHaveURL(polishUrl);
  await expect(page.getByTestId('course-twin-link')).toHaveText('Ten kurs po polsku');

  // Switching the language back goes to the Polish twin.
  await chooseLanguage(page, 'pl');
  await expect(page).toHaveURL(polishUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.pl);
  await expect(page.getByTestId('course-twin-link')).toHaveText('This course in English');
  await expect(page.getByTestId('course-language')).toHaveCount(0);

  // The Polish course in the English interface (e.g. a shared link) says so and offers the English twin (issue 31).
  await chooseLanguage(page, 'en');
  await page.goto(polishUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.pl);
  await expect(page.getByTestId('course-language')).toHaveText('In Polish');
  const note = page.getByTestId('course-language-note');
  await expect(note).toContainText('This course is taught in Polish. It is also available in English.');
  await expectNoSeriousViolations(page);
  await note.getByTestId('course-twin-link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REDUCED_COURSE.en);
  await expect(page.getByTestId('course-language')).toHaveCount(0);
});

test('a visitor filters the shop to drones, opens one and reads its specification and the terms', async ({ page }) => {
  await page.goto('/app/shop');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await expect(productCard(page, PLANE)).toBeVisible();
  // Twelve a page, then "Show more".
  const count = page.getByTestId('catalogue-count');
  await expect(count).toHaveText(/^Showing 12 of \d+$/);
  const total = Number((await count.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(12);
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  await page.getByTestId('show-more').click();
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(total, 24));
  await expect(count).toHaveText(`Showing ${Math.min(total, 24)} of ${total}`);
  if (total <= 24) await expect(page.getByTestId('show-more')).toHaveCount(0);

  await page.getByTestId('menu-group-shop').click();
  await page.getByTestId('menu-shop-drones').click();
  await expect(page).toHaveURL('/app/shop?kind=DRONE');
  await expect(page.getByTestId('kind-filter-DRONE')).toHaveAttribute('aria-pressed', 'true');
  await expect(productCard(page, DRONE)).toBeVisible();
  await expect(productCard(page, PLANE)).toHaveCount(0);
  const cards = page.getByTestId('product-card');
  await expect(cards).not.toHaveCount(0);
  for (const card of await cards.all()) await expect(card).toContainText('Drones');
  await expect(productCard(page, DRONE).getByTestId('stock-state')).toHaveText('In stock');
  await expect(productCard(page, DRONE).getByTestId('omnibus-note')).toHaveText(
    money('Lowest price in the 30 days before the reduction: PLN 5,499.00'),
  );
  await shot(page, 'catalogue-shop-drones');

  // A category chip narrows further and keeps the kind.
  await page.getByTestId('product-filter-ACCESSORY').click();
  await expect(page).toHaveURL('/app/shop?category=ACCESSORY&kind=DRONE');
  await page.getByTestId('product-filter-all').click();
  await expect(page).toHaveURL('/app/shop?kind=DRONE');

  await productCard(page, DRONE).getByTestId('product-link').click();
  await expect(page).toHaveURL(/\/app\/shop\/products\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRONE);

  // Gallery: the main picture, thumbnails to switch (mouse and keyboard).
  const picture = page.getByTestId('gallery-picture');
  await expect(picture).toHaveAttribute('alt', `${DRONE}, picture 1 of 3`);
  const thumbs = page.getByTestId('gallery-thumb');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(picture).toHaveAttribute('alt', `${DRONE}, picture 2 of 3`);
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(2)).toBeFocused();
  await expect(picture).toHaveAttribute('alt', `${DRONE}, picture 3 of 3`);

  // The chosen variant's price, Omnibus price and stock.
  const summary = page.getByTestId('variant-summary');
  await expect(summary.getByTestId('price')).toHaveText(money('PLN 4,999.00'));
  await expect(summary.getByTestId('omnibus-note')).toHaveText(
    money('Lowest price in the 30 days before the reduction: PLN 5,499.00'),
  );
  await page.getByRole('radio', { name: /Fly More Combo/ }).check();
  await expect(summary.getByTestId('price')).toHaveText(money('PLN 6,499.00'));
  await expect(summary.getByTestId('omnibus-note')).toHaveCount(0);
  await expect(summary.getByTestId('stock-state')).toHaveText('Low stock');
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
  await expect(page.getByTestId('cart-note')).toHaveText('You can buy products without an account.');

  // The drone specification: only filled rows, translated labels.
  const specification = page.getByRole('table', { name: 'Drone specification' });
  await expect(specification.getByRole('rowheader', { name: 'Drone class' })).toBeVisible();
  await expect(specification.locator('[data-field="droneClass"] td')).toHaveText('C1');
  await expect(specification.locator('[data-field="normIP"] td')).toHaveText('IP43');
  await expect(specification.getByRole('row')).toHaveCount(17);

  // Delivery and return terms (spec 9) and the shipping methods with prices.
  const terms = page.getByTestId('delivery-terms');
  await expect(terms).toContainText('Delivery within 3 business days');
  await expect(terms).toContainText('Return within 30 days');
  await expect(terms).toContainText('within 14 days of delivery');
  const methods = page.getByTestId('shipping-methods').getByRole('listitem');
  await expect(methods).not.toHaveCount(0);
  await expect(methods.first()).toContainText(/PLN|Free/);

  // The demo video is a clip shipped with the seed, played from our own server; never a third-party player.
  const video = page.getByTestId('product-video');
  await expect(video).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await shot(page, 'catalogue-product-details');

  // An aircraft that is out of stock cannot be added.
  await page.goto('/app/shop?kind=PLANE');
  await productCard(page, PLANE).getByTestId('product-link').click();
  await expect(page.getByTestId('add-to-cart')).toHaveText('Out of stock');
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByTestId('variant-summary').getByTestId('stock-state')).toHaveText('Out of stock');

  await page.goto('/app/shop/products/no-such-product/details');
  await expect(page.getByTestId('catalogue-not-found')).toBeVisible();
});

test('cards are one column on a phone and several on a desktop', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [1366, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, testId] of [
      ['/app/courses', 'course-card'],
      ['/app/shop', 'product-card'],
    ] as const) {
      await page.goto(path);
      const cards = page.getByTestId(testId);
      await expect(cards.nth(columns)).toBeVisible();
      const tops = await Promise.all(
        Array.from({ length: columns + 1 }, async (_, i) => (await cards.nth(i).boundingBox())!.y),
      );
      // The first `columns` cards share a row, the next one starts a new row.
      expect(new Set(tops.slice(0, columns)).size).toBe(1);
      expect(tops[columns]).toBeGreaterThan(tops[0]!);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(width);
    }
  }
});

for (const { role, email } of [
  { role: 'ADMIN', email: 'admin@example.com' },
  { role: 'INSTRUCTOR', email: 'instructor@example.com' },
]) {
  test(`${role} opening the courses or the shop lands on /app/invalid-access`, async ({ page }) => {
    await signIn(page, email);
    for (const path of ['/app/courses', '/app/shop']) {
      await page.goto(path);
      await expect(page).toHaveURL('/app/invalid-access');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page.');
    }
  });
}

test('a first visit asks GraphQL once: the page uses the query its HTML head started', async ({ page, browser }) => {
  // web/route-preload.ts starts the page's query before the app's code arrives; the page must
  // take that answer, not ask again (the variables of both must be the same).
  const first = async (path: string, field: string) =>
    ((await (await page.request.get(path)).json()) as { items: Record<string, string>[] }).items[0]![field]!;
  const courseId = await first('/api/v1/courses?lang=EN', 'courseId');
  const productId = await first('/api/v1/products?lang=EN', 'id');
  const visits: { path: string; ready: (visit: Page) => Promise<void> }[] = [
    { path: '/app/courses', ready: (v) => expect(courseCard(v, REDUCED_COURSE.en)).toBeVisible() },
    { path: '/app/shop', ready: (v) => expect(productCard(v, DRONE)).toBeVisible() },
    {
      path: `/app/courses/${courseId}/details`,
      ready: (v) => expect(v.getByTestId('course-variants')).toBeVisible(),
    },
    {
      path: `/app/shop/products/${productId}/details`,
      ready: (v) => expect(v.getByTestId('product-title')).toBeVisible(),
    },
  ];
  for (const { path, ready } of visits) {
    const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
    const visit = await context.newPage();
    await skipCookieBanner(visit);
    // The app's own requests carry its CSRF header (empty for a visitor); the head's does not.
    const queries: string[] = [];
    visit.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return;
      queries.push('x-csrf-token' in request.headers() ? 'the app' : 'the page head');
    });
    await visit.goto(path);
    await ready(visit);
    await visit.waitForLoadState('networkidle');
    expect(queries, path).toEqual(['the page head']);
    await context.close();
  }
});

test('the four public catalogue pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/app/courses');
  await expect(courseCard(page, REDUCED_COURSE.en)).toBeVisible();
  await expectNoSeriousViolations(page);
  await courseCard(page, REDUCED_COURSE.en).getByTestId('course-link').click();
  await expect(page.getByTestId('course-variants')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/app/shop');
  await expect(productCard(page, DRONE)).toBeVisible();
  await expectNoSeriousViolations(page);
  await productCard(page, DRONE).getByTestId('product-link').click();
  await expect(page.getByTestId('drone-specification')).toBeVisible();
  await expectNoSeriousViolations(page);

  // And in Polish, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, 'pl');
  await expect(page.getByRole('table', { name: 'Specyfikacja drona' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'catalogue-product-details-pl-mobile');
});
