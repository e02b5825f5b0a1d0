// `npm run bench:exams`: 500 candidates answering their unlocked exams at once through the real
// HTTP API (not part of `npm test`: a figure that moves with the machine's load is no test).
//
// On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a new schema
// dropped afterwards, the product is started as `npm start` runs it (scripts/bench/api.ts, no demo
// data); candidates, their sessions and exams are written, each exam unlocked through the exam
// service (questions drawn as for real). Then every candidate answers each of its questions in
// turn, all candidates at once (500 requests in flight), with plain fetch. Prints p50/p95/p99 of
// saving an answer (PUT /api/v1/exams/{id}/questions/{itemId}; goal p99 ≤ 100 ms) and checks that
// no answer is lost: every answer the API confirmed is stored, as sent.
//
//   npm run bench:exams
//   npm run bench:exams -- --candidates 500 --questions 10
//   npm run bench:exams -- --think-ms 10000   (a pause of 0..20 s before each answer: a paced class
//                                              instead of 500 requests always in flight)
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/platform/db/database.ts';
import { unlockExam } from '../server/modules/exams/exams/exams.ts';
import { startProduct, withSchema } from './bench/api.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '500' },
    questions: { type: 'string', default: '10' },
    'think-ms': { type: 'string', default: '0' },
  },
});
const CANDIDATES = Math.max(1, Number(values.candidates) || 500);
const QUESTIONS = Math.max(1, Number(values.questions) || 10);
/** Mean pause of a candidate between two answers (0: none, every candidate has a request in flight). */
const THINK_MS = Math.max(0, Number(values['think-ms']) || 0);
const SLOT_CAPACITY = 50;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `fn` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

interface Candidate {
  userId: string;
  examId: string;
  cookie: string;
  csrf: string;
  items: { id: string; answerIds: string[] }[];
}

