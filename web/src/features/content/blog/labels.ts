import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The blog's categories (spec: NEWS, RECIPES, TECHNOLOGY, TRIVIA, KNOWLEDGE) and their names. */
export const POST_CATEGORIES = ['NEWS', 'RECIPES', 'TECHNOLOGY', 'TRIVIA', 'KNOWLEDGE'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_CATEGORY_LABELS: Record<PostCategory, MessageDescriptor> = {
  NEWS: msg`News`,
  RECIPES: msg`How-to`,
  TECHNOLOGY: msg`Technology`,
  TRIVIA: msg`Trivia`,
  KNOWLEDGE: msg`Knowledge`,
};

export const POST_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const POST_STATUS_LABELS: Record<PostStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  PUBLISHED: msg`Published`,
};

export const LANGUAGE_LABELS: Record<'PL' | 'EN', MessageDescriptor> = {
  PL: msg`Polish`,
  EN: msg`English`,
};

export const isPostCategory = (value: string | null): value is PostCategory =>
  value !== null && (POST_CATEGORIES as readonly string[]).includes(value);

/** Category chip colours: one per category, readable on white. */
export const CATEGORY_COLOURS: Record<PostCategory, 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  NEWS: 'primary',
  RECIPES: 'success',
  TECHNOLOGY: 'secondary',
  TRIVIA: 'warning',
  KNOWLEDGE: 'info',
};

const id = (value: string) => encodeURIComponent(value);
export const BLOG_PATH = '/blog';
export const ADMIN_BLOG_PATH = '/admin/blog';
export const NEW_POST_PATH = '/admin/blog/new';
export const postPath = (postId: string) => `/blog/${id(postId)}`;
export const sitePostPath = (postId: string) => `/site/${id(postId)}`;
export const adminPostPath = (postId: string) => `/admin/blog/${id(postId)}`;

/** A post's date as readers see it: the day, in Europe/Warsaw, in the page's language. */
export function formatPostDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}
