/** API limits (contract): titles 255; the question limits are shared with the exam bank. */
export const TITLE_MAX = 255;
export { ANSWERS_MAX, ANSWERS_MIN, ANSWER_MAX, QUESTION_MAX } from '../../../shared/questions/questions';
