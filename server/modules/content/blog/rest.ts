import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { requirePermission } from '../../../platform/http/guard.ts';
import { acceptMultipart, readUpload } from '../../../platform/http/multipart.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { deleteRoute } from '../../../platform/http/routes.ts';
import { requestLanguage } from '../../../platform/language.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { issue, parseInput, queryEnum, restPageQuery } from '../../../platform/validation.ts';
import { pictureSchema } from '../files/rest.ts';
import { pictureUrl } from '../files/service.ts';
import {
  ADMIN_ORDER,
  POST_CATEGORIES,
  POST_LANGUAGES,
  POST_STATUSES,
  PUBLISHED_ORDER,
  adminPostWhere,
  createPost,
  createPostSchema,
  deletePost,
  getPost,
  listPostPage,
  postImageUrl,
  postSchema,
  publishedPostWhere,
  updatePost,
  type BlogDeps,
  type PostRow,
} from './service.ts';

const MANAGE = 'manage:content:any';

// ───────────────────────────── Query strings ─────────────────────────────

const languageParam = z
  .string()
  .max(10, issue('max_length'))
  .optional()
  .meta({ description: 'pl or en (any case); else the best of Accept-Language, else pl' });

const optionalQueryEnum = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess((v) => (v === '' ? undefined : v), queryEnum(values).optional());

const publicListQuery = z.object({
  lang: languageParam,
  languageCd: languageParam.meta({ description: 'The same as lang (the spec’s other spelling)' }),
  category: optionalQueryEnum(POST_CATEGORIES),
  ...restPageQuery,
});

const adminListQuery = z.object({
  lang: z.preprocess((v) => (v === '' ? undefined : v), queryEnum(POST_LANGUAGES).optional()),
  category: optionalQueryEnum(POST_CATEGORIES),
  status: optionalQueryEnum(POST_STATUSES),
  search: z.string().max(200, issue('max_length')).optional(),
  ...restPageQuery,
});

// ───────────────────────────── Response schemas ─────────────────────────────

const postSummarySchema = z
  .object({
    id: oa.uuid('Post id'),
    language: z.enum(POST_LANGUAGES),
    category: z.enum(POST_CATEGORIES),
    title: z.string(),
    shortDescription: z.string(),
    mainImageUrl: z.string().nullable().meta({ description: '/api/v1/files/<uuid>; null: no picture' }),
    mainImage: pictureSchema.nullable(),
    publishedAt: oa.dateTime().nullable(),
    createdAt: oa.dateTime(),
    updatedAt: oa.dateTime(),
  })
  .meta({ id: 'PostSummary' });

const postSchemaOut = postSummarySchema
  .extend({ content: z.string().meta({ description: 'Sanitized HTML' }) })
  .meta({ id: 'Post' });

const adminPostSummarySchema = postSummarySchema
  .extend({ status: z.enum(POST_STATUSES) })
  .meta({ id: 'AdminPostSummary' });
const adminPostSchema = postSchemaOut.extend({ status: z.enum(POST_STATUSES) }).meta({ id: 'AdminPost' });

const pictureForm = z
  .object({
    file: z.custom<unknown>().meta({ type: 'string', format: 'binary', description: 'A .png, .jpg or .jpeg picture' }),
  })
  .meta({ description: 'multipart/form-data' });

// ───────────────────────────── Presenters ─────────────────────────────

const presentPicture = (fileId: string | null) =>
  fileId
    ? {
        id: fileId,
        url: pictureUrl(fileId),
        thumbnailUrl: pictureUrl(fileId, 'thumb'),
        mediumUrl: pictureUrl(fileId, 'medium'),
      }
    : null;

