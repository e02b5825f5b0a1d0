import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_CONTENT } from '../../../../prisma/seed/site-pages-content.ts';
import { seedSitePages } from '../../../../prisma/seed/site-pages.ts';
import { sanitizeRichText } from '../../../platform/rich-text.ts';
import { errorCode, graphql, rest, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { sitePageForSeo } from './service.ts';

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
beforeAll(async () => {
  ({ h, admin, student } = await startWith({ admin: 'ADMIN', student: 'USER' }));
});
afterAll(() => h.close());

const PAGE = `query ($key: SitePageKey!, $language: Language) {
  sitePage(key: $key, language: $language) { id key language title description content updatedAt }
}`;
const ADMIN_LIST = `query ($key: SitePageKey) { adminSitePages(key: $key) { key language page { title updatedAt } } }`;
const UPDATE = `mutation ($key: SitePageKey!, $language: Language!, $input: SitePageInput!) {
  updateSitePage(key: $key, language: $language, input: $input) { id key language title description content }
}`;

const XSS =
  '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">link</a></p>' +
  '<table onmouseover="alert(5)"><tbody><tr><td style="background:url(javascript:alert(6))">x</td></tr></tbody></table>' +
  '<iframe src="https://evil.example"></iframe><a href="//evil.example/x">proto</a>';

const TABLE =
  '<h2>Składki</h2><table><caption>OC operatora</caption><thead><tr><th>Masa</th><th colspan="2">Składka</th></tr></thead>' +
  '<tbody><tr><td rowspan="2">do 250 g</td><td>150 PLN</td><td>rocznie</td></tr><tr><td>90 PLN</td><td>półrocznie</td></tr></tbody></table>';

function expectNoXss(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|style=|\/\/evil/i);
}

