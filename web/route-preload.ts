import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The visitors' first pages: an address (under /app) and the page module it shows. A first visit
 * to one of them downloads the page's code together with the app's, not after it.
 */
const FIRST_PAGES: readonly { pattern: RegExp; page: string; relay?: boolean }[] = [
  { pattern: /^\/app\/?(home\/?)?$/, page: 'src/features/home/HomePage.tsx' },
  {
    pattern: /^\/app\/courses(\/(special|open|specialized|certified))?\/?$/,
    page: 'src/features/catalogue-public/CoursesPage.tsx',
    relay: true,
  },
  {
    pattern: /^\/app\/courses\/[^/]+\/details\/?$/,
    page: 'src/features/catalogue-public/CourseDetailsPage.tsx',
    relay: true,
  },
  { pattern: /^\/app\/shop\/?$/, page: 'src/features/catalogue-public/ShopPage.tsx', relay: true },
  {
    pattern: /^\/app\/shop\/products\/[^/]+\/details\/?$/,
    page: 'src/features/catalogue-public/ProductDetailsPage.tsx',
    relay: true,
  },
];
/** The public catalog of each language (web/catalog-areas.ts), loaded by every page. */
const CATALOGS = { pl: 'src/locales/pl/messages.po', en: 'src/locales/en/messages.po' };
const RELAY_ROOT = 'src/app/RelayRoot.tsx';

interface Chunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
}

/**
 * The script that runs as index.html is parsed (async, before the app's code has arrived): it
 * matches the address and adds `<link rel="modulepreload">` for the page's chunks and the
 * visitor's catalog. Without it those requests started only once the app's entry and the
 * `framework` chunk had been downloaded and run: one more round trip and a CPU-bound wait in the
 * critical chain of every first visit. A file, not inline code: the CSP allows `script-src 'self'`.
 */
function script(base: string, routes: [string, string[]][], catalogs: Record<string, string[]>): string {
  return `(function(){var p=location.pathname,r=${JSON.stringify(routes)},c=${JSON.stringify(catalogs)};
function add(f){var l=document.createElement('link');l.rel='modulepreload';l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)}
var q=new URLSearchParams(location.search).get('lang'),s=null;try{s=localStorage.getItem('skypilot.language')}catch(e){}
var m=[q,s,navigator.language].map(function(v){return /^\\W*(pl|en)/i.exec(v||'')}).filter(Boolean)[0];
for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(add);(c[m?m[1].toLowerCase():'pl']||[]).forEach(add);break}})();
`;
}

/** Writes that script into the build's assets and its `<script async>` into index.html. */
export function routePreload(): Plugin {
  let outDir = '';
  let base = '/';
  let emitted: { fileName: string; code: string } | null = null;
  return {
    name: 'academy:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith(`${path.sep}index.html`)) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Chunk & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c as unknown as Chunk]));
        const bySource = (source: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/${source}`));
          if (!chunk) throw new Error(`route-preload: ${source} has no chunk of its own`);
          return chunk as unknown as Chunk;
        };
        const closure = (start: Chunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const file of start.imports) closure(byFile.get(file)!, into);
          return into;
        };
        // What index.html already loads (the entry and its static imports) is left out.
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/web/index.html'));
        const initial = entry ? closure(entry as unknown as Chunk) : new Set<string>();
        const files = (sources: string[]) => [
          ...new Set(sources.flatMap((source) => [...closure(bySource(source))].filter((f) => !initial.has(f)))),
        ];
        const routes = FIRST_PAGES.map(({ pattern, page, relay }): [string, string[]] => [
          pattern.source,
          files(relay ? [page, RELAY_ROOT] : [page]),
        ]);
        const catalogs = Object.fromEntries(
          Object.entries(CATALOGS).map(([locale, source]) => [locale, files([source])]),
        );
        const code = script(base, routes, catalogs);
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
        emitted = { fileName: `assets/route-preload-${hash}.js`, code };
        const tag = `<script async src="${base}${emitted.fileName}"></script>`;
        // First in <head>: fetched before anything else the parser meets.
        return html.replace(/<head>/, `<head>\n    ${tag}`);
      },
    },
    async writeBundle() {
      if (!emitted) return;
      const file = path.join(outDir, emitted.fileName);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, emitted.code);
    },
  };
}
