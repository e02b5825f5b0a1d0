import { describe, expect, it } from 'vitest';
import { choose, clampPercent, completeBlocker, quizAnswers, quizTally, subjectState } from './progress';
import { lessonQuizPath, subjectLessonsPath } from './paths';

describe('learning progress', () => {
  it('completes subjects in order: done, then the current one, then locked ones', () => {
    expect([1, 2, 3, 4].map((n) => subjectState(n, 2))).toEqual(['completed', 'completed', 'current', 'locked']);
    expect([1, 2].map((n) => subjectState(n, 0))).toEqual(['current', 'locked']);
    expect([1, 2].map((n) => subjectState(n, 0, true))).toEqual(['completed', 'completed']);
  });

  it('says why a subject cannot be completed', () => {
    const all = { total: 2, passed: 2 };
    expect(completeBlocker('current', all, false)).toBeNull();
    expect(completeBlocker('current', { total: 0, passed: 0 }, false)).toBeNull();
    expect(completeBlocker('current', { total: 2, passed: 1 }, false)).toBe('quizzes');
    expect(completeBlocker('locked', all, false)).toBe('locked');
    expect(completeBlocker('completed', all, false)).toBe('completed');
    expect(completeBlocker('current', all, true)).toBe('expired');
  });

  it('counts only lessons with a quiz, a pass kept after a failed retake included', () => {
    expect(
      quizTally([
        { quiz: null, quizResult: null },
        { quiz: {}, quizResult: { countsAsPassed: false } },
        { quiz: {}, quizResult: { countsAsPassed: true } },
        { quiz: {}, quizResult: null },
      ]),
    ).toEqual({ total: 3, passed: 1 });
  });

  it('keeps percents between 0 and 100', () => {
    expect(clampPercent(33.4)).toBe(33);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-1)).toBe(0);
    expect(clampPercent(null)).toBe(0);
  });

  it('builds the quiz answers: radio replaces, checkbox toggles in answer order', () => {
    const order = ['a', 'b', 'c'];
    expect(choose(['a'], 'b', false, order)).toEqual(['b']);
    expect(choose(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(choose(['a', 'c'], 'a', true, order)).toEqual(['c']);
    expect(quizAnswers([{ id: 'q1' }, { id: 'q2' }], { q2: ['x'] })).toEqual([
      { questionId: 'q1', answerIds: [] },
      { questionId: 'q2', answerIds: ['x'] },
    ]);
  });

  it('links lessons and quizzes by GraphQL id', () => {
    expect(subjectLessonsPath('Q291cnNlOjE=', 'U3ViamVjdDox')).toBe(
      '/courses/Q291cnNlOjE%3D/subjects/U3ViamVjdDox/lessons',
    );
    expect(subjectLessonsPath('c', 's', 'l=')).toBe('/courses/c/subjects/s/lessons?lesson=l%3D');
    expect(lessonQuizPath('c', 's', 'l')).toBe('/courses/c/subjects/s/lessons/l/quiz');
  });
});
