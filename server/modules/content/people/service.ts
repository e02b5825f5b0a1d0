import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, PEOPLE_LIMITS, type LanguageCode } from '../../../contract/policies.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  enumOf,
  isUuid,
  parseInput,
  parsePartial,
  plainText,
  requiredText,
  richText,
  wholeNumber,
  issue,
} from '../../../platform/validation.ts';
import { visibleLength } from '../../../platform/rich-text.ts';
import { deleteStoredFiles, discardUpload, saveFile, type FilesDeps, type IncomingFile } from '../files/service.ts';

/**
 * Personnel (/about-us) and client references (/references): rows per language, shown in
 * ascending `sortOrder` (then by name). Pictures (a person's photo, a reference's logo) are public
 * stored files, deleted with their row or when replaced or removed. Rich texts are sanitized on write.
 */

export type PeopleDeps = FilesDeps;
export type MoveDirection = 'UP' | 'DOWN';

/** Public and admin lists are small; even so a read returns at most this many rows. */
export const PEOPLE_LIST_MAX = 200;

export const PERSONNEL_PHOTO = 'PERSONNEL_PHOTO';
export const REFERENCE_LOGO = 'REFERENCE_LOGO';

export const PERSONNEL_ORDER = [
  { sortOrder: 'asc' },
  { fullName: 'asc' },
  { id: 'asc' },
] satisfies Prisma.PersonnelOrderByWithRelationInput[];
export const REFERENCE_ORDER = [
  { sortOrder: 'asc' },
  { authorName: 'asc' },
  { id: 'asc' },
] satisfies Prisma.ReferenceOrderByWithRelationInput[];

/** REST `languageCd` (any case); anything else, or nothing, is Polish. */
export function languageOf(value: unknown): LanguageCode {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as LanguageCode) : FALLBACK_LANGUAGE;
}

// ───────────────────────────── Input ─────────────────────────────

const sortOrder = () => wholeNumber(0, 1_000_000);

/** Rich text that must say something a reader sees. */
const requiredRichText = (max: number) => richText(max).refine((html) => visibleLength(html) > 0, issue('required'));

export const personnelSchema = z.object({
  language: enumOf(LANGUAGES),
  fullName: requiredText(PEOPLE_LIMITS.fullName),
  position: plainText(PEOPLE_LIMITS.position),
  description: richText(PEOPLE_LIMITS.description).default(''),
  published: z.boolean(issue('invalid_value')).default(true),
  sortOrder: sortOrder().optional(),
});

export const referenceSchema = z.object({
  language: enumOf(LANGUAGES),
  authorName: requiredText(PEOPLE_LIMITS.authorName),
  authorRole: plainText(PEOPLE_LIMITS.authorRole),
  content: requiredRichText(PEOPLE_LIMITS.content),
  rating: wholeNumber(1, 5)
    .nullish()
    .transform((v) => v ?? null),
  published: z.boolean(issue('invalid_value')).default(true),
  sortOrder: sortOrder().optional(),
});

export type PersonnelInput = z.input<typeof personnelSchema>;
export type ReferenceInput = z.input<typeof referenceSchema>;

// ───────────────────────────── The two kinds, one set of rules ─────────────────────────────

type Tx = Prisma.TransactionClient;

interface Row {
  id: string;
  language: LanguageCode;
  sortOrder: number;
  fileId: string | null;
}

/** What differs between personnel and references; the rules below are shared. */
interface Kind {
  what: string;
  schema: z.ZodObject;
  purpose: string;
  find: (db: PrismaClient | Tx, id: string) => Promise<Row | null>;
  list: (db: Tx, language: LanguageCode) => Promise<{ id: string; sortOrder: number }[]>;
  create: (db: Tx, data: Record<string, unknown>, fileId: string | null) => Promise<string>;
  update: (db: Tx, id: string, data: Record<string, unknown>) => Promise<void>;
  remove: (db: Tx, id: string) => Promise<void>;
}