describe('site pages (GraphQL)', () => {
  it('an unwritten page is NOT_FOUND; an admin writes PL, then EN; readers get their language, else Polish', async () => {
    expect(errorCode((await graphql(h, PAGE, { key: 'INSURANCE', language: 'EN' })).body)).toBe('NOT_FOUND');

    const pl = await graphql(
      h,
      UPDATE,
      {
        key: 'INSURANCE',
        language: 'PL',
        input: { title: 'Ubezpieczenia', description: 'Składki OC', content: TABLE },
      },
      admin.headers,
    );
    expect(pl.body.errors).toBeUndefined();
    expect(pl.body.data.updateSitePage).toMatchObject({ key: 'INSURANCE', language: 'PL', content: TABLE });

    // English not written yet: the Polish page, marked PL.
    const fallback = await graphql(h, PAGE, { key: 'INSURANCE', language: 'EN' });
    expect(fallback.body.data.sitePage).toMatchObject({ language: 'PL', title: 'Ubezpieczenia', content: TABLE });

    await graphql(
      h,
      UPDATE,
      {
        key: 'INSURANCE',
        language: 'EN',
        input: { title: 'Insurance', description: 'Premiums', content: '<p>EN</p>' },
      },
      admin.headers,
    );
    const en = await graphql(h, PAGE, { key: 'INSURANCE', language: 'EN' });
    expect(en.body.data.sitePage).toMatchObject({ language: 'EN', title: 'Insurance', content: '<p>EN</p>' });
    const plAgain = await graphql(h, PAGE, { key: 'INSURANCE' });
    expect(plAgain.body.data.sitePage.title).toBe('Ubezpieczenia');

    // Upsert: a second write replaces the row.
    const again = await graphql(
      h,
      UPDATE,
      { key: 'INSURANCE', language: 'EN', input: { title: 'Drone insurance', description: '', content: '' } },
      admin.headers,
    );
    expect(again.body.data.updateSitePage.id).toBe(en.body.data.sitePage.id);
    expect(await h.db.prisma.sitePage.count({ where: { key: 'INSURANCE' } })).toBe(2);

    expect(await sitePageForSeo(h.db.prisma, 'INSURANCE', 'EN')).toEqual({ title: 'Drone insurance', description: '' });
    expect(await sitePageForSeo(h.db.prisma, 'THANKS', 'EN')).toBeNull();
  });

  it('lists every key × language for admins, with the stored page or null', async () => {
    const list = await graphql(h, ADMIN_LIST, {}, admin.headers);
    expect(list.body.errors).toBeUndefined();
    const slots = list.body.data.adminSitePages as { key: string; language: string; page: { title: string } | null }[];
    expect(slots).toHaveLength(Object.keys(SITE_PAGE_CONTENT).length * 2);
    expect(slots.find((s) => s.key === 'INSURANCE' && s.language === 'PL')?.page?.title).toBe('Ubezpieczenia');
    expect(slots.find((s) => s.key === 'PRIVACY_POLICY' && s.language === 'EN')?.page).toBeNull();
    const one = await graphql(h, ADMIN_LIST, { key: 'FAQ' }, admin.headers);
    expect(one.body.data.adminSitePages.map((s: { language: string }) => s.language)).toEqual(['PL', 'EN']);
  });

  it('only admins list and write pages', async () => {
    const input = { title: 'X', description: '', content: '' };
    for (const who of [undefined, student]) {
      expect(errorCode((await graphql(h, ADMIN_LIST, {}, who?.headers)).body)).toBe(
        who ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      );
      expect(errorCode((await graphql(h, UPDATE, { key: 'FAQ', language: 'PL', input }, who?.headers)).body)).toBe(
        who ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      );
    }
    expect(await h.db.prisma.sitePage.count({ where: { key: 'FAQ' } })).toBe(0);
  });

  it('validates title (required, ≤ 200) and description (≤ 500); nothing is written', async () => {
    const bad = await graphql(
      h,
      UPDATE,
      { key: 'FAQ', language: 'PL', input: { title: 't'.repeat(201), description: 'd'.repeat(501), content: '' } },
      admin.headers,
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      extensions: {
        code: 'VALIDATION_FAILED',
        details: [
          { field: 'title', code: 'max_length', max: 200 },
          { field: 'description', code: 'max_length', max: 500 },
        ],
      },
    });
    const blank = await graphql(
      h,
      UPDATE,
      { key: 'FAQ', language: 'PL', input: { title: '  ', description: '', content: '' } },
      admin.headers,
    );
    expect(blank.body.errors?.[0]?.extensions?.details).toEqual([{ field: 'title', code: 'required' }]);
    expect(await h.db.prisma.sitePage.count({ where: { key: 'FAQ' } })).toBe(0);
  });

  it('stored XSS: scripts, event handlers, styles and javascript: links never survive; tables do', async () => {
    const saved = await graphql(
      h,
      UPDATE,
      { key: 'ABOUT_EXAMS', language: 'PL', input: { title: 'Egzaminy', description: '', content: XSS + TABLE } },
      admin.headers,
    );
    expect(saved.body.errors).toBeUndefined();
    const content = saved.body.data.updateSitePage.content as string;
    expectNoXss(content);
    expect(content).toContain('<table><tbody><tr><td>x</td></tr></tbody></table>');
    expect(content).toContain(TABLE);
    const stored = await h.db.prisma.sitePage.findUniqueOrThrow({
      where: { key_language: { key: 'ABOUT_EXAMS', language: 'PL' } },
    });
    expectNoXss(stored.content);
  });
});

