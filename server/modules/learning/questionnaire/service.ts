import { z } from 'zod';
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.ts';
import { CourseCategory, Language } from '../../../generated/prisma/enums.ts';
import { FALLBACK_LANGUAGE } from '../../../contract/policies.ts';
import { AppError, notFound, type FieldIssue } from '../../../platform/errors.ts';
import {
  enumOf,
  isUuid,
  issue,
  parseInput,
  plainText,
  requiredText,
  wholeNumber,
} from '../../../platform/validation.ts';
import {
  existingCourseIds,
  publicCourseInLanguage,
  publicCourseOfCategory,
  type PublicCourseCard,
} from '../../catalogue/courses/service.ts';

/**
 * The home questionnaire ("which course suits me", spec 1 and 7 questionnaires): one per
 * language, admin-defined questions with answers, each answer giving points to course categories
 * or to single courses. Visitors read the questions and answers (never the points) and send one
 * answer per question; the best-scoring target becomes a public course of their language.
 * No HTTP and no GraphQL here.
 */

export const QUESTIONS_MAX = 30;
export const ANSWERS_MIN = 2;
export const ANSWERS_MAX = 10;
export const SCORES_MAX = 20;
export const TEXT_MAX = 255;
export const INTRO_MAX = 1000;
export const POINTS_MAX = 100;

/** Questions and answers in the admin's order (positions from 0). */
export const QUESTIONS_ORDER = {
  orderBy: [{ position: 'asc' }, { id: 'asc' }],
} satisfies Prisma.Questionnaire$questionsArgs;
export const ANSWERS_ORDER = {
  orderBy: [{ position: 'asc' }, { id: 'asc' }],
} satisfies Prisma.QuestionnaireQuestion$answersArgs;
/**
 * Score rows of an answer: categories first (in the enum's order: PARTICULAR, OPEN, TECHNICAL,
 * CERTIFIED), then courses by id. An answer holds at most one row per target, so this is total.
 */
export const SCORES_ORDER = {
  orderBy: [{ courseCategory: { sort: 'asc', nulls: 'last' } }, { courseId: 'asc' }, { id: 'asc' }],
} satisfies Prisma.QuestionnaireAnswer$scoresArgs;

/** REST and GraphQL language: PL or EN in any case; anything else (or nothing) is Polish. */
export const languageOrPolish = (value: unknown): Language =>
  typeof value === 'string' && value.trim().toUpperCase() === 'EN' ? 'EN' : FALLBACK_LANGUAGE;

/** The published questionnaire of `language` (what visitors may read). */
export const publishedWhere = (language: Language): Prisma.QuestionnaireWhereInput => ({ language, published: true });

const TREE_INCLUDE = {
  questions: {
    ...QUESTIONS_ORDER,
    include: { answers: { ...ANSWERS_ORDER, include: { scores: SCORES_ORDER } } },
  },
} satisfies Prisma.QuestionnaireInclude;

export type QuestionnaireTree = Prisma.QuestionnaireGetPayload<{ include: typeof TREE_INCLUDE }>;

/** The published questionnaire with its questions, answers and scores (presenters drop the scores). */
export function publishedQuestionnaire(prisma: PrismaClient, language: Language): Promise<QuestionnaireTree | null> {
  return prisma.questionnaire.findFirst({ where: publishedWhere(language), include: TREE_INCLUDE });
}

/** The admin's view: the questionnaire of `language`, published or not, with its scores. */
export function adminQuestionnaire(prisma: PrismaClient, language: Language): Promise<QuestionnaireTree | null> {
  return prisma.questionnaire.findUnique({ where: { language }, include: TREE_INCLUDE });
}

// ───────────────────────────── Evaluation ─────────────────────────────

export const evaluateSchema = z.object({
  language: z.preprocess((v) => languageOrPolish(v), enumOf(Language)),
  answerIds: z
    .array(z.string(issue('invalid_value')).max(100, issue('invalid_value')), issue('required'))
    .max(QUESTIONS_MAX, issue('invalid_value')),
});

export interface QuestionnaireResult {
  /** The winning target's points. */
  score: number;
  /** What the winning target could reach: per question, its best answer's points for it. */
  maxScore: number;
  /** The winning category, or the matched course's category; null when nothing matched. */
  courseCategory: CourseCategory | null;
  course: PublicCourseCard | null;
}

