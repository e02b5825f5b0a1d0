import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Permission } from '../shared/permissions';
import type { COURSE_CATEGORY_SHORTCUTS } from '../shared/policies';
import { loadCatalogs } from '../shared/i18n/i18n';
import type { PagePrefetch } from '../shared/relay/prefetch';
import type { GuardSpec } from './guard';
import { pageArea } from './pageAreas';

/**
 * THE route table: every route of spec 2 under /app, with its title, guard and menu entries.
 * The router, the guards, the menu and the "can visit" checks all read this one list.
 * Pages load lazily (one chunk per screen), so visitors never download admin screens. A route
 * without `page` shows the translated "coming soon" page titled after the route.
 */

/** A page's module: the page, and optionally what starts its first query early (app/preload.ts). */
export interface PageModule {
  default: ComponentType;
  prefetch?: PagePrefetch;
}

export interface LazyPage {
  load: () => Promise<PageModule>;
  Component: LazyExoticComponent<ComponentType>;
  /** The page reads GraphQL through Relay: it is rendered inside RelayRoot. */
  relay?: boolean;
}

function page(load: () => Promise<PageModule>, options: { relay?: boolean } = {}): LazyPage {
  return { load, Component: lazy(load), ...options };
}

/** Each page also waits for its area's texts (pageAreas.ts), fetched in parallel with its code. */
function withCatalogs<T extends Record<string, LazyPage>>(pages: T): T {
  return Object.fromEntries(
    Object.entries(pages).map(([key, { load: loadCode, relay }]) => {
      const area = pageArea(key);
      const load = () => Promise.all([loadCode(), loadCatalogs(area)]).then(([module]) => module);
      return [key, { load, Component: lazy(load), relay }];
    }),
  ) as T;
}