export function presentPostSummary(post: PostRow) {
  return {
    id: post.id,
    language: post.language,
    category: post.category,
    title: post.title,
    shortDescription: post.shortDescription,
    mainImageUrl: postImageUrl(post),
    mainImage: presentPicture(post.mainImageId),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

export const presentPost = (post: PostRow) => ({ ...presentPostSummary(post), content: post.content });
const presentAdminSummary = (post: PostRow) => ({ ...presentPostSummary(post), status: post.status });
const presentAdminPost = (post: PostRow) => ({ ...presentPost(post), status: post.status });

// ───────────────────────────── Routes ─────────────────────────────

/** Blog posts (spec 7: posts, admin/posts): the REST facade under /api/v1. Ids are raw UUIDs. */
export async function blogRest(
  app: FastifyInstance,
  { prisma, config, storage }: { prisma: PrismaClient; config: Config; storage: Storage },
): Promise<void> {
  const deps: BlogDeps = { prisma, storage, maxBytes: config.UPLOAD_MAX_BYTES };
  const api = oa.rest(app);
  const blog = { tags: ['blog'], security: oa.security.public };
  const admin = { tags: ['admin blog'] };

  api.get(
    '/posts',
    {
      schema: {
        ...blog,
        summary: 'The blog: published posts of a language, newest first, optionally of one category',
        querystring: publicListQuery,
        response: { 200: oa.ok(oa.pageOf(postSummarySchema, 'PostPage'), 'One page of posts'), ...oa.errors(400) },
      },
    },
    async (request) => {
      const query = parseInput(publicListQuery, request.query);
      const language = requestLanguage(query.lang ?? query.languageCd, request.headers['accept-language']);
      const page = await listPostPage(
        prisma,
        publishedPostWhere({ language, category: query.category }),
        PUBLISHED_ORDER,
        query,
      );
      return { ...page, items: page.items.map(presentPostSummary) };
    },
  );

  api.get<{ Params: { id: string } }>(
    '/posts/:id',
    {
      schema: {
        ...blog,
        summary: 'A published post (a draft or an unknown id is NOT_FOUND)',
        params: oa.idParams('Post'),
        response: { 200: oa.ok(postSchemaOut, 'The post'), ...oa.errors(404) },
      },
    },
    async (request) => presentPost(await getPost(prisma, request.params.id)),
  );

  api.get(
    '/admin/posts',
    {
      schema: {
        ...admin,
        summary: 'The admin post table: drafts too, newest first; filters lang, category, status; search in titles',
        security: oa.security.read,
        querystring: adminListQuery,
        response: {
          200: oa.ok(oa.pageOf(adminPostSummarySchema, 'AdminPostPage'), 'One page of posts'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      const query = parseInput(adminListQuery, request.query);
      const page = await listPostPage(
        prisma,
        adminPostWhere({ language: query.lang, category: query.category, status: query.status, search: query.search }),
        ADMIN_ORDER,
        query,
      );
      return { ...page, items: page.items.map(presentAdminSummary) };
    },
  );

  api.get<{ Params: { id: string } }>(
    '/admin/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'A post for the editor (drafts too)',
        security: oa.security.read,
        params: oa.idParams('Post'),
        response: { 200: oa.ok(adminPostSchema, 'The post'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      return presentAdminPost(await getPost(prisma, request.params.id, { drafts: true }));
    },
  );

  api.post(
    '/admin/posts',
    {
      schema: {
        ...admin,
        summary: 'Create a post (a draft unless status PUBLISHED); returns postId',
        description:
          'JSON: language, category, title (≤ 200), shortDescription (≤ 500), content (HTML, sanitized), status. ' +
          'Publishing needs title, shortDescription and content (VALIDATION_FAILED `required` on each missing one). ' +
          'The main picture is uploaded afterwards with PUT admin/posts/{id}/main-image.',
        security: oa.security.write,
        body: createPostSchema,
        response: {
          201: oa.ok(z.object({ postId: oa.uuid('Id of the new post') }), 'Created'),
          ...oa.bodyRefusals(),
        },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, MANAGE);
      const postId = await createPost(deps, request.body, { authorId: viewer.user.id });
      return reply.status(201).send({ postId });
    },
  );

  api.put<{ Params: { id: string } }>(
    '/admin/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'Edit a post; only the fields sent change (the first publication sets publishedAt)',
        security: oa.security.write,
        params: oa.idParams('Post'),
        body: postSchema.partial(),
        response: {
          200: oa.ok(adminPostSchema, 'The post as saved'),
          ...oa.bodyRefusals(404),
        },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updatePost(deps, request.params.id, request.body ?? {});
      return presentAdminPost(await getPost(prisma, request.params.id, { drafts: true }));
    },
  );

  deleteRoute<{ id: string }>(api, '/admin/posts/:id', {
    ...admin,
    summary: 'Delete a post and its picture',
    params: oa.idParams('Post'),
    permission: MANAGE,
    remove: ({ id }) => deletePost(deps, id),
  });

  api.delete<{ Params: { id: string } }>(
    '/admin/posts/:id/main-image',
    {
      schema: {
        ...admin,
        summary: 'Remove a post’s main picture (and its file)',
        security: oa.security.write,
        params: oa.idParams('Post'),
        response: { 200: oa.ok(adminPostSchema, 'The post without a picture'), ...oa.signedInRefusals(404) },
      },
    },
    async (request) => {
      requirePermission(request, MANAGE);
      await updatePost(deps, request.params.id, {}, { removePicture: true });
      return presentAdminPost(await getPost(prisma, request.params.id, { drafts: true }));
    },
  );

  // Only the picture route takes multipart bodies (its own scope): the others stay JSON-only.
  await app.register(async (scope) => {
    acceptMultipart(scope);
    oa.rest(scope).put<{ Params: { id: string } }>(
      '/admin/posts/:id/main-image',
      {
        schema: {
          ...admin,
          summary: 'Upload (or replace) a post’s main picture',
          description:
            'multipart/form-data with one `file` part: .png, .jpg or .jpeg, checked by content, stored as a public ' +
            'picture; a replaced picture’s file is deleted. The same as GraphQL `updatePost(input: {picture})`.',
          security: oa.security.write,
          params: oa.idParams('Post'),
          consumes: ['multipart/form-data'],
          body: pictureForm,
          response: {
            200: oa.ok(adminPostSchema, 'The post with its picture'),
            ...oa.signedInRefusals(
              [400, 'BAD_REQUEST: malformed multipart, or no file sent'],
              404,
              [413, 'PAYLOAD_TOO_LARGE'],
              [415, 'UNSUPPORTED_FILE: not a .png/.jpg/.jpeg picture, or not multipart'],
            ),
          },
        },
      },
      async (request) => {
        requirePermission(request, MANAGE);
        await getPost(prisma, request.params.id, { drafts: true }); // 404 before a byte is read
        const { file } = await readUpload(request, { fileField: 'file', maxFileSize: config.UPLOAD_MAX_BYTES });
        if (!file) throw new AppError('BAD_REQUEST', 'Send the picture in a `file` part');
        await updatePost(deps, request.params.id, {}, { picture: file });
        return presentAdminPost(await getPost(prisma, request.params.id, { drafts: true }));
      },
    );
  });
}
