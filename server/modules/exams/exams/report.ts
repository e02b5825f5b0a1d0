import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { z } from 'zod';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import type { CourseCategory, Language } from '../../../generated/prisma/enums.ts';
import { calendarDate, parseInput } from '../../../platform/validation.ts';
import { COURSE_CATEGORY_LABELS } from '../../../platform/labels.ts';
import { spreadsheetText } from '../../../platform/spreadsheet-text.ts';
import { spreadsheetWriter, writeSpreadsheetRow } from '../../../platform/spreadsheet.ts';
import { warsawDayStart, warsawMinuteFormatter, warsawWallClock } from '../../../platform/time.ts';
import { scorePercentOf } from './exams.ts';
import { EXAM_REPORT_MAX_DAYS, FALLBACK_LANGUAGE } from '../../../contract/policies.ts';

/**
 * The authority report (admins, `manage:user:any`): VERIFIED exams whose `verifiedAt` falls in
 * Warsaw days dateFrom..dateTo (at most 366 days), newest verification first, with what a training
 * organisation reports to the aviation authority (candidate, pilot and operator numbers, course,
 * date, result, examiner). Listed in GraphQL (`examResults`) and exported as XLSX (the exports'
 * streaming writer, platform/spreadsheet.ts: dates are date cells in Warsaw's wall time) or CSV
 * (`;`, UTF-8 BOM: what Excel in Poland opens as columns; dates as `YYYY-MM-DD HH:mm` text). Rows are read in keyset batches of one SQL query each (the
 * next batch while the current one is written), never all at once.
 */

export const REPORT_MAX_DAYS = EXAM_REPORT_MAX_DAYS;
export const REPORT_BATCH = 1000;

// ───────────────────────────── Range and list ─────────────────────────────

const rangeSchema = z.object({ dateFrom: calendarDate(), dateTo: calendarDate() }).superRefine((range, ctx) => {
  const days = (range.dateTo.getTime() - range.dateFrom.getTime()) / 86_400_000 + 1;
  if (days < 1 || days > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'invalid_value' });
});

export interface ReportRange {
  /** The days as asked (`YYYY-MM-DD`), for the file name. */
  dateFrom: string;
  dateTo: string;
  /** The instants bounding them in Europe/Warsaw. */
  gte: Date;
  lt: Date;
}

/** Warsaw days dateFrom..dateTo (a Date or `YYYY-MM-DD`); reversed or over 366 days: VALIDATION_FAILED on dateTo. */
export function reportRange(input: { dateFrom: unknown; dateTo: unknown }): ReportRange {
  const { dateFrom, dateTo } = parseInput(rangeSchema, input);
  return {
    dateFrom: dateFrom.toISOString().slice(0, 10),
    dateTo: dateTo.toISOString().slice(0, 10),
    gte: warsawDayStart(dateFrom),
    lt: warsawDayStart(new Date(dateTo.getTime() + 86_400_000)),
  };
}

