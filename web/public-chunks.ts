import path from 'node:path';
import type { Rolldown } from 'vite';
import { FIRST_PAGES } from './route-preload.ts';

type ChunkingContext = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/**
 * The visitors' first pages' own code in a few chunks. Left to automatic splitting, a product
 * page's code came in 42 files of 0.1 to 6 KB (one per MUI component, icon or helper that some
 * other screen shares): on a phone's HTTP/1.1 connection, six at a time, several more round trips
 * before the page can render, which Lighthouse measured as most of its LCP (3.9 s; 3.0 s after).
 *
 * Each module that a first page imports statically (directly or not) goes to one chunk per set of
 * kinds of first pages that need it (route-preload.ts: the home page, the catalogue lists, the
 * course and product details): `public-details-home-lists` holds what all use (cards,
 * skeletons…), `public-details` what only the details pages use, and so on, so that no first page
 * downloads another kind's code and each loads at most four such chunks. Larger sets come first:
 * a group also captures its modules' dependencies, and a dependency of a module that some kinds
 * share is shared by at least those. Modules that the groups listed before these capture
 * (framework, shell, Relay) stay there. Another screen that imports one of these modules loads its
 * chunk (usually already cached by a first visit).
 */
export function publicChunkGroups(webDir: string) {
  const kinds = [...new Set(FIRST_PAGES.map((page) => page.kind))].sort();
  const sets = Array.from({ length: 2 ** kinds.length - 1 }, (_, i) => kinds.filter((_, k) => (i + 1) & (1 << k)));
  const names = sets.sort((a, b) => b.length - a.length).map((set) => `public-${set.join('-')}`);
  let chunkOf: Map<string, string> | null = null;
  return names.map((chunk) => ({
    debugName: chunk,
    name: (moduleId: string, ctx: ChunkingContext) => {
      chunkOf ??= firstPageChunks(webDir, ctx);
      return chunkOf.get(moduleId) === chunk ? chunk : null;
    },
  }));
}

/** Each module that some first page imports statically, with its chunk's name. */
export function firstPageChunks(webDir: string, ctx: ChunkingContext): Map<string, string> {
  const kindsOf = new Map<string, Set<string>>();
  for (const { page, kind } of FIRST_PAGES) {
    const queue = [path.join(webDir, page)];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info) continue;
      kindsOf.set(id, (kindsOf.get(id) ?? new Set()).add(kind));
      queue.push(...info.importedIds);
    }
  }
  return new Map([...kindsOf].map(([id, kinds]) => [id, `public-${[...kinds].sort().join('-')}`]));
}
