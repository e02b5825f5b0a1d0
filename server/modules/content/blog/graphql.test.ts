import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { gqlUpload, jpeg, png } from '../../../test/uploads.ts';
import { publishedPostForSeo, publishedPostsForSitemap } from './service.ts';

let h: Harness;
let admin: SignedIn;
let user: SignedIn;
const DAY = 86_400_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ h, admin, user } = await startWith({ admin: 'ADMIN', user: 'USER' }));
  const base = Date.now() - 50 * DAY;
  const rows = [
    ['pl-news', 'PL', 'NEWS', 'PUBLISHED', 1],
    ['pl-recipe', 'PL', 'RECIPES', 'PUBLISHED', 2],
    ['pl-tech', 'PL', 'TECHNOLOGY', 'PUBLISHED', 3],
    ['pl-draft', 'PL', 'NEWS', 'DRAFT', 4],
    ['en-news', 'EN', 'NEWS', 'PUBLISHED', 5],
    ['en-trivia', 'EN', 'TRIVIA', 'PUBLISHED', 6],
  ] as const;
  for (const [title, language, category, status, day] of rows) {
    const post = await h.db.prisma.post.create({
      data: {
        title,
        language,
        category,
        status,
        shortDescription: `${title} short`,
        content: `<p>${title}</p>`,
        publishedAt: status === 'PUBLISHED' ? new Date(base + day * DAY) : null,
        createdAt: new Date(base + day * DAY),
      },
    });
    ids[title] = post.id;
  }
});
afterAll(() => h.close());

