import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Source strings are written in English in the code (Lingui macros); both catalogs are
 * complete. `rootDir` is this folder (web/), so paths work from any working directory.
 */
export default defineConfig({
  locales: ['pl', 'en'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/__generated__/**', '**/locales/**'],
    },
  ],
  // References without line numbers: moving code does not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
