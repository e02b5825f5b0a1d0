import { describe, expect, it } from 'vitest';
import { checkQuestion, type AnswerDraft } from './questions';

const answer = (key: number, content: string, correct = false): AnswerDraft => ({ key, content, correct });

describe('question checks (spec 5: lesson quizzes and the exam bank)', () => {
  it('accepts a filled question with one correct answer of two', () => {
    expect(checkQuestion('Max height?', [answer(1, '120 m', true), answer(2, '500 m')])).toEqual({ answers: {} });
  });

  it("wants every field filled: 'all fields filled' first", () => {
    const issues = checkQuestion('  ', [answer(1, 'a', true), answer(2, ' ')]);
    expect(issues.form).toBe('not_filled');
    expect(issues.content).toEqual({ code: 'required' });
    expect(issues.answers[2]).toEqual({ code: 'required' });
    expect(issues.answers[1]).toBeUndefined();
  });

  it("wants at least one correct answer ('Missing correct answer')", () => {
    expect(checkQuestion('Q', [answer(1, 'a'), answer(2, 'b')]).form).toBe('missing_correct');
  });

  it('keeps to the lengths and the number of answers of the API', () => {
    expect(checkQuestion('x'.repeat(1001), [answer(1, 'a', true), answer(2, 'b')]).content).toEqual({
      code: 'max_length',
      max: 1000,
    });
    expect(checkQuestion('Q', [answer(1, 'a'.repeat(501), true), answer(2, 'b')]).answers[1]).toEqual({
      code: 'max_length',
      max: 500,
    });
    expect(checkQuestion('Q', [answer(1, 'a', true)]).form).toBe('answer_count');
    const eleven = Array.from({ length: 11 }, (_, i) => answer(i, `a${i}`, i === 0));
    expect(checkQuestion('Q', eleven).form).toBe('answer_count');
  });
});
