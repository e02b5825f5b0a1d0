import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { publicChunkGroups } from './public-chunks.ts';
import { routePreload } from './route-preload.ts';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:3000';
const linguiConfigPath = path.join(webDir, 'lingui.config.ts');
/** Loaded here so the macro and the catalog plugin find it from any working directory. */
const linguiConfig = getConfig({ configPath: linguiConfigPath });

/** Paths the Node server answers; in development the Vite server hands them over. */
const serverPaths = [
  '/graphql',
  '/api',
  '/auth',
  '/app/login',
  '/app/login-redirect',
  '/app/logout',
  '/app/register',
  '/app/forgot-password',
  '/app/reset-password',
];

/** `/app/login` must not swallow `/app/login-redirect`'s siblings such as `/app/loginX`. */
const proxy = Object.fromEntries(
  serverPaths.map((p) => [`^${p.replace(/[/-]/g, '\\$&')}(?:[/?].*)?$`, { target: backend, changeOrigin: false }]),
);

export default defineConfig({
  root: webDir,
  base: '/app/',
  resolve: {
    // react-relay's main module also loads the legacy container API (QueryRenderer, fragment,
    // refetch and pagination containers) that the app never uses: the hooks entry exports every
    // name the app imports (the types still come from react-relay's index).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  publicDir: path.join(webDir, 'public'),
  plugins: [
    babel({
      // Babel is the build's slowest step (two thirds of its JavaScript time): it runs only on the
      // files its two plugins change, those with a Lingui macro or a `graphql` tag (a preset's
      // code filter, checked before any JavaScript runs), not on every source file and Relay
      // artifact.
      presets: [
        {
          preset: () => ({
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { linguiConfig }],
              ['relay', { artifactDirectory: path.join(webDir, 'src/__generated__'), eagerEsModules: true }],
            ],
          }),
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro|graphql`/ } },
        },
      ],
    }),
    react(),
    lingui({ configPath: linguiConfigPath, failOnMissing: true }),
    routePreload(),
    precompress(),
  ],
  build: {
    // WEB_BUILD_DIR: a build elsewhere (served with WEB_DIST), e.g. for a benchmark beside other runs.
    outDir: process.env.WEB_BUILD_DIR ?? path.join(webDir, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Only GraphiQL's editor (a developer page) is above 600 kB; what visitors load is held by the
    // bundle budget (scripts/bundle-budget.mjs), far below this.
    chunkSizeWarningLimit: 2000,
    // .vite/manifest.json: the bundle budget test reads each route's initial chunks from it.
    manifest: true,
    rolldownOptions: {
      // GraphiQL is a second page: developers' code never lands in the app's chunks. (In Vite 8
      // `rolldownOptions` replaces `rollupOptions`: the input must be given here.)
      input: { app: path.join(webDir, 'index.html'), graphiql: path.join(webDir, 'graphiql.html') },
      // The plugins' timings table is printed on every build as a warning: nothing to act on.
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        // Packages' "use client" / "use no memo" directives (React's, GraphiQL's) mean nothing in
        // a browser bundle; our own code would still be warned about.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /[\\/]node_modules[\\/]/.test(warning.id ?? '')) return;
        warn(warning);
      },
      output: {
        // Fewer, larger chunks for what every page needs (a first visit paid one round trip per
        // chunk: 46 to 60 requests); screen-specific libraries still load with their screens.
        // `$initial`: only the modules the app shell imports statically go to `framework`; a MUI
        // component that only some screens use (tables, dialogs, steppers…) stays with them
        // instead of riding along on every page (the framework chunk was 193 KB brotli).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|@mui[\\/](system|utils|styled-engine|private-theming|material)|@lingui[\\/](core|react)|@babel[\\/]runtime|stylis|hoist-non-react-statics|prop-types|clsx|react-is|react-transition-group|@popperjs)[\\/]/,
              tags: ['$initial'],
            },
            // The app's own modules that the shell imports statically (storage, i18n, session,
            // menu, theme…: 27 files of 1 to 11 KB, each a request of its own on every first
            // visit, and one more round trip each on a phone's connection) in one chunk.
            {
              name: 'shell',
              test: /web[\\/]src[\\/](app|shared|locales)[\\/]|node_modules[\\/]@mui[\\/]icons-material[\\/]/,
              tags: ['$initial'],
            },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant)[\\/]/ },
            // The visitors' first pages (home and the catalogue) in a few chunks, not dozens.
            ...publicChunkGroups(webDir),
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
