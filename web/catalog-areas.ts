/**
 * Which source files' texts go to which Lingui catalog (lingui.config.ts reads this list, and
 * web/src/app/catalogAreas.test.ts checks it against the route table). Globs relative to web/;
 * `*` stays within a folder, `**` crosses folders.
 *
 * - `messages` (public): everything not listed below — the app shell, shared code and the
 *   visitor's pages. Always loaded, so it must stay small: it is part of every page's first load.
 * - `user`: the screens past a first visit — a learner's (learning, exams, practice, certificates),
 *   an instructor's, a company's, the account and registration, the cart, purchases and the order
 *   exchange. Loaded with the pages of areas 'user' and 'admin'.
 * - `admin`: staff screens (administration, authoring, seller). Loaded with the pages of area 'admin'.
 *
 * A file belongs to the first area that lists it (admin before user); the others' catalogs
 * exclude it, so every text is in exactly one catalog of a locale.
 */
export const CATALOG_AREAS = {
  admin: [
    'src/features/*/admin-*/**',
    'src/features/catalogue/course-authoring/**',
    'src/features/exams/exam-authoring/**',
    'src/features/learning/questionnaire-admin/**',
    'src/features/learning/course-participants/**',
    'src/features/*/*/Admin*',
    'src/features/commerce/purchases/Staff*',
    'src/features/commerce/purchases/Seller*',
    'src/features/commerce/e-invoices/**',
    // Issue 30: admins' and companies' screens alike (their pages load every catalog).
    'src/features/system/api-clients/**',
    'src/shared/KsefNotice.tsx',
    'src/shared/admin/**',
    'src/shared/user-admin/**',
    'src/shared/questions/**',
    'src/shared/rich-text/RichTextEditor.tsx',
    'src/shared/catalogue/visibility.ts',
  ],
  user: [
    'src/features/learning/learning/**',
    'src/features/exams/exams/**',
    'src/features/exams/instructor/**',
    'src/features/accounts/account/**',
    'src/features/accounts/registration/**',
    'src/features/accounts/welcome/**',
    'src/features/commerce/company-seats/**',
    'src/features/learning/certificates/**',
    'src/features/commerce/cart/**',
    'src/features/commerce/purchases/**',
    'src/features/exchange/exchange/**',
    'src/shared/account/**',
    // Bookings' and slots' "Add to calendar"; the account's calendar feed and API clients' secrets.
    'src/shared/ui/AddToCalendarButton.tsx',
    'src/shared/ui/CopyableValue.tsx',
  ],
} as const;

export type PrivateArea = keyof typeof CATALOG_AREAS;
/** The catalog file name (src/locales/{locale}/<name>.po) of each area. */
export const CATALOG_FILES = { public: 'messages', user: 'user', admin: 'admin' } as const;

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**/')
    .map((part) =>
      part
        .split('**')
        .map((p) =>
          p
            .split('*')
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
            .join('[^/]*'),
        )
        .join('.*'),
    )
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

/** The catalog holding the texts of `file` (a path relative to web/, e.g. src/app/menu.ts). */
export function catalogAreaOf(file: string): 'public' | PrivateArea {
  for (const area of ['admin', 'user'] as const) {
    if (CATALOG_AREAS[area].some((glob) => globToRegExp(glob).test(file))) return area;
  }
  return 'public';
}
