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
  home: page(() => import('../features/content/home/HomePage')),
  welcome: page(() => import('../features/accounts/welcome/WelcomePage')),
  account: page(() => import('../features/accounts/account/AccountPage'), { relay: true }),
  registerDetails: page(() => import('../features/accounts/registration/RegisterDetailsPage'), { relay: true }),
  adminMail: page(() => import('../features/system/admin-mail/MailOutboxPage'), { relay: true }),
  adminCourses: page(() => import('../features/catalogue/admin-catalogue/courses/AdminCoursesPage'), { relay: true }),
  adminCourseDetails: page(() => import('../features/catalogue/admin-catalogue/courses/AdminCourseDetailsPage'), {
    relay: true,
  }),
  adminCourseCoupons: page(() => import('../features/catalogue/admin-catalogue/coupons/AdminCourseCouponsPage'), {
    relay: true,
  }),
  adminShop: page(() => import('../features/catalogue/admin-catalogue/shop/AdminProductsPage'), { relay: true }),
  adminProductDetails: page(() => import('../features/catalogue/admin-catalogue/shop/AdminProductDetailsPage'), {
    relay: true,
  }),
  adminProductCoupons: page(() => import('../features/catalogue/admin-catalogue/coupons/AdminProductCouponsPage'), {
    relay: true,
  }),
  adminShippingMethods: page(() => import('../features/catalogue/admin-catalogue/shop/AdminShippingMethodsPage'), {
    relay: true,
  }),
  courses: page(() => import('../features/catalogue/catalogue-public/CoursesPage'), { relay: true }),
  courseDetails: page(() => import('../features/catalogue/catalogue-public/CourseDetailsPage'), { relay: true }),
  shop: page(() => import('../features/catalogue/catalogue-public/ShopPage'), { relay: true }),
  productDetails: page(() => import('../features/catalogue/catalogue-public/ProductDetailsPage'), { relay: true }),
  coursePreview: page(() => import('../features/catalogue/catalogue-public/CoursePreviewPage'), { relay: true }),
  productPreview: page(() => import('../features/catalogue/catalogue-public/ProductPreviewPage'), { relay: true }),
  cart: page(() => import('../features/commerce/cart/CartPage'), { relay: true }),
  checkout: page(() => import('../features/commerce/cart/CheckoutPage'), { relay: true }),
  purchases: page(() => import('../features/commerce/purchases/MyPurchasesPage'), { relay: true }),
  purchaseDetails: page(() => import('../features/commerce/purchases/PurchaseDetailsPage'), { relay: true }),
  adminPurchases: page(() => import('../features/commerce/purchases/StaffPurchasesPage'), { relay: true }),
  adminPurchaseDetails: page(() => import('../features/commerce/purchases/StaffPurchaseDetailsPage'), { relay: true }),
  adminEInvoices: page(() => import('../features/commerce/e-invoices/AdminEInvoicesPage'), { relay: true }),
  apiClients: page(() => import('../features/system/api-clients/ApiClientsPage'), { relay: true }),
  apiClient: page(() => import('../features/system/api-clients/ApiClientPage'), { relay: true }),
  sellerOrders: page(() => import('../features/commerce/purchases/SellerOrdersPage'), { relay: true }),
  sellerOrderDetails: page(() => import('../features/commerce/purchases/SellerOrderDetailsPage'), { relay: true }),
  myCourses: page(() => import('../features/learning/learning/MyCoursesPage'), { relay: true }),
  courseSubjects: page(() => import('../features/learning/learning/CourseSubjectsPage'), { relay: true }),
  subjectLessons: page(() => import('../features/learning/learning/SubjectLessonsPage'), { relay: true }),
  lessonQuiz: page(() => import('../features/learning/learning/LessonQuizPage'), { relay: true }),
  adminSubjects: page(() => import('../features/catalogue/course-authoring/AdminSubjectsPage'), { relay: true }),
  adminLessons: page(() => import('../features/catalogue/course-authoring/AdminLessonsPage'), { relay: true }),
  adminLessonDetails: page(() => import('../features/catalogue/course-authoring/AdminLessonDetailsPage'), {
    relay: true,
  }),
  adminLessonQuestions: page(() => import('../features/catalogue/course-authoring/AdminLessonQuestionsPage'), {
    relay: true,
  }),
  myCertificates: page(() => import('../features/learning/certificates/MyCertificatesPage'), { relay: true }),
  certificateVerification: page(() => import('../features/learning/certificates/CertificateVerificationPage')),
  adminCourseUsers: page(() => import('../features/learning/course-participants/AdminCourseUsersPage'), {
    relay: true,
  }),
  examRegistration: page(() => import('../features/exams/exams/ExamRegistrationPage'), { relay: true }),
  myExams: page(() => import('../features/exams/exams/MyExamsPage'), { relay: true }),
  exam: page(() => import('../features/exams/exams/ExamPage'), { relay: true }),
  examQuestions: page(() => import('../features/exams/exams/ExamQuestionsPage'), { relay: true }),
  exerciseRegistration: page(() => import('../features/exams/exams/ExerciseRegistrationPage'), { relay: true }),
  myExercises: page(() => import('../features/exams/exams/MyExercisesPage'), { relay: true }),
  exercise: page(() => import('../features/exams/exams/ExercisePage'), { relay: true }),
  instructorCalendar: page(() => import('../features/exams/instructor/InstructorCalendarPage'), { relay: true }),
  workSlot: page(() => import('../features/exams/instructor/WorkSlotPage'), { relay: true }),
  companySeats: page(() => import('../features/commerce/company-seats/CompanySeatsPage'), { relay: true }),
  adminSeats: page(() => import('../features/commerce/company-seats/AdminSeatsPage'), { relay: true }),
  adminUsers: page(() => import('../features/accounts/admin-users/AdminUsersPage'), { relay: true }),
  adminUser: page(() => import('../features/accounts/admin-users/AdminUserPage'), { relay: true }),
  adminExamQuestions: page(() => import('../features/exams/exam-authoring/AdminExamQuestionsPage'), { relay: true }),
  adminExamResults: page(() => import('../features/exams/exam-authoring/AdminExamResultsPage'), { relay: true }),
  exchangeMap: page(() => import('../features/exchange/exchange/PublicProfilesExchangePage'), { relay: true }),
  exchangeOrders: page(() => import('../features/exchange/exchange/OrdersPage'), { relay: true }),
  exchangeNewOrder: page(() => import('../features/exchange/exchange/NewOrderPage'), { relay: true }),
  exchangeOrder: page(() => import('../features/exchange/exchange/OrderDetailsPage'), { relay: true }),
  publicProfile: page(() => import('../features/exchange/exchange/PublicProfilePage'), { relay: true }),
  adminPublicProfiles: page(() => import('../features/exchange/exchange/AdminPublicProfilesPage'), { relay: true }),
  adminJobOffers: page(() => import('../features/exchange/exchange/AdminJobOffersPage'), { relay: true }),
  adminJobOffer: page(() => import('../features/exchange/exchange/AdminJobOfferPage'), { relay: true }),
  blog: page(() => import('../features/content/blog/BlogPage'), { relay: true }),
  blogPost: page(() => import('../features/content/blog/BlogPostPage'), { relay: true }),
  sitePost: page(() => import('../features/content/blog/SitePostPage'), { relay: true }),
  adminBlog: page(() => import('../features/content/blog/AdminBlogPage'), { relay: true }),
  adminBlogPost: page(() => import('../features/content/blog/AdminBlogPostPage'), { relay: true }),
  faq: page(() => import('../features/content/site-pages/FaqPage'), { relay: true }),
  aboutExams: page(() => import('../features/content/site-pages/AboutExamsPage'), { relay: true }),
  insurance: page(() => import('../features/content/site-pages/InsurancePage'), { relay: true }),
  shopTerms: page(() => import('../features/content/site-pages/ShopTermsPage'), { relay: true }),
  privacyPolicy: page(() => import('../features/content/site-pages/PrivacyPolicyPage'), { relay: true }),
  consultationTerms: page(() => import('../features/content/site-pages/ConsultationTermsPage'), { relay: true }),
  remoteUas: page(() => import('../features/content/site-pages/RemoteUasPage'), { relay: true }),
  thanks: page(() => import('../features/content/site-pages/ThanksPage'), { relay: true }),
  adminSitePages: page(() => import('../features/content/site-pages/AdminSitePagesPage'), { relay: true }),
  adminSitePage: page(() => import('../features/content/site-pages/AdminSitePagePage'), { relay: true }),
  aboutUs: page(() => import('../features/content/people/AboutUsPage'), { relay: true }),
  references: page(() => import('../features/content/people/ReferencesPage'), { relay: true }),
  adminPersonnel: page(() => import('../features/content/people/AdminPersonnelPage'), { relay: true }),
  adminPersonnelDetails: page(() => import('../features/content/people/AdminPersonnelDetailsPage'), { relay: true }),
  adminReferences: page(() => import('../features/content/people/AdminReferencesPage'), { relay: true }),
  adminReferenceDetails: page(() => import('../features/content/people/AdminReferenceDetailsPage'), { relay: true }),
  contact: page(() => import('../features/content/contact/ContactPage'), { relay: true }),
  consultation: page(() => import('../features/content/contact/ConsultationPage'), { relay: true }),
  adminConsultations: page(() => import('../features/content/contact/AdminConsultationsPage'), { relay: true }),
  adminQuestionnaires: page(() => import('../features/learning/questionnaire-admin/AdminQuestionnairesPage'), {
    relay: true,
  }),
  notFound: page(() => import('../features/system/errors/NotFoundPage')),
  noAccess: page(() => import('../features/system/errors/NoAccessPage')),
  comingSoon: page(() => import('../features/content/coming-soon/ComingSoonPage')),
  serverRoute: page(() => import('../features/system/errors/ServerRoutePage')),
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