export const PAGES = withCatalogs({
  home: page(() => import('../features/home/HomePage')),
  welcome: page(() => import('../features/welcome/WelcomePage')),
  account: page(() => import('../features/account/AccountPage'), { relay: true }),
  registerDetails: page(() => import('../features/registration/RegisterDetailsPage'), { relay: true }),
  adminMail: page(() => import('../features/admin-mail/MailOutboxPage'), { relay: true }),
  adminCourses: page(() => import('../features/admin-catalogue/courses/AdminCoursesPage'), { relay: true }),
  adminCourseDetails: page(() => import('../features/admin-catalogue/courses/AdminCourseDetailsPage'), {
    relay: true,
  }),
  adminCourseCoupons: page(() => import('../features/admin-catalogue/coupons/AdminCourseCouponsPage'), {
    relay: true,
  }),
  adminShop: page(() => import('../features/admin-catalogue/shop/AdminProductsPage'), { relay: true }),
  adminProductDetails: page(() => import('../features/admin-catalogue/shop/AdminProductDetailsPage'), {
    relay: true,
  }),
  adminProductCoupons: page(() => import('../features/admin-catalogue/coupons/AdminProductCouponsPage'), {
    relay: true,
  }),
  adminShippingMethods: page(() => import('../features/admin-catalogue/shop/AdminShippingMethodsPage'), {
    relay: true,
  }),
  courses: page(() => import('../features/catalogue-public/CoursesPage'), { relay: true }),
  courseDetails: page(() => import('../features/catalogue-public/CourseDetailsPage'), { relay: true }),
  shop: page(() => import('../features/catalogue-public/ShopPage'), { relay: true }),
  productDetails: page(() => import('../features/catalogue-public/ProductDetailsPage'), { relay: true }),
  coursePreview: page(() => import('../features/catalogue-public/CoursePreviewPage'), { relay: true }),
  productPreview: page(() => import('../features/catalogue-public/ProductPreviewPage'), { relay: true }),
  cart: page(() => import('../features/cart/CartPage'), { relay: true }),
  checkout: page(() => import('../features/cart/CheckoutPage'), { relay: true }),
  purchases: page(() => import('../features/purchases/MyPurchasesPage'), { relay: true }),
  purchaseDetails: page(() => import('../features/purchases/PurchaseDetailsPage'), { relay: true }),
  adminPurchases: page(() => import('../features/purchases/StaffPurchasesPage'), { relay: true }),
  adminPurchaseDetails: page(() => import('../features/purchases/StaffPurchaseDetailsPage'), { relay: true }),
  adminEInvoices: page(() => import('../features/e-invoices/AdminEInvoicesPage'), { relay: true }),
  apiClients: page(() => import('../features/api-clients/ApiClientsPage'), { relay: true }),
  apiClient: page(() => import('../features/api-clients/ApiClientPage'), { relay: true }),
  sellerOrders: page(() => import('../features/purchases/SellerOrdersPage'), { relay: true }),
  sellerOrderDetails: page(() => import('../features/purchases/SellerOrderDetailsPage'), { relay: true }),
  myCourses: page(() => import('../features/learning/MyCoursesPage'), { relay: true }),
  courseSubjects: page(() => import('../features/learning/CourseSubjectsPage'), { relay: true }),
  subjectLessons: page(() => import('../features/learning/SubjectLessonsPage'), { relay: true }),
  lessonQuiz: page(() => import('../features/learning/LessonQuizPage'), { relay: true }),
  adminSubjects: page(() => import('../features/course-authoring/AdminSubjectsPage'), { relay: true }),
  adminLessons: page(() => import('../features/course-authoring/AdminLessonsPage'), { relay: true }),
  adminLessonDetails: page(() => import('../features/course-authoring/AdminLessonDetailsPage'), { relay: true }),
  adminLessonQuestions: page(() => import('../features/course-authoring/AdminLessonQuestionsPage'), { relay: true }),
  myCertificates: page(() => import('../features/certificates/MyCertificatesPage'), { relay: true }),
  certificateVerification: page(() => import('../features/certificates/CertificateVerificationPage')),
  adminCourseUsers: page(() => import('../features/course-participants/AdminCourseUsersPage'), { relay: true }),
  examRegistration: page(() => import('../features/exams/ExamRegistrationPage'), { relay: true }),
  myExams: page(() => import('../features/exams/MyExamsPage'), { relay: true }),
  exam: page(() => import('../features/exams/ExamPage'), { relay: true }),
  examQuestions: page(() => import('../features/exams/ExamQuestionsPage'), { relay: true }),
  exerciseRegistration: page(() => import('../features/exams/ExerciseRegistrationPage'), { relay: true }),
  myExercises: page(() => import('../features/exams/MyExercisesPage'), { relay: true }),
  exercise: page(() => import('../features/exams/ExercisePage'), { relay: true }),
  instructorCalendar: page(() => import('../features/instructor/InstructorCalendarPage'), { relay: true }),
  workSlot: page(() => import('../features/instructor/WorkSlotPage'), { relay: true }),
  companySeats: page(() => import('../features/company-seats/CompanySeatsPage'), { relay: true }),
  adminSeats: page(() => import('../features/company-seats/AdminSeatsPage'), { relay: true }),
  adminUsers: page(() => import('../features/admin-users/AdminUsersPage'), { relay: true }),
  adminUser: page(() => import('../features/admin-users/AdminUserPage'), { relay: true }),
  adminExamQuestions: page(() => import('../features/exam-authoring/AdminExamQuestionsPage'), { relay: true }),
  adminExamResults: page(() => import('../features/exam-authoring/AdminExamResultsPage'), { relay: true }),
  exchangeMap: page(() => import('../features/exchange/PublicProfilesExchangePage'), { relay: true }),
  exchangeOrders: page(() => import('../features/exchange/OrdersPage'), { relay: true }),
  exchangeNewOrder: page(() => import('../features/exchange/NewOrderPage'), { relay: true }),
  exchangeOrder: page(() => import('../features/exchange/OrderDetailsPage'), { relay: true }),
  publicProfile: page(() => import('../features/exchange/PublicProfilePage'), { relay: true }),
  adminPublicProfiles: page(() => import('../features/exchange/AdminPublicProfilesPage'), { relay: true }),
  adminJobOffers: page(() => import('../features/exchange/AdminJobOffersPage'), { relay: true }),
  adminJobOffer: page(() => import('../features/exchange/AdminJobOfferPage'), { relay: true }),
  blog: page(() => import('../features/blog/BlogPage'), { relay: true }),
  blogPost: page(() => import('../features/blog/BlogPostPage'), { relay: true }),
  sitePost: page(() => import('../features/blog/SitePostPage'), { relay: true }),
  adminBlog: page(() => import('../features/blog/AdminBlogPage'), { relay: true }),
  adminBlogPost: page(() => import('../features/blog/AdminBlogPostPage'), { relay: true }),
  faq: page(() => import('../features/site-pages/FaqPage'), { relay: true }),
  aboutExams: page(() => import('../features/site-pages/AboutExamsPage'), { relay: true }),
  insurance: page(() => import('../features/site-pages/InsurancePage'), { relay: true }),
  shopTerms: page(() => import('../features/site-pages/ShopTermsPage'), { relay: true }),
  privacyPolicy: page(() => import('../features/site-pages/PrivacyPolicyPage'), { relay: true }),
  consultationTerms: page(() => import('../features/site-pages/ConsultationTermsPage'), { relay: true }),
  remoteUas: page(() => import('../features/site-pages/RemoteUasPage'), { relay: true }),
  thanks: page(() => import('../features/site-pages/ThanksPage'), { relay: true }),
  adminSitePages: page(() => import('../features/site-pages/AdminSitePagesPage'), { relay: true }),
  adminSitePage: page(() => import('../features/site-pages/AdminSitePagePage'), { relay: true }),
  aboutUs: page(() => import('../features/people/AboutUsPage'), { relay: true }),
  references: page(() => import('../features/people/ReferencesPage'), { relay: true }),
  adminPersonnel: page(() => import('../features/people/AdminPersonnelPage'), { relay: true }),
  adminPersonnelDetails: page(() => import('../features/people/AdminPersonnelDetailsPage'), { relay: true }),
  adminReferences: page(() => import('../features/people/AdminReferencesPage'), { relay: true }),
  adminReferenceDetails: page(() => import('../features/people/AdminReferenceDetailsPage'), { relay: true }),
  contact: page(() => import('../features/contact/ContactPage'), { relay: true }),
  consultation: page(() => import('../features/contact/ConsultationPage'), { relay: true }),
  adminConsultations: page(() => import('../features/contact/AdminConsultationsPage'), { relay: true }),
  adminQuestionnaires: page(() => import('../features/questionnaire-admin/AdminQuestionnairesPage'), { relay: true }),
  notFound: page(() => import('../features/errors/NotFoundPage')),
  noAccess: page(() => import('../features/errors/NoAccessPage')),
  comingSoon: page(() => import('../features/coming-soon/ComingSoonPage')),
  serverRoute: page(() => import('../features/errors/ServerRoutePage')),
} satisfies Record<string, LazyPage>);

