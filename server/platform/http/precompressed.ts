import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The web build's list of the `.br` and `.gz` copies it wrote beside its text files
 * (web/precompress.ts), relative to the build folder. Written after every copy, it is the build's
 * last file: a build stopped before it has none.
 */
export const PRECOMPRESSED_MANIFEST = '.vite/precompressed.json';

/** Per file (path relative to the build folder, `/`-separated): its size and its copies' sizes. */
export type PrecompressedManifest = Record<string, { size: number; br?: number; gz?: number }>;

const COPY = /\.(br|gz)$/;

/**
 * Whether every `.br` and `.gz` copy in `root` may be sent for the file beside it: listed in the
 * build's manifest with its own size, next to a file of the size it was made from. A copy left by
 * a build that stopped half-way, made from another version of its file or written by hand fails
 * the check (a folder with no copy at all passes it: there is nothing wrong to send).
 */
export async function precompressedCopiesMatch(root: string): Promise<boolean> {
  const copies = (await readdir(root, { recursive: true })).filter((name) => COPY.test(name));
  if (copies.length === 0) return true;
  let manifest: PrecompressedManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(root, PRECOMPRESSED_MANIFEST), 'utf8')) as PrecompressedManifest;
  } catch {
    return false;
  }
  const sizeOf = async (name: string) => (await stat(path.join(root, name)).catch(() => null))?.size;
  const checks = copies.map(async (copy) => {
    const encoding = copy.endsWith('.br') ? 'br' : 'gz';
    const source = copy.slice(0, -encoding.length - 1);
    const entry = manifest[source.split(path.sep).join('/')];
    return entry !== undefined && entry[encoding] === (await sizeOf(copy)) && entry.size === (await sizeOf(source));
  });
  return (await Promise.all(checks)).every(Boolean);
}
