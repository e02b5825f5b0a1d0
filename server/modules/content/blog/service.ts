import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import type { LanguageCode } from '../../../contract/policies.ts';
import { AppError, notFound, type FieldIssue } from '../../../platform/errors.ts';
import { numberedPage, type NumberedPage, type PageRequest } from '../../../platform/http/numbered-page.ts';
import { hasText } from '../../../platform/language.ts';
import { enumOf, isUuid, parseInput, parsePartial, plainText, richText } from '../../../platform/validation.ts';
import {
  deleteStoredFiles,
  deleteStoredObjects,
  discardUpload,
  pictureUrl,
  saveFile,
  type FilesDeps,
  type IncomingFile,
} from '../files/service.ts';
import { containsText } from '../../../platform/db/text-search.ts';

/**
 * The blog (spec 3 Post, spec 7 posts): posts in one language each, in five categories, drafts
 * only admins see, published ones ordered by their first publication. GraphQL, REST and the SEO
 * helper read and write posts only through this file.
 */

export const POST_CATEGORIES = ['NEWS', 'RECIPES', 'TECHNOLOGY', 'TRIVIA', 'KNOWLEDGE'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const POST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_LANGUAGES = ['PL', 'EN'] as const;

export const POST_TITLE_MAX = 200;
export const POST_SHORT_DESCRIPTION_MAX = 500;
/** Characters a reader sees in a post's content (tags do not count). */
export const POST_CONTENT_MAX = 50_000;
export const POST_IMAGE = 'POST_IMAGE';

export type BlogDeps = FilesDeps;

// ───────────────────────────── Validation ─────────────────────────────

/**
 * A post's fields. The title may be empty only on a draft; publishing (status PUBLISHED, or
 * saving a published post) needs a title, a short description and content: each missing one is a
 * VALIDATION_FAILED `required` issue on its field, so the editor marks exactly what to fill in.
 */
export const postSchema = z.object({
  language: enumOf(POST_LANGUAGES),
  category: enumOf(POST_CATEGORIES),
  title: plainText(POST_TITLE_MAX),
  shortDescription: plainText(POST_SHORT_DESCRIPTION_MAX),
  content: richText(POST_CONTENT_MAX),
  status: enumOf(POST_STATUSES),
});
export type PostInput = z.output<typeof postSchema>;

/** A new post: language and category required, the rest optional (a draft by default). */
export const createPostSchema = postSchema.partial().required({ language: true, category: true });

const required = (field: string): FieldIssue => ({ field, code: 'required' });

/** The post as it would be saved: every text a published post needs, and a title always. */
function assertComplete(post: { title: string; shortDescription: string; content: string; status: string }) {
  const issues: FieldIssue[] = [];
  if (!post.title.trim()) issues.push(required('title'));
  if (post.status === 'PUBLISHED') {
    if (!post.shortDescription.trim()) issues.push(required('shortDescription'));
    if (!hasText(post.content)) issues.push(required('content'));
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid form', issues);
}

// ───────────────────────────── Reading ─────────────────────────────

export interface PostFilter {
  language?: LanguageCode | null;
  category?: PostCategory | null;
}

/** The blog of a language: published posts only. */
export function publishedPostWhere({ language, category }: PostFilter): Prisma.PostWhereInput {
  return { status: 'PUBLISHED', ...(language ? { language } : {}), ...(category ? { category } : {}) };
}

export interface AdminPostFilter extends PostFilter {
  status?: PostStatus | null;
  search?: string | null;
}

/** The admin's table: drafts too; search in the title (case-insensitive, anywhere in it). */
export function adminPostWhere({ language, category, status, search }: AdminPostFilter): Prisma.PostWhereInput {
  const text = search?.trim();
  return {
    ...(language ? { language } : {}),
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
    ...(text ? { title: containsText(text) } : {}),
  };
}

/** Newest publication first (the id breaks ties, so pages never overlap). */
export const PUBLISHED_ORDER = [
  { publishedAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.PostOrderByWithRelationInput[];
/** Admin: newest first by creation (drafts have no publication date). */
export const ADMIN_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.PostOrderByWithRelationInput[];

export type PostRow = Prisma.PostGetPayload<object>;

export async function listPostPage(
  prisma: PrismaClient,
  where: Prisma.PostWhereInput,
  orderBy: Prisma.PostOrderByWithRelationInput[],
  pageRequest: PageRequest,
): Promise<NumberedPage<PostRow>> {
  return numberedPage(
    pageRequest,
    (window) => prisma.post.findMany({ where, orderBy, ...window }),
    () => prisma.post.count({ where }),
  );
}

/** One post; drafts only with `drafts` (admins), otherwise NOT_FOUND like an unknown id. */
export async function getPost(prisma: PrismaClient, id: string, { drafts = false } = {}): Promise<PostRow> {
  const post = isUuid(id)
    ? await prisma.post.findUnique({ where: { id, ...(drafts ? {} : { status: 'PUBLISHED' as const }) } })
    : null;
  if (!post) throw notFound('Post');
  return post;
}

export const postImageUrl = (post: { mainImageId: string | null }) =>
  post.mainImageId ? pictureUrl(post.mainImageId) : null;

// ───────────────────────────── For the SEO helper ─────────────────────────────

/**
 * A published post's head tags (title, description, picture), or null (unknown id or a draft).
 * `id` is the raw UUID, as the web's addresses /blog/{postId} and /site/{postId} carry it.
 */
export async function publishedPostForSeo(
  prisma: PrismaClient,
  id: string,
): Promise<{
  id: string;
  title: string;
  shortDescription: string;
  language: LanguageCode;
  mainImageUrl: string | null;
  publishedAt: Date;
  updatedAt: Date;
} | null> {
  if (!isUuid(id)) return null;
  const post = await prisma.post.findFirst({ where: { id, status: 'PUBLISHED' } });
  if (!post) return null;
  return {
    id: post.id,
    title: post.title,
    shortDescription: post.shortDescription,
    language: post.language,
    mainImageUrl: postImageUrl(post),
    publishedAt: post.publishedAt ?? post.createdAt,
    updatedAt: post.updatedAt,
  };
}

/** Every published post for sitemap.xml (`id`: the raw UUID of /blog/{postId}). */
export async function publishedPostsForSitemap(
  prisma: PrismaClient,
): Promise<{ id: string; updatedAt: Date; language: LanguageCode }[]> {
  return prisma.post.findMany({
    where: { status: 'PUBLISHED' },
    orderBy: PUBLISHED_ORDER,
    select: { id: true, updatedAt: true, language: true },
  });
}

// ───────────────────────────── Writing ─────────────────────────────

/** The main picture change a write asks for: a new upload, removal, or nothing. */
export interface PictureChange {
  picture?: IncomingFile | null;
  removePicture?: boolean | null;
}

async function storePicture(deps: BlogDeps, picture: IncomingFile) {
  return saveFile(deps, picture, { kind: 'image', purpose: POST_IMAGE, ownerId: null, isPublic: true });
}

/** Creates a post (a draft unless `status` says PUBLISHED); returns its id. */
export async function createPost(
  deps: BlogDeps,
  input: unknown,
  { authorId = null, picture = null }: { authorId?: string | null; picture?: IncomingFile | null } = {},
): Promise<string> {
  let data: z.output<typeof createPostSchema>;
  try {
    data = parseInput(createPostSchema, input);
    assertComplete({
      title: data.title ?? '',
      shortDescription: data.shortDescription ?? '',
      content: data.content ?? '',
      status: data.status ?? 'DRAFT',
    });
  } catch (error) {
    discardUpload(picture);
    throw error;
  }
  const stored = picture ? await storePicture(deps, picture) : null;
  try {
    const post = await deps.prisma.post.create({
      data: {
        ...data,
        title: data.title ?? '',
        status: data.status ?? 'DRAFT',
        publishedAt: data.status === 'PUBLISHED' ? new Date() : null,
        mainImageId: stored?.id ?? null,
        authorId,
      },
    });
    return post.id;
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
}

/**
 * Edits a post: only the fields sent change. The first publication sets `publishedAt` (kept when
 * the post goes back to a draft and is published again, so its place in the blog stays). A new
 * picture replaces the old one, `removePicture` removes it; the old file goes in both cases.
 */
export async function updatePost(
  deps: BlogDeps,
  id: string,
  input: unknown,
  { picture = null, removePicture = false }: PictureChange = {},
): Promise<void> {
  let data: Partial<PostInput>;
  try {
    const current = isUuid(id) ? await deps.prisma.post.findUnique({ where: { id } }) : null;
    if (!current) throw notFound('Post');
    data = parsePartial(postSchema, input ?? {});
    assertComplete({ ...current, ...data });
  } catch (error) {
    discardUpload(picture);
    throw error;
  }
  const stored = picture ? await storePicture(deps, picture) : null;
  let removedKeys: string[];
  try {
    removedKeys = await deps.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Post" WHERE "id" = ${id}::uuid FOR UPDATE`;
      if (rows.length === 0) throw notFound('Post');
      const before = await tx.post.findUniqueOrThrow({ where: { id } });
      const changes: Prisma.PostUncheckedUpdateInput = { ...data };
      if (data.status === 'PUBLISHED' && !before.publishedAt) changes.publishedAt = new Date();
      if (stored) changes.mainImageId = stored.id;
      else if (removePicture) changes.mainImageId = null;
      await tx.post.update({ where: { id }, data: changes });
      const replaced = before.mainImageId && 'mainImageId' in changes ? before.mainImageId : null;
      if (!replaced) return [];
      const old = await tx.storedFile.delete({ where: { id: replaced } });
      return [old.key];
    });
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
  await deleteStoredObjects(deps.storage, removedKeys);
}

/** Deletes a post and its picture's file; returns its id. */
export async function deletePost(deps: BlogDeps, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Post');
  const keys = await deps.prisma.$transaction(async (tx) => {
    const post = await tx.post.findUnique({ where: { id } });
    if (!post) throw notFound('Post');
    await tx.post.delete({ where: { id } });
    if (!post.mainImageId) return [];
    const file = await tx.storedFile.delete({ where: { id: post.mainImageId } });
    return [file.key];
  });
  await deleteStoredObjects(deps.storage, keys);
  return id;
}
