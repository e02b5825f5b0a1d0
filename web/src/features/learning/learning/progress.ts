/**
 * The learner's progress, as the screens show it. Subjects are completed in order: with
 * `completedSubjects` = k, subjects 1..k are completed, subject k+1 is the current one and the
 * ones after it are locked until it is completed (the server's completeSubject rule).
 */
export type SubjectState = 'completed' | 'current' | 'locked';

export function subjectState(number: number, completedSubjects: number, finished = false): SubjectState {
  if (finished || number <= completedSubjects) return 'completed';
  return number === completedSubjects + 1 ? 'current' : 'locked';
}

/** A percent for a progress bar: a whole number from 0 to 100. */
export function clampPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

interface LessonQuizState {
  readonly quiz: unknown;
  /** `countsAsPassed`: some attempt passed (a failed retake keeps the pass), as the server's rule counts it. */
  readonly quizResult: { readonly countsAsPassed: boolean } | null | undefined;
}

/** The quizzes of a subject's lessons: how many there are and how many the learner has passed. */
export function quizTally(lessons: readonly LessonQuizState[]): { total: number; passed: number } {
  const withQuiz = lessons.filter((lesson) => lesson.quiz != null);
  return { total: withQuiz.length, passed: withQuiz.filter((lesson) => lesson.quizResult?.countsAsPassed).length };
}

/** Why "Complete subject" is not available (null: it is). */
export type CompleteBlocker = 'completed' | 'locked' | 'quizzes' | 'expired';

export function completeBlocker(
  state: SubjectState,
  tally: { total: number; passed: number },
  expired: boolean,
): CompleteBlocker | null {
  if (expired) return 'expired';
  if (state === 'completed') return 'completed';
  if (state === 'locked') return 'locked';
  if (tally.passed < tally.total) return 'quizzes';
  return null;
}

/** The answers chosen on a quiz page, in the shape submitQuiz takes (questions in their order). */
export function quizAnswers(
  questions: readonly { readonly id: string }[],
  chosen: Readonly<Record<string, readonly string[]>>,
): { questionId: string; answerIds: string[] }[] {
  return questions.map((question) => ({ questionId: question.id, answerIds: [...(chosen[question.id] ?? [])] }));
}

/** One answer clicked: a radio replaces the choice, a checkbox toggles it (answer order kept). */
export function choose(
  current: readonly string[],
  answerId: string,
  multiple: boolean,
  order: readonly string[],
): string[] {
  if (!multiple) return [answerId];
  const next = current.includes(answerId) ? current.filter((id) => id !== answerId) : [...current, answerId];
  return order.filter((id) => next.includes(id));
}