export type MenuGroupId =
  | 'courses'
  | 'shop'
  | 'learning'
  | 'instructor'
  | 'company'
  | 'seller'
  | 'academy'
  | 'admin'
  /** Shown in the account button's menu, not in the main menu. */
  | 'account';

/** Main-menu groups in their order; a group with one visible entry shows as a plain link. */
export const MENU_GROUPS: readonly { id: Exclude<MenuGroupId, 'account'>; label: MessageDescriptor }[] = [
  { id: 'courses', label: msg`Courses` },
  { id: 'shop', label: msg`Shop` },
  { id: 'learning', label: msg`My learning` },
  { id: 'instructor', label: msg`Instructor` },
  { id: 'company', label: msg`Company` },
  { id: 'seller', label: msg`Sales` },
  { id: 'academy', label: msg`Academy` },
  { id: 'admin', label: msg`Administration` },
];

export interface MenuEntry {
  group: MenuGroupId;
  label: MessageDescriptor;
  /** Query string added to the link, e.g. a shop category. */
  search?: string;
  /** Stable id for tests: `menu-<testId>`. */
  testId: string;
}

export interface AppRoute extends GuardSpec {
  /** Relative to /app, React Router pattern; '' is /app itself. */
  path: string;
  title: MessageDescriptor;
  page?: LazyPage;
  /** 'bare': without the menu and footer (registration). */
  layout?: 'main' | 'bare';
  /** Answered by the server (sign-in, registration at the identity provider): full-page navigation. */
  server?: boolean;
  /** Path this route forwards to. */
  redirect?: string;
  menu?: readonly MenuEntry[];
}

const CATALOGUE: Permission = 'browse:catalogue:any';
const INFO: Permission = 'browse:info:any';
const LEARN: Permission = 'learn:course:own';

/** A shortcut's name: `courses-<name>` is a key of the policies' COURSE_CATEGORY_SHORTCUTS. */
type CourseShortcut = keyof typeof COURSE_CATEGORY_SHORTCUTS extends `courses-${infer Name}` ? Name : never;

/** The course menu shortcuts of spec 2, in menu order (their categories: policies). */
const COURSE_SHORTCUTS: readonly { name: CourseShortcut; title: MessageDescriptor; label: MessageDescriptor }[] = [
  { name: 'special', title: msg`Specific category courses`, label: msg`Specific category` },
  { name: 'open', title: msg`Open category courses`, label: msg`Open category` },
  { name: 'specialized', title: msg`Specialized courses`, label: msg`Specialized` },
  { name: 'certified', title: msg`Certified courses`, label: msg`Certified` },
];