const personnelKind: Kind = {
  what: 'Personnel',
  schema: personnelSchema,
  purpose: PERSONNEL_PHOTO,
  find: async (db, id) => {
    const row = await db.personnel.findUnique({
      where: { id },
      select: { id: true, language: true, sortOrder: true, photoId: true },
    });
    return row && { ...row, fileId: row.photoId };
  },
  list: (db, language) =>
    db.personnel.findMany({ where: { language }, orderBy: PERSONNEL_ORDER, select: { id: true, sortOrder: true } }),
  create: async (db, data, photoId) =>
    (await db.personnel.create({ data: { ...(data as Prisma.PersonnelUncheckedCreateInput), photoId } })).id,
  update: async (db, id, data) => {
    await db.personnel.update({ where: { id }, data: data as Prisma.PersonnelUncheckedUpdateInput });
  },
  remove: async (db, id) => {
    await db.personnel.delete({ where: { id } });
  },
};

const referenceKind: Kind = {
  what: 'Reference',
  schema: referenceSchema,
  purpose: REFERENCE_LOGO,
  find: async (db, id) => {
    const row = await db.reference.findUnique({
      where: { id },
      select: { id: true, language: true, sortOrder: true, logoId: true },
    });
    return row && { ...row, fileId: row.logoId };
  },
  list: (db, language) =>
    db.reference.findMany({ where: { language }, orderBy: REFERENCE_ORDER, select: { id: true, sortOrder: true } }),
  create: async (db, data, logoId) =>
    (await db.reference.create({ data: { ...(data as Prisma.ReferenceUncheckedCreateInput), logoId } })).id,
  update: async (db, id, data) => {
    await db.reference.update({ where: { id }, data: data as Prisma.ReferenceUncheckedUpdateInput });
  },
  remove: async (db, id) => {
    await db.reference.delete({ where: { id } });
  },
};

const fileColumn = (kind: Kind) => (kind === personnelKind ? 'photoId' : 'logoId');

async function findOrThrow(kind: Kind, db: PrismaClient | Tx, id: string): Promise<Row> {
  const row = isUuid(id) ? await kind.find(db, id) : null;
  if (!row) throw notFound(kind.what);
  return row;
}

/** Serializes writes to one language's order (row locks cannot cover the row being inserted). */
async function lockList(db: Tx, kind: Kind, language: LanguageCode): Promise<void> {
  const key = `${kind.what}:${language}`;
  await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
}

async function storePicture(deps: PeopleDeps, kind: Kind, file: IncomingFile) {
  return saveFile(deps, file, { kind: 'image', purpose: kind.purpose, ownerId: null, isPublic: true });
}

async function createRow(deps: PeopleDeps, kind: Kind, input: unknown, file: IncomingFile | null): Promise<string> {
  let data: Record<string, unknown>;
  try {
    data = parseInput(kind.schema, input) as Record<string, unknown>;
  } catch (error) {
    discardUpload(file);
    throw error;
  }
  const stored = file ? await storePicture(deps, kind, file) : null;
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const language = data.language as LanguageCode;
      await lockList(tx, kind, language);
      if (data.sortOrder === undefined) {
        // At the end of its language's list.
        const rows = await kind.list(tx, language);
        data.sortOrder = Math.max(-1, ...rows.map((r) => r.sortOrder)) + 1;
      }
      return kind.create(tx, data, stored?.id ?? null);
    });
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
}

/**
 * Changes the fields present in `input` (partial). A new picture replaces the old one (whose file
 * is deleted); `removePicture` drops it. Both at once is a mistake.
 */
