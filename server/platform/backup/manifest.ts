// What a backup folder holds, described by its manifest.json:
//
//   <dir>/manifest.json     this description (format, app version, database, files with hashes)
//   <dir>/database.pgdump   PostgreSQL: `pg_dump --format=custom` of DATABASE_URL
//   <dir>/pglite.tar.gz     PGlite: its data folder (PGlite's dumpDataDir)
//   <dir>/files/<key>       every stored file (the storage driver's objects, by key)
//
// Sizes and sha256 hashes of everything are in the manifest, so a restore checks the whole backup
// before it writes anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A refusal or failure explained in one message (the scripts print it without a stack). */
export class BackupError extends Error {}

export const MANIFEST = 'manifest.json';
export const FORMAT = 'skypilot-academy-backup/1';

const fileEntry = z.object({ key: z.string().min(1), size: z.number().int().min(0), sha256: z.string() });

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** The dump's file name in the backup folder. */
    file: z.string(),
    size: z.number().int().min(0),
    sha256: z.string(),
    /** The PostgreSQL schema dumped (`?schema=` of DATABASE_URL, else public); PGlite: public. */
    schema: z.string(),
    /** The newest migration applied (prisma/migrations folder name). */
    latestMigration: z.string().nullable(),
    /** Rows per table at the moment of the dump (a restore compares them). */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    entries: z.array(fileEntry),
    /** Files the database names that the storage did not have when the backup was made. */
    missing: z.array(z.string()),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntry>;

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a backup: it has no ${MANIFEST}`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupError(`${path.join(dir, MANIFEST)} is not a manifest this version reads: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Size and sha256 of a file, read as a stream. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** The path of a stored file's copy in the backup; refuses keys that would leave the folder. */
export function filePath(dir: string, key: string): string {
  const root = path.resolve(dir, 'files');
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new BackupError(`Invalid storage key in the backup: ${key}`);
  return full;
}
