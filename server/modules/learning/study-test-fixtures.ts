import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * Courses with content for the study tests, written straight with Prisma (authoring has its own
 * tests): subjects of lessons, each lesson with a text segment, optional media and a quiz.
 * Every question's first answer is correct; questions marked `multi` have their first two correct.
 */

export interface LessonSpec {
  questions?: { multi?: boolean }[];
  passThreshold?: number;
  media?: { segmentType: 'AUDIO' | 'VIDEO' | 'IMAGE' | 'FILE'; bytes: Buffer; mimeType: string; name: string };
}

export interface LearningCourse {
  courseId: string;
  courseVariantId: string;
  subjects: {
    id: string;
    lessons: {
      id: string;
      textSegmentId: string;
      mediaSegmentId: string | null;
      questions: { id: string; answers: { id: string; correct: boolean }[] }[];
    }[];
  }[];
}

export const LESSON_TEXT = 'SECRET-LESSON-TEXT';
export const ANSWER_TEXT = 'SECRET-ANSWER';

let seq = 0;

export async function createLearningCourse(
  prisma: PrismaClient,
  storage: Storage,
  spec: { subjects: LessonSpec[][]; withoutExamFlg?: boolean; accessMonths?: number | null },
): Promise<LearningCourse> {
  seq += 1;
  const course = await prisma.course.create({
    data: {
      courseType: 'THEORETICAL',
      title: `Learning ${seq}`,
      category: 'OPEN',
      visibility: 'PUBLIC',
      withoutExamFlg: spec.withoutExamFlg ?? true,
      accessMonths: spec.accessMonths === undefined ? 12 : spec.accessMonths,
      variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 10_000 } },
    },
    include: { variants: true },
  });
  const out: LearningCourse = { courseId: course.id, courseVariantId: course.variants[0]!.id, subjects: [] };
  for (const [s, lessons] of spec.subjects.entries()) {
    const subject = await prisma.subject.create({
      data: { courseId: course.id, title: `Subject ${s + 1}`, position: s + 1 },
    });
    const subjectOut: LearningCourse['subjects'][number] = { id: subject.id, lessons: [] };
    for (const [l, lessonSpec] of lessons.entries()) {
      const lesson = await prisma.lesson.create({
        data: {
          subjectId: subject.id,
          title: `Lesson ${s + 1}.${l + 1}`,
          position: l + 1,
          passThreshold: lessonSpec.passThreshold ?? 70,
        },
      });
      const text = await prisma.lessonSegment.create({
        data: { lessonId: lesson.id, segmentType: 'TEXT', position: 1, content: `<p>${LESSON_TEXT}</p>` },
      });
      let mediaSegmentId: string | null = null;
      if (lessonSpec.media) {
        const key = `lesson_media/${randomBytes(8).toString('hex')}`;
        const { size } = await storage.put(key, Readable.from([lessonSpec.media.bytes]), 1e9);
        const file = await prisma.storedFile.create({
          data: {
            key,
            purpose: 'LESSON_MEDIA',
            originalName: lessonSpec.media.name,
            mimeType: lessonSpec.media.mimeType,
            size,
            public: false,
          },
        });
        const segment = await prisma.lessonSegment.create({
          data: {
            lessonId: lesson.id,
            segmentType: lessonSpec.media.segmentType,
            position: 2,
            content: 'caption',
            fileId: file.id,
          },
        });
        mediaSegmentId = segment.id;
      }
      const questions: LearningCourse['subjects'][number]['lessons'][number]['questions'] = [];
      for (const [q, question] of (lessonSpec.questions ?? []).entries()) {
        const row = await prisma.lessonQuestion.create({
          data: {
            lessonId: lesson.id,
            content: `Question ${q + 1}?`,
            position: q + 1,
            answers: {
              create: [0, 1, 2].map((a) => ({
                content: `${ANSWER_TEXT} ${a + 1}`,
                correct: a === 0 || (question.multi === true && a === 1),
                position: a + 1,
              })),
            },
          },
          include: { answers: { orderBy: { position: 'asc' } } },
        });
        questions.push({ id: row.id, answers: row.answers.map((a) => ({ id: a.id, correct: a.correct })) });
      }
      subjectOut.lessons.push({ id: lesson.id, textSegmentId: text.id, mediaSegmentId, questions });
    }
    out.subjects.push(subjectOut);
  }
  return out;
}

/** Gives `userId` the course (active for a year, or expired with `expired`). */
export function giveCourse(
  prisma: PrismaClient,
  userId: string,
  course: Pick<LearningCourse, 'courseId' | 'courseVariantId'>,
  { expired = false }: { expired?: boolean } = {},
) {
  const day = 86_400_000;
  return prisma.userCourse.create({
    data: {
      userId,
      courseId: course.courseId,
      courseVariantId: course.courseVariantId,
      accessUntil: new Date(Date.now() + (expired ? -day : 365 * day)),
    },
  });
}

/** Answers for a quiz: all correct, or with the first `wrong` questions answered wrongly. */
export function answersFor(
  questions: LearningCourse['subjects'][number]['lessons'][number]['questions'],
  wrong = 0,
): { questionId: string; answerIds: string[] }[] {
  return questions.map((q, i) => ({
    questionId: q.id,
    answerIds:
      i < wrong ? [q.answers.find((a) => !a.correct)!.id] : q.answers.filter((a) => a.correct).map((a) => a.id),
  }));
}
