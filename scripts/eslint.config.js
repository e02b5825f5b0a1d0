import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';

const root = new URL('..', import.meta.url);
const foldersIn = (path) =>
  readdirSync(new URL(path, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const either = (names) => names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Architecture boundaries (server/README.md and web/README.md, "Layout and import rules"), on relative
 * import paths: a path climbing out of the file's folder into another feature or module names it right
 * after its `../` run.
 */
const features = foldersIn('web/src/features/');
const modules = foldersIn('server/modules/');
// Building blocks several features need live in web/src/shared (the admin ones in shared/admin),
// where every feature may use them; a feature's own `common/` folder hides them from the others.
const featureCommons = features.filter((feature) => foldersIn(`web/src/features/${feature}/`).includes('common'));
if (featureCommons.length > 0) {
  throw new Error(
    `web/src/features/{${featureCommons.join(',')}}/common: shared building blocks go to web/src/shared ` +
      '(admin ones to web/src/shared/admin), not into a feature.',
  );
}
const boundaries = [
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: restrict(
      {
        regex: `^(\\.\\./)+(features/)?(${either(features.filter((other) => other !== feature))})(/|$)`,
        message: 'A feature never imports another feature: move the shared piece to web/src/shared.',
      },
      {
        regex: '(^|/)common/',
        message: 'No common/ folders in features: shared building blocks live in web/src/shared (admin: shared/admin).',
      },
    ),
  })),
  {
    files: ['web/src/shared/**'],
    rules: restrict({
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message: 'web/src/shared is the building blocks: it never imports features or the app shell.',
    }),
  },
  {
    files: ['server/platform/**'],
    rules: restrict({
      regex: '^(\\.\\./)+modules(/|$)',
      message: 'server/platform never imports modules: modules build on the platform, not the other way round.',
    }),
  },
  // The GraphQL layer uses a module through its service.ts (and the schema gathers the modules'
  // graphql.ts); authentication only through its service.ts.
  ...[
    { files: ['server/graphql/**'], allowed: 'service|graphql' },
    { files: ['server/auth/**'], allowed: 'service' },
  ].map(({ files, allowed }) => ({
    files,
    rules: restrict({
      regex: `^(\\.\\./)+modules/(${either(modules)})/(?!(${allowed})(\\.ts)?$)`,
      message: `${files[0].replace('/**', '')} reaches a module only through its ${allowed.replace('|', '.ts or ')}.ts.`,
    }),
  })),
  // Another module only through its service.ts; a graphql.ts may also use another module's
  // graphql.ts (its type refs), a rest.ts another module's rest.ts (its response schemas).
  // Only a module's GraphQL files use the GraphQL context: its rules take what they need as
  // arguments (the context imports modules itself: graphql/context → payments → … → checkout
  // → graphql/context was a circle).
  ...modules.flatMap((module) => {
    const others = either(modules.filter((other) => other !== module));
    const noContext = {
      regex: '^(\\.\\./)+graphql/context(\\.ts)?$',
      message: 'Only a module’s GraphQL files use the GraphQL context; its rules take what they need as arguments.',
    };
    const only = (allowed, files, ...more) => ({
      files,
      rules: restrict(
        {
          regex: `^(\\.\\./)+(modules/)?(${others})/(?!(${allowed.join('|')})(\\.ts)?$)`,
          message: `A module reaches another only through its ${allowed.map((file) => `${file}.ts`).join(' or ')}.`,
        },
        ...more,
      ),
    });
    return [
      only(['service'], [`server/modules/${module}/**`], noContext),
      only(['service'], [`server/modules/${module}/**/*-graphql.ts`, `server/modules/${module}/**/*.test.ts`]),
      only(['service', 'graphql'], [`server/modules/${module}/graphql.ts`]),
      only(['service', 'rest'], [`server/modules/${module}/rest.ts`]),
    ];
  }),
];

/**
 * Flat config: @eslint/js and typescript-eslint recommended everywhere, React hooks rules for the
 * web client, the type-checked promise and deprecation rules on TypeScript, architecture boundaries.
 */
export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'server/generated/**',
      // Generated from the official open-api.json by npm run ksef:types.
      'server/modules/invoices/ksef/api/**',
      // Generated from openapi.json by npm run openapi:print (the integrator example's types).
      'scripts/integrator/openapi.d.ts',
      'web/src/__generated__/**',
      'web/src/locales/**/messages.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts}'],
    ignores: ['web/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
    },
  },
  {
    // Type-checked rules: the TypeScript project (tsconfig.json) gives them the types.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: fileURLToPath(root) } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-deprecated': [
        'error',
        {
          allow: [
            // "Deprecated only to make it stand out": no successor; used for a plain-http issuer only.
            { from: 'package', package: 'openid-client', name: 'allowInsecureRequests' },
          ],
        },
      ],
    },
  },
  ...boundaries,
  {
    // Every imported package is declared in package.json, not merely installed as another one's
    // dependency; what runs in production (the server, the web app's bundle, the demo seed that
    // server/main.ts runs) only `dependencies`.
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            '**/*.spec.{ts,tsx}',
            '**/*.config.{js,mjs,cjs,ts}',
            '**/*{test-fixtures,test-support}.ts',
            'server/test/**',
            'web/e2e/**',
            'web/*.ts',
            'web/graphiql/**',
            'scripts/**',
          ],
          includeTypes: true,
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
