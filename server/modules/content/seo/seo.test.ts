import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { graphql, startHarness, type Harness } from '../../../test/harness.ts';
import { APP_ROUTE_PATHS, ROUTE_PARAMS } from './app-routes.ts';
import { plainSummary, renderIndexHtml } from './head.ts';
import { languageOfHeader } from './service.ts';

let h: Harness;
const ORIGIN = 'https://academy.example';
let seq = 0;

async function file(purpose: string) {
  seq += 1;
  return h.db.prisma.storedFile.create({
    data: {
      key: `seo-${seq}-${Date.now()}`,
      purpose,
      originalName: 'a.jpg',
      mimeType: 'image/jpeg',
      size: 10,
      public: true,
    },
  });
}

async function course(data: Partial<Prisma.CourseUncheckedCreateInput> = {}) {
  seq += 1;
  return h.db.prisma.course.create({
    data: { courseType: 'FULL', title: `SEO ${seq}`, category: 'OPEN', language: 'PL', visibility: 'PUBLIC', ...data },
  });
}

const page = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The JSON-LD objects of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

beforeAll(async () => {
  h = await startHarness({ PUBLIC_URL: ORIGIN });
});
afterAll(() => h.close());

describe('pages search engines read (index.html with each page head)', () => {
  it('serves a course page with its own title, description, canonical, alternates and Course JSON-LD', async () => {
    const picture = await file('COURSE_IMAGE');
    const pl = await course({
      title: 'Kurs A2 dla pilotów',
      description: '<p>Przygotowanie do egzaminu <strong>A2</strong> &amp; praktyka.</p>',
      highlightImageId: picture.id,
    });
    const en = await course({ title: 'A2 course for pilots', language: 'EN', description: '<p>Prepare for A2.</p>' });
    await h.db.prisma.course.update({ where: { id: pl.id }, data: { twinId: en.id } });
    await h.db.prisma.course.update({ where: { id: en.id }, data: { twinId: pl.id } });
    await h.db.prisma.courseVariant.create({ data: { courseId: pl.id, variant: 'FULL_ONLINE', priceGross: 49_000 } });

    const response = await page(`/app/courses/${pl.id}/details`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Kurs A2 dla pilotów | SkyPilot Academy</title>');
    expect(html).toContain('<meta name="description" content="Przygotowanie do egzaminu A2 &amp; praktyka." />');
    expect(html).toMatch(/<html lang="pl">/);
    const canonical = `${ORIGIN}/app/courses/${pl.id}/details?lang=pl`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="pl" href="${canonical}" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/app/courses/${en.id}/details?lang=en" />`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:title" content="Kurs A2 dla pilotów | SkyPilot Academy" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html).toContain(`<meta property="og:locale" content="pl_PL" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/v1/files/${picture.id}?size=medium" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: 'Kurs A2 dla pilotów',
        description: 'Przygotowanie do egzaminu A2 & praktyka.',
        provider: expect.objectContaining({ '@type': 'Organization', name: 'SkyPilot Academy' }),
        offers: expect.objectContaining({ '@type': 'Offer', price: '490.00', priceCurrency: 'PLN' }),
      }),
    ]);
  });

  it("answers the app's own links (global ids) like the canonical UUID addresses, and the app reads both", async () => {
    const c = await course({ title: 'Kurs z linku aplikacji' });
    const globalId = encodeGlobalID('Course', c.id);
    const response = await page(`/app/courses/${encodeURIComponent(globalId)}/details`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Kurs z linku aplikacji | SkyPilot Academy</title>');
    // The canonical address names the row's UUID, which the page's own query also accepts.
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/app/courses/${c.id}/details?lang=pl" />`);
    const query = 'query ($id: ID!) { course(id: $id) { title } }';
    for (const id of [c.id, globalId]) {
      const { body } = await graphql(h, query, { id });
      expect(body.data).toEqual({ course: { title: 'Kurs z linku aplikacji' } });
    }
    // Another type's global id with the same UUID names nothing.
    const foreign = encodeGlobalID('Product', c.id);
    expect((await page(`/app/courses/${encodeURIComponent(foreign)}/details`)).statusCode).toBe(404);
  });

  it('escapes what admins write: a title cannot close <title> or the JSON-LD script', async () => {
    const evil = await course({
      title: '</title><script>alert(1)</script>',
      description: '<p>"quoted" </script><img src=x onerror=alert(2)></p>',
    });
    const html = (await page(`/app/courses/${evil.id}/details`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | SkyPilot Academy</title>');
    expect(html).not.toMatch(/<img src=x/);
    // Only the ld+json script and the office data block: the payload stayed inside, as JSON.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json">',
      '<script type="application/json" id="office-details">',
    ]);
    expect(jsonLd(html)[0]).toMatchObject({ name: '</title><script>alert(1)</script>' });
    expect(html).toContain('&quot;quoted&quot;');
  });

  it('answers 404 (with the SPA) for unknown, malformed and private courses, and unknown products and posts', async () => {
    const hidden = await course({ title: 'Szkic', visibility: 'PRIVATE' });
    for (const url of [
      `/app/courses/${hidden.id}/details`,
      '/app/courses/3f1c2a4e-0000-4000-8000-000000000000/details',
      '/app/courses/not-a-uuid/details',
      // Ids of a form no row's id has (a UUID or a global id of one), codes no certificate has.
      '/app/purchases/1/details',
      `/app/admin/users/${encodeURIComponent(encodeGlobalID('User', 'x'))}`,
      '/app/exams/1',
      '/app/admin/personnel/newer/details',
      '/app/certificates/verify/nope',
      '/app/certificates/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/app/shop/products/3f1c2a4e-0000-4000-8000-000000000000/details',
      '/app/blog/3f1c2a4e-0000-4000-8000-000000000000',
      '/app/site/3f1c2a4e-0000-4000-8000-000000000000',
      '/app/no-such-page',
      '/app/courses/open/extra',
      '/app/page-not-found',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('SkyPilot Academy</title>');
    }
    expect((await page('/app/no-such-page', { 'accept-language': 'en' })).body).toContain(
      '<title>Page not found | SkyPilot Academy</title>',
    );
    // Known pages answer 200, including those behind sign-in (not for search engines).
    for (const url of ['/app/home', '/app/courses/open', '/app/my-courses', '/app/admin/courses', '/app/open']) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    expect((await page('/app/admin/courses')).body).toContain('<meta name="robots" content="noindex" />');
    const landing = await course({ title: 'Kurs z linku', visibility: 'LANDING' });
    const landingPage = await page(`/app/courses/${landing.id}/details`);
    expect(landingPage.statusCode).toBe(200);
    expect(landingPage.body).toContain('<title>Kurs z linku | SkyPilot Academy</title>');
    expect(landingPage.body).toContain('<meta name="robots" content="noindex" />');
    const head = await h.app.inject({ method: 'HEAD', url: '/app/no-such-page' });
    expect(head.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'HEAD', url: '/app/home' })).statusCode).toBe(200);
  });

  it('answers 200 for well-formed ids of private pages and a known certificate code', async () => {
    const user = await h.db.prisma.user.create({ data: { email: `seo-${Date.now()}@example.com` } });
    const token = 'Xq3v9LmT0pRs2WuY7zAbCdEfGhIjKlMn';
    await h.db.prisma.certificate.create({
      data: {
        userId: user.id,
        kind: 'GENERATED',
        title: 'Kurs A2',
        number: `C/${Date.now()}`,
        verificationToken: token,
      },
    });
    const uuid = '3f1c2a4e-0000-4000-8000-000000000000';
    // Ill-formed ids and unknown codes are 404 (the previous test). A well-formed id of a private
    // page is not looked up: it cannot tell cheaply, nor should it tell a visitor, whether the row
    // exists (the app shows its own not-found state); a certificate code is (a public page).
    for (const url of [
      `/app/purchases/${uuid}/details`,
      `/app/purchases/${encodeURIComponent(encodeGlobalID('Purchase', uuid))}/details`,
      `/app/admin/users/${encodeURIComponent(encodeGlobalID('User', uuid))}`,
      '/app/admin/personnel/new/details',
      '/app/admin/blog/new',
      '/app/admin/pages/about-us',
      `/app/certificates/verify/${token}`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
    // Every parameter of the app's routes has a declared form.
    const params = APP_ROUTE_PATHS.flatMap((path) => path.split('/').filter((part) => part.startsWith(':')));
    expect([...new Set(params.map((param) => param.slice(1)))].sort()).toEqual(Object.keys(ROUTE_PARAMS).sort());
  });

  it('serves a product in the visitor language with Product JSON-LD (price in PLN, availability, images)', async () => {
    const picture = await file('PRODUCT_IMAGE');
    const product = await h.db.prisma.product.create({
      data: {
        name: 'Dron Mavic',
        nameEn: 'Mavic drone',
        shortDescription: 'Lekki dron z kamerą 4K.',
        shortDescriptionEn: 'A light drone with a 4K camera.',
        category: 'EQUIPMENT',
        published: true,
        variants: { create: [{ name: 'Standard', priceGross: 459_900, stock: 3 }] },
        images: { create: [{ fileId: picture.id, isMain: true }] },
      },
    });
    const url = `/app/shop/products/${product.id}/details`;
    const pl = (await page(url)).body;
    expect(pl).toContain('<title>Dron Mavic | SkyPilot Academy</title>');
    expect(pl).toContain('content="Lekki dron z kamerą 4K."');
    const en = await page(`${url}?lang=en`, { 'accept-language': 'pl' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<title>Mavic drone | SkyPilot Academy</title>');
    expect(en.body).toContain(`<link rel="canonical" href="${ORIGIN}${url}?lang=en" />`);
    expect(en.body).toContain(`<link rel="alternate" hreflang="pl" href="${ORIGIN}${url}?lang=pl" />`);
    expect(en.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${url}" />`);
    expect(en.body).toContain('<meta property="og:type" content="product" />');
    expect(jsonLd(en.body)[0]).toMatchObject({
      '@type': 'Product',
      name: 'Mavic drone',
      image: [`${ORIGIN}/api/v1/files/${picture.id}?size=medium`],
      offers: { '@type': 'Offer', price: '4599.00', priceCurrency: 'PLN', availability: 'https://schema.org/InStock' },
    });
    const draft = await h.db.prisma.product.update({ where: { id: product.id }, data: { published: false } });
    expect((await page(`/app/shop/products/${draft.id}/details`)).statusCode).toBe(404);
  });

  it('serves a published post as BlogPosting in its language', async () => {
    const post = await h.db.prisma.post.create({
      data: {
        language: 'EN',
        category: 'NEWS',
        title: 'New drone rules in 2026',
        shortDescription: 'What changes for A2 pilots.',
        content: '<p>Body</p>',
        status: 'PUBLISHED',
        publishedAt: new Date('2026-01-10T10:00:00Z'),
      },
    });
    const response = await page(`/app/blog/${post.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>New drone rules in 2026 | SkyPilot Academy</title>');
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    expect(jsonLd(response.body)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'New drone rules in 2026',
      datePublished: '2026-01-10T10:00:00.000Z',
      inLanguage: 'en',
    });
    const draft = await h.db.prisma.post.create({ data: { language: 'PL', category: 'NEWS', title: 'Szkic' } });
    expect((await page(`/app/blog/${draft.id}`)).statusCode).toBe(404);
  });

  it('serves static pages in ?lang= first, else Accept-Language, else Polish; site pages from their editable texts', async () => {
    const pl = (await page('/app/blog')).body;
    expect(pl).toContain('<html lang="pl">');
    expect(pl).toContain('<title>Blog | SkyPilot Academy</title>');
    expect(pl).toContain(`<link rel="canonical" href="${ORIGIN}/app/blog?lang=pl" />`);
    const byHeader = (await page('/app/about-exams', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8,pl;q=0.5' })).body;
    expect(byHeader).toContain('<html lang="en">');
    expect(byHeader).toContain('<title>About exams | SkyPilot Academy</title>');
    const byQuery = (await page('/app/about-exams?lang=pl', { 'accept-language': 'en' })).body;
    expect(byQuery).toContain('<title>O egzaminach | SkyPilot Academy</title>');

    await h.db.prisma.sitePage.deleteMany({ where: { key: 'FAQ' } });
    await h.db.prisma.sitePage.createMany({
      data: [
        {
          key: 'FAQ',
          language: 'PL',
          title: 'Pytania o drony',
          description: 'Limit 120 m i kategorie.',
          content: '<p>x</p>',
        },
        {
          key: 'FAQ',
          language: 'EN',
          title: 'Drone questions',
          description: 'The 120 m limit and categories.',
          content: '<p>x</p>',
        },
      ],
    });
    const faq = (await page('/app/faq?lang=en')).body;
    expect(faq).toContain('<title>Drone questions | SkyPilot Academy</title>');
    expect(faq).toContain('<meta name="description" content="The 120 m limit and categories." />');
    expect(faq).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/app/faq?lang=en" />`);
    expect(faq).toContain('<meta property="og:locale" content="en_GB" />');
  });

  it('gives the home page the Organization JSON-LD with office hours', async () => {
    const html = (await page('/app/home')).body;
    const organization = jsonLd(html).find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      url: `${ORIGIN}/app/home`,
      contactPoint: {
        hoursAvailable: { '@type': 'OpeningHoursSpecification', opens: '10:00', closes: '18:00' },
      },
    });
  });

  it("writes the configured office details into every page for the app's footer (data, never run)", async () => {
    for (const url of ['/app/home', '/app/contact', '/app/no-such-page']) {
      const html = (await page(url)).body;
      const block = html.match(/<script type="application\/json" id="office-details">([\s\S]*?)<\/script>/);
      expect(block, url).not.toBeNull();
      expect(JSON.parse(block![1]!)).toEqual({
        name: h.config.OFFICE_NAME,
        address: h.config.OFFICE_ADDRESS,
        phone: h.config.OFFICE_PHONE,
        email: h.config.OFFICE_EMAIL,
        opens: '10:00',
        closes: '18:00',
      });
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists static pages, public courses with their twin, products and posts, each with PL/EN alternates', async () => {
    const listed = await course({ title: 'W mapie strony' });
    const landing = await course({ title: 'Tylko link', visibility: 'LANDING' });
    const product = await h.db.prisma.product.create({
      data: { name: 'Gogle FPV', category: 'ACCESSORY', variants: { create: [{ name: 'Standard', priceGross: 100 }] } },
    });
    const response = await h.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<loc>${ORIGIN}/app/courses/${listed.id}/details?lang=pl</loc>`);
    expect(xml).not.toContain(landing.id);
    expect(xml).toContain(`<loc>${ORIGIN}/app/home?lang=en</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/app/faq?lang=en"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/app/faq"/>`);
    expect(xml).not.toContain('/app/thanks');
    expect(xml).not.toContain('/app/admin');
    expect(xml).toContain(`<loc>${ORIGIN}/app/shop/products/${product.id}/details?lang=en</loc>`);
    expect(xml).toMatch(/\/app\/blog\/[0-9a-f-]+\?lang=en/);
  });

  it('robots.txt allows public pages, keeps crawlers out of admin, APIs and sign-in, and names the sitemap', async () => {
    const response = await h.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Allow: /app/');
    for (const path of ['/app/admin', '/api/', '/graphql', '/auth'])
      expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('head helpers', () => {
  it('keeps the built index.html (asset tags) and replaces only the title, description and lang', () => {
    const template =
      '<!doctype html>\n<html lang="pl">\n  <head>\n    <meta name="description" content="old" />\n    <title>Old</title>\n    <script type="module" crossorigin src="/app/assets/index-abc.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
    const html = renderIndexHtml(
      template,
      {
        language: 'en',
        title: 'T',
        description: 'D',
        canonical: 'https://x/app/home',
        alternates: [],
        ogType: 'website',
        image: null,
        jsonLd: [],
        noindex: false,
      },
      'SkyPilot Academy',
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<script type="module" crossorigin src="/app/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="old"');
  });

  it('summarizes rich text as one plain line cut at a word', () => {
    expect(plainSummary('<p>Ala&nbsp;ma <b>kota</b></p>\n<p>i psa &#x1F600;</p>')).toBe('Ala ma kota i psa 😀');
    const long = plainSummary(`<p>${'słowo '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('słowo…')).toBe(true);
  });

  it('reads Accept-Language by quality', () => {
    expect(languageOfHeader('en-US,en;q=0.9,pl;q=0.8')).toBe('en');
    expect(languageOfHeader('pl-PL,en;q=0.5')).toBe('pl');
    expect(languageOfHeader('de,fr;q=0.5')).toBeNull();
    expect(languageOfHeader('en;q=0,pl;q=0.1')).toBe('pl');
    expect(languageOfHeader(undefined)).toBeNull();
  });
});
