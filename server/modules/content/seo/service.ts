import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { Config } from '../../../config.ts';
import { courseForSeo, coursesForSitemap } from '../../catalogue/courses/service.ts';
import { productForSeo, productsForSitemap } from '../../catalogue/shop/service.ts';
import { publishedPostForSeo, publishedPostsForSitemap } from '../blog/service.ts';
import { sitePageForSeo } from '../site-pages/service.ts';
import { pictureUrl } from '../files/service.ts';
import { verifyCertificate } from '../../learning/certificates/service.ts';
import { isRowAddress, uuidFromAddress } from '../../../graphql/ids.ts';
import { matchAppRoute, ROUTE_PARAMS } from './app-routes.ts';
import { plainSummary, renderIndexHtml, type PageHead } from './head.ts';
import { NOT_FOUND_TEXTS, PRODUCT_NAME, STATIC_SEO_PAGES, type SeoLanguage } from './pages.ts';
import { OFFICE_HOURS, officeDetails } from '../contact/service.ts';

/**
 * Which page an address under /app is, and what search engines and link previews should read
 * about it: title, description, canonical URL, PL/EN alternates, Open Graph and JSON-LD. No HTTP
 * here (spa.ts serves the result). `status` 404: the web app has no such page, an id in the
 * address has a form no row's id has (ROUTE_PARAMS), or the course, product, post or certificate
 * code it names does not exist or is not public. A well-formed id of any other row (a purchase,
 * an exam…) answers 200: that page is behind sign-in or a token, and the app shows its own
 * not-found state; telling from the status whether such a row exists would need the viewer's
 * rights checked here, and would tell a visitor which ids exist.
 */

export interface SeoPage {
  status: 200 | 404;
  head: PageHead;
}

export type SeoDeps = {
  prisma: PrismaClient;
  config: Pick<Config, 'publicUrl' | 'OFFICE_EMAIL' | 'OFFICE_PHONE' | 'OFFICE_NAME' | 'OFFICE_ADDRESS'>;
};

/** schema.org days of the office hours (spec 9: Monday to Friday). */
const WORKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const LANGS: readonly SeoLanguage[] = ['pl', 'en'];

/** A `?lang=` value (pl|en, any case), else null. */
export function languageOfQuery(value: unknown): SeoLanguage | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'pl' || v === 'en' ? v : null;
}

/** The best of pl/en in an Accept-Language header (by q, then order), else null. */
export function languageOfHeader(header: string | undefined): SeoLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().slice(0, 2).toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((c) => c.quality > 0 && (c.lang === 'pl' || c.lang === 'en'))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (ranked[0]?.lang as SeoLanguage | undefined) ?? null;
}

/** The language a visitor reads: `?lang=` first, else Accept-Language, else Polish. */
export function requestLanguage(query: unknown, acceptLanguage: string | undefined): SeoLanguage {
  return languageOfQuery(query) ?? languageOfHeader(acceptLanguage) ?? 'pl';
}

const titled = (title: string) => (title && title !== PRODUCT_NAME ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME);
const upper = (lang: SeoLanguage) => (lang === 'pl' ? 'PL' : 'EN');
const lower = (lang: 'PL' | 'EN'): SeoLanguage => (lang === 'EN' ? 'en' : 'pl');

export function absoluteUrl(config: SeoDeps['config'], path: string): string {
  return new URL(path, config.publicUrl).href;
}

/** The address of a page under /app in a language (the SPA opens in the `?lang=` it names). */
export function appUrl(config: SeoDeps['config'], route: string, lang?: SeoLanguage): string {
  return absoluteUrl(config, `/app/${route}${lang ? `?lang=${lang}` : ''}`);
}

/** pl, en and x-default (the Polish address without `?lang=`, where the visitor's language decides). */
function bothLanguages(config: SeoDeps['config'], route: string): PageHead['alternates'] {
  return [
    { hreflang: 'pl', href: appUrl(config, route, 'pl') },
    { hreflang: 'en', href: appUrl(config, route, 'en') },
    { hreflang: 'x-default', href: appUrl(config, route) },
  ];
}

