/**
 * What other modules may use of learning (exams: quizzes passed, access; accounts: assignment).
 * Re-exports only; the rules live in the files named.
 */
export { accessActive, userCourseOf } from './access.ts';