/** The exams of the report (GraphQL's `examResults` connection). */
export const examResultsWhere = (range: Pick<ReportRange, 'gte' | 'lt'>): Prisma.ExamWhereInput => ({
  status: 'VERIFIED',
  verifiedAt: { gte: range.gte, lt: range.lt },
});
/** Newest verification first; the id breaks ties (and ends the order, as connections need). */
export const EXAM_RESULTS_ORDER = [
  { verifiedAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ExamOrderByWithRelationInput[];

// ───────────────────────────── Rows ─────────────────────────────

export interface ReportRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  pilotNumber: string | null;
  operatorNumber: string | null;
  courseTitle: string;
  category: CourseCategory;
  startsAt: Date;
  verifiedAt: Date;
  attempt: number;
  questionCount: number | null;
  correctCount: number | null;
  independent: boolean | null;
  passed: boolean | null;
  instructorFirstName: string | null;
  instructorLastName: string | null;
  instructorEmail: string;
}

/** One batch in the report's order after the row `after` (verifiedAt, id), joined in one query. */
function readBatch(
  prisma: PrismaClient,
  range: ReportRange,
  after: ReportRow | null,
  batch: number,
): Promise<ReportRow[]> {
  const keyset = after
    ? Prisma.sql`AND (e."verifiedAt", e.id) < (${after.verifiedAt.toISOString()}::timestamp, ${after.id}::uuid)`
    : Prisma.empty;
  return prisma.$queryRaw<ReportRow[]>`
    SELECT e.id::text AS id, u."firstName", u."lastName", u.email, u."pilotNumber", u."operatorNumber",
      c.title AS "courseTitle", c.category::text AS category, s."startsAt", e."verifiedAt", e.attempt,
      e."questionCount", e."correctCount", e.independent, e.passed,
      i."firstName" AS "instructorFirstName", i."lastName" AS "instructorLastName", i.email AS "instructorEmail"
    FROM "Exam" e
      JOIN "User" u ON u.id = e."userId"
      JOIN "Course" c ON c.id = e."courseId"
      JOIN "WorkSlot" s ON s.id = e."workSlotId"
      JOIN "User" i ON i.id = s."instructorId"
    WHERE e.status = 'VERIFIED'
      AND e."verifiedAt" >= ${range.gte.toISOString()}::timestamp AND e."verifiedAt" < ${range.lt.toISOString()}::timestamp
      ${keyset}
    ORDER BY e."verifiedAt" DESC, e.id DESC
    LIMIT ${batch}::int`;
}

/** Every row of the range in order, batch by batch (the next batch is read while one is consumed). */
async function* reportRows(prisma: PrismaClient, range: ReportRange, batch: number): AsyncGenerator<ReportRow[]> {
  let next: Promise<ReportRow[]> | null = readBatch(prisma, range, null, batch);
  while (next) {
    const rows: ReportRow[] = await next;
    next = rows.length < batch ? null : readBatch(prisma, range, rows.at(-1)!, batch);
    next?.catch(() => undefined); // awaited on the next turn, or dropped with the consumer
    if (rows.length) yield rows;
  }
}

// ───────────────────────────── Columns ─────────────────────────────

const HEADERS: Record<Language, string[]> = {
  PL: [
    'Numer egzaminu',
    'Imię',
    'Nazwisko',
    'E-mail',
    'Numer pilota',
    'Numer operatora',
    'Kurs',
    'Kategoria kursu',
    'Data egzaminu',
    'Data weryfikacji',
    'Podejście',
    'Pytania',
    'Poprawne odpowiedzi',
    'Wynik (%)',
    'Samodzielnie',
    'Rezultat',
    'Egzaminator',
  ],
  EN: [
    'Exam number',
    'First name',
    'Last name',
    'E-mail',
    'Pilot number',
    'Operator number',
    'Course',
    'Course category',
    'Exam date',
    'Verified at',
    'Attempt',
    'Questions',
    'Correct answers',
    'Score (%)',
    'Independent',
    'Result',
    'Instructor',
  ],
};
const WIDTHS = [38, 16, 20, 30, 18, 18, 40, 20, 17, 17, 10, 10, 12, 10, 13, 12, 26];

/** CSV: `YYYY-MM-DD HH:mm` in Warsaw; XLSX: a date cell showing the same. */
const formatDate = warsawMinuteFormatter();
const wallClock = warsawWallClock();

const YES_NO: Record<Language, [string, string]> = { PL: ['Tak', 'Nie'], EN: ['Yes', 'No'] };
const RESULT: Record<Language, [string, string]> = { PL: ['Zdany', 'Niezdany'], EN: ['Passed', 'Failed'] };

const fullName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(' ') || fallback;

/** A report row; `date` writes its moments (text for CSV, a date cell for XLSX). */
function rowValues<D>(r: ReportRow, language: Language, date: (moment: Date) => D): (string | number | D)[] {
  return [
    r.id,
    r.firstName ?? '',
    r.lastName ?? '',
    r.email,
    r.pilotNumber ?? '',
    r.operatorNumber ?? '',
    r.courseTitle,
    COURSE_CATEGORY_LABELS[language][r.category],
    date(r.startsAt),
    date(r.verifiedAt),
    r.attempt,
    r.questionCount ?? 0,
    r.correctCount ?? 0,
    scorePercentOf(r.correctCount ?? 0, r.questionCount ?? 0),
    YES_NO[language][r.independent ? 0 : 1],
    RESULT[language][r.passed ? 0 : 1],
    fullName(r.instructorFirstName, r.instructorLastName, r.instructorEmail),
  ];
}

// ───────────────────────────── CSV ─────────────────────────────

export const CSV_SEPARATOR = ';';
/** Excel reads a UTF-8 CSV with Polish letters right only after this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: numbers as they are; text quoted when it holds the separator, a quote, a line
 * break or edge spaces (quotes doubled); text a spreadsheet would run as a formula is defused
 * (platform/spreadsheet-text.ts), so opening the report runs nothing.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = spreadsheetText(value);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
const csvLine = (values: (string | number)[]) => values.map(csvField).join(CSV_SEPARATOR) + '\r\n';

// ───────────────────────────── Export ─────────────────────────────

export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** `?format=` (default xlsx) and `?lang=` (default PL), any case. */
const downloadSchema = z.object({
  format: z.preprocess(
    (v) => (v === undefined || v === '' ? 'xlsx' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(REPORT_FORMATS, { message: 'invalid_value' }),
  ),
  lang: z.preprocess(
    (v) => (v === undefined || v === '' ? FALLBACK_LANGUAGE : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['PL', 'EN'], { message: 'invalid_value' }),
  ),
});

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export interface ReportDownload {
  stream: Readable;
  contentType: string;
  /** `exam-results-<dateFrom>_<dateTo>.<format>` */
  filename: string;
}

/**
 * Checks the range, format and language (VALIDATION_FAILED before anything is sent), then starts writing
 * the report and returns the stream to send. Reading follows the client: a batch is read only
 * when the previous one was taken. A failure after the headers are sent destroys the stream (the
 * client sees a broken download, the log the error).
 */
export function exportExamResults(
  prisma: PrismaClient,
  input: { dateFrom: unknown; dateTo: unknown; format?: unknown; lang?: unknown },
  onError: (error: unknown) => void,
  batch = REPORT_BATCH,
): ReportDownload {
  const range = reportRange(input);
  const { format, lang: language } = parseInput(downloadSchema, { format: input.format, lang: input.lang });
  const filename = `exam-results-${range.dateFrom}_${range.dateTo}.${format}`;
  const stream =
    format === 'csv' ? csvStream(prisma, range, language, batch) : xlsxStream(prisma, range, language, batch);
  stream.on('error', onError);
  return { stream, contentType: REPORT_CONTENT_TYPES[format], filename };
}

function csvStream(prisma: PrismaClient, range: ReportRange, language: Language, batch: number): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(HEADERS[language]);
    for await (const rows of reportRows(prisma, range, batch)) {
      yield rows.map((r) => csvLine(rowValues(r, language, formatDate))).join('');
    }
  }
  // Readable.from pulls the next chunk only when the consumer has room (back-pressure).
  return Readable.from(lines(), { objectMode: false });
}

function xlsxStream(prisma: PrismaClient, range: ReportRange, language: Language, batch: number): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const closed = new AbortController();
  out.once('close', () => closed.abort());
  const { workbook, sheet } = spreadsheetWriter(
    out,
    language === 'PL' ? 'Egzaminy' : 'Exams',
    HEADERS[language].map((header, index) => ({ header, width: WIDTHS[index] })),
  );

  const write = async () => {
    for await (const rows of reportRows(prisma, range, batch)) {
      for (const row of rows) writeSpreadsheetRow(sheet, rowValues(row, language, wallClock));
      // Back-pressure: the next batch only when the client keeps up (or nothing when it left).
      while (out.writableNeedDrain && !out.destroyed) {
        await once(out, 'drain', { signal: closed.signal }).catch(() => undefined);
      }
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
