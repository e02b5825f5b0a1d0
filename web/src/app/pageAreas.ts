import type { CatalogArea } from '../shared/i18n/i18n';

const PUBLIC = [
  'home',
  'courses',
  'courseDetails',
  'shop',
  'productDetails',
  'coursePreview',
  'productPreview',
  'blog',
  'blogPost',
  'sitePost',
  'faq',
  'aboutExams',
  'insurance',
  'shopTerms',
  'privacyPolicy',
  'consultationTerms',
  'remoteUas',
  'thanks',
  'aboutUs',
  'references',
  'contact',
  'consultation',
  'notFound',
  'noAccess',
  'comingSoon',
  'serverRoute',
] as const;

const USER = [
  'welcome',
  'account',
  'registerDetails',
  'cart',
  'checkout',
  'purchases',
  'purchaseDetails',
  'myCourses',
  'courseSubjects',
  'subjectLessons',
  'lessonQuiz',
  'myCertificates',
  'certificateVerification',
  'examRegistration',
  'myExams',
  'exam',
  'examQuestions',
  'exerciseRegistration',
  'myExercises',
  'exercise',
  'instructorCalendar',
  'workSlot',
  'companySeats',
  'exchangeMap',
  'exchangeOrders',
  'exchangeNewOrder',
  'exchangeOrder',
  'publicProfile',
] as const;

/**
 * The texts each page of routes.ts `PAGES` needs (which catalog holds which file's texts:
 * web/catalog-areas.ts). A page not listed loads every catalog (area 'admin'): a new page is
 * always translated, and listing it here only makes its first load lighter.
 * catalogAreas.test.ts checks that every file a page imports has its texts in its area.
 */
export const PAGE_AREAS: Readonly<Record<string, CatalogArea>> = Object.fromEntries([
  ...PUBLIC.map((key) => [key, 'public'] as const),
  ...USER.map((key) => [key, 'user'] as const),
]);

export function pageArea(key: string): CatalogArea {
  return PAGE_AREAS[key] ?? 'admin';
}