/** Where a route shows in a menu group; label and test id default to the route's title and id. */
interface MenuPlace {
  group: MenuGroupId;
  label?: MessageDescriptor;
  testId?: string;
}

type RouteOptions = Partial<Omit<AppRoute, 'id' | 'path' | 'title' | 'page' | 'menu'>> & { menu?: MenuPlace };

/** One row of the table, short enough for one line: the menu place is spelled out only where it differs. */
function route(
  id: string,
  path: string,
  title: MessageDescriptor,
  page: LazyPage,
  { menu, ...options }: RouteOptions = {},
): AppRoute {
  const entry = menu && { group: menu.group, label: menu.label ?? title, testId: menu.testId ?? id };
  return { id, path, title, page, ...options, ...(entry && { menu: [entry] }) };
}

/** A route the server answers (sign-in, the identity provider's pages): full-page navigation. */
function serverRoute(id: string, title: MessageDescriptor): AppRoute {
  return { id, path: id, title, server: true };
}

/** The routes of one section of the table share one guard. */
function guarded(
  guard: Pick<AppRoute, 'requires' | 'excludeUnless' | 'entry'>,
  routes: readonly AppRoute[],
): AppRoute[] {
  return routes.map((r) => ({ ...r, ...guard }));
}

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

const ACADEMY: MenuPlace = { group: 'academy' };
const LEARNING: MenuPlace = { group: 'learning' };
const ADMIN: MenuPlace = { group: 'admin' };