export function organizationJsonLd(config: SeoDeps['config']): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.OFFICE_NAME,
    alternateName: PRODUCT_NAME,
    url: appUrl(config, 'home'),
    logo: absoluteUrl(config, '/app/favicon.svg'),
    email: config.OFFICE_EMAIL,
    telephone: config.OFFICE_PHONE,
    address: { '@type': 'PostalAddress', streetAddress: config.OFFICE_ADDRESS, addressCountry: 'PL' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: ['Polish', 'English'],
      ...(config.OFFICE_EMAIL ? { email: config.OFFICE_EMAIL } : {}),
      ...(config.OFFICE_PHONE ? { telephone: config.OFFICE_PHONE } : {}),
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WORKDAYS.map((day) => `https://schema.org/${day}`),
        opens: OFFICE_HOURS.opens,
        closes: OFFICE_HOURS.closes,
      },
    },
  };
}

const provider = (config: SeoDeps['config']) => ({
  '@type': 'Organization',
  name: PRODUCT_NAME,
  sameAs: appUrl(config, 'home'),
});

/** Grosze as a schema.org price ("490.00"). */
const pln = (grosze: number) => (grosze / 100).toFixed(2);

/** The page an address under /app names (`path` relative to /app, without the query). */
export async function seoPage(deps: SeoDeps, path: string, language: SeoLanguage): Promise<SeoPage> {
  const match = matchAppRoute(path);
  if (!match || match.pattern === 'page-not-found' || !wellFormed(match.params)) return notFoundPage(deps, language);
  const { config } = deps;
  const { pattern, params } = match;

  // A public page: whether the code is a certificate's is one indexed read (revoked ones are shown).
  if (pattern === 'certificates/verify/:token' && !(await verifyCertificate(deps.prisma, params.token!))) {
    return notFoundPage(deps, language);
  }

  if (pattern === 'courses/:courseId/details') {
    const courseId = uuidFromAddress(params.courseId!, 'Course');
    const course = courseId ? await courseForSeo(deps.prisma, courseId) : null;
    if (!course) return notFoundPage(deps, language);
    const lang = lower(course.language);
    const own = `courses/${course.id}/details`;
    const alternates: PageHead['alternates'] = [{ hreflang: lang, href: appUrl(config, own, lang) }];
    if (course.twin) {
      const twinLang = lower(course.twin.language);
      alternates.push({ hreflang: twinLang, href: appUrl(config, `courses/${course.twin.id}/details`, twinLang) });
    }
    const polish = alternates.find((a) => a.hreflang === 'pl');
    alternates.push({ hreflang: 'x-default', href: polish?.href ?? alternates[0]!.href });
    const description = plainSummary(course.description) || STATIC_SEO_PAGES.courses!.description[lang];
    const image = course.imageFileId ? absoluteUrl(config, pictureUrl(course.imageFileId, 'medium')) : null;
    const url = appUrl(config, own, lang);
    return {
      status: 200,
      head: {
        language: lang,
        title: titled(course.title),
        description,
        canonical: url,
        alternates,
        ogType: 'website',
        image,
        // A LANDING course is for those given its link: served, described, but not indexed.
        noindex: !course.listed,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: course.title,
            description: plainSummary(course.description, 500) || description,
            url,
            inLanguage: lang,
            ...(image ? { image } : {}),
            provider: provider(config),
            ...(course.lowestPriceGross !== null
              ? {
                  offers: {
                    '@type': 'Offer',
                    category: course.lowestPriceGross === 0 ? 'Free' : 'Paid',
                    price: pln(course.lowestPriceGross),
                    priceCurrency: 'PLN',
                    availability: course.buyable ? 'https://schema.org/InStock' : 'https://schema.org/PreOrder',
                    url,
                  },
                }
              : {}),
          },
        ],
      },
    };
  }

  if (pattern === 'shop/products/:productId/details') {
    const productId = uuidFromAddress(params.productId!, 'Product');
    const product = productId ? await productForSeo(deps.prisma, productId, upper(language)) : null;
    if (!product) return notFoundPage(deps, language);
    const route = `shop/products/${product.id}/details`;
    const images = product.imageFileIds.map((id) => absoluteUrl(config, pictureUrl(id, 'medium')));
    const description = plainSummary(product.description) || STATIC_SEO_PAGES.shop!.description[language];
    const url = appUrl(config, route, language);
    return {
      status: 200,
      head: {
        language,
        title: titled(product.name),
        description,
        canonical: url,
        alternates: bothLanguages(config, route),
        ogType: 'product',
        image: images[0] ?? null,
        noindex: false,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: plainSummary(product.description, 500) || description,
            sku: product.id,
            url,
            ...(images.length ? { image: images } : {}),
            brand: { '@type': 'Brand', name: PRODUCT_NAME },
            offers: {
              '@type': 'Offer',
              price: pln(product.lowestPriceGross),
              priceCurrency: 'PLN',
              availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              url,
            },
          },
        ],
      },
    };
  }

  if (pattern === 'blog/:postId' || pattern === 'site/:postId') {
    // An unknown post answers 404; the SPA then sends the visitor to /blog (spec), a crawler drops the address.
    const post = await publishedPostForSeo(deps.prisma, params.postId!);
    if (!post) return notFoundPage(deps, language);
    const lang = lower(post.language);
    const route = `${pattern.split('/')[0]}/${post.id}`;
    const url = appUrl(config, route, lang);
    const image = post.mainImageUrl ? absoluteUrl(config, post.mainImageUrl) : null;
    const description = plainSummary(post.shortDescription) || STATIC_SEO_PAGES.blog!.description[lang];
    return {
      status: 200,
      head: {
        language: lang,
        title: titled(post.title),
        description,
        canonical: url,
        alternates: [
          { hreflang: lang, href: url },
          { hreflang: 'x-default', href: url },
        ],
        ogType: 'article',
        image,
        noindex: false,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': pattern === 'blog/:postId' ? 'BlogPosting' : 'Article',
            headline: post.title,
            description,
            inLanguage: lang,
            url,
            mainEntityOfPage: url,
            ...(image ? { image } : {}),
            datePublished: post.publishedAt.toISOString(),
            dateModified: post.updatedAt.toISOString(),
            author: provider(config),
            publisher: {
              ...provider(config),
              logo: { '@type': 'ImageObject', url: absoluteUrl(config, '/app/favicon.svg') },
            },
          },
        ],
      },
    };
  }

  const page = STATIC_SEO_PAGES[pattern];
  if (!page) {
    // A real page of the app that is not for search engines (sign-in, account, admin screens).
    return {
      status: 200,
      head: {
        language,
        title: PRODUCT_NAME,
        description: STATIC_SEO_PAGES.home!.description[language],
        canonical: absoluteUrl(config, `/app/${path.replace(/^\/+/, '')}`),
        alternates: [],
        ogType: 'website',
        image: null,
        noindex: true,
        jsonLd: [],
      },
    };
  }
  const written = page.sitePage ? await sitePageForSeo(deps.prisma, page.sitePage, upper(language)) : null;
  const route = page.canonical ?? (pattern.includes(':') ? path.replace(/^\/+|\/+$/g, '') : pattern);
  return {
    status: 200,
    head: {
      language,
      title: titled(written?.title || page.title[language]),
      description: plainSummary(written?.description || '') || page.description[language],
      canonical: appUrl(config, route, language),
      alternates: page.sitemap ? bothLanguages(config, route) : [],
      ogType: 'website',
      image: null,
      noindex: !page.sitemap && !page.canonical,
      jsonLd: pattern === 'home' ? [organizationJsonLd(config), websiteJsonLd(config, language)] : [],
    },
  };
}

