import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gid,
  gqlOk,
  graphql,
  rest,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { exportExamResults } from './report.ts';

// The authority report (exams contract, C): the examResults connection and the XLSX/CSV download
// of VERIFIED exams by verification date (Warsaw days), both languages, the range limit, and who
// may read it.

let h: Harness;
let admin: SignedIn;
let student: SignedIn;
let instructor: SignedIn;
let courseId: string;
let slotId: string;
const exams: Record<string, string> = {};

async function candidate(data: { firstName: string; lastName: string; pilotNumber?: string; operatorNumber?: string }) {
  const user = await h.db.prisma.user.create({
    data: { email: `${data.firstName.toLowerCase()}@example.com`, role: 'USER', ...data },
  });
  const uc = await h.db.prisma.userCourse.create({ data: { userId: user.id, courseId } });
  return { userId: user.id, userCourseId: uc.id };
}

async function exam(
  who: { userId: string; userCourseId: string },
  data: { status?: 'VERIFIED' | 'FINISHED'; verifiedAt?: Date; passed?: boolean; correct?: number; attempt?: number },
) {
  const row = await h.db.prisma.exam.create({
    data: {
      ...who,
      courseId,
      workSlotId: slotId,
      status: data.status ?? 'VERIFIED',
      attempt: data.attempt ?? 1,
      durationMinutes: 60,
      passThreshold: 75,
      verifiedAt: data.verifiedAt ?? null,
      independent: data.status === 'FINISHED' ? null : true,
      passed: data.status === 'FINISHED' ? null : (data.passed ?? true),
      questionCount: 20,
      correctCount: data.correct ?? 18,
    },
  });
  return row.id;
}

beforeAll(async () => {
  ({ h, admin, student, instructor } = await startWith({
    admin: 'ADMIN',
    student: 'USER',
    instructor: ['INSTRUCTOR', { firstName: 'Irena', lastName: 'Instruktor' }],
  }));
  const course = await h.db.prisma.course.create({
    data: {
      title: 'Kurs A2 CofC; "zaawansowany"',
      courseType: 'THEORETICAL',
      category: 'OPEN',
      language: 'PL',
      visibility: 'PUBLIC',
      examDuration: 'DURATION_60',
    },
  });
  courseId = course.id;
  const slot = await h.db.prisma.workSlot.create({
    data: {
      instructorId: instructor.userId,
      kind: 'EXAM_60',
      startsAt: new Date('2026-03-02T09:00:00Z'),
      endsAt: new Date('2026-03-02T10:00:00Z'),
      place: 'Warszawa',
      capacity: 10,
    },
  });
  slotId = slot.id;
  const anna = await candidate({
    firstName: 'Anna',
    lastName: 'Żółć',
    pilotNumber: 'POL-RP-123',
    operatorNumber: 'POL-OP-9',
  });
  const bob = await candidate({ firstName: 'Bob', lastName: '=cmd|calc', pilotNumber: 'EN-1' });
  const cezary = await candidate({ firstName: 'Cezary', lastName: 'Ćma' });
  // 2026-03-01 23:30 UTC is 2026-03-02 00:30 in Warsaw: a verification of March 2nd.
  exams.late = await exam(anna, { verifiedAt: new Date('2026-03-01T23:30:00Z'), passed: true, correct: 18 });
  exams.failed = await exam(bob, { verifiedAt: new Date('2026-03-03T10:00:00Z'), passed: false, correct: 7 });
  exams.march1 = await exam(cezary, { verifiedAt: new Date('2026-03-01T10:00:00Z'), passed: true, attempt: 2 });
  // Out of the range, or not verified.
  exams.before = await exam(cezary, { verifiedAt: new Date('2026-02-28T22:59:00Z') });
  exams.unverified = await exam(cezary, { status: 'FINISHED' });
});
afterAll(() => h.close());

const RESULTS = `query ($from: Date!, $to: Date!, $first: Int, $after: String) {
  examResults(dateFrom: $from, dateTo: $to, first: $first, after: $after) {
    totalCount edges { node { id status passed scorePercent attempt } } pageInfo { hasNextPage endCursor }
  }
}`;