describe('site pages (REST)', () => {
  it('reads a page by key (any case, "-" for "_") and languageCd (any case; unknown: PL)', async () => {
    await graphql(
      h,
      UPDATE,
      {
        key: 'PRIVACY_POLICY',
        language: 'PL',
        input: { title: 'Polityka', description: 'RODO', content: '<p>PL</p>' },
      },
      admin.headers,
    );
    const pl = await rest(h, 'GET', 'site-pages/privacy-policy?languageCd=en');
    expect(pl.statusCode).toBe(200);
    expect(pl.json()).toMatchObject({
      key: 'PRIVACY_POLICY',
      languageCd: 'PL',
      title: 'Polityka',
      content: '<p>PL</p>',
    });
    expect((await rest(h, 'GET', 'site-pages/PRIVACY_POLICY?languageCd=xx')).json().languageCd).toBe('PL');
    expect((await rest(h, 'GET', 'site-pages/REMOTE_UAS')).statusCode).toBe(404);
    const unknown = await rest(h, 'GET', 'site-pages/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });

  it('admins write a page per language; the body is validated and sanitized', async () => {
    const body = { title: 'Privacy policy', description: 'GDPR', content: XSS + TABLE };
    const put = await rest(h, 'PUT', 'admin/site-pages/privacy_policy/en', admin, body);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ key: 'PRIVACY_POLICY', languageCd: 'EN', title: 'Privacy policy' });
    expectNoXss(put.json().content);
    expect(put.json().content).toContain(TABLE);
    const read = await rest(h, 'GET', 'site-pages/PRIVACY_POLICY?languageCd=EN');
    expect(read.json().title).toBe('Privacy policy');
    expectNoXss(read.json().content);

    const invalid = await rest(h, 'PUT', 'admin/site-pages/PRIVACY_POLICY/EN', admin, { ...body, title: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_FAILED');
    expect((await rest(h, 'PUT', 'admin/site-pages/NOPE/EN', admin, body)).statusCode).toBe(404);
    expect((await rest(h, 'PUT', 'admin/site-pages/FAQ/DE', admin, body)).statusCode).toBe(404);
    expect((await rest(h, 'PUT', 'admin/site-pages/FAQ/PL', student, body)).statusCode).toBe(403);
    expect((await rest(h, 'PUT', 'admin/site-pages/FAQ/PL', null, body)).statusCode).toBe(401);
    expect(await h.db.prisma.sitePage.count({ where: { key: 'FAQ' } })).toBe(0);
  });

  it('lists every key × language for admins only', async () => {
    const list = await rest(h, 'GET', 'admin/site-pages', admin);
    expect(list.statusCode).toBe(200);
    const slots = list.json() as { key: string; languageCd: string; page: { title: string } | null }[];
    expect(slots).toHaveLength(Object.keys(SITE_PAGE_CONTENT).length * 2);
    expect(slots.find((s) => s.key === 'PRIVACY_POLICY' && s.languageCd === 'EN')?.page?.title).toBe('Privacy policy');
    expect((await rest(h, 'GET', 'admin/site-pages', student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', 'admin/site-pages', null)).statusCode).toBe(401);
  });
});

/** What the sanitizer adds and nothing else: links to other sites open in a new tab, with no opener. */
const withLinkSafety = (html: string) =>
  html.replace(/<a href="(https?:[^"]*)">/g, '<a href="$1" rel="noopener noreferrer" target="_blank">');

describe('site pages demo content', () => {
  it('every page has a title in PL and EN, and its HTML passes the sanitizer unchanged', () => {
    for (const [key, texts] of Object.entries(SITE_PAGE_CONTENT)) {
      for (const language of ['PL', 'EN'] as const) {
        const { title, description, content } = texts[language];
        expect(title.trim(), `${key} ${language} title`).not.toBe('');
        expect(title.length, `${key} ${language} title`).toBeLessThanOrEqual(200);
        expect(description.length, `${key} ${language} description`).toBeLessThanOrEqual(500);
        expect(sanitizeRichText(content), `${key} ${language} content`).toBe(withLinkSafety(content.trim()));
      }
    }
  });

  it('the seed writes every key × language, and seeding again changes nothing', async () => {
    await seedSitePages(h.db.prisma, h.storage);
    await seedSitePages(h.db.prisma, h.storage);
    const rows = await h.db.prisma.sitePage.findMany();
    expect(rows).toHaveLength(Object.keys(SITE_PAGE_CONTENT).length * 2);
    const faq = await graphql(h, PAGE, { key: 'FAQ', language: 'EN' });
    expect(faq.body.data.sitePage.title).toBe(SITE_PAGE_CONTENT.FAQ.EN.title);
  });
});
