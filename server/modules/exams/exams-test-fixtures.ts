import type { PrismaClient, WorkSlotKind } from '../../generated/prisma/client.ts';
import { signIn, type Harness, type SignedIn } from '../../test/harness.ts';

/**
 * Courses with an exam and its question bank, eligible candidates and instructors' slots for
 * the exam tests, written straight with Prisma (the bank, slots and quizzes have their own tests).
 * Every bank question's first answer is correct; questions marked `multi` have their first two
 * correct.
 */

export interface ExamCourse {
  courseId: string;
  courseVariantId: string;
  /** Lessons with a quiz (a candidate must pass them all). */
  lessonIds: string[];
  bank: { id: string; answers: { id: string; correct: boolean }[] }[];
}

let seq = 0;

export async function createExamCourse(
  prisma: PrismaClient,
  spec: {
    bankSize?: number;
    /** `examQuestionCount` (null: the whole bank). */
    questionCount?: number | null;
    duration?: 'DURATION_60' | 'DURATION_120' | null;
    courseType?: 'THEORETICAL' | 'FULL';
    withoutExamFlg?: boolean;
    quizLessons?: number;
    passThreshold?: number;
    maxTries?: number;
  } = {},
): Promise<ExamCourse> {
  seq += 1;
  const course = await prisma.course.create({
    data: {
      courseType: spec.courseType ?? 'THEORETICAL',
      title: `Exam course ${seq}`,
      category: 'OPEN',
      visibility: 'PUBLIC',
      withoutExamFlg: spec.withoutExamFlg ?? false,
      examDuration: spec.duration === undefined ? 'DURATION_60' : spec.duration,
      examQuestionCount: spec.questionCount === undefined ? null : spec.questionCount,
      examPassThreshold: spec.passThreshold ?? 75,
      examMaxTries: spec.maxTries ?? 3,
      accessMonths: 12,
      variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 10_000 } },
    },
    include: { variants: true },
  });
  const subject = await prisma.subject.create({ data: { courseId: course.id, title: 'Subject 1', position: 1 } });
  const lessonIds: string[] = [];
  for (let l = 0; l < (spec.quizLessons ?? 1); l++) {
    const lesson = await prisma.lesson.create({
      data: {
        subjectId: subject.id,
        title: `Lesson ${l + 1}`,
        position: l + 1,
        questions: {
          create: {
            content: 'Quiz?',
            position: 1,
            answers: {
              create: [
                { content: 'yes', correct: true, position: 1 },
                { content: 'no', correct: false, position: 2 },
              ],
            },
          },
        },
      },
    });
    lessonIds.push(lesson.id);
  }
  const bank: ExamCourse['bank'] = [];
  for (let q = 0; q < (spec.bankSize ?? 4); q++) {
    const row = await prisma.examQuestion.create({
      data: {
        courseId: course.id,
        text: `Exam question ${q + 1}?`,
        position: q + 1,
        answers: {
          create: [0, 1, 2].map((a) => ({
            text: `EXAM-ANSWER ${q + 1}.${a + 1}`,
            correct: a === 0 || (q % 3 === 2 && a === 1),
            position: a + 1,
          })),
        },
      },
      include: { answers: { orderBy: { position: 'asc' } } },
    });
    bank.push({ id: row.id, answers: row.answers.map((a) => ({ id: a.id, correct: a.correct })) });
  }
  return { courseId: course.id, courseVariantId: course.variants[0]!.id, lessonIds, bank };
}

export interface Candidate extends SignedIn {
  userCourseId: string;
}

/**
 * A USER holding the course (active a year) with pilot data and every quiz passed; `pilot:
 * false` leaves the pilot number empty, `quizzes: false` passes none, `practice` confirms an
 * exercise (FULL courses need one; `instructorId` owns its slot).
 */
