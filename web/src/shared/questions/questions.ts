import type { ValidationCode } from '../errors/graphqlErrors';
import { LESSON_ANSWERS_MAX, LESSON_ANSWERS_MIN } from '../policies';

/** API limits of a question (lesson quiz and exam bank alike): 1000, answers 500 characters, 2..10 answers. */
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 500;
export const ANSWERS_MIN = LESSON_ANSWERS_MIN;
export const ANSWERS_MAX = LESSON_ANSWERS_MAX;

/** One answer of a quiz or exam question while it is edited (`key` keeps React rows stable as answers come and go). */
export interface AnswerDraft {
  key: number;
  /** The saved answer's id: sent back on update so the answer keeps it (a learner's open quiz stays valid). */
  id?: string;
  content: string;
  correct: boolean;
}

export interface FieldIssue {
  code: ValidationCode;
  max?: number;
}

export interface QuestionIssues {
  content?: FieldIssue;
  /** By the answer's key. */
  answers: Record<number, FieldIssue | undefined>;
  /** 'not_filled': some field is empty (spec 5 'all fields filled'); 'missing_correct': no answer is marked. */
  form?: 'not_filled' | 'missing_correct' | 'invalid' | 'answer_count';
}

function textIssue(value: string, max: number): FieldIssue | undefined {
  const text = value.trim();
  if (!text) return { code: 'required' };
  return text.length > max ? { code: 'max_length', max } : undefined;
}

/**
 * The same checks as the server: content 1..1000 characters, 2..10 answers of 1..500 each, at
 * least one correct. An empty field wins over the missing correct answer (fill in first).
 */
export function checkQuestion(content: string, answers: readonly AnswerDraft[]): QuestionIssues {
  const issues: QuestionIssues = { answers: {} };
  const contentIssue = textIssue(content, QUESTION_MAX);
  if (contentIssue) issues.content = contentIssue;
  for (const answer of answers) {
    const issue = textIssue(answer.content, ANSWER_MAX);
    if (issue) issues.answers[answer.key] = issue;
  }
  const found = [issues.content, ...Object.values(issues.answers)].filter(Boolean) as FieldIssue[];
  if (found.some((issue) => issue.code === 'required')) issues.form = 'not_filled';
  else if (found.length) issues.form = 'invalid';
  else if (answers.length < ANSWERS_MIN || answers.length > ANSWERS_MAX) issues.form = 'answer_count';
  else if (!answers.some((answer) => answer.correct)) issues.form = 'missing_correct';
  return issues;
}
