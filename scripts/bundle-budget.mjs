// Bundle budget (a step of `npm test`, after the web build): the compressed size of each public
// route's initial code, read from the build manifest (web/dist/.vite/manifest.json) and the
// brotli copies the build writes beside each file. Deterministic: bytes of files, no timing.
// Fails when a route exceeds its budget, or when its initial code holds admin, GraphiQL or
// rich-text editor code (which visitors must never download).
//
//   node scripts/bundle-budget.mjs [web/dist]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? process.env.WEB_BUILD_DIR ?? path.join(root, 'web/dist'));
const KB = 1000;

/**
 * Initial code of a route: the app entry (index.html) with its static imports, the default
 * (Polish) public catalog (other areas' catalogs never load with a public page), the route's
 * page chunk with its static imports, and Relay when the page uses GraphQL. Budgets are brotli KB (1000 bytes): the goal is 150; these ceilings (the sizes
 * measured when the budget was set, plus 3 %) stop growth and are lowered as chunks shrink.
 * /app/home rose from 227 to 251 as the one Polish catalog carried every area's texts to every page
 * (13.0 → 27.9 KB), and to 259 with the content pages of issue 12. Issue 15 cut it to 185: the
 * catalog is split by area (web/catalog-areas.ts: the public catalog is 9.9 KB, the signed-in and
 * staff texts load with their pages), the `framework` chunk holds only what the app shell imports
 * (193 → 132 KB: MUI components of other screens no longer ride along), the header's menus, the
 * mobile drawer, toasts and the cookie settings load when first used, and Relay comes from
 * react-relay/hooks (no legacy containers). Then the shell's 27 small chunks became one (`shell` in
 * web/vite.config.ts: 4 to 5 KB less per route, 22 fewer requests): home 180.5, courses 234.1,
 * shop 233.5, product 249.4, course 239.7. Then the first pages' own code went from 13 to 42 small
 * files to at most four chunks (web/public-chunks.ts): files 24-47 → 9-12, a product page's
 * Lighthouse LCP 3.9 → 3.0 s, for a few KB more on some routes (a chunk carries a module that a
 * sibling page of its kind needs): home 182.1, courses and shop 237.4, product and course 247.8.
 * Budgets: those sizes plus 3 % (rounded); `files`: the most files a route may need, so that the
 * round trips come back as a failure, not as a slower phone.
 */
export const ROUTES = [
  { route: '/app/home', page: 'src/features/content/home/HomePage.tsx', budget: 186, files: 10 },
  {
    route: '/app/courses',
    page: 'src/features/catalogue/catalogue-public/CoursesPage.tsx',
    relay: true,
    budget: 241,
    files: 12,
  },
  {
    route: '/app/shop',
    page: 'src/features/catalogue/catalogue-public/ShopPage.tsx',
    relay: true,
    budget: 241,
    files: 12,
  },
  {
    route: '/app/shop/products/:id/details',
    page: 'src/features/catalogue/catalogue-public/ProductDetailsPage.tsx',
    relay: true,
    budget: 255,
    files: 12,
  },
  {
    route: '/app/courses/:id/details',
    page: 'src/features/catalogue/catalogue-public/CourseDetailsPage.tsx',
    relay: true,
    budget: 255,
    files: 12,
  },
];
const ALWAYS = ['index.html', 'src/locales/pl/messages.po'];
/** Text that only admin screens, GraphiQL or the editor bring. */
const FORBIDDEN = [
  ['MUI X Data Grid (admin tables)', 'MuiDataGrid'],
  ['GraphiQL', 'graphiql'],
  ['the rich-text editor (prosemirror-model)', 'Schema is missing its top node type'],
];

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run "npm run build" first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const compressed = (file) => {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
};

let failed = false;
console.log(
  `${'route'.padEnd(36)} ${'files'.padStart(5)} ${'most'.padStart(5)} ${'brotli KB'.padStart(9)} ${'budget'.padStart(7)}`,
);
for (const { route, page, relay, budget, files: mostFiles } of ROUTES) {
  const files = closure([...ALWAYS, page, ...(relay ? ['src/app/RelayRoot.tsx'] : [])]);
  const size = [...files].reduce((sum, file) => sum + compressed(file), 0) / KB;
  const over = size > budget || files.size > mostFiles;
  console.log(
    `${route.padEnd(36)} ${String(files.size).padStart(5)} ${String(mostFiles).padStart(5)} ${size.toFixed(1).padStart(9)} ${String(budget).padStart(7)}${over ? '  OVER BUDGET' : ''}`,
  );
  failed ||= over;
  for (const [what, marker] of FORBIDDEN) {
    const holder = [...files].find((file) => readFileSync(path.join(dist, file), 'utf8').includes(marker));
    if (holder) {
      console.error(`${route}: its initial code (${holder}) holds ${what}`);
      failed = true;
    }
  }
}
if (failed) {
  console.error('\nBundle budget exceeded (see scripts/bundle-budget.mjs).');
  process.exit(1);
}
