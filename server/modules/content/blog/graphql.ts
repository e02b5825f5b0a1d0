import { encodeGlobalID } from '@pothos/plugin-relay';
import { can } from '../../../auth/permissions.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, optional, optionalDateTime } from '../../../graphql/fields.ts';
import { PAGE_ARG_DESCRIPTIONS, relayPage } from '../../../graphql/connection.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidFromAddress } from '../../../graphql/ids.ts';
import { filesDeps, incomingFile } from '../../../graphql/uploads.ts';
import { LanguageEnum } from '../../accounts/account/graphql.ts';
import { PictureRef } from '../files/graphql.ts';
import {
  ADMIN_ORDER,
  POST_CATEGORIES,
  POST_STATUSES,
  PUBLISHED_ORDER,
  adminPostWhere,
  createPost,
  deletePost,
  postImageUrl,
  publishedPostWhere,
  updatePost,
} from './service.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/** Blog posts (spec 3 Post, spec 7 posts, admin/posts): types, queries and mutations. */

const ADMIN = { permission: 'manage:content:any' } as const;
const isAdmin = (ctx: RequestContext) => can(ctx.viewer?.user.role, ADMIN.permission);

export const PostCategoryEnum = builder.enumType('PostCategory', {
  description: 'The blog’s sections.',
  values: {
    NEWS: { description: 'News.' },
    RECIPES: { description: 'How-to articles.' },
    TECHNOLOGY: { description: 'Technology.' },
    TRIVIA: { description: 'Trivia.' },
    KNOWLEDGE: { description: 'Knowledge.' },
  } as const satisfies Record<(typeof POST_CATEGORIES)[number], { description: string }>,
});
export const PostStatusEnum = builder.enumType('PostStatus', {
  values: {
    DRAFT: { description: 'Only admins see it.' },
    PUBLISHED: { description: 'In the blog of its language, for anyone.' },
  } as const satisfies Record<(typeof POST_STATUSES)[number], { description: string }>,
  description: 'DRAFT: only admins see it; PUBLISHED: in the blog of its language.',
});

export const PostRef = builder.prismaNode('Post', {
  id: { field: 'id' },
  description: 'A blog article in one language; visitors see published ones only.',
  fields: (t) => ({
    postId: t.exposeString('id', {
      description: 'The raw UUID (spec 3 postId): the id in public addresses /blog/{postId}, REST and the sitemap.',
    }),
    language: t.expose('language', { type: LanguageEnum, description: 'The language it is written in.' }),
    category: t.expose('category', { type: PostCategoryEnum, description: 'Its section of the blog.' }),
    title: t.exposeString('title', { description: 'The headline.' }),
    shortDescription: t.exposeString('shortDescription', {
      description: 'Plain-text lead shown in lists.',
    }),
    content: t.exposeString('content', { description: 'Sanitized HTML.' }),
    mainImageUrl: t.string({
      nullable: true,
      description: 'The main picture, /api/v1/files/<uuid> (null: none).',
      select: { mainImageId: true },
      resolve: (post) => postImageUrl(post),
    }),
    mainImage: t.relation(
      'mainImage',
      optional(PictureRef, 'The main picture with its renditions (thumbnail, medium).'),
    ),
    publishedAt: t.expose(
      'publishedAt',
      optionalDateTime('Set when first published; null for a draft never published.'),
    ),
    createdAt: t.expose('createdAt', dateTime('When it was written.')),
    updatedAt: t.expose('updatedAt', dateTime('When it was last changed.')),
    status: t.expose('status', {
      type: PostStatusEnum,
      authScopes: ADMIN,
      description: 'Admins only (visitors see published posts only).',
    }),
  }),
});

export const PostConnection = countedConnection(PostRef, 'PostConnection');

// ───────────────────────────── Queries ─────────────────────────────

