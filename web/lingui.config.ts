import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOG_AREAS } from './catalog-areas.ts';

const NOT_SOURCES = ['**/node_modules/**', '**/__generated__/**', '**/locales/**'];
const rooted = (globs: readonly string[]) => globs.map((glob) => `<rootDir>/${glob}`);

/**
 * Source strings are written in English in the code (Lingui macros); both locales' catalogs are
 * complete. `rootDir` is this folder (web/), so paths work from any working directory.
 *
 * One catalog per area (catalog-areas.ts): `messages` holds the public texts every page loads,
 * `user` and `admin` the signed-in (and cart) and staff screens' texts, loaded with those pages
 * (web/src/app/routes.ts, PAGE_AREAS). Each source file is in exactly one catalog.
 */
export default defineConfig({
  locales: ['pl', 'en'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SOURCES, ...rooted(CATALOG_AREAS.admin), ...rooted(CATALOG_AREAS.user)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/user',
      include: rooted(CATALOG_AREAS.user),
      exclude: [...NOT_SOURCES, ...rooted(CATALOG_AREAS.admin)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: rooted(CATALOG_AREAS.admin),
      exclude: NOT_SOURCES,
    },
  ],
  // References without line numbers: moving code does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