/**
 * Each shortcut has two addresses of spec 2: /courses/<name> lists the courses of its category,
 * and /<name> (the menu's link) forwards there.
 */
function courseShortcutRoutes(): AppRoute[] {
  return COURSE_SHORTCUTS.flatMap(({ name, title, label }): AppRoute[] => [
    { id: `courses-${name}`, path: `courses/${name}`, page: PAGES.courses, title, excludeUnless: CATALOGUE },
    {
      id: `shortcut-${name}`,
      path: name,
      title,
      excludeUnless: CATALOGUE,
      redirect: `/courses/${name}`,
      menu: [{ group: 'courses', label, testId: `courses-${name}` }],
    },
  ]);
}

export const APP_ROUTES: readonly AppRoute[] = [
  // Spec 2: unauthenticated entry routes.
  { id: 'root', path: '', title: msg`Home`, entry: true, redirect: '/home' },
  { id: 'login', path: 'login', title: msg`Sign in`, entry: true, server: true },
  { id: 'register', path: 'register', title: msg`Create account`, entry: true, server: true },
  { id: 'forgot-password', path: 'forgot-password', title: msg`Forgot password`, entry: true, server: true },
  { id: 'reset-password', path: 'reset-password', title: msg`Reset password`, entry: true, server: true },
  { id: 'login-redirect', path: 'login-redirect', title: msg`Signing in`, entry: true, server: true },
  { id: 'welcome', path: 'dashboards/default', title: msg`Welcome`, entry: true, page: PAGES.welcome },
  { id: 'page-not-found', path: 'page-not-found', title: msg`Page not found`, entry: true, page: PAGES.notFound },
  { id: 'unauthorized', path: 'unauthorized', title: msg`Unauthorized`, entry: true, page: PAGES.noAccess },
  {
    id: 'certificate-verification',
    path: 'certificates/verify/:token',
    title: msg`Certificate verification`,
    entry: true,
    page: PAGES.certificateVerification,
  },
  { id: 'invalid-access', path: 'invalid-access', title: msg`Invalid access`, entry: true, page: PAGES.noAccess },

  // Public or visitor-facing.
  { id: 'home', path: 'home', title: msg`Home`, page: PAGES.home },
  {
    id: 'courses',
    path: 'courses',
    page: PAGES.courses,
    title: msg`Courses`,
    excludeUnless: CATALOGUE,
    menu: [{ group: 'courses', label: msg`All courses`, testId: 'courses' }],
  },
  ...courseShortcutRoutes(),
  {
    id: 'course-details',
    path: 'courses/:courseId/details',
    title: msg`Course details`,
    excludeUnless: CATALOGUE,
    page: PAGES.courseDetails,
  },
  {
    id: 'shop',
    path: 'shop',
    page: PAGES.shop,
    title: msg`Shop`,
    excludeUnless: CATALOGUE,
    menu: [
      { group: 'shop', label: msg`All products`, testId: 'shop' },
      { group: 'shop', label: msg`Drones`, search: '?kind=DRONE', testId: 'shop-drones' },
      { group: 'shop', label: msg`Planes`, search: '?kind=PLANE', testId: 'shop-planes' },
      { group: 'shop', label: msg`Multi-rotor aircraft`, search: '?kind=MULTIROTOR', testId: 'shop-multirotor' },
      { group: 'shop', label: msg`Accessories`, search: '?category=ACCESSORY', testId: 'shop-accessories' },
    ],
  },
  {
    id: 'product-details',
    path: 'shop/products/:productId/details',
    page: PAGES.productDetails,
    title: msg`Product details`,
    excludeUnless: CATALOGUE,
  },
  { id: 'cart', path: 'cart', title: msg`Cart`, excludeUnless: CATALOGUE, page: PAGES.cart },
  { id: 'checkout', path: 'cart/checkout', title: msg`Checkout`, excludeUnless: CATALOGUE, page: PAGES.checkout },
  {
    id: 'purchase-details',
    path: 'purchases/:purchaseId/details',
    title: msg`Purchase details`,
    excludeUnless: CATALOGUE,
    page: PAGES.purchaseDetails,
  },
  {
    id: 'about-us',
    path: 'about-us',
    title: msg`About us`,
    excludeUnless: INFO,
    page: PAGES.aboutUs,
    menu: [{ group: 'academy', label: msg`About us`, testId: 'about-us' }],
  },
  {
    id: 'references',
    path: 'references',
    title: msg`References`,
    excludeUnless: INFO,
    page: PAGES.references,
    menu: [{ group: 'academy', label: msg`References`, testId: 'references' }],
  },
  {
    id: 'about-exams',
    path: 'about-exams',
    title: msg`About exams`,
    excludeUnless: INFO,
    page: PAGES.aboutExams,
    menu: [{ group: 'academy', label: msg`About exams`, testId: 'about-exams' }],
  },
  {
    id: 'insurance',
    path: 'insurance',
    title: msg`Insurance`,
    excludeUnless: INFO,
    page: PAGES.insurance,
    menu: [{ group: 'academy', label: msg`Insurance`, testId: 'insurance' }],
  },
  {
    id: 'faq',
    path: 'faq',
    title: msg`FAQ`,
    page: PAGES.faq,
    menu: [{ group: 'academy', label: msg`FAQ`, testId: 'faq' }],
  },
  {
    id: 'blog',
    path: 'blog',
    title: msg`Blog`,
    page: PAGES.blog,
    menu: [{ group: 'academy', label: msg`Blog`, testId: 'blog' }],
  },
  { id: 'blog-post', path: 'blog/:postId', title: msg`Blog post`, page: PAGES.blogPost },
  { id: 'site-post', path: 'site/:postId', title: msg`Article`, page: PAGES.sitePost },
  {
    id: 'consultation',
    path: 'consultation',
    title: msg`Free consultation`,
    excludeUnless: INFO,
    page: PAGES.consultation,
    menu: [{ group: 'academy', label: msg`Free consultation`, testId: 'consultation' }],
  },
  {
    id: 'contact',
    path: 'contact',
    title: msg`Contact`,
    excludeUnless: INFO,
    page: PAGES.contact,
    menu: [{ group: 'academy', label: msg`Contact`, testId: 'contact' }],
  },
  {
    id: 'public-profiles-exchange',
    path: 'public-profiles-exchange',
    title: msg`Order exchange`,
    page: PAGES.exchangeMap,
    menu: [{ group: 'academy', label: msg`Order exchange`, testId: 'order-exchange' }],
  },
  // The exchange's job offers: posting is free for every account; reading others' offers needs
  // access (User.premiumUserFlg), which the pages ask the server (EXCHANGE_NO_ACCESS otherwise).
  {
    id: 'exchange-orders',
    path: 'exchange/orders',
    title: msg`Exchange orders`,
    requires: 'read:account:own',
    page: PAGES.exchangeOrders,
    menu: [{ group: 'academy', label: msg`Exchange orders`, testId: 'exchange-orders' }],
  },
  {
    id: 'exchange-order-new',
    path: 'exchange/orders/new',
    title: msg`New order`,
    requires: 'read:account:own',
    page: PAGES.exchangeNewOrder,
  },
  {
    id: 'exchange-order',
    path: 'exchange/orders/:orderId',
    title: msg`Order`,
    requires: 'read:account:own',
    page: PAGES.exchangeOrder,
  },
  {
    id: 'remote-uas',
    path: 'remote-uas',
    title: msg`Remote UAS project`,
    page: PAGES.remoteUas,
    menu: [{ group: 'academy', label: msg`Remote UAS project`, testId: 'remote-uas' }],
  },
  { id: 'thanks', path: 'thanks', title: msg`Thank you`, excludeUnless: INFO, page: PAGES.thanks },
  { id: 'shop-terms', path: 'shop-terms', title: msg`Shop terms`, page: PAGES.shopTerms },
  { id: 'privacy-policy', path: 'privacy-policy', title: msg`Privacy policy`, page: PAGES.privacyPolicy },
  {
    id: 'consultation-terms',
    path: 'consultation-terms',
    title: msg`Consultation terms`,
    page: PAGES.consultationTerms,
  },

  // User role.
  {
    id: 'my-courses',
    path: 'my-courses',
    title: msg`My courses`,
    requires: LEARN,
    page: PAGES.myCourses,
    menu: [{ group: 'learning', label: msg`My courses`, testId: 'my-courses' }],
  },
  {
    id: 'course-subjects',
    path: 'courses/:courseId/subjects',
    title: msg`Course subjects`,
    requires: LEARN,
    page: PAGES.courseSubjects,
  },
  {
    id: 'course-lessons',
    path: 'courses/:courseId/subjects/:subjectId/lessons',
    title: msg`Lessons`,
    requires: LEARN,
    page: PAGES.subjectLessons,
  },
  {
    id: 'lesson-quiz',
    path: 'courses/:courseId/subjects/:subjectId/lessons/:lessonId/quiz',
    title: msg`Quiz`,
    requires: LEARN,
    page: PAGES.lessonQuiz,
  },
  {
    id: 'exam-registration',
    path: 'courses/:courseId/exam-registration',
    title: msg`Exam registration`,
    requires: LEARN,
    page: PAGES.examRegistration,
  },
  {
    id: 'exams',
    path: 'exams',
    title: msg`My exams`,
    requires: LEARN,
    page: PAGES.myExams,
    menu: [{ group: 'learning', label: msg`My exams`, testId: 'exams' }],
  },
  { id: 'exam', path: 'exams/:examId', title: msg`Exam`, requires: LEARN, page: PAGES.exam },
  {
    id: 'exam-questions',
    path: 'exams/:examId/questions',
    title: msg`Exam questions`,
    requires: LEARN,
    page: PAGES.examQuestions,
  },
  {
    id: 'exercise-registration',
    path: 'courses/:courseId/exercise-registration',
    title: msg`Practice registration`,
    requires: LEARN,
    page: PAGES.exerciseRegistration,
  },
  {
    id: 'exercises',
    path: 'exercises',
    title: msg`My practice`,
    requires: LEARN,
    page: PAGES.myExercises,
    menu: [{ group: 'learning', label: msg`My practice`, testId: 'exercises' }],
  },
  {
    id: 'exercise',
    path: 'exercises/:exerciseId',
    title: msg`Practice session`,
    requires: LEARN,
    page: PAGES.exercise,
  },
  {
    id: 'certificates',
    path: 'certificates',
    title: msg`My certificates`,
    requires: LEARN,
    page: PAGES.myCertificates,
    menu: [{ group: 'learning', label: msg`My certificates`, testId: 'certificates' }],
  },

  // Other roles.
  {
    id: 'account',
    path: 'account',
    title: msg`My account`,
    requires: 'read:account:own',
    page: PAGES.account,
    menu: [{ group: 'account', label: msg`My account`, testId: 'account' }],
  },
  {
    id: 'public-profile',
    path: 'public-profile',
    title: msg`Public profile`,
    requires: 'update:account:own',
    page: PAGES.publicProfile,
    menu: [{ group: 'account', label: msg`Public profile`, testId: 'public-profile' }],
  },
  {
    id: 'purchases',
    path: 'purchases',
    title: msg`My purchases`,
    requires: 'read:purchase:own',
    page: PAGES.purchases,
    menu: [{ group: 'account', label: msg`My purchases`, testId: 'purchases' }],
  },
  {
    id: 'resources',
    path: 'resources',
    title: msg`Course access for employees`,
    requires: 'manage:resource:own',
    page: PAGES.companySeats,
    menu: [{ group: 'company', label: msg`Course access`, testId: 'resources' }],
  },
  {
    // Issue 30: a company's own API clients and their webhooks (admins: admin/api-clients).
    id: 'api-clients',
    path: 'api-clients',
    title: msg`API clients`,
    requires: 'manage:apiClient:own',
    page: PAGES.apiClients,
    menu: [{ group: 'company', label: msg`API clients`, testId: 'api-clients' }],
  },
  {
    id: 'api-client',
    path: 'api-clients/:clientId',
    title: msg`API client`,
    requires: 'manage:apiClient:own',
    page: PAGES.apiClient,
  },
  {
    id: 'register-details',
    path: 'register-details',
    title: msg`Complete registration`,
    requires: 'complete:registration:own',
    layout: 'bare',
    page: PAGES.registerDetails,
  },
  {
    id: 'instructor-calendar',
    path: 'instructor/calendar',
    title: msg`Calendar`,
    requires: 'manage:workSlot:own',
    page: PAGES.instructorCalendar,
    menu: [{ group: 'instructor', label: msg`Calendar`, testId: 'instructor-calendar' }],
  },
  {
    id: 'instructor-work-slot',
    path: 'instructor/work-slot/:workSlotId',
    title: msg`Work slot`,
    requires: 'manage:workSlot:own',
    page: PAGES.workSlot,
  },
  {
    id: 'seller-orders',
    path: 'seller/orders',
    title: msg`Orders`,
    requires: 'read:order:any',
    page: PAGES.sellerOrders,
    menu: [{ group: 'seller', label: msg`Orders`, testId: 'seller-orders' }],
  },
  {
    id: 'seller-order-details',
    path: 'seller/orders/:purchaseId',
    title: msg`Order details`,
    requires: 'read:order:any',
    page: PAGES.sellerOrderDetails,
  },

  // Admin.
  {
    id: 'admin-courses',
    path: 'admin/courses',
    title: msg`Manage courses`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminCourses,
    menu: [{ group: 'admin', label: msg`Courses`, testId: 'admin-courses' }],
  },
  {
    id: 'admin-course-details',
    path: 'admin/courses/:courseId/details',
    title: msg`Edit course`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminCourseDetails,
  },
  {
    // The public course page as visitors see it, drafts included (admins are kept out of /courses).
    id: 'admin-course-preview',
    path: 'admin/courses/:courseId/preview',
    title: msg`Course preview`,
    requires: 'manage:catalogue:any',
    page: PAGES.coursePreview,
  },
  {
    id: 'admin-course-subjects',
    path: 'admin/courses/:courseId/subjects',
    title: msg`Course subjects`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminSubjects,
  },
  {
    id: 'admin-course-lessons',
    path: 'admin/courses/:courseId/subjects/:subjectId/lessons',
    title: msg`Lessons`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminLessons,
  },
  {
    id: 'admin-lesson-details',
    path: 'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/details',
    title: msg`Edit lesson`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminLessonDetails,
  },
  {
    id: 'admin-lesson-questions',
    path: 'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/questions',
    title: msg`Lesson questions`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminLessonQuestions,
  },
  {
    id: 'admin-exam-questions',
    path: 'admin/courses/:courseId/exam-questions',
    title: msg`Exam questions`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminExamQuestions,
  },
  {
    id: 'admin-exam-results',
    path: 'admin/exam-results',
    title: msg`Exam results`,
    requires: 'manage:user:any',
    page: PAGES.adminExamResults,
    menu: [{ group: 'admin', label: msg`Exam results`, testId: 'admin-exam-results' }],
  },
  {
    id: 'admin-course-coupons',
    path: 'admin/courses/:courseId/discount-coupons',
    title: msg`Discount coupons`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminCourseCoupons,
  },
  {
    id: 'admin-course-users',
    path: 'admin/courses/:courseId/users',
    title: msg`Course participants`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminCourseUsers,
  },
  {
    id: 'admin-shop',
    path: 'admin/shop',
    title: msg`Manage products`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminShop,
    menu: [{ group: 'admin', label: msg`Products`, testId: 'admin-shop' }],
  },
  {
    id: 'admin-product-details',
    path: 'admin/shop/products/:productId/details',
    title: msg`Edit product`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminProductDetails,
  },
  {
    // The public product page as visitors see it, drafts included (admins are kept out of /shop).
    id: 'admin-product-preview',
    path: 'admin/shop/products/:productId/preview',
    title: msg`Product preview`,
    requires: 'manage:catalogue:any',
    page: PAGES.productPreview,
  },
  {
    id: 'admin-product-coupons',
    path: 'admin/shop/products/:productId/discount-coupons',
    title: msg`Discount coupons`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminProductCoupons,
  },
  {
    id: 'admin-shipping-methods',
    path: 'admin/shop/shipping-methods',
    title: msg`Shipping methods`,
    requires: 'manage:catalogue:any',
    page: PAGES.adminShippingMethods,
    menu: [{ group: 'admin', label: msg`Shipping methods`, testId: 'admin-shipping-methods' }],
  },
  {
    id: 'admin-users',
    path: 'admin/users',
    title: msg`Users`,
    requires: 'manage:user:any',
    page: PAGES.adminUsers,
    menu: [{ group: 'admin', label: msg`Users`, testId: 'admin-users' }],
  },
  {
    id: 'admin-user',
    path: 'admin/users/:userId',
    title: msg`User details`,
    requires: 'manage:user:any',
    page: PAGES.adminUser,
  },
  {
    id: 'admin-purchases',
    path: 'admin/purchases',
    title: msg`Purchases`,
    requires: 'manage:purchase:any',
    page: PAGES.adminPurchases,
    menu: [{ group: 'admin', label: msg`Purchases`, testId: 'admin-purchases' }],
  },
  {
    id: 'admin-purchase-details',
    path: 'admin/purchases/:purchaseId/details',
    title: msg`Purchase details`,
    requires: 'manage:purchase:any',
    page: PAGES.adminPurchaseDetails,
  },
  {
    // Issue 29: the invoices on their way to KSeF (the National e-Invoice System).
    id: 'admin-e-invoices',
    path: 'admin/e-invoices',
    title: msg`E-invoices`,
    requires: 'manage:purchase:any',
    page: PAGES.adminEInvoices,
    menu: [{ group: 'admin', label: msg`E-invoices`, testId: 'admin-e-invoices' }],
  },
  {
    // Issue 30: every API client (the school's and the companies') and their webhooks; the same
    // screens as a company's api-clients, which they tell apart by these routes' ids.
    id: 'admin-api-clients',
    path: 'admin/api-clients',
    title: msg`API clients`,
    requires: 'manage:apiClient:any',
    page: PAGES.apiClients,
    menu: [{ group: 'admin', label: msg`API clients`, testId: 'admin-api-clients' }],
  },
  {
    id: 'admin-api-client',
    path: 'admin/api-clients/:clientId',
    title: msg`API client`,
    requires: 'manage:apiClient:any',
    page: PAGES.apiClient,
  },
  {
    id: 'admin-resource',
    path: 'admin/resource',
    title: msg`Resources`,
    requires: 'manage:resource:any',
    page: PAGES.adminSeats,
    menu: [{ group: 'admin', label: msg`Resources`, testId: 'admin-resource' }],
  },
  {
    id: 'admin-public-profiles',
    path: 'admin/public-profiles',
    title: msg`Public profiles`,
    requires: 'manage:content:any',
    page: PAGES.adminPublicProfiles,
    menu: [{ group: 'admin', label: msg`Public profiles`, testId: 'admin-public-profiles' }],
  },
  {
    id: 'admin-job-offers',
    path: 'admin/job-offers',
    title: msg`Job offers`,
    requires: 'manage:content:any',
    page: PAGES.adminJobOffers,
    menu: [{ group: 'admin', label: msg`Job offers`, testId: 'admin-job-offers' }],
  },
  {
    id: 'admin-job-offer',
    path: 'admin/job-offers/:orderId',
    title: msg`Job offer`,
    requires: 'manage:content:any',
    page: PAGES.adminJobOffer,
  },
  {
    id: 'admin-personnel-list',
    path: 'admin/personnel',
    title: msg`Personnel`,
    requires: 'manage:content:any',
    page: PAGES.adminPersonnel,
    menu: [{ group: 'admin', label: msg`Personnel`, testId: 'admin-personnel' }],
  },
  {
    id: 'admin-personnel',
    path: 'admin/personnel/:personnelId/details',
    title: msg`Personnel details`,
    requires: 'manage:content:any',
    page: PAGES.adminPersonnelDetails,
  },
  {
    id: 'admin-reference-list',
    path: 'admin/reference',
    title: msg`References`,
    requires: 'manage:content:any',
    page: PAGES.adminReferences,
    menu: [{ group: 'admin', label: msg`References`, testId: 'admin-reference' }],
  },
  {
    id: 'admin-reference',
    path: 'admin/reference/:referenceId/details',
    title: msg`Reference details`,
    requires: 'manage:content:any',
    page: PAGES.adminReferenceDetails,
  },
  {
    id: 'admin-blog',
    path: 'admin/blog',
    title: msg`Blog posts`,
    requires: 'manage:content:any',
    page: PAGES.adminBlog,
    menu: [{ group: 'admin', label: msg`Blog`, testId: 'admin-blog' }],
  },
  {
    id: 'admin-blog-post',
    path: 'admin/blog/:postId',
    title: msg`Edit blog post`,
    requires: 'manage:content:any',
    page: PAGES.adminBlogPost,
  },
  {
    id: 'admin-site-pages',
    path: 'admin/pages',
    title: msg`Site pages`,
    requires: 'manage:content:any',
    page: PAGES.adminSitePages,
    menu: [{ group: 'admin', label: msg`Site pages`, testId: 'admin-site-pages' }],
  },
  {
    id: 'admin-site-page',
    path: 'admin/pages/:pageKey',
    title: msg`Edit site page`,
    requires: 'manage:content:any',
    page: PAGES.adminSitePage,
  },
  {
    id: 'admin-questionnaires',
    path: 'admin/questionnaires',
    title: msg`Questionnaire`,
    requires: 'manage:content:any',
    page: PAGES.adminQuestionnaires,
    menu: [{ group: 'admin', label: msg`Questionnaire`, testId: 'admin-questionnaires' }],
  },
  {
    id: 'admin-consultations',
    path: 'admin/consultations',
    title: msg`Consultation requests`,
    requires: 'manage:content:any',
    page: PAGES.adminConsultations,
    menu: [{ group: 'admin', label: msg`Consultations`, testId: 'admin-consultations' }],
  },
  {
    id: 'admin-mail',
    path: 'admin/mail',
    title: msg`Mail outbox`,
    requires: 'read:mail:any',
    page: PAGES.adminMail,
    menu: [{ group: 'admin', label: msg`Mail outbox`, testId: 'admin-mail' }],
  },
];