describe('examResults', () => {
  it('lists VERIFIED exams of Warsaw days, newest verification first, with a total and pages', async () => {
    const page1 = (await gqlOk(h, RESULTS, { from: '2026-03-01', to: '2026-03-03', first: 2 }, admin)).examResults;
    expect(page1.totalCount).toBe(3);
    expect(page1.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      gid('Exam', exams.failed!),
      gid('Exam', exams.late!),
    ]);
    expect(page1.edges[0].node).toMatchObject({ status: 'VERIFIED', passed: false, scorePercent: 35 });
    const page2 = (
      await gqlOk(
        h,
        RESULTS,
        { from: '2026-03-01', to: '2026-03-03', first: 2, after: page1.pageInfo.endCursor },
        admin,
      )
    ).examResults;
    expect(page2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([gid('Exam', exams.march1!)]);
    expect(page2.pageInfo.hasNextPage).toBe(false);

    const oneDay = (await gqlOk(h, RESULTS, { from: '2026-03-02', to: '2026-03-02' }, admin)).examResults;
    expect(oneDay.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([gid('Exam', exams.late!)]);
  });

  it('refuses a range over 366 days or reversed, and anyone but an admin', async () => {
    let r = await graphql(h, RESULTS, { from: '2025-01-01', to: '2026-01-02' }, admin.headers);
    expect(errorCode(r.body)).toBe('VALIDATION_FAILED');
    expect(errorDetails(r.body)).toEqual([{ field: 'dateTo', code: 'invalid_value' }]);
    r = await graphql(h, RESULTS, { from: '2026-03-02', to: '2026-03-01' }, admin.headers);
    expect(errorCode(r.body)).toBe('VALIDATION_FAILED');
    // 366 days is the most.
    r = await graphql(h, RESULTS, { from: '2025-01-01', to: '2026-01-01' }, admin.headers);
    expect(r.body.errors).toBeUndefined();
    for (const who of [student, instructor]) {
      r = await graphql(h, RESULTS, { from: '2026-03-01', to: '2026-03-03' }, who.headers);
      expect(errorCode(r.body)).toBe('FORBIDDEN');
    }
    expect(errorCode((await graphql(h, RESULTS, { from: '2026-03-01', to: '2026-03-03' })).body)).toBe(
      'UNAUTHENTICATED',
    );
  });
});

const REPORT = 'admin/exams/report?dateFrom=2026-03-01&dateTo=2026-03-03';

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows, sheet };
}

