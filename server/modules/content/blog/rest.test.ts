import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { png } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
const DAY = 86_400_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ h, admin, user } = await startWith({ admin: 'ADMIN', user: 'USER' }));
  const base = Date.now() - 50 * DAY;
  const rows = [
    ['Nowe przepisy', 'PL', 'NEWS', 'PUBLISHED'],
    ['Lista kontrolna', 'PL', 'RECIPES', 'PUBLISHED'],
    ['Baterie zimą', 'PL', 'TECHNOLOGY', 'PUBLISHED'],
    ['Szkic', 'PL', 'KNOWLEDGE', 'DRAFT'],
    ['New rules', 'EN', 'NEWS', 'PUBLISHED'],
  ] as const;
  for (const [i, [title, language, category, status]] of rows.entries()) {
    const post = await h.db.prisma.post.create({
      data: {
        title,
        language,
        category,
        status,
        shortDescription: 'Short',
        content: '<p>Body</p>',
        publishedAt: status === 'PUBLISHED' ? new Date(base + i * DAY) : null,
        createdAt: new Date(base + i * DAY),
      },
    });
    ids[title] = post.id;
  }
});
afterAll(() => h.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe('GET /api/v1/posts', () => {
  it('pages published posts of the language, newest first, as { items, page, size, total }', async () => {
    const response = await rest(h, 'GET', 'posts?lang=pl');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 0, size: 25, total: 3 });
    expect(titles(body)).toEqual(['Baterie zimą', 'Lista kontrolna', 'Nowe przepisy']);
    expect(body.items[0]).toMatchObject({
      language: 'PL',
      category: 'TECHNOLOGY',
      shortDescription: 'Short',
      mainImageUrl: null,
    });
    expect(body.items[0]).not.toHaveProperty('content');
    expect(body.items[0]).not.toHaveProperty('status');

    const second = (await rest(h, 'GET', 'posts?lang=PL&page=1&size=2')).json();
    expect(second).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(titles(second)).toEqual(['Nowe przepisy']);
    expect(titles((await rest(h, 'GET', 'posts?lang=en')).json())).toEqual(['New rules']);
    expect(titles((await rest(h, 'GET', 'posts?languageCd=EN')).json())).toEqual(['New rules']);
    // Unknown language: Polish.
    expect((await rest(h, 'GET', 'posts?lang=de')).json().total).toBe(3);
  });

  it('filters by category (any case) and refuses bad parameters', async () => {
    expect(titles((await rest(h, 'GET', 'posts?lang=pl&category=recipes')).json())).toEqual(['Lista kontrolna']);
    const bad = await rest(h, 'GET', 'posts?category=COOKING&size=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['category', 'size']);
  });

  it('GET posts/{id}: a published post with its content; a draft or unknown id is 404', async () => {
    const ok = await rest(h, 'GET', `posts/${ids['Nowe przepisy']}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: ids['Nowe przepisy'], title: 'Nowe przepisy', content: '<p>Body</p>' });
    for (const id of [ids['Szkic'], UNKNOWN, 'abc']) {
      const missing = await rest(h, 'GET', `posts/${id}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('admin/posts', () => {
  it('is refused to visitors (401) and students (403) on every route', async () => {
    const id = ids['Nowe przepisy'];
    const routes = [
      ['GET', 'admin/posts'],
      ['GET', `admin/posts/${id}`],
      ['POST', 'admin/posts'],
      ['PUT', `admin/posts/${id}`],
      ['DELETE', `admin/posts/${id}`],
      ['DELETE', `admin/posts/${id}/main-image`],
      ['PUT', `admin/posts/${id}/main-image`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' || method === 'PUT' ? { title: 'Hacked' } : undefined;
      expect((await rest(h, method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await rest(h, method, url, user, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await h.db.prisma.post.count({ where: { title: 'Hacked' } })).toBe(0);
  });

  it('lists drafts too with filters and search; reads a draft', async () => {
    const all = (await rest(h, 'GET', 'admin/posts?lang=pl', admin)).json();
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ title: 'Szkic', status: 'DRAFT' });
    expect(titles((await rest(h, 'GET', 'admin/posts?status=published&category=NEWS', admin)).json()).sort()).toEqual([
      'New rules',
      'Nowe przepisy',
    ]);
    expect(titles((await rest(h, 'GET', 'admin/posts?search=zimą', admin)).json())).toEqual(['Baterie zimą']);
    const draft = await rest(h, 'GET', `admin/posts/${ids['Szkic']}`, admin);
    expect(draft.json()).toMatchObject({ title: 'Szkic', status: 'DRAFT', content: '<p>Body</p>' });
    expect((await rest(h, 'GET', `admin/posts/${UNKNOWN}`, admin)).statusCode).toBe(404);
  });

  it('creates (201 {postId}), edits, publishes and deletes a post', async () => {
    const created = await rest(h, 'POST', 'admin/posts', admin, {
      language: 'EN',
      category: 'TRIVIA',
      title: 'Bees and drones',
    });
    expect(created.statusCode).toBe(201);
    const { postId } = created.json();
    expect(Object.keys(created.json())).toEqual(['postId']);
    expect((await rest(h, 'GET', `posts/${postId}`)).statusCode).toBe(404);

    const published = await rest(h, 'PUT', `admin/posts/${postId}`, admin, {
      shortDescription: 'Who was first?',
      content: '<p>Bees</p>',
      status: 'PUBLISHED',
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ title: 'Bees and drones', status: 'PUBLISHED', language: 'EN' });
    expect(published.json().publishedAt).toEqual(expect.any(String));
    expect(titles((await rest(h, 'GET', 'posts?lang=en')).json())[0]).toBe('Bees and drones');

    expect((await rest(h, 'DELETE', `admin/posts/${postId}`, admin)).statusCode).toBe(204);
    expect((await rest(h, 'GET', `posts/${postId}`)).statusCode).toBe(404);
    expect((await rest(h, 'DELETE', `admin/posts/${postId}`, admin)).statusCode).toBe(404);
  });

  it('answers VALIDATION_FAILED with field details', async () => {
    const bad = await rest(h, 'POST', 'admin/posts', admin, {
      language: 'DE',
      category: 'COOKING',
      title: 'x'.repeat(201),
      status: 'PUBLISHED',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { field: 'language', code: 'invalid_value' },
        { field: 'category', code: 'invalid_value' },
        { field: 'title', code: 'max_length', max: 200 },
      ]),
    );
    const incomplete = await rest(h, 'POST', 'admin/posts', admin, {
      language: 'PL',
      category: 'NEWS',
      title: 'Publish me',
      status: 'PUBLISHED',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().details).toEqual([
      { field: 'shortDescription', code: 'required' },
      { field: 'content', code: 'required' },
    ]);
    const put = await rest(h, 'PUT', `admin/posts/${ids['Szkic']}`, admin, { shortDescription: 'y'.repeat(501) });
    expect(put.json().details).toEqual([{ field: 'shortDescription', code: 'max_length', max: 500 }]);
    expect((await rest(h, 'PUT', `admin/posts/${UNKNOWN}`, admin, { title: 'x' })).statusCode).toBe(404);
  });

  it('sanitizes content on write through REST (stored XSS)', async () => {
    const content =
      '<h2 onclick="alert(1)">Title</h2><script>alert(2)</script><img src=x onerror=alert(3)>' +
      '<a href="javascript:alert(4)">x</a><a href="https://uas.example/">ok</a>';
    const { postId } = (
      await rest(h, 'POST', 'admin/posts', admin, { language: 'PL', category: 'NEWS', title: 'XSS', content })
    ).json();
    const stored = (await rest(h, 'GET', `admin/posts/${postId}`, admin)).json().content;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript:|alert|<img/i);
    expect(stored).toContain('<h2>Title</h2>');
    const updated = await rest(h, 'PUT', `admin/posts/${postId}`, admin, {
      content: '<p>a</p><iframe src="javascript:alert(1)"></iframe><a href=" javascript:alert(1)">b</a>',
      shortDescription: 'Short',
      status: 'PUBLISHED',
    });
    expect(updated.json().content).not.toMatch(/iframe|javascript:|alert/i);
    expect((await rest(h, 'GET', `posts/${postId}`)).json().content).not.toMatch(/javascript:|alert/i);
  });
});

describe('PUT/DELETE admin/posts/{id}/main-image', () => {
  const upload = (id: string, filename: string, content: Buffer, who: SignedIn | null = admin) => {
    const boundary = '----blog-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return h.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/posts/${id}/main-image`,
      headers: { ...(who?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores, replaces and removes the picture; deleting the post deletes its file', async () => {
    const { postId } = (
      await rest(h, 'POST', 'admin/posts', admin, { language: 'PL', category: 'KNOWLEDGE', title: 'Z obrazkiem' })
    ).json();
    const first = await upload(postId, 'a.png', await png(600, 400));
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().mainImageUrl;
    expect(first.json().mainImage.thumbnailUrl).toBe(`${firstUrl}?size=thumb`);
    expect((await h.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = await upload(postId, 'b.png', await png(600, 400, 3));
    const secondUrl = second.json().mainImageUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await h.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await rest(h, 'DELETE', `admin/posts/${postId}/main-image`, admin);
    expect(removed.json().mainImageUrl).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);

    const third = (await upload(postId, 'c.png', await png(300, 200, 5))).json().mainImageUrl;
    expect((await rest(h, 'DELETE', `admin/posts/${postId}`, admin)).statusCode).toBe(204);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: third.split('/').pop() } })).toBeNull();
  });

  it('refuses what is not a picture (415), an unknown post (404) and a body without a file', async () => {
    const before = await h.db.prisma.storedFile.count();
    const fake = await upload(ids['Szkic']!, 'x.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_FILE');
    const pdf = await upload(ids['Szkic']!, 'x.pdf', Buffer.from('%PDF-1.4\n%%EOF'));
    expect(pdf.statusCode).toBe(415);
    expect((await upload(UNKNOWN, 'a.png', await png(100, 100))).statusCode).toBe(404);
    const json = await rest(h, 'PUT', `admin/posts/${ids['Szkic']}/main-image`, admin, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await h.db.prisma.storedFile.count()).toBe(before);
  });
});