export async function createCandidate(
  h: Harness,
  course: ExamCourse,
  opts: { pilot?: boolean; quizzes?: boolean; expired?: boolean; practiceBy?: string } = {},
): Promise<Candidate> {
  const prisma = h.db.prisma;
  const s = await signIn(h, 'USER', {
    firstName: 'Jan',
    lastName: 'Pilot',
    pilotNumber: opts.pilot === false ? null : `POL-${Math.random().toString(36).slice(2, 10)}`,
  });
  const day = 86_400_000;
  const uc = await prisma.userCourse.create({
    data: {
      userId: s.userId,
      courseId: course.courseId,
      courseVariantId: course.courseVariantId,
      accessUntil: new Date(Date.now() + (opts.expired ? -day : 365 * day)),
    },
  });
  if (opts.quizzes !== false) {
    const now = new Date();
    await prisma.quizResult.createMany({
      data: course.lessonIds.map((lessonId) => ({
        userCourseId: uc.id,
        lessonId,
        passed: true,
        correctCount: 1,
        questionCount: 1,
        attempts: 1,
        answeredAt: now,
        passedAt: now,
      })),
    });
  }
  if (opts.practiceBy) {
    const slot = await createSlot(prisma, opts.practiceBy, { kind: 'EXERCISE', startsInMinutes: 60 * 24 * 3 });
    await prisma.exercise.create({
      data: {
        userId: s.userId,
        userCourseId: uc.id,
        courseId: course.courseId,
        workSlotId: slot.id,
        status: 'FINISHED',
        accessCode: '123456',
        confirmedAt: now(),
      },
    });
  }
  return { ...s, userCourseId: uc.id };
}

const now = () => new Date();

/** A slot of the instructor starting in `startsInMinutes` (negative: started already). */
export function createSlot(
  prisma: PrismaClient,
  instructorId: string,
  opts: { kind?: WorkSlotKind; startsInMinutes?: number; capacity?: number; bookedCount?: number } = {},
) {
  const kind = opts.kind ?? 'EXAM_60';
  const startsAt = new Date(Date.now() + (opts.startsInMinutes ?? 3 * 24 * 60) * 60_000);
  const minutes = kind === 'EXAM_60' ? 60 : 120;
  return prisma.workSlot.create({
    data: {
      instructorId,
      kind,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      place: 'Hangar 1',
      onlineLink: 'https://meet.example.com/exam',
      capacity: opts.capacity ?? 10,
      bookedCount: opts.bookedCount ?? 0,
    },
  });
}

/** The correct answer ids of each drawn item of an exam (read from the snapshot). */
export async function correctChoices(prisma: PrismaClient, examId: string) {
  const items = await prisma.examItem.findMany({ where: { examId }, orderBy: { position: 'asc' } });
  return items.map((item) => ({
    itemId: item.id,
    correct: (item.answers as { id: string; correct: boolean }[]).filter((a) => a.correct).map((a) => a.id),
    wrong: (item.answers as { id: string; correct: boolean }[]).filter((a) => !a.correct).map((a) => a.id),
  }));
}

/** Books an exam straight in the database (REGISTER, place taken), for tests of later steps. */
export async function bookExam(
  prisma: PrismaClient,
  candidate: Candidate,
  course: ExamCourse,
  slotId: string,
  data: { status?: 'REGISTER' | 'VERIFIED'; passed?: boolean; attempt?: number } = {},
) {
  await prisma.workSlot.update({ where: { id: slotId }, data: { bookedCount: { increment: 1 } } });
  return prisma.exam.create({
    data: {
      userId: candidate.userId,
      userCourseId: candidate.userCourseId,
      courseId: course.courseId,
      workSlotId: slotId,
      attempt: data.attempt ?? 1,
      durationMinutes: 60,
      passThreshold: 75,
      status: data.status ?? 'REGISTER',
      ...(data.status === 'VERIFIED'
        ? { verifiedAt: new Date(), passed: data.passed ?? false, independent: true, correctCount: 0, questionCount: 4 }
        : {}),
    },
  });
}