/** Whether each parameter of an address has the form its page takes (ROUTE_PARAMS). */
function wellFormed(params: Record<string, string>): boolean {
  return Object.entries(params).every(([name, value]) => {
    const kind = ROUTE_PARAMS[name];
    if (kind === 'row') return isRowAddress(value);
    if (kind === 'row-or-new') return value === 'new' || isRowAddress(value);
    return true;
  });
}

function websiteJsonLd(config: SeoDeps['config'], language: SeoLanguage): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: PRODUCT_NAME,
    url: appUrl(config, 'home'),
    inLanguage: language,
  };
}

function notFoundPage({ config }: SeoDeps, language: SeoLanguage): SeoPage {
  return {
    status: 404,
    head: {
      language,
      title: titled(NOT_FOUND_TEXTS.title[language]),
      description: NOT_FOUND_TEXTS.description[language],
      canonical: appUrl(config, 'page-not-found'),
      alternates: [],
      ogType: 'website',
      image: null,
      noindex: true,
      jsonLd: [],
    },
  };
}

/** The element whose JSON the web app's footer reads (web/src/shared/office.ts). */
export const OFFICE_DETAILS_ELEMENT_ID = 'office-details';

/**
 * The SPA's page renderer (platform/http/spa.ts): index.html with the head of the page `url`
 * names (a path and query under /app), in the language `?lang=`, else Accept-Language, else Polish.
 */
