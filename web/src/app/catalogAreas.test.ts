import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogAreaOf } from '../../catalog-areas';
import { PAGE_AREAS, pageArea } from './pageAreas';
import { PAGES } from './routes';

const webDir = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(webDir, 'src');
/** The catalogs each page area loads (i18n.ts AREA_CATALOGS). */
const LOADED = { public: ['public'], user: ['public', 'user'], admin: ['public', 'user', 'admin'] };

/** PAGES key → the page module's file, read from the route table's `import('…')`. */
function pageFiles(): Map<string, string> {
  const source = readFileSync(path.join(srcDir, 'app/routes.ts'), 'utf8');
  const files = new Map<string, string>();
  for (const [, key, specifier] of source.matchAll(/^\s+(\w+): page\(\(\) => import\('([^']+)'\)/gm)) {
    files.set(key!, resolve(path.join(srcDir, 'app'), specifier!)!);
  }
  return files;
}

function resolve(fromDir: string, specifier: string): string | null {
  const base = path.resolve(fromDir, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every source file a module reaches through relative imports (static and dynamic, not types). */
function reachable(entry: string, { dynamic = true } = {}): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gm),
      ...source.matchAll(/^export [^;]*?from '(\.[^']+)'/gm),
      ...(dynamic ? source.matchAll(/import\('(\.[^']+)'\)/g) : []),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.includes('__generated__') || specifier.includes('/locales/')) continue;
      const target = resolve(path.dirname(file), specifier);
      if (target && target.startsWith(srcDir)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe('catalog areas (web/catalog-areas.ts, pageAreas.ts)', () => {
  const files = pageFiles();

  it('finds every page module of the route table', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(PAGES).sort());
    for (const [key, file] of files) expect(file, key).not.toBeNull();
  });

  it('names only pages of the route table', () => {
    for (const key of Object.keys(PAGE_AREAS)) expect(PAGES).toHaveProperty(key);
  });

  it('loads, with each page, the catalogs holding the texts of every file the page imports', () => {
    const problems: string[] = [];
    for (const [key, file] of files) {
      const loaded: string[] = LOADED[pageArea(key)];
      for (const reached of reachable(file)) {
        const relative = path.relative(webDir, reached).split(path.sep).join('/');
        const area = catalogAreaOf(relative);
        if (!loaded.includes(area)) problems.push(`${key} (${pageArea(key)}) imports ${relative} (${area})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the app shell (what main.tsx imports statically) in the public catalog', () => {
    const shell = [...reachable(path.join(srcDir, 'main.tsx'), { dynamic: false })]
      .map((file) => path.relative(webDir, file).split(path.sep).join('/'))
      .filter((file) => catalogAreaOf(file) !== 'public');
    expect(shell).toEqual([]);
  });

  it('keeps the staff and signed-in screens out of the public catalog', () => {
    expect(catalogAreaOf('src/features/accounts/admin-users/AdminUsersPage.tsx')).toBe('admin');
    expect(catalogAreaOf('src/features/content/blog/AdminBlogPage.tsx')).toBe('admin');
    expect(catalogAreaOf('src/features/commerce/purchases/StaffPurchasesPage.tsx')).toBe('admin');
    expect(catalogAreaOf('src/features/learning/learning/MyCoursesPage.tsx')).toBe('user');
    expect(catalogAreaOf('src/features/content/home/HomePage.tsx')).toBe('public');
    expect(catalogAreaOf('src/app/routes.ts')).toBe('public');
  });
});