const POSTS = /* GraphQL */ `
  query ($language: Language, $category: PostCategory, $first: Int, $after: String) {
    posts(language: $language, category: $category, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          title
          category
          language
          publishedAt
          mainImageUrl
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
const POST = /* GraphQL */ `
  query ($id: ID!) {
    post(id: $id) {
      id
      title
      content
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      title
      status
      content
      publishedAt
      mainImageUrl
      mainImage {
        thumbnailUrl
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdatePostInput!) {
    updatePost(input: $input) {
      id
      title
      status
      content
      publishedAt
      mainImageUrl
    }
  }
`;
const titles = (data: { posts: { edges: { node: { title: string } }[] } }) => data.posts.edges.map((e) => e.node.title);

describe('Query.posts (visitors)', () => {
  it('lists published posts of the language, newest publication first; drafts never', async () => {
    expect(titles(await gqlOk(h, POSTS, { language: 'PL' }))).toEqual(['pl-tech', 'pl-recipe', 'pl-news']);
    expect(titles(await gqlOk(h, POSTS, { language: 'EN' }))).toEqual(['en-trivia', 'en-news']);
    // No language: Polish.
    expect(titles(await gqlOk(h, POSTS, {}))).toEqual(['pl-tech', 'pl-recipe', 'pl-news']);
    // An admin's blog is the visitors' blog too.
    expect(titles(await gqlOk(h, POSTS, { language: 'PL' }, admin))).not.toContain('pl-draft');
  });

  it('filters by category and pages with cursors', async () => {
    expect(titles(await gqlOk(h, POSTS, { language: 'PL', category: 'RECIPES' }))).toEqual(['pl-recipe']);
    const first = await gqlOk(h, POSTS, { language: 'PL', first: 2 });
    expect(first.posts.totalCount).toBe(3);
    expect(titles(first)).toEqual(['pl-tech', 'pl-recipe']);
    expect(first.posts.pageInfo.hasNextPage).toBe(true);
    const second = await gqlOk(h, POSTS, { language: 'PL', first: 2, after: first.posts.pageInfo.endCursor });
    expect(titles(second)).toEqual(['pl-news']);
    expect(second.posts.pageInfo.hasNextPage).toBe(false);
  });

  it('Query.post: published for anyone; a draft only for admins; unknown ids are null', async () => {
    expect((await gqlOk(h, POST, { id: gid('Post', ids['pl-news']!) })).post.title).toBe('pl-news');
    expect((await gqlOk(h, POST, { id: gid('Post', ids['pl-draft']!) })).post).toBeNull();
    expect((await gqlOk(h, POST, { id: gid('Post', ids['pl-draft']!) }, user)).post).toBeNull();
    expect((await gqlOk(h, POST, { id: gid('Post', ids['pl-draft']!) }, admin)).post.title).toBe('pl-draft');
    expect((await gqlOk(h, POST, { id: 'nonsense' })).post).toBeNull();
    expect((await gqlOk(h, POST, { id: gid('Product', ids['pl-news']!) })).post).toBeNull();
  });

  it('status is for admins only', async () => {
    const query = `query ($id: ID!) { post(id: $id) { status } }`;
    expect(errorCode((await graphql(h, query, { id: gid('Post', ids['pl-news']!) })).body)).toBe('UNAUTHENTICATED');
    expect((await gqlOk(h, query, { id: gid('Post', ids['pl-news']!) }, admin)).post.status).toBe('PUBLISHED');
  });
});

describe('Query.adminPosts', () => {
  const ADMIN_POSTS = `query ($language: Language, $category: PostCategory, $status: PostStatus, $search: String) {
    adminPosts(language: $language, category: $category, status: $status, search: $search, first: 50) {
      totalCount edges { node { title status } }
    }
  }`;
  const adminTitles = (data: { adminPosts: { edges: { node: { title: string } }[] } }) =>
    data.adminPosts.edges.map((e) => e.node.title);

  it('lists drafts too, newest first, with filters and title search', async () => {
    expect(adminTitles(await gqlOk(h, ADMIN_POSTS, { language: 'PL' }, admin))).toEqual([
      'pl-draft',
      'pl-tech',
      'pl-recipe',
      'pl-news',
    ]);
    expect(adminTitles(await gqlOk(h, ADMIN_POSTS, { status: 'DRAFT' }, admin))).toEqual(['pl-draft']);
    expect(adminTitles(await gqlOk(h, ADMIN_POSTS, { language: 'EN', category: 'TRIVIA' }, admin))).toEqual([
      'en-trivia',
    ]);
    expect(adminTitles(await gqlOk(h, ADMIN_POSTS, { search: 'RECIP' }, admin))).toEqual(['pl-recipe']);
  });

  it('is refused to visitors and students', async () => {
    expect(errorCode((await graphql(h, ADMIN_POSTS, {})).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, ADMIN_POSTS, {}, user.headers)).body)).toBe('FORBIDDEN');
  });
});

describe('Mutations', () => {
  it('creates a draft, publishes it (publishedAt set once), edits and deletes it', async () => {
    const created = (
      await gqlOk(h, CREATE, { input: { language: 'EN', category: 'KNOWLEDGE', title: 'Night flying' } }, admin)
    ).createPost;
    expect(created).toMatchObject({ title: 'Night flying', status: 'DRAFT', publishedAt: null, mainImageUrl: null });
    expect((await gqlOk(h, POST, { id: created.id })).post).toBeNull();

    const published = (
      await gqlOk(
        h,
        UPDATE,
        { input: { id: created.id, status: 'PUBLISHED', shortDescription: 'Lights', content: '<p>Body</p>' } },
        admin,
      )
    ).updatePost;
    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
    expect((await gqlOk(h, POST, { id: created.id })).post.title).toBe('Night flying');

    // Back to a draft and published again: its place in the blog (publishedAt) stays.
    await gqlOk(h, UPDATE, { input: { id: created.id, status: 'DRAFT' } }, admin);
    expect((await gqlOk(h, POST, { id: created.id })).post).toBeNull();
    const again = (await gqlOk(h, UPDATE, { input: { id: created.id, status: 'PUBLISHED' } }, admin)).updatePost;
    expect(again.publishedAt).toBe(published.publishedAt);

    const deleted = await gqlOk(h, `mutation ($id: ID!) { deletePost(id: $id) }`, { id: created.id }, admin);
    expect(deleted.deletePost).toBe(created.id);
    expect((await gqlOk(h, POST, { id: created.id }, admin)).post).toBeNull();
    const missing = await graphql(
      h,
      `
        mutation ($id: ID!) {
          deletePost(id: $id)
        }
      `,
      { id: created.id },
      admin.headers,
    );
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
  });

  it('validates fields: lengths, a title, and what publishing needs', async () => {
    const long = await graphql(
      h,
      CREATE,
      { input: { language: 'PL', category: 'NEWS', title: 'x'.repeat(201), shortDescription: 'y'.repeat(501) } },
      admin.headers,
    );
    expect(errorCode(long.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(long.body)).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'max_length', max: 200 },
        { field: 'shortDescription', code: 'max_length', max: 500 },
      ]),
    );

    const blank = await graphql(h, CREATE, { input: { language: 'PL', category: 'NEWS', title: '  ' } }, admin.headers);
    expect(errorDetails(blank.body)).toEqual([{ field: 'title', code: 'required' }]);

    const publish = await graphql(
      h,
      CREATE,
      { input: { language: 'PL', category: 'NEWS', title: 'Empty', status: 'PUBLISHED', content: '<p> </p>' } },
      admin.headers,
    );
    expect(errorCode(publish.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(publish.body)).toEqual([
      { field: 'shortDescription', code: 'required' },
      { field: 'content', code: 'required' },
    ]);

    // Emptying the content of a published post is refused the same way.
    const emptied = await graphql(
      h,
      UPDATE,
      { input: { id: gid('Post', ids['pl-news']!), content: '' } },
      admin.headers,
    );
    expect(errorDetails(emptied.body)).toEqual([{ field: 'content', code: 'required' }]);
    expect(await h.db.prisma.post.count({ where: { title: 'Empty' } })).toBe(0);
  });

  it('sanitizes content on write (stored XSS): scripts, handlers and javascript: links never survive', async () => {
    const content =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)">' +
      '<a href="javascript:alert(4)">bad</a> <a href="https://example.com" onmouseover="alert(5)">ok</a></p>';
    const { createPost } = await gqlOk(
      h,
      CREATE,
      { input: { language: 'PL', category: 'TRIVIA', title: 'XSS', content } },
      admin,
    );
    for (const html of [
      createPost.content,
      (await h.db.prisma.post.findFirstOrThrow({ where: { title: 'XSS' } })).content,
    ]) {
      expect(html).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|alert/i);
      expect(html).toContain('href="https://example.com"');
    }
    const { updatePost } = await gqlOk(
      h,
      UPDATE,
      {
        input: {
          id: createPost.id,
          content: '<p>x</p><svg onload="alert(1)"></svg><a href="JaVaScRiPt:alert(1)">y</a>',
        },
      },
      admin,
    );
    expect(updatePost.content).not.toMatch(/svg|onload|javascript:|alert/i);
  });

  it('is refused to visitors and students', async () => {
    const input = { language: 'PL', category: 'NEWS', title: 'Nope' };
    expect(errorCode((await graphql(h, CREATE, { input })).body)).toBe('UNAUTHENTICATED');
    expect(errorCode((await graphql(h, CREATE, { input }, user.headers)).body)).toBe('FORBIDDEN');
    const upd = { input: { id: gid('Post', ids['pl-news']!), title: 'Hacked' } };
    expect(errorCode((await graphql(h, UPDATE, upd, user.headers)).body)).toBe('FORBIDDEN');
    const del = await graphql(
      h,
      `
        mutation ($id: ID!) {
          deletePost(id: $id)
        }
      `,
      { id: gid('Post', ids['pl-news']!) },
      user.headers,
    );
    expect(errorCode(del.body)).toBe('FORBIDDEN');
    expect(await h.db.prisma.post.count({ where: { title: { in: ['Nope', 'Hacked'] } } })).toBe(0);
  });
});

describe('Main picture (Upload)', () => {
  it('stores a public picture, replaces it (old file gone), removes it, and deletes it with the post', async () => {
    const created = await gqlUpload(
      h,
      admin,
      CREATE,
      { input: { language: 'PL', category: 'NEWS', title: 'With picture', picture: null } },
      [{ path: 'variables.input.picture', filename: 'drone.png', content: await png(800, 600) }],
    );
    expect(created.errors).toBeUndefined();
    const post = created.data.createPost;
    expect(post.mainImageUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect(post.mainImage.thumbnailUrl).toContain('size=thumb');
    const first = await h.app.inject({ method: 'GET', url: post.mainImageUrl });
    expect(first.statusCode).toBe(200);
    const firstId = post.mainImageUrl.split('/').pop();
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: firstId } })).toMatchObject({ public: true });

    const replaced = await gqlUpload(h, admin, UPDATE, { input: { id: post.id, picture: null } }, [
      { path: 'variables.input.picture', filename: 'drone.jpg', content: await jpeg() },
    ]);
    expect(replaced.errors).toBeUndefined();
    const second = replaced.data.updatePost.mainImageUrl;
    expect(second).not.toBe(post.mainImageUrl);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: firstId } })).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: post.mainImageUrl })).statusCode).toBe(404);

    const removed = (await gqlOk(h, UPDATE, { input: { id: post.id, removePicture: true } }, admin)).updatePost;
    expect(removed.mainImageUrl).toBeNull();
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: second.split('/').pop() } })).toBeNull();

    const third = await gqlUpload(h, admin, UPDATE, { input: { id: post.id, picture: null } }, [
      { path: 'variables.input.picture', filename: 'again.png', content: await png(400, 300, 7) },
    ]);
    const thirdId = third.data.updatePost.mainImageUrl.split('/').pop();
    await gqlOk(h, `mutation ($id: ID!) { deletePost(id: $id) }`, { id: post.id }, admin);
    expect(await h.db.prisma.storedFile.findUnique({ where: { id: thirdId } })).toBeNull();
  });

  it('refuses a file that is not a picture, storing nothing', async () => {
    const before = await h.db.prisma.storedFile.count();
    const body = await gqlUpload(
      h,
      admin,
      CREATE,
      { input: { language: 'PL', category: 'NEWS', title: 'Fake picture', picture: null } },
      [{ path: 'variables.input.picture', filename: 'evil.png', content: Buffer.from('<html><script>x</script>') }],
    );
    expect(errorCode(body)).toBe('UNSUPPORTED_FILE');
    const pdfAsPng = await gqlUpload(
      h,
      admin,
      CREATE,
      { input: { language: 'PL', category: 'NEWS', title: 'Fake picture', picture: null } },
      [{ path: 'variables.input.picture', filename: 'doc.pdf', content: Buffer.from('%PDF-1.4\n') }],
    );
    expect(errorCode(pdfAsPng)).toBe('UNSUPPORTED_FILE');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
    expect(await h.db.prisma.post.count({ where: { title: 'Fake picture' } })).toBe(0);
  });
});

describe('SEO readers', () => {
  it('publishedPostForSeo answers published posts only; the sitemap lists every published post', async () => {
    const seo = await publishedPostForSeo(h.db.prisma, ids['en-news']!);
    expect(seo).toMatchObject({
      id: ids['en-news'],
      title: 'en-news',
      shortDescription: 'en-news short',
      language: 'EN',
    });
    expect(seo?.publishedAt).toBeInstanceOf(Date);
    expect(await publishedPostForSeo(h.db.prisma, ids['pl-draft']!)).toBeNull();
    expect(await publishedPostForSeo(h.db.prisma, 'not-a-uuid')).toBeNull();
    const sitemap = await publishedPostsForSitemap(h.db.prisma);
    const listed = sitemap.map((p) => p.id);
    expect(listed).toContain(ids['pl-news']);
    expect(listed).toContain(ids['en-trivia']);
    expect(listed).not.toContain(ids['pl-draft']);
  });
});

describe('Public addresses use the raw postId', () => {
  it('Post.postId is the raw UUID, and Query.post takes it as well as the global id', async () => {
    const data = await gqlOk(h, `query ($id: ID!) { post(id: $id) { id postId title } }`, { id: ids['en-news'] });
    expect(data.post).toEqual({ id: gid('Post', ids['en-news']!), postId: ids['en-news'], title: 'en-news' });
    expect((await gqlOk(h, POST, { id: ids['pl-draft'] })).post).toBeNull();
    expect((await gqlOk(h, POST, { id: ids['pl-draft'] }, admin)).post.title).toBe('pl-draft');
  });
});
