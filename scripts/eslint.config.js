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
 * import paths: a path climbing out of the file's folder into another feature or module names it (after
 * its domain folder, when it leaves the domain) right after its `../` run.
 *
 * Features and modules are grouped by domain (web/src/features/<domain>/<feature>,
 * server/modules/<domain>/<module>; the same domain names on both sides).
 */
const domains = foldersIn('server/modules/');
if (foldersIn('web/src/features/').join() !== domains.join()) {
  throw new Error('web/src/features and server/modules are grouped into the same domain folders.');
}
const inDomains = (base) =>
  foldersIn(base).flatMap((domain) =>
    foldersIn(`${base}${domain}/`).map((name) => ({ path: `${base}${domain}/${name}`, name, domain })),
  );
const featureDirs = inDomains('web/src/features/');
const moduleDirs = inDomains('server/modules/');
const features = featureDirs.map((feature) => feature.name);
const modules = moduleDirs.map((module) => module.name);
// Building blocks several features need live in web/src/shared (the admin ones in shared/admin),
// where every feature may use them; a feature's own `common/` folder hides them from the others.
const featureCommons = featureDirs.filter((feature) => foldersIn(`${feature.path}/`).includes('common'));
if (featureCommons.length > 0) {
  throw new Error(
    `${featureCommons.map((feature) => feature.path).join(', ')}: no common/ folders; shared building blocks go to ` +
      'web/src/shared (admin ones to web/src/shared/admin), not into a feature.',
  );
}
const boundaries = [
  ...featureDirs.map((feature) => ({
    files: [`${feature.path}/**`],
    rules: restrict(
      {
        regex: `^(\\.\\./)+(features/)?((${either(domains)})/)?(${either(features.filter((other) => other !== feature.name))})(/|$)`,
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
      regex: `^(\\.\\./)+modules/(${either(domains)})/(${either(modules)})/(?!(${allowed})(\\.ts)?$)`,
      message: `${files[0].replace('/**', '')} reaches a module only through its ${allowed.replace('|', '.ts or ')}.ts.`,
    }),
  })),
  // Another module only through its service.ts; a graphql.ts may also use another module's
  // graphql.ts (its type refs), a rest.ts another module's rest.ts (its response schemas).
  // Only a module's GraphQL files use the GraphQL context: its rules take what they need as
  // arguments (the context imports modules itself: graphql/context → payments → … → checkout
  // → graphql/context was a circle).
  ...moduleDirs.flatMap(({ path, name: module, domain }) => {
    // Another domain's module by its domain folder and name; a sibling in the same domain by its name
    // (exact names, so that `../../learning/learning/service.ts` cannot be read as the sibling `learning`).
    const others = [
      ...moduleDirs
        .filter((other) => other.domain !== domain)
        .map((other) => `(modules/)?${other.domain}/${other.name}`),
      ...moduleDirs.filter((other) => other.domain === domain && other.name !== module).map((other) => other.name),
    ].join('|');
    const noContext = {
      regex: '^(\\.\\./)+graphql/context(\\.ts)?$',
      message: 'Only a module’s GraphQL files use the GraphQL context; its rules take what they need as arguments.',
    };
    const only = (allowed, files, ...more) => ({
      files,
      rules: restrict(
        {
          regex: `^(\\.\\./)+(${others})/(?!(${allowed.join('|')})(\\.ts)?$)`,
          message: `A module reaches another only through its ${allowed.map((file) => `${file}.ts`).join(' or ')}.`,
        },
        ...more,
      ),
    });
    return [
      only(['service'], [`${path}/**`], noContext),
      only(['service'], [`${path}/**/*-graphql.ts`, `${path}/**/*.test.ts`]),
      only(['service', 'graphql'], [`${path}/graphql.ts`]),
      only(['service', 'rest'], [`${path}/rest.ts`]),
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
      'server/modules/commerce/invoices/ksef/api/**',
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