describe('GET admin/exams/report', () => {
  it('streams an XLSX with Polish headers by default, rows newest first', async () => {
    const response = await rest(h, 'GET', REPORT, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="exam-results-2026-03-01_2026-03-03.xlsx"',
    );
    const { name, rows, sheet } = await readXlsx(response.rawPayload);
    expect(name).toBe('Egzaminy');
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([exams.failed, exams.late, exams.march1]);
    expect(rows[2]).toEqual([
      exams.late,
      'Anna',
      'Żółć',
      'anna@example.com',
      'POL-RP-123',
      'POL-OP-9',
      'Kurs A2 CofC; "zaawansowany"',
      'Kategoria otwarta',
      // Date cells holding Warsaw's wall clock (a cell has no zone): 09:00Z is 10:00 in Warsaw.
      new Date('2026-03-02T10:00:00Z'),
      new Date('2026-03-02T00:30:00Z'),
      1,
      20,
      18,
      90,
      'Tak',
      'Zdany',
      'Irena Instruktor',
    ]);
    // A formula-like name is defused as in the CSV (OWASP): text, never a formula.
    expect(rows[1]![2]).toBe("'=cmd|calc");
    expect(rows[1]!.slice(13, 16)).toEqual([35, 'Tak', 'Niezdany']);
    // Real dates a spreadsheet sorts and filters, shown to the minute; the rest as they were.
    for (const column of [9, 10]) {
      const cell = sheet.getRow(3).getCell(column);
      expect(cell.type, `column ${column}`).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt, `column ${column}`).toBe('yyyy-mm-dd hh:mm');
    }
    expect(sheet.getRow(3).getCell(7).type).toBe(ExcelJS.ValueType.String);
  });

  it('writes English headers and labels with lang=EN', async () => {
    const response = await rest(h, 'GET', `${REPORT}&format=xlsx&lang=EN`, admin);
    const { name, rows } = await readXlsx(response.rawPayload);
    expect(name).toBe('Exams');
    expect(rows[0]!.slice(0, 3)).toEqual(['Exam number', 'First name', 'Last name']);
    expect(rows[0]!.at(-1)).toBe('Instructor');
    expect(rows[1]!.slice(14, 16)).toEqual(['Yes', 'Failed']);
    expect(rows[2]![7]).toBe('Open category');
  });

  it('streams a CSV with a BOM, semicolons and quoting', async () => {
    const response = await rest(h, 'GET', `${REPORT}&format=csv&lang=EN`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="exam-results-2026-03-01_2026-03-03.csv"',
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFExam number;First name;Last name;E-mail;')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(5);
    // The course title holds ; and " : quoted, quotes doubled; a formula-like name is defused.
    expect(lines[1]).toBe(
      `${exams.failed};Bob;'=cmd|calc;bob@example.com;EN-1;;"Kurs A2 CofC; ""zaawansowany""";Open category;` +
        '2026-03-02 10:00;2026-03-03 11:00;1;20;7;35;Yes;Failed;Irena Instruktor',
    );
    const cells = lines[2]!.replace('"Kurs A2 CofC; ""zaawansowany"""', 'COURSE').split(';');
    expect(cells).toEqual([
      exams.late,
      'Anna',
      'Żółć',
      'anna@example.com',
      'POL-RP-123',
      'POL-OP-9',
      'COURSE',
      'Open category',
      '2026-03-02 10:00',
      '2026-03-02 00:30',
      '1',
      '20',
      '18',
      '90',
      'Yes',
      'Passed',
      'Irena Instruktor',
    ]);
    expect(lines[3]!.startsWith(`${exams.march1};Cezary;Ćma;`)).toBe(true);
  });

  it('reads every row in keyset batches, ties on the verification time included', async () => {
    const tie = new Date('2026-03-03T10:00:00Z');
    const extra = await candidate({ firstName: 'Tie', lastName: 'Breaker' });
    const tied = [await exam(extra, { verifiedAt: tie }), await exam(extra, { verifiedAt: tie })];
    try {
      const download = exportExamResults(
        h.db.prisma,
        { dateFrom: '2026-03-01', dateTo: '2026-03-03', format: 'csv' },
        (error) => {
          throw error;
        },
        2,
      );
      let text = '';
      for await (const chunk of download.stream) text += String(chunk);
      const ids = text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(';')[0]);
      const tiedFirst = [...tied, exams.failed!].sort().reverse();
      expect(ids).toEqual([...tiedFirst, exams.late, exams.march1]);

      const xlsx = exportExamResults(
        h.db.prisma,
        { dateFrom: '2026-03-01', dateTo: '2026-03-03', format: 'xlsx' },
        (error) => {
          throw error;
        },
        2,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of xlsx.stream) chunks.push(chunk as Buffer);
      const { rows } = await readXlsx(Buffer.concat(chunks));
      expect(rows.slice(1).map((r) => r[0])).toEqual(ids);
    } finally {
      await h.db.prisma.exam.deleteMany({ where: { id: { in: tied } } });
    }
  });

  it('stops reading when the client goes away', async () => {
    const errors: unknown[] = [];
    for (const format of ['xlsx', 'csv']) {
      const download = exportExamResults(
        h.db.prisma,
        { dateFrom: '2026-03-01', dateTo: '2026-03-03', format },
        (error) => errors.push(error),
        1,
      );
      download.stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(download.stream.destroyed).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('answers 400 for a bad range or format, 401/403 for others', async () => {
    let r = await rest(h, 'GET', 'admin/exams/report?dateFrom=2025-01-01&dateTo=2026-01-02', admin);
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'dateTo', code: 'invalid_value' }]]);
    r = await rest(h, 'GET', 'admin/exams/report?dateFrom=2026-03-01', admin);
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'dateTo', code: 'required' }]]);
    r = await rest(h, 'GET', 'admin/exams/report?dateFrom=2026-02-30&dateTo=2026-03-01', admin);
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'dateFrom', code: 'invalid_value' }]]);
    r = await rest(h, 'GET', `${REPORT}&format=pdf`, admin);
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'format', code: 'invalid_value' }]]);
    r = await rest(h, 'GET', `${REPORT}&lang=DE`, admin);
    expect([r.statusCode, r.json().details]).toEqual([400, [{ field: 'lang', code: 'invalid_value' }]]);
    expect((await rest(h, 'GET', REPORT, null)).statusCode).toBe(401);
    expect((await rest(h, 'GET', REPORT, student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', REPORT, instructor)).statusCode).toBe(403);
  });
});
