import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, gqlOk, rest, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { examEligibilities } from './eligibility.ts';
import {
  answerExamItem,
  effectiveStatus,
  expireOverdueExams,
  finishExam,
  readableExam,
  shuffled,
  unlockExam,
  verifyExam,
} from './exams.ts';
import { bookExam, correctChoices, createCandidate, createExamCourse, createSlot } from '../../../test/fixtures.ts';

/**
 * The exam clock on the server (exams contract, "answer" / "finish" / lazy expiry): every service
 * takes `now`, so the deadline is tested to the millisecond without waiting.
 */

let h: Harness;
let instructor: SignedIn;

beforeAll(async () => {
  ({ h, instructor } = await startWith({ instructor: 'INSTRUCTOR' }));
});
afterAll(() => h?.close());

const examiner = () => ({ id: instructor.userId, role: 'INSTRUCTOR' as const });

async function unlocked(bankSize = 3, questionCount: number | null = null) {
  const course = await createExamCourse(h.db.prisma, { bankSize, questionCount });
  const candidate = await createCandidate(h, course);
  const slot = await createSlot(h.db.prisma, instructor.userId, { startsInMinutes: 5 });
  const exam = await bookExam(h.db.prisma, candidate, course, slot.id);
  const unlockedAt = new Date();
  const row = await unlockExam(h.db.prisma, examiner(), exam.id, { identityConfirmed: true }, unlockedAt);
  const viewer = { id: candidate.userId, role: 'USER' as const };
  return { course, candidate, viewer, exam: row, unlockedAt, deadline: row.deadlineAt!, slot };
}

describe('the exam clock', () => {
  it('the deadline is the unlock time plus the duration; a question count draws that many of the bank', async () => {
    const { exam, unlockedAt } = await unlocked(5, 3);
    expect(exam.deadlineAt!.getTime()).toBe(unlockedAt.getTime() + 60 * 60_000);
    expect(await h.db.prisma.examItem.count({ where: { examId: exam.id } })).toBe(3);
    const items = await h.db.prisma.examItem.findMany({ where: { examId: exam.id } });
    expect(new Set(items.map((i) => i.sourceQuestionId)).size).toBe(3);
  });

  it('a question count above the bank draws the whole bank', async () => {
    const { exam } = await unlocked(2, 10);
    expect(await h.db.prisma.examItem.count({ where: { examId: exam.id } })).toBe(2);
  });

  it('answers until 1 ms before the deadline; at the deadline TIME_EXPIRED and the exam FINISHED at its deadline (committed)', async () => {
    const { exam, viewer, deadline } = await unlocked();
    const [choice] = await correctChoices(h.db.prisma, exam.id);
    const justBefore = new Date(deadline.getTime() - 1);
    const saved = await answerExamItem(
      h.db.prisma,
      viewer,
      exam.id,
      choice!.itemId,
      { answerIds: choice!.correct },
      justBefore,
    );
    expect(saved.answered).toBe(true);
    await expect(
      answerExamItem(h.db.prisma, viewer, exam.id, choice!.itemId, { answerIds: choice!.wrong }, deadline),
    ).rejects.toMatchObject({ code: 'TIME_EXPIRED' });
    const row = await h.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
    expect(row).toMatchObject({ status: 'FINISHED', finishedAt: deadline });
    const item = await h.db.prisma.examItem.findUniqueOrThrow({ where: { id: choice!.itemId } });
    expect(item.chosenAnswerIds.sort()).toEqual([...choice!.correct].sort());
    // Still TIME_EXPIRED afterwards (not a status conflict), whenever asked.
    await expect(
      answerExamItem(
        h.db.prisma,
        viewer,
        exam.id,
        choice!.itemId,
        { answerIds: [] },
        new Date(deadline.getTime() + 1e7),
      ),
    ).rejects.toMatchObject({ code: 'TIME_EXPIRED' });
  });

  it('finish after the deadline: finishedAt is the deadline; before it: now', async () => {
    const late = await unlocked();
    const finished = await finishExam(
      h.db.prisma,
      late.viewer,
      late.exam.id,
      new Date(late.deadline.getTime() + 60_000),
    );
    expect(finished).toMatchObject({ status: 'FINISHED', finishedAt: late.deadline });
    const early = await unlocked();
    const at = new Date(early.deadline.getTime() - 600_000);
    expect(await finishExam(h.db.prisma, early.viewer, early.exam.id, at)).toMatchObject({
      status: 'FINISHED',
      finishedAt: at,
    });
  });

  it('reading an overdue UNLOCKED exam writes it FINISHED; the instructor verifies it', async () => {
    const { exam, viewer, deadline } = await unlocked();
    expect(effectiveStatus(exam, new Date(deadline.getTime() - 1))).toBe('UNLOCKED');
    expect(effectiveStatus(exam, deadline)).toBe('FINISHED');
    const read = await readableExam(h.db.prisma, viewer, exam.id, new Date(deadline.getTime() + 5));
    expect(read).toMatchObject({ status: 'FINISHED', finishedAt: deadline });
    const verified = await verifyExam(
      h.db.prisma,
      examiner(),
      exam.id,
      { independent: true },
      new Date(deadline.getTime() + 10),
    );
    expect(verified).toMatchObject({ status: 'VERIFIED', passed: false, correctCount: 0, questionCount: 3 });
  });

  it('verify before the deadline of an unfinished exam: BOOKING_STATUS_CONFLICT; expiry only touches overdue exams', async () => {
    const { exam, deadline, slot } = await unlocked();
    await expect(
      verifyExam(h.db.prisma, examiner(), exam.id, { independent: true }, new Date(deadline.getTime() - 1000)),
    ).rejects.toMatchObject({ code: 'BOOKING_STATUS_CONFLICT' });
    expect(await expireOverdueExams(h.db.prisma, { workSlotId: slot.id }, new Date(deadline.getTime() - 1))).toBe(0);
    expect(await expireOverdueExams(h.db.prisma, { workSlotId: slot.id }, deadline)).toBe(1);
  });

  it('an exam in progress makes the user course ineligible (EXAM_ALREADY_BOOKED)', async () => {
    const { candidate } = await unlocked();
    const map = await examEligibilities(h.db.prisma, [candidate.userCourseId]);
    expect(map.get(candidate.userCourseId)).toEqual({ allowed: false, reason: 'EXAM_ALREADY_BOOKED' });
  });

  it("the instructor's slot page writes its overdue exams FINISHED (REST and GraphQL)", async () => {
    for (const read of ['rest', 'graphql'] as const) {
      const { exam, slot } = await unlocked();
      const deadline = new Date(Date.now() - 1000);
      await h.db.prisma.exam.update({ where: { id: exam.id }, data: { deadlineAt: deadline } });
      if (read === 'rest') {
        expect((await rest(h, 'GET', `instructor/work-slot/${slot.id}`, instructor)).statusCode).toBe(200);
      } else {
        const query = 'query($id: ID!) { workSlot(id: $id) { exams { status } } }';
        const data = await gqlOk(h, query, { id: gid('WorkSlot', slot.id) }, instructor);
        expect(data.workSlot.exams).toEqual([{ status: 'FINISHED' }]);
      }
      const row = await h.db.prisma.exam.findUniqueOrThrow({ where: { id: exam.id } });
      expect(row).toMatchObject({ status: 'FINISHED', finishedAt: deadline });
    }
  });

  it('shuffled keeps every element (crypto randomness) and moves them', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items);
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});