type TargetKey = string;
interface Target {
  key: TargetKey;
  category: CourseCategory | null;
  courseId: string | null;
  /** Order of first appearance in the questionnaire (question, answer, score row). */
  order: number;
  score: number;
  max: number;
}

const keyOf = (row: { courseCategory: CourseCategory | null; courseId: string | null }): TargetKey =>
  row.courseId ? `course:${row.courseId}` : `category:${row.courseCategory}`;

/**
 * Scores the visitor's answers (exactly one per question of the published questionnaire):
 * points are summed per target (a course category, or one course). Targets are ranked by
 * 1. points, highest first; 2. a course before a category (the admin's more specific choice);
 * 3. the target that appears first in the questionnaire (question, then answer order, then the
 *    answer's score rows: categories in enum order before courses).
 * The first target in that ranking that resolves to a PUBLIC course in the visitor's language
 * wins (a category: its first course in the catalogue's order; a course: itself or its twin);
 * targets with no points never win. With no winner the result has no course and 0 of 0 points.
 */
export async function evaluateQuestionnaire(prisma: PrismaClient, input: unknown): Promise<QuestionnaireResult> {
  const { language, answerIds } = parseInput(evaluateSchema, input);
  const questionnaire = await publishedQuestionnaire(prisma, language);
  if (!questionnaire) throw notFound('Questionnaire');

  const questionOfAnswer = new Map<string, string>();
  for (const question of questionnaire.questions) {
    for (const answer of question.answers) questionOfAnswer.set(answer.id, question.id);
  }
  const issues: FieldIssue[] = [];
  const chosen = new Map<string, string>(); // question id → answer id
  answerIds.forEach((raw, i) => {
    const id = raw.trim().toLowerCase();
    const questionId = isUuid(id) ? questionOfAnswer.get(id) : undefined;
    if (!questionId || chosen.has(questionId)) {
      issues.push({ field: `answerIds.${i}`, code: 'invalid_value' });
      return;
    }
    chosen.set(questionId, id);
  });
  if (!issues.length && chosen.size !== questionnaire.questions.length) {
    issues.push({ field: 'answerIds', code: 'required' });
  }
  if (issues.length) throw new AppError('VALIDATION_FAILED', 'Answer every question once', issues);

  const targets = new Map<TargetKey, Target>();
  let order = 0;
  for (const question of questionnaire.questions) {
    const bestInQuestion = new Map<TargetKey, number>();
    const answerId = chosen.get(question.id);
    for (const answer of question.answers) {
      const pointsOfAnswer = new Map<TargetKey, number>();
      for (const row of answer.scores) {
        const key = keyOf(row);
        if (!targets.has(key)) {
          targets.set(key, {
            key,
            category: row.courseId ? null : row.courseCategory,
            courseId: row.courseId,
            order: order++,
            score: 0,
            max: 0,
          });
        }
        pointsOfAnswer.set(key, (pointsOfAnswer.get(key) ?? 0) + row.points);
      }
      for (const [key, points] of pointsOfAnswer) {
        bestInQuestion.set(key, Math.max(bestInQuestion.get(key) ?? 0, points));
        if (answer.id === answerId) targets.get(key)!.score += points;
      }
    }
    for (const [key, best] of bestInQuestion) targets.get(key)!.max += best;
  }

  const ranked = [...targets.values()]
    .filter((target) => target.score > 0)
    .sort(
      (a, b) => b.score - a.score || Number(b.courseId !== null) - Number(a.courseId !== null) || a.order - b.order,
    );
  for (const target of ranked) {
    const course = target.courseId
      ? await publicCourseInLanguage(prisma, target.courseId, language)
      : await publicCourseOfCategory(prisma, target.category!, language);
    if (course) {
      return { score: target.score, maxScore: target.max, courseCategory: target.category ?? course.category, course };
    }
  }
  return { score: 0, maxScore: 0, courseCategory: null, course: null };
}

// ───────────────────────────── The admin's editor ─────────────────────────────