export const APP_ROUTES: readonly AppRoute[] = [
  // Spec 2: unauthenticated entry routes.
  ...guarded({ entry: true }, [
    { id: 'root', path: '', title: msg`Home`, redirect: '/home' },
    serverRoute('login', msg`Sign in`),
    serverRoute('register', msg`Create account`),
    serverRoute('forgot-password', msg`Forgot password`),
    serverRoute('reset-password', msg`Reset password`),
    serverRoute('login-redirect', msg`Signing in`),
    route('welcome', 'dashboards/default', msg`Welcome`, PAGES.welcome),
    route('page-not-found', 'page-not-found', msg`Page not found`, PAGES.notFound),
    route('unauthorized', 'unauthorized', msg`Unauthorized`, PAGES.noAccess),
    route(
      'certificate-verification',
      'certificates/verify/:token',
      msg`Certificate verification`,
      PAGES.certificateVerification,
    ),
    route('invalid-access', 'invalid-access', msg`Invalid access`, PAGES.noAccess),
  ]),

  // Public or visitor-facing.
  route('home', 'home', msg`Home`, PAGES.home),
  ...guarded({ excludeUnless: CATALOGUE }, [
    route('courses', 'courses', msg`Courses`, PAGES.courses, { menu: { group: 'courses', label: msg`All courses` } }),
  ]),
  ...courseShortcutRoutes(),
  ...guarded({ excludeUnless: CATALOGUE }, [
    route('course-details', 'courses/:courseId/details', msg`Course details`, PAGES.courseDetails),
    {
      id: 'shop',
      path: 'shop',
      page: PAGES.shop,
      title: msg`Shop`,
      menu: [
        { group: 'shop', label: msg`All products`, testId: 'shop' },
        { group: 'shop', label: msg`Drones`, search: '?kind=DRONE', testId: 'shop-drones' },
        { group: 'shop', label: msg`Planes`, search: '?kind=PLANE', testId: 'shop-planes' },
        { group: 'shop', label: msg`Multi-rotor aircraft`, search: '?kind=MULTIROTOR', testId: 'shop-multirotor' },
        { group: 'shop', label: msg`Accessories`, search: '?category=ACCESSORY', testId: 'shop-accessories' },
      ],
    },
    route('product-details', 'shop/products/:productId/details', msg`Product details`, PAGES.productDetails),
    route('cart', 'cart', msg`Cart`, PAGES.cart),
    route('checkout', 'cart/checkout', msg`Checkout`, PAGES.checkout),
    route('purchase-details', 'purchases/:purchaseId/details', msg`Purchase details`, PAGES.purchaseDetails),
  ]),
  ...guarded({ excludeUnless: INFO }, [
    route('about-us', 'about-us', msg`About us`, PAGES.aboutUs, { menu: ACADEMY }),
    route('references', 'references', msg`References`, PAGES.references, { menu: ACADEMY }),
    route('about-exams', 'about-exams', msg`About exams`, PAGES.aboutExams, { menu: ACADEMY }),
    route('insurance', 'insurance', msg`Insurance`, PAGES.insurance, { menu: ACADEMY }),
  ]),
  route('faq', 'faq', msg`FAQ`, PAGES.faq, { menu: ACADEMY }),
  route('blog', 'blog', msg`Blog`, PAGES.blog, { menu: ACADEMY }),
  route('blog-post', 'blog/:postId', msg`Blog post`, PAGES.blogPost),
  route('site-post', 'site/:postId', msg`Article`, PAGES.sitePost),
  ...guarded({ excludeUnless: INFO }, [
    route('consultation', 'consultation', msg`Free consultation`, PAGES.consultation, { menu: ACADEMY }),
    route('contact', 'contact', msg`Contact`, PAGES.contact, { menu: ACADEMY }),
  ]),
  route('public-profiles-exchange', 'public-profiles-exchange', msg`Order exchange`, PAGES.exchangeMap, {
    menu: { group: 'academy', testId: 'order-exchange' },
  }),
  // The exchange's job offers: posting is free for every account; reading others' offers needs
  // access (User.premiumUserFlg), which the pages ask the server (EXCHANGE_NO_ACCESS otherwise).
  ...guarded({ requires: 'read:account:own' }, [
    route('exchange-orders', 'exchange/orders', msg`Exchange orders`, PAGES.exchangeOrders, { menu: ACADEMY }),
    route('exchange-order-new', 'exchange/orders/new', msg`New order`, PAGES.exchangeNewOrder),
    route('exchange-order', 'exchange/orders/:orderId', msg`Order`, PAGES.exchangeOrder),
  ]),
  route('remote-uas', 'remote-uas', msg`Remote UAS project`, PAGES.remoteUas, { menu: ACADEMY }),
  route('thanks', 'thanks', msg`Thank you`, PAGES.thanks, { excludeUnless: INFO }),
  route('shop-terms', 'shop-terms', msg`Shop terms`, PAGES.shopTerms),
  route('privacy-policy', 'privacy-policy', msg`Privacy policy`, PAGES.privacyPolicy),
  route('consultation-terms', 'consultation-terms', msg`Consultation terms`, PAGES.consultationTerms),

  // User role.
  ...guarded({ requires: LEARN }, [
    route('my-courses', 'my-courses', msg`My courses`, PAGES.myCourses, { menu: LEARNING }),
    route('course-subjects', 'courses/:courseId/subjects', msg`Course subjects`, PAGES.courseSubjects),
    route('course-lessons', 'courses/:courseId/subjects/:subjectId/lessons', msg`Lessons`, PAGES.subjectLessons),
    route('lesson-quiz', 'courses/:courseId/subjects/:subjectId/lessons/:lessonId/quiz', msg`Quiz`, PAGES.lessonQuiz),
    route('exam-registration', 'courses/:courseId/exam-registration', msg`Exam registration`, PAGES.examRegistration),
    route('exams', 'exams', msg`My exams`, PAGES.myExams, { menu: LEARNING }),
    route('exam', 'exams/:examId', msg`Exam`, PAGES.exam),
    route('exam-questions', 'exams/:examId/questions', msg`Exam questions`, PAGES.examQuestions),
    route(
      'exercise-registration',
      'courses/:courseId/exercise-registration',
      msg`Practice registration`,
      PAGES.exerciseRegistration,
    ),
    route('exercises', 'exercises', msg`My practice`, PAGES.myExercises, { menu: LEARNING }),
    route('exercise', 'exercises/:exerciseId', msg`Practice session`, PAGES.exercise),
    route('certificates', 'certificates', msg`My certificates`, PAGES.myCertificates, { menu: LEARNING }),
  ]),

  // Other roles.
  ...guarded({ requires: 'read:account:own' }, [
    route('account', 'account', msg`My account`, PAGES.account, { menu: { group: 'account' } }),
  ]),
  ...guarded({ requires: 'update:account:own' }, [
    route('public-profile', 'public-profile', msg`Public profile`, PAGES.publicProfile, { menu: { group: 'account' } }),
  ]),
  ...guarded({ requires: 'read:purchase:own' }, [
    route('purchases', 'purchases', msg`My purchases`, PAGES.purchases, { menu: { group: 'account' } }),
  ]),
  ...guarded({ requires: 'manage:resource:own' }, [
    route('resources', 'resources', msg`Course access for employees`, PAGES.companySeats, {
      menu: { group: 'company', label: msg`Course access` },
    }),
  ]),
  // Issue 30: a company's own API clients and their webhooks (admins: admin/api-clients).
  ...guarded({ requires: 'manage:apiClient:own' }, [
    route('api-clients', 'api-clients', msg`API clients`, PAGES.apiClients, { menu: { group: 'company' } }),
    route('api-client', 'api-clients/:clientId', msg`API client`, PAGES.apiClient),
  ]),
  ...guarded({ requires: 'complete:registration:own' }, [
    route('register-details', 'register-details', msg`Complete registration`, PAGES.registerDetails, {
      layout: 'bare',
    }),
  ]),
  ...guarded({ requires: 'manage:workSlot:own' }, [
    route('instructor-calendar', 'instructor/calendar', msg`Calendar`, PAGES.instructorCalendar, {
      menu: { group: 'instructor' },
    }),
    route('instructor-work-slot', 'instructor/work-slot/:workSlotId', msg`Work slot`, PAGES.workSlot),
  ]),
  ...guarded({ requires: 'read:order:any' }, [
    route('seller-orders', 'seller/orders', msg`Orders`, PAGES.sellerOrders, { menu: { group: 'seller' } }),
    route('seller-order-details', 'seller/orders/:purchaseId', msg`Order details`, PAGES.sellerOrderDetails),
  ]),

  // Admin.
  ...guarded({ requires: 'manage:catalogue:any' }, [
    route('admin-courses', 'admin/courses', msg`Manage courses`, PAGES.adminCourses, {
      menu: { group: 'admin', label: msg`Courses` },
    }),
    route('admin-course-details', 'admin/courses/:courseId/details', msg`Edit course`, PAGES.adminCourseDetails),
    // The public course page as visitors see it, drafts included (admins are kept out of /courses).
    route('admin-course-preview', 'admin/courses/:courseId/preview', msg`Course preview`, PAGES.coursePreview),
    route('admin-course-subjects', 'admin/courses/:courseId/subjects', msg`Course subjects`, PAGES.adminSubjects),
    route(
      'admin-course-lessons',
      'admin/courses/:courseId/subjects/:subjectId/lessons',
      msg`Lessons`,
      PAGES.adminLessons,
    ),
    route(
      'admin-lesson-details',
      'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/details',
      msg`Edit lesson`,
      PAGES.adminLessonDetails,
    ),
    route(
      'admin-lesson-questions',
      'admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/questions',
      msg`Lesson questions`,
      PAGES.adminLessonQuestions,
    ),
    route(
      'admin-exam-questions',
      'admin/courses/:courseId/exam-questions',
      msg`Exam questions`,
      PAGES.adminExamQuestions,
    ),
  ]),
  ...guarded({ requires: 'manage:user:any' }, [
    route('admin-exam-results', 'admin/exam-results', msg`Exam results`, PAGES.adminExamResults, { menu: ADMIN }),
  ]),
  ...guarded({ requires: 'manage:catalogue:any' }, [
    route(
      'admin-course-coupons',
      'admin/courses/:courseId/discount-coupons',
      msg`Discount coupons`,
      PAGES.adminCourseCoupons,
    ),
    route('admin-course-users', 'admin/courses/:courseId/users', msg`Course participants`, PAGES.adminCourseUsers),
    route('admin-shop', 'admin/shop', msg`Manage products`, PAGES.adminShop, {
      menu: { group: 'admin', label: msg`Products` },
    }),
    route(
      'admin-product-details',
      'admin/shop/products/:productId/details',
      msg`Edit product`,
      PAGES.adminProductDetails,
    ),
    // The public product page as visitors see it, drafts included (admins are kept out of /shop).
    route(
      'admin-product-preview',
      'admin/shop/products/:productId/preview',
      msg`Product preview`,
      PAGES.productPreview,
    ),
    route(
      'admin-product-coupons',
      'admin/shop/products/:productId/discount-coupons',
      msg`Discount coupons`,
      PAGES.adminProductCoupons,
    ),
    route('admin-shipping-methods', 'admin/shop/shipping-methods', msg`Shipping methods`, PAGES.adminShippingMethods, {
      menu: ADMIN,
    }),
  ]),
  ...guarded({ requires: 'manage:user:any' }, [
    route('admin-users', 'admin/users', msg`Users`, PAGES.adminUsers, { menu: ADMIN }),
    route('admin-user', 'admin/users/:userId', msg`User details`, PAGES.adminUser),
  ]),
  ...guarded({ requires: 'manage:purchase:any' }, [
    route('admin-purchases', 'admin/purchases', msg`Purchases`, PAGES.adminPurchases, { menu: ADMIN }),
    route(
      'admin-purchase-details',
      'admin/purchases/:purchaseId/details',
      msg`Purchase details`,
      PAGES.adminPurchaseDetails,
    ),
    // Issue 29: the invoices on their way to KSeF (the National e-Invoice System).
    route('admin-e-invoices', 'admin/e-invoices', msg`E-invoices`, PAGES.adminEInvoices, { menu: ADMIN }),
  ]),
  // Issue 30: every API client (the school's and the companies') and their webhooks; the same
  // screens as a company's api-clients, which they tell apart by these routes' ids.
  ...guarded({ requires: 'manage:apiClient:any' }, [
    route('admin-api-clients', 'admin/api-clients', msg`API clients`, PAGES.apiClients, { menu: ADMIN }),
    route('admin-api-client', 'admin/api-clients/:clientId', msg`API client`, PAGES.apiClient),
  ]),
  ...guarded({ requires: 'manage:resource:any' }, [
    route('admin-resource', 'admin/resource', msg`Resources`, PAGES.adminSeats, { menu: ADMIN }),
  ]),
  ...guarded({ requires: 'manage:content:any' }, [
    route('admin-public-profiles', 'admin/public-profiles', msg`Public profiles`, PAGES.adminPublicProfiles, {
      menu: ADMIN,
    }),
    route('admin-job-offers', 'admin/job-offers', msg`Job offers`, PAGES.adminJobOffers, { menu: ADMIN }),
    route('admin-job-offer', 'admin/job-offers/:orderId', msg`Job offer`, PAGES.adminJobOffer),
    route('admin-personnel-list', 'admin/personnel', msg`Personnel`, PAGES.adminPersonnel, {
      menu: { group: 'admin', testId: 'admin-personnel' },
    }),
    route(
      'admin-personnel',
      'admin/personnel/:personnelId/details',
      msg`Personnel details`,
      PAGES.adminPersonnelDetails,
    ),
    route('admin-reference-list', 'admin/reference', msg`References`, PAGES.adminReferences, {
      menu: { group: 'admin', testId: 'admin-reference' },
    }),
    route(
      'admin-reference',
      'admin/reference/:referenceId/details',
      msg`Reference details`,
      PAGES.adminReferenceDetails,
    ),
    route('admin-blog', 'admin/blog', msg`Blog posts`, PAGES.adminBlog, { menu: { group: 'admin', label: msg`Blog` } }),
    route('admin-blog-post', 'admin/blog/:postId', msg`Edit blog post`, PAGES.adminBlogPost),
    route('admin-site-pages', 'admin/pages', msg`Site pages`, PAGES.adminSitePages, { menu: ADMIN }),
    route('admin-site-page', 'admin/pages/:pageKey', msg`Edit site page`, PAGES.adminSitePage),
    route('admin-questionnaires', 'admin/questionnaires', msg`Questionnaire`, PAGES.adminQuestionnaires, {
      menu: ADMIN,
    }),
    route('admin-consultations', 'admin/consultations', msg`Consultation requests`, PAGES.adminConsultations, {
      menu: { group: 'admin', label: msg`Consultations` },
    }),
  ]),
  ...guarded({ requires: 'read:mail:any' }, [
    route('admin-mail', 'admin/mail', msg`Mail outbox`, PAGES.adminMail, { menu: ADMIN }),
  ]),
];
