import { LESSON_ANSWERS_MAX, LESSON_ANSWERS_MIN } from '../../shared/policies';

/** API limits (contract): titles 255, question 1000, answer 500 characters, 2..10 answers. */
export const TITLE_MAX = 255;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 500;
export const ANSWERS_MIN = LESSON_ANSWERS_MIN;
export const ANSWERS_MAX = LESSON_ANSWERS_MAX;