export function seoPageRenderer(deps: SeoDeps) {
  return async (indexHtml: string, request: { url: string; acceptLanguage: string | undefined }) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    const language = requestLanguage(new URLSearchParams(search).get('lang'), request.acceptLanguage);
    const page = await seoPage(deps, pathname.replace(/^\/app(?=\/|$)/, ''), language);
    // The footer's office details come from the same configuration as the contact page's.
    const data = { [OFFICE_DETAILS_ELEMENT_ID]: officeDetails(deps.config) };
    return { status: page.status, html: renderIndexHtml(indexHtml, page.head, PRODUCT_NAME, data) };
  };
}

// ───────────────────────────── sitemap.xml ─────────────────────────────

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  lastmod?: string;
  priority?: number;
  /** hreflang alternates (pl, en, x-default). */
  links: { lang: string; hreflang: string; url: string }[];
}

const link = (hreflang: string, url: string) => ({ lang: hreflang, hreflang, url });

/**
 * Every public address worth indexing, once per language it exists in, each with its alternates:
 * the static pages, the catalogue's courses (PUBLIC and SOON), published products and posts.
 */
export async function sitemapEntries({ prisma, config }: SeoDeps): Promise<SitemapEntry[]> {
  const [courses, products, posts] = await Promise.all([
    coursesForSitemap(prisma),
    productsForSitemap(prisma),
    publishedPostsForSitemap(prisma),
  ]);
  const entries: SitemapEntry[] = [];
  const bilingual = (route: string, priority: number | undefined, lastmod?: Date) => {
    const links = bothLanguages(config, route).map((a) => link(a.hreflang, a.href));
    for (const lang of LANGS) {
      entries.push({
        url: appUrl(config, route, lang),
        priority,
        links,
        ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
      });
    }
  };
  for (const [route, page] of Object.entries(STATIC_SEO_PAGES)) if (page.sitemap) bilingual(route, page.priority);

  const listed = new Map(courses.map((c) => [c.id, c]));
  for (const course of courses) {
    const lang = lower(course.language);
    const own = appUrl(config, `courses/${course.id}/details`, lang);
    const twin = course.twinId ? listed.get(course.twinId) : undefined;
    const links = [link(lang, own)];
    if (twin && twin.language !== course.language) {
      links.push(link(lower(twin.language), appUrl(config, `courses/${twin.id}/details`, lower(twin.language))));
    }
    links.push(link('x-default', links.find((l) => l.hreflang === 'pl')?.url ?? own));
    entries.push({ url: own, lastmod: course.updatedAt.toISOString(), priority: 0.9, links });
  }
  for (const product of products) bilingual(`shop/products/${product.id}/details`, 0.7, product.updatedAt);
  for (const post of posts) {
    const lang = lower(post.language);
    const url = appUrl(config, `blog/${post.id}`, lang);
    entries.push({
      url,
      lastmod: post.updatedAt.toISOString(),
      priority: 0.6,
      links: [link(lang, url), link('x-default', url)],
    });
  }
  return entries;
}

/** robots.txt: public pages allowed; the admin area, the APIs and sign-in closed; where the sitemap is. */
export function robotsTxt(config: SeoDeps['config']): string {
  return [
    'User-agent: *',
    'Allow: /app/',
    'Disallow: /app/admin',
    'Disallow: /api/',
    'Disallow: /graphql',
    'Disallow: /auth',
    'Disallow: /app/login',
    'Disallow: /app/register',
    'Disallow: /app/login-redirect',
    '',
    `Sitemap: ${absoluteUrl(config, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
