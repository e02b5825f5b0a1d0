import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Prisma, PrismaClient, StoredFile, User } from '../../../generated/prisma/client.ts';
import { canFor } from '../../../auth/permissions.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import { checkFileType, SIGNATURE_BYTES, type FileKind } from '../../../platform/storage/file-types.ts';
import { peek } from '../../../platform/storage/peek.ts';
import { FileTooLargeError, type Storage } from '../../../platform/storage/storage.ts';
import { checkPictureSize, keysWithRenditions, PICTURE_HEADER_BYTES } from './pictures.ts';

/** The URL of a stored picture, optionally of one of its resized renditions. */
export function pictureUrl(fileId: string, size?: 'thumb' | 'medium'): string {
  return `/api/v1/files/${fileId}${size ? `?size=${size}` : ''}`;
}

export interface FilesDeps {
  prisma: PrismaClient;
  storage: Storage;
  maxBytes: number;
}

export interface IncomingFile {
  filename: string;
  /** Opens the upload's stream; may throw when the multipart parser already refused the file. */
  open: () => Readable;
}

/** How `saveFile` stores an upload: its accepted kind, purpose, owner and whether anyone may read it. */
export interface SaveOptions {
  kind: FileKind;
  purpose: string;
  ownerId: string | null;
  isPublic?: boolean;
}

/** An upload that will not be stored is read to its end, so the request can complete. */
export function discardUpload(file: IncomingFile | null | undefined): void {
  if (!file) return;
  try {
    file.open().resume();
  } catch {
    // already refused by the multipart parser
  }
}

/**
 * Stores an upload after checking its extension and signature, streaming it to storage
 * (never buffered whole); the database row is written only once the bytes are safe.
 */
export async function saveFile(
  deps: FilesDeps,
  file: IncomingFile,
  { kind, purpose, ownerId, isPublic = false }: SaveOptions,
): Promise<StoredFile> {
  const key = `${purpose.toLowerCase()}/${randomUUID()}`;
  let mimeType: string;
  let size: number;
  try {
    const source = file.open();
    const { head, stream } = await peek(source, kind === 'image' ? PICTURE_HEADER_BYTES : SIGNATURE_BYTES);
    const checked = checkFileType(kind, file.filename, head);
    if (!checked) {
      source.resume();
      throw new AppError('UNSUPPORTED_FILE', `File type not allowed: ${file.filename}`);
    }
    if (kind === 'image') {
      await checkPictureSize(head).catch((error: unknown) => {
        source.resume(); // the rest of the request is read and discarded
        throw error;
      });
    }
    mimeType = checked;
    ({ size } = await deps.storage.put(key, stream, deps.maxBytes));
  } catch (error) {
    // Our own limit, or the multipart parser's (it fails the stream with HTTP status 413).
    if (
      error instanceof FileTooLargeError ||
      (!(error instanceof AppError) && (error as { status?: number }).status === 413)
    ) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'File is too large');
    }
    throw error;
  }
  // Control characters (NUL included: PostgreSQL refuses it), quotes and slashes never reach a header.
  // eslint-disable-next-line no-control-regex -- these are exactly the characters to replace
  const originalName = file.filename.replace(/[\u0000-\u001f\u007f\\/"]/g, '_').slice(0, 255);
  return deps.prisma.storedFile.create({
    data: { key, purpose, originalName, mimeType, size, ownerId, public: isPublic },
  });
}

/**
 * An upload stored only for a valid request: `check` runs first, and when it throws the upload is
 * discarded unread and the error goes on; then the file, if any, is saved with the options
 * `options` gives for what `check` returned (null: not saved). When what the caller writes next
 * fails, it deletes `stored`.
 */
export async function saveAfterCheck<
  Checked,
  File extends IncomingFile | null | undefined,
  Options extends SaveOptions | null,
>(
  deps: FilesDeps,
  file: File,
  check: () => Promise<Checked>,
  options: (checked: Checked) => Options,
): Promise<{
  checked: Checked;
  stored: File extends IncomingFile ? (Options extends SaveOptions ? StoredFile : null) : null;
}> {
  let checked: Checked;
  try {
    checked = await check();
  } catch (error) {
    discardUpload(file);
    throw error;
  }
  const saveOptions = file ? options(checked) : null;
  const stored = file && saveOptions ? await saveFile(deps, file, saveOptions) : null;
  return { checked, stored: stored as never };
}

/**
 * A file the viewer may read: public files (catalogue pictures, videos) by anyone, others by
 * their owner or an admin; anyone else is told it does not exist.
 */
export async function findReadableFile(prisma: PrismaClient, viewer: User | null, id: string): Promise<StoredFile> {
  const file = /^[0-9a-f-]{36}$/i.test(id) ? await prisma.storedFile.findUnique({ where: { id } }) : null;
  if (!file) throw notFound('File');
  if (file.public) return file;
  if (!viewer || !canFor(viewer.role, 'read:file:own', file.ownerId === viewer.id)) throw notFound('File');
  return file;
}

export async function deleteOwnFile(deps: FilesDeps, viewer: User, id: string): Promise<void> {
  const file = await findReadableFile(deps.prisma, viewer, id);
  if (file.ownerId !== viewer.id) throw notFound('File');
  await deleteStoredFiles(deps, [file.id]);
}

/**
 * Deletes stored files: their rows, then their storage objects with the resized renditions made
 * of them (files/pictures.ts). With `onlyIf`, only the files still matching it when deleted go
 * (e.g. pictures nothing refers to any more); the others keep their row and objects.
 */
export async function deleteStoredFiles(
  deps: Pick<FilesDeps, 'prisma' | 'storage'>,
  fileIds: string[],
  onlyIf: Prisma.StoredFileWhereInput = {},
): Promise<void> {
  const where = { ...onlyIf, id: { in: fileIds } };
  const files = await deps.prisma.storedFile.findMany({ where, select: { id: true, key: true } });
  if (files.length === 0) return;
  const { count } = await deps.prisma.storedFile.deleteMany({
    where: { ...onlyIf, id: { in: files.map((f) => f.id) } },
  });
  if (count === 0) return;
  let removed = files;
  if (count < files.length) {
    // Some stopped matching `onlyIf` in between and were kept.
    const kept = await deps.prisma.storedFile.findMany({
      where: { id: { in: files.map((f) => f.id) } },
      select: { id: true },
    });
    const keptIds = new Set(kept.map((k) => k.id));
    removed = files.filter((f) => !keptIds.has(f.id));
  }
  await deleteStoredObjects(
    deps.storage,
    removed.map((f) => f.key),
  );
}

/**
 * Deletes storage objects with their renditions, once their rows are gone. Best effort: a
 * leftover object harms no one, as no row leads to it.
 */
export async function deleteStoredObjects(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.flatMap(keysWithRenditions).map((key) => storage.delete(key).catch(() => undefined)));
}