await withSchema(databaseUrl, async (url) => {
  // The product as `npm start` runs it, without the demo data (this bench writes its own).
  process.env.SEED_DEMO = 'false';
  const started = performance.now();
  const product = await startProduct(url);
  const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-exams-'));
  try {
    const prisma = db.prisma;
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    console.log(`Product up on ${product.origin} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // ── Setup: a course with a bank, an instructor with slots, candidates with unlocked exams ──
    const setupStarted = performance.now();
    const instructor = await prisma.user.create({
      data: { email: 'bench-instructor@example.com', role: 'INSTRUCTOR', emailVerified: true },
    });
    const course = await prisma.course.create({
      data: {
        courseType: 'THEORETICAL',
        title: 'Bench exam course',
        category: 'OPEN',
        visibility: 'PUBLIC',
        examDuration: 'DURATION_60',
        examQuestionCount: QUESTIONS,
        accessMonths: 12,
      },
    });
    for (let q = 0; q < QUESTIONS * 2; q++) {
      await prisma.examQuestion.create({
        data: {
          courseId: course.id,
          text: `Bench question ${q + 1}?`,
          position: q + 1,
          answers: {
            create: [0, 1, 2, 3].map((a) => ({ text: `Answer ${a + 1}`, correct: a === 0, position: a + 1 })),
          },
        },
      });
    }
    const slotCount = Math.ceil(CANDIDATES / SLOT_CAPACITY);
    const startsAt = new Date(Date.now() + 30 * 60_000);
    const slots = await prisma.workSlot.createManyAndReturn({
      data: Array.from({ length: slotCount }, (_, i) => ({
        instructorId: instructor.id,
        kind: 'EXAM_60' as const,
        startsAt: new Date(startsAt.getTime() + i * 60_000),
        endsAt: new Date(startsAt.getTime() + i * 60_000 + 3_600_000),
        place: `Room ${i + 1}`,
        capacity: SLOT_CAPACITY,
        bookedCount: Math.min(SLOT_CAPACITY, CANDIDATES - i * SLOT_CAPACITY),
      })),
    });
    const users = await prisma.user.createManyAndReturn({
      data: Array.from({ length: CANDIDATES }, (_, i) => ({
        email: `bench-candidate-${i}@example.com`,
        role: 'USER' as const,
        emailVerified: true,
        firstName: 'Bench',
        lastName: `Candidate ${i}`,
        pilotNumber: `POL-BENCH-${i}`,
      })),
    });
    const userCourses = await prisma.userCourse.createManyAndReturn({
      data: users.map((u) => ({ userId: u.id, courseId: course.id })),
    });
    const exams = await prisma.exam.createManyAndReturn({
      data: userCourses.map((uc, i) => ({
        userId: uc.userId,
        userCourseId: uc.id,
        courseId: course.id,
        workSlotId: slots[Math.floor(i / SLOT_CAPACITY)]!.id,
        attempt: 1,
        durationMinutes: 60,
        passThreshold: course.examPassThreshold,
      })),
    });
    const examiner = { id: instructor.id, role: 'INSTRUCTOR' as const };
    const unlockAt = new Date(startsAt.getTime() - 10 * 60_000);
    const candidates: Candidate[] = [];
    await pool(exams, 20, async (exam) => {
      await unlockExam(prisma, examiner, exam.id, { identityConfirmed: true }, unlockAt);
      let token = '';
      const reply = { setCookie: (_name: string, value: string) => (token = value) };
      await createSession(prisma, config, reply as never, exam.userId, undefined);
      const session = await prisma.session.findFirstOrThrow({
        where: { userId: exam.userId },
        orderBy: { createdAt: 'desc' },
      });
      const items = await prisma.examItem.findMany({ where: { examId: exam.id }, orderBy: { position: 'asc' } });
      candidates.push({
        userId: exam.userId,
        examId: exam.id,
        cookie: `academy_sid=${token}`,
        csrf: session.csrfToken,
        items: items.map((item) => {
          const answers = item.answers as { id: string }[];
          // One or two answers, picked by the item's position: what was sent is checked afterwards.
          const pick = answers.slice(item.position % 3, (item.position % 3) + 1 + (item.position % 2));
          return { id: item.id, answerIds: pick.map((a) => a.id) };
        }),
      });
    });
    console.log(
      `Setup: ${CANDIDATES} candidates with unlocked exams of ${QUESTIONS} questions on ${slotCount} slots ` +
        `(${((performance.now() - setupStarted) / 1000).toFixed(1)} s)`,
    );

    // ── The measured part: every candidate answers its questions in turn, all at once ──
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    const confirmed = new Map<string, string[]>();
    const answerOne = async (c: Candidate, item: Candidate['items'][number]) => {
      const t0 = performance.now();
      let status: number;
      try {
        const response = await fetch(`${product.origin}/api/v1/exams/${c.examId}/questions/${item.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: c.cookie, 'x-csrf-token': c.csrf },
          body: JSON.stringify({ answerIds: item.answerIds }),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      if (status === 200) confirmed.set(item.id, item.answerIds);
      else failures.set(String(status), (failures.get(String(status)) ?? 0) + 1);
    };
    const runStarted = performance.now();
    await Promise.all(
      candidates.map(async (c) => {
        for (const item of c.items) {
          if (THINK_MS) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
          await answerOne(c, item);
        }
      }),
    );
    const seconds = (performance.now() - runStarted) / 1000;

    // ── No answer lost: every confirmed answer is stored as sent ──
    const stored = await prisma.examItem.findMany({
      where: { examId: { in: candidates.map((c) => c.examId) } },
      select: { id: true, chosenAnswerIds: true, answeredAt: true },
    });
    const byId = new Map(stored.map((s) => [s.id, s]));
    let lost = 0;
    for (const [itemId, sent] of confirmed) {
      const row = byId.get(itemId);
      const same =
        row?.answeredAt && [...row.chosenAnswerIds].sort().join(',') === [...sent].sort().join(',') ? true : false;
      if (!same) lost += 1;
    }
    const storedAnswers = stored.filter((s) => s.answeredAt !== null).length;

    const sorted = [...latencies].sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const sent = CANDIDATES * QUESTIONS;
    console.log('');
    const pace = THINK_MS ? `, a pause of 0..${(2 * THINK_MS) / 1000} s before each answer` : ', no pause';
    console.log(`Saving an answer: ${CANDIDATES} candidates at once × ${QUESTIONS} questions${pace} (PostgreSQL)`);
    console.log(`  requests          ${sent} in ${seconds.toFixed(2)} s (${(sent / seconds).toFixed(0)} req/s)`);
    console.log(`  p50               ${ms(percentile(sorted, 50))}`);
    console.log(`  p95               ${ms(percentile(sorted, 95))}`);
    console.log(`  p99               ${ms(percentile(sorted, 99))}   (goal ≤ 100 ms)`);
    console.log(`  max               ${ms(sorted.at(-1) ?? NaN)}`);
    console.log(`  refused           ${[...failures].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'}`);
    console.log(`  answers sent      ${sent}, confirmed ${confirmed.size}, stored ${storedAnswers}`);
    console.log(`  lost              ${lost} ${lost === 0 && storedAnswers === confirmed.size ? '(OK)' : '(FAILED)'}`);
    if (lost > 0 || storedAnswers !== confirmed.size || confirmed.size !== sent) process.exitCode = 1;
  } finally {
    await db.close();
    await product.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
