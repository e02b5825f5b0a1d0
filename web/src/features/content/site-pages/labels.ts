import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SitePageKey } from '../../../__generated__/SitePageViewQuery.graphql';

export type PageKey = Exclude<SitePageKey, '%future added value'>;

/** Every page key in the admin list's order: informational pages first, then legal texts. */
export const SITE_PAGE_KEYS: PageKey[] = [
  'FAQ',
  'ABOUT_EXAMS',
  'INSURANCE',
  'REMOTE_UAS',
  'ABOUT_US',
  'REFERENCES',
  'CONTACT',
  'CONSULTATION',
  'THANKS',
  'SHOP_TERMS',
  'CONSULTATION_TERMS',
  'PRIVACY_POLICY',
];

/** The names admins see for the page keys. */
export const SITE_PAGE_LABELS: Record<PageKey, MessageDescriptor> = {
  FAQ: msg`FAQ`,
  ABOUT_US: msg`About us`,
  REFERENCES: msg`References`,
  CONTACT: msg`Contact`,
  THANKS: msg`Thank-you page`,
  CONSULTATION: msg`Free consultation`,
  CONSULTATION_TERMS: msg`Consultation terms`,
  ABOUT_EXAMS: msg`About exams`,
  INSURANCE: msg`Insurance`,
  SHOP_TERMS: msg`Shop terms`,
  PRIVACY_POLICY: msg`Privacy policy`,
  REMOTE_UAS: msg`Remote UAS project`,
};

/** Where visitors see each page (under /app). */
export const SITE_PAGE_PATHS: Record<PageKey, string> = {
  FAQ: '/faq',
  ABOUT_US: '/about-us',
  REFERENCES: '/references',
  CONTACT: '/contact',
  THANKS: '/thanks',
  CONSULTATION: '/consultation',
  CONSULTATION_TERMS: '/consultation-terms',
  ABOUT_EXAMS: '/about-exams',
  INSURANCE: '/insurance',
  SHOP_TERMS: '/shop-terms',
  PRIVACY_POLICY: '/privacy-policy',
  REMOTE_UAS: '/remote-uas',
};

/** `PRIVACY_POLICY` ↔ `privacy-policy` in the admin's addresses (/admin/pages/privacy-policy). */
export const pageKeySlug = (key: PageKey) => key.toLowerCase().replace(/_/g, '-');
export function pageKeyOfSlug(slug: string | undefined): PageKey | undefined {
  const key = (slug ?? '').trim().toUpperCase().replace(/-/g, '_');
  return (SITE_PAGE_KEYS as string[]).includes(key) ? (key as PageKey) : undefined;
}