const scoreSchema = z
  .object({
    courseCategory: enumOf(CourseCategory).nullish(),
    courseId: z.string(issue('invalid_value')).trim().nullish(),
    points: wholeNumber(0, POINTS_MAX),
  })
  .superRefine((score, ctx) => {
    const targets = Number(Boolean(score.courseCategory)) + Number(Boolean(score.courseId));
    if (targets !== 1) ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['courseCategory'] });
    if (score.courseId && !isUuid(score.courseId)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['courseId'] });
    }
  });

const answerSchema = z
  .object({
    text: requiredText(TEXT_MAX),
    scores: z
      .array(scoreSchema, issue('invalid_value'))
      .max(SCORES_MAX, issue('invalid_value'))
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((answer, ctx) => {
    // One row per target in an answer (two rows for one target are a slip of the editor).
    const seen = new Set<string>();
    answer.scores.forEach((score, i) => {
      const key = score.courseId ? `course:${score.courseId.toLowerCase()}` : `category:${score.courseCategory}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['scores', i] });
      seen.add(key);
    });
  });

const questionSchema = z.object({
  text: requiredText(TEXT_MAX),
  answers: z
    .array(answerSchema, issue('required'))
    .min(ANSWERS_MIN, issue('invalid_value'))
    .max(ANSWERS_MAX, issue('invalid_value')),
});

export const saveSchema = z.object({
  language: enumOf(Language),
  title: requiredText(TEXT_MAX),
  intro: plainText(INTRO_MAX),
  published: z.boolean(issue('invalid_value')),
  questions: z
    .array(questionSchema, issue('required'))
    .min(1, issue('required'))
    .max(QUESTIONS_MAX, issue('invalid_value')),
});
export type SaveQuestionnaireInput = z.input<typeof saveSchema>;

/**
 * Replaces the questionnaire of a language (title, intro, published, and the whole tree of
 * questions, answers and scores) in one transaction; every id of the old tree is gone after it.
 * Validation: at least one question, each with 2 to 10 answers, texts up to 255 characters,
 * points whole numbers 0–100, each score row naming exactly one of a category or an existing course.
 */
export async function saveQuestionnaire(prisma: PrismaClient, input: unknown): Promise<QuestionnaireTree> {
  const data = parseInput(saveSchema, input);
  const courseIds = data.questions.flatMap((q) =>
    q.answers.flatMap((a) => a.scores.flatMap((s) => (s.courseId ? [s.courseId.toLowerCase()] : []))),
  );
  const existing = await existingCourseIds(prisma, courseIds);
  const issues: FieldIssue[] = [];
  data.questions.forEach((q, qi) =>
    q.answers.forEach((a, ai) =>
      a.scores.forEach((s, si) => {
        if (s.courseId && !existing.has(s.courseId.toLowerCase())) {
          issues.push({ field: `questions.${qi}.answers.${ai}.scores.${si}.courseId`, code: 'invalid_value' });
        }
      }),
    ),
  );
  if (issues.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', issues);

  return prisma.$transaction(async (tx) => {
    const questionnaire = await tx.questionnaire.upsert({
      where: { language: data.language },
      create: { language: data.language, title: data.title, intro: data.intro, published: data.published },
      update: { title: data.title, intro: data.intro, published: data.published },
    });
    await tx.questionnaireQuestion.deleteMany({ where: { questionnaireId: questionnaire.id } });
    for (const [position, question] of data.questions.entries()) {
      const created = await tx.questionnaireQuestion.create({
        data: { questionnaireId: questionnaire.id, text: question.text, position },
      });
      for (const [answerPosition, answer] of question.answers.entries()) {
        const createdAnswer = await tx.questionnaireAnswer.create({
          data: { questionId: created.id, text: answer.text, position: answerPosition },
        });
        await tx.questionnaireScore.createMany({
          data: answer.scores.map((score) => ({
            answerId: createdAnswer.id,
            courseCategory: score.courseId ? null : score.courseCategory!,
            courseId: score.courseId ? score.courseId.toLowerCase() : null,
            points: score.points,
          })),
        });
      }
    }
    return tx.questionnaire.findUniqueOrThrow({ where: { id: questionnaire.id }, include: TREE_INCLUDE });
  });
}
