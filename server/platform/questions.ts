import { z } from 'zod';
import { AppError } from './errors.ts';
import { isUuid, issue, typed } from './validation.ts';

/** How the input names an answer's id: `id` in GraphQL, `answerId` in REST. */
export type AnswerIdKey = 'id' | 'answerId';

/** The id of an answer an edit keeps (absent or null: a new answer). */
export const answerIdSchema = z
  .string(typed('invalid_value'))
  .nullish()
  .refine((v) => v == null || isUuid(v), issue('invalid_value'))
  .meta({
    format: 'uuid',
    description: 'The id of an answer of this question to keep (updated in place); absent: a new answer',
  });

/** An answer as stored under its question (its text column may be named otherwise: the store maps it). */
export interface StoredAnswer {
  id: string;
  text: string;
  correct: boolean;
  position: number;
}

/** An answer as sent, in order: with the id of one of the question's answers (kept) or without (new). */
export interface SentAnswer {
  id?: string | null;
  text: string;
  correct: boolean;
}

/** The writes of one question's answers, inside the caller's transaction (the question row locked). */
export interface AnswerStore {
  list(): Promise<StoredAnswer[]>;
  deleteAllBut(keptIds: string[]): Promise<unknown>;
  update(id: string, data: Omit<StoredAnswer, 'id'>): Promise<unknown>;
  create(rows: Omit<StoredAnswer, 'id'>[]): Promise<unknown>;
}

/**
 * Replaces a question's answers with the ones sent, keeping the ids of those it keeps: an answer
 * sent with the id of one of the question's answers is updated in place (text, correct, position;
 * only when changed), one without an id is created, and the answers not sent are deleted.
 * Positions follow the order sent (1-based). An id of no answer of this question is
 * VALIDATION_FAILED on that answer (`answers.<i>.<idKey>`), before anything is written.
 * Used by the lesson quizzes (learning) and the exam bank (exams).
 */
export async function replaceAnswers(store: AnswerStore, answers: SentAnswer[], idKey: AnswerIdKey): Promise<void> {
  const existing = new Map((await store.list()).map((a) => [a.id, a]));
  const wanted = answers.map((a, i) => ({ ...a, position: i + 1 }));
  const foreign = wanted.flatMap((a, i) =>
    a.id && !existing.has(a.id) ? [{ field: `answers.${i}.${idKey}`, code: 'invalid_value' as const }] : [],
  );
  if (foreign.length) throw new AppError('VALIDATION_FAILED', 'Invalid form', foreign);

  await store.deleteAllBut(wanted.flatMap((a) => (a.id ? [a.id] : [])));
  for (const answer of wanted) {
    const before = answer.id ? existing.get(answer.id) : undefined;
    if (
      before &&
      (before.text !== answer.text || before.correct !== answer.correct || before.position !== answer.position)
    ) {
      await store.update(before.id, { text: answer.text, correct: answer.correct, position: answer.position });
    }
  }
  const created = wanted.filter((a) => !a.id);
  if (created.length) {
    await store.create(created.map((a) => ({ text: a.text, correct: a.correct, position: a.position })));
  }
}