async function updateRow(
  deps: PeopleDeps,
  kind: Kind,
  id: string,
  input: unknown,
  picture: { file?: IncomingFile | null; remove?: boolean | null } = {},
): Promise<string> {
  const file = picture.file ?? null;
  let data: Record<string, unknown>;
  try {
    if (file && picture.remove) {
      throw new AppError('VALIDATION_FAILED', 'Send a new picture or remove it, not both', [
        { field: 'removePicture', code: 'invalid_value' },
      ]);
    }
    await findOrThrow(kind, deps.prisma, id);
    data = parsePartial(kind.schema, input ?? {}) as Record<string, unknown>;
  } catch (error) {
    discardUpload(file);
    throw error;
  }
  const stored = file ? await storePicture(deps, kind, file) : null;
  let oldFile: string | null = null;
  try {
    await deps.prisma.$transaction(async (tx) => {
      const row = await findOrThrow(kind, tx, id);
      const language = (data.language as LanguageCode | undefined) ?? row.language;
      if (language !== row.language) {
        // Moved to the other language's list: at its end, unless an order was given.
        await lockList(tx, kind, language);
        if (data.sortOrder === undefined) {
          const rows = await kind.list(tx, language);
          data.sortOrder = Math.max(-1, ...rows.map((r) => r.sortOrder)) + 1;
        }
      }
      if (stored || picture.remove) {
        data[fileColumn(kind)] = stored?.id ?? null;
        oldFile = row.fileId;
      }
      if (Object.keys(data).length > 0) await kind.update(tx, id, data);
    });
  } catch (error) {
    if (stored) await deleteStoredFiles(deps, [stored.id]);
    throw error;
  }
  if (oldFile) await deleteStoredFiles(deps, [oldFile]);
  return id;
}

async function deleteRow(deps: PeopleDeps, kind: Kind, id: string): Promise<string> {
  const row = await findOrThrow(kind, deps.prisma, id);
  await deps.prisma.$transaction(async (tx) => {
    await findOrThrow(kind, tx, id);
    await kind.remove(tx, id);
  });
  if (row.fileId) await deleteStoredFiles(deps, [row.fileId]);
  return id;
}

/** Swaps a row with its neighbour in its language's list (UP: towards the start); at either end nothing moves. */
async function moveRow(prisma: PrismaClient, kind: Kind, id: string, direction: MoveDirection): Promise<string> {
  const { language } = await findOrThrow(kind, prisma, id);
  await prisma.$transaction(async (tx) => {
    await lockList(tx, kind, language);
    const rows = await kind.list(tx, language);
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw notFound(kind.what);
    const target = direction === 'UP' ? index - 1 : index + 1;
    if (target < 0 || target >= rows.length) return;
    [rows[index], rows[target]] = [rows[target]!, rows[index]!];
    // Renumbered 0..n-1, so equal or sparse orders cannot make a move a no-op.
    for (const [position, row] of rows.entries()) {
      if (row.sortOrder !== position) await kind.update(tx, row.id, { sortOrder: position });
    }
  });
  return id;
}

// ───────────────────────────── Personnel ─────────────────────────────

export const createPersonnel = (deps: PeopleDeps, input: unknown, photo: IncomingFile | null = null) =>
  createRow(deps, personnelKind, input, photo);
export const updatePersonnel = (
  deps: PeopleDeps,
  id: string,
  input: unknown,
  photo: { file?: IncomingFile | null; remove?: boolean | null } = {},
) => updateRow(deps, personnelKind, id, input, photo);
export const deletePersonnel = (deps: Pick<PeopleDeps, 'prisma' | 'storage'>, id: string) =>
  deleteRow(deps as PeopleDeps, personnelKind, id);
export const movePersonnel = (prisma: PrismaClient, id: string, direction: MoveDirection) =>
  moveRow(prisma, personnelKind, id, direction);

// ───────────────────────────── References ─────────────────────────────

export const createReference = (deps: PeopleDeps, input: unknown, logo: IncomingFile | null = null) =>
  createRow(deps, referenceKind, input, logo);
export const updateReference = (
  deps: PeopleDeps,
  id: string,
  input: unknown,
  logo: { file?: IncomingFile | null; remove?: boolean | null } = {},
) => updateRow(deps, referenceKind, id, input, logo);
export const deleteReference = (deps: Pick<PeopleDeps, 'prisma' | 'storage'>, id: string) =>
  deleteRow(deps as PeopleDeps, referenceKind, id);
export const moveReference = (prisma: PrismaClient, id: string, direction: MoveDirection) =>
  moveRow(prisma, referenceKind, id, direction);

// ───────────────────────────── Reads ─────────────────────────────

/** The public list's filter: published rows of one language. */
export const publishedIn = (language: LanguageCode) => ({ language, published: true });

/** Admin lists: every row, optionally of one language. */
export const adminWhere = (language: LanguageCode | null | undefined) => (language ? { language } : {});

/** A row's id as REST and the service take it (a UUID), or not found. */
export const requireUuid = (id: string, what: string) => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};
