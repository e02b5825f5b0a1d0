import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_PAGE_SIZE } from '../server/contract/policies.ts';
import { EARLY_QUERY_GLOBAL } from './src/shared/relay/early-query.ts';

/**
 * A first page's query, started by the script too (visitors only, see below): the operation's
 * Relay artifact and its variables as a JS expression over `g` (the address pattern's groups,
 * decoded), `L` (the content language, 'PL' or 'EN', as `contentLanguage(detectLocale())`) and
 * `Q` (the query string); null where the page would ask for something else (a filter in the
 * address). They must be the variables the page's `prefetch` passes: the catalogue journey checks
 * that a first visit sends one GraphQL request, not two.
 */
interface EarlyQuery {
  artifact: string;
  variables: string;
  /** The answer's field whose first value is the page's largest picture (its LCP), preloaded. */
  picture: 'thumbnailUrl' | 'mediumUrl';
}

/**
 * The visitors' first pages: an address (under /app) and the page module it shows. A first visit
 * to one of them downloads the page's code together with the app's, not after it. `kind`: the
 * pages whose own code shares chunks (web/public-chunks.ts).
 */
export const FIRST_PAGES: readonly {
  pattern: RegExp;
  page: string;
  kind: 'home' | 'lists' | 'details';
  relay?: boolean;
  early?: EarlyQuery;
}[] = [
  { pattern: /^\/app\/?(home\/?)?$/, page: 'src/features/content/home/HomePage.tsx', kind: 'home' },
  {
    pattern: /^\/app\/courses(\/(special|open|specialized|certified))?\/?$/,
    page: 'src/features/catalogue/catalogue-public/CoursesPage.tsx',
    kind: 'lists',
    relay: true,
    early: {
      artifact: 'CoursesPageQuery',
      variables: `g[1]||Q?null:{categories:null,count:${CATALOGUE_PAGE_SIZE},language:L}`,
      picture: 'thumbnailUrl',
    },
  },
  {
    pattern: /^\/app\/courses\/([^/]+)\/details\/?$/,
    page: 'src/features/catalogue/catalogue-public/CourseDetailsPage.tsx',
    kind: 'details',
    relay: true,
    early: { artifact: 'CourseDetailsPageQuery', variables: '{id:g[1]}', picture: 'mediumUrl' },
  },
  {
    pattern: /^\/app\/shop\/?$/,
    page: 'src/features/catalogue/catalogue-public/ShopPage.tsx',
    kind: 'lists',
    relay: true,
    early: {
      artifact: 'ShopPageQuery',
      variables: `Q?null:{categories:null,count:${CATALOGUE_PAGE_SIZE},kind:null,language:L}`,
      picture: 'thumbnailUrl',
    },
  },
  {
    pattern: /^\/app\/shop\/products\/([^/]+)\/details\/?$/,
    page: 'src/features/catalogue/catalogue-public/ProductDetailsPage.tsx',
    kind: 'details',
    relay: true,
    early: { artifact: 'ProductDetailsPageQuery', variables: '{id:g[1],language:L}', picture: 'mediumUrl' },
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

/** The persisted id of a Relay operation (relay.config.js `persistConfig`), from its artifact. */
function persistedId(webDir: string, artifact: string): string {
  const text = readFileSync(path.join(webDir, 'src/__generated__', `${artifact}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]{16,})"/.exec(text)?.[1];
  if (!id) throw new Error(`route-preload: ${artifact} has no persisted id (run npm run relay)`);
  return id;
}

interface Route {
  pattern: string;
  files: string[];
  early: { documentId: string; operationName: string; variables: string; picture: string } | null;
}

/** The routes as a JS literal: each early query's variables a function (the CSP forbids eval). */
function routesLiteral(routes: Route[]): string {
  const early = (e: Route['early']) =>
    e
      ? `[${JSON.stringify(e.documentId)},${JSON.stringify(e.operationName)},function(g,L,Q){return ${e.variables}},${JSON.stringify(e.picture)}]`
      : 'null';
  return `[${routes.map((r) => `[${JSON.stringify(r.pattern)},${JSON.stringify(r.files)},${early(r.early)}]`).join(',')}]`;
}

/**
 * The script that runs as index.html is parsed (async, before the app's code has arrived): it
 * matches the address and adds `<link rel="modulepreload">` for the page's chunks and the
 * visitor's catalog. Without it those requests started only once the app's entry and the
 * `framework` chunk had been downloaded and run: one more round trip and a CPU-bound wait in the
 * critical chain of every first visit. A file, not inline code: the CSP allows `script-src 'self'`.
 *
 * On the catalogue pages it also starts the page's GraphQL query, without cookies (a visitor's
 * request, answered from the server's public cache), once the first frame (index.html's header)
 * is painted, so that the first paint does not wait for it; preloads the page's largest picture
 * named in the answer (the first card's or the gallery's), which the page would otherwise ask
 * for only once its code has run and rendered; and leaves the answer's promise in
 * `window[EARLY_QUERY_GLOBAL]`: the app's network layer uses it for the same operation and
 * variables when the session turns out to be a visitor's (shared/relay/early-query.ts), so the
 * data arrives while the app's code downloads instead of after it has run.
 */
function script(base: string, routes: Route[], catalogs: Record<string, string[]>): string {
  return `(function(){var p=location.pathname,Q=location.search,r=${routesLiteral(routes)},c=${JSON.stringify(catalogs)};
function add(f){var l=document.createElement('link');l.rel='modulepreload';l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)}
function dec(v){try{return decodeURIComponent(v)}catch(e){return v}}
var q=new URLSearchParams(Q).get('lang'),s=null;try{s=localStorage.getItem('skypilot.language')}catch(e){}
var m=[q,s,navigator.language].map(function(v){return /^\\W*(pl|en)/i.exec(v||'')}).filter(Boolean)[0],L=m&&m[1].toLowerCase()==='en'?'EN':'PL';
for(var i=0;i<r.length;i++){var x=new RegExp(r[i][0]).exec(p);if(!x)continue;r[i][1].forEach(add);(c[m?m[1].toLowerCase():'pl']||[]).forEach(add);
var e=r[i][2],g=x.map(function(v){return v==null?v:dec(v)}),v=e&&e[2](g,L,Q);
if(v&&window.fetch){var k=e[0]+' '+JSON.stringify(v,Object.keys(v).sort()),b=JSON.stringify({documentId:e[0],operationName:e[1],variables:v});
requestAnimationFrame(function(){setTimeout(function(){window[${JSON.stringify(EARLY_QUERY_GLOBAL)}]={key:k,answer:fetch('/graphql',{method:'POST',credentials:'omit',
headers:{'content-type':'application/json',accept:'application/graphql-response+json, application/json'},body:b}).then(function(a){a.ok&&a.clone().text().then(function(t){
var u=new RegExp('"'+e[3]+'":"(/api/v1/files/[^"]+)"').exec(t);if(u){var l=document.createElement('link');l.rel='preload';l.as='image';l.href=u[1];l.fetchPriority='high';document.head.appendChild(l)}},function(){});return a})}})})}
break}})();
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
        const webDir = path.dirname(ctx.filename);
        const routes = FIRST_PAGES.map(({ pattern, page, relay, early }): Route => ({
          pattern: pattern.source,
          files: files(relay ? [page, RELAY_ROOT] : [page]),
          early: early
            ? {
                documentId: persistedId(webDir, early.artifact),
                operationName: early.artifact,
                variables: early.variables,
                picture: early.picture,
              }
            : null,
        }));
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