builder.queryFields((t) => ({
  posts: t.field({
    type: PostConnection,
    description:
      'The blog (anyone): published posts of a language (PL when left out), newest publication first; optional category.',
    args: {
      language: t.arg({ type: LanguageEnum, defaultValue: FALLBACK_LANGUAGE, description: 'The blog’s language.' }),
      category: t.arg({ type: PostCategoryEnum, description: 'Only this section.' }),
      first: t.arg.int({ description: PAGE_ARG_DESCRIPTIONS.first }),
      after: t.arg.string({ description: PAGE_ARG_DESCRIPTIONS.after }),
    },
    resolve: (_root, args, ctx, info) =>
      relayPage(ctx, info, 'Post', args, ctx.prisma.post, {
        where: publishedPostWhere({ language: args.language ?? FALLBACK_LANGUAGE, category: args.category }),
        orderBy: PUBLISHED_ORDER,
      }),
  }),
  post: t.prismaField({
    type: 'Post',
    nullable: true,
    description:
      'One post (anyone); null when unknown or a draft (admins also read drafts). `id`: the global id or the ' +
      'raw postId (the public address /blog/{postId} carries the raw one).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Post, or its raw postId.' }) },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = uuidFromAddress(String(id), 'Post');
      if (!uuid) return null;
      return ctx.prisma.post.findFirst({
        ...query,
        where: { id: uuid, ...(isAdmin(ctx) ? {} : { status: 'PUBLISHED' as const }) },
      });
    },
  }),
  adminPosts: connectionField(t, {
    type: PostConnection,
    node: 'Post',
    authScopes: ADMIN,
    description:
      'Admin table: every post, drafts included, newest first; filters by language, category, status; search in the title.',
    args: {
      language: t.arg({ type: LanguageEnum, description: 'Only posts in this language.' }),
      category: t.arg({ type: PostCategoryEnum, description: 'Only this section.' }),
      status: t.arg({ type: PostStatusEnum, description: 'Only drafts, or only published posts.' }),
      search: t.arg.string({ description: 'Text found anywhere in the title (case-insensitive).' }),
    },
    rows: (args, ctx) => ({ model: ctx.prisma.post, where: adminPostWhere(args), orderBy: ADMIN_ORDER }),
  }),
}));

// ───────────────────────────── Mutations (admins) ─────────────────────────────

const CreatePostInput = builder.inputType('CreatePostInput', {
  description:
    'A new post (a draft unless status PUBLISHED). Publishing needs title, shortDescription and content ' +
    '(VALIDATION_FAILED `required` on each missing one).',
  fields: (t) => ({
    language: t.field({ type: LanguageEnum, required: true, description: 'The language it is written in.' }),
    category: t.field({ type: PostCategoryEnum, required: true, description: 'Its section of the blog.' }),
    title: t.string({ required: true, description: 'At most 200 characters.' }),
    shortDescription: t.string({ description: 'At most 500 characters.' }),
    content: t.string({ description: 'HTML from the editor; sanitized on write.' }),
    status: t.field({ type: PostStatusEnum, description: 'DRAFT when left out.' }),
    picture: t.field({ type: 'Upload', description: 'The main picture: .png, .jpg or .jpeg.' }),
  }),
});

const UpdatePostInput = builder.inputType('UpdatePostInput', {
  description: 'Every field optional but id; only the fields sent change.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'Global id of the Post.' }),
    language: t.field({ type: LanguageEnum, description: 'The language it is written in.' }),
    category: t.field({ type: PostCategoryEnum, description: 'Its section of the blog.' }),
    title: t.string({ description: 'At most 200 characters.' }),
    shortDescription: t.string({ description: 'At most 500 characters.' }),
    content: t.string({ description: 'HTML from the editor; sanitized on write.' }),
    status: t.field({ type: PostStatusEnum, description: 'The first publication sets publishedAt.' }),
    picture: t.field({ type: 'Upload', description: 'Replaces the main picture (the old file is deleted).' }),
    removePicture: t.boolean({ description: 'True removes the main picture and its file.' }),
  }),
});

builder.mutationFields((t) => ({
  createPost: t.prismaField({
    type: 'Post',
    description: 'Writes a new post (admins).',
    authScopes: ADMIN,
    args: { input: t.arg({ type: CreatePostInput, required: true, description: 'The new post.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { picture, ...fields } = input;
      const id = await createPost(filesDeps(ctx), fields, {
        authorId: ctx.viewer?.user.id ?? null,
        picture: await incomingFile(picture),
      });
      return ctx.prisma.post.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updatePost: t.prismaField({
    type: 'Post',
    description: 'Changes a post (admins).',
    authScopes: ADMIN,
    args: {
      input: t.arg({ type: UpdatePostInput, required: true, description: 'The post and the fields to change.' }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id: rawId, picture, removePicture, ...fields } = input;
      const id = rowIdOf(rawId, 'Post');
      await updatePost(filesDeps(ctx), id, fields, { picture: await incomingFile(picture), removePicture });
      return ctx.prisma.post.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deletePost: t.id({
    authScopes: ADMIN,
    description: 'Deletes a post and its picture file; returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the Post.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('Post', await deletePost(filesDeps(ctx), rowIdOf(id, 'Post'))),
  }),
}));
