/**
 * What other modules may use of exams (accounts: a user's exam tries). Re-exports only; the
 * rules live in the files named.
 */
/** Course duplication (courses/service.ts): copies the exam bank (questions with answers) in its transaction. */
export { copyExamQuestions } from './exam-questions.ts';
/** The size of a course's exam bank (e.g. a course summary). */
export { examBankSize } from './exam-questions.ts';
/** A user's exam tries (accounts): failed verified tries, the allowance, tries left; one user course or many. */
export { examTriesOf, triesLeftOf, type ExamTries } from './eligibility.ts';
export { triesLeft } from './exams.ts';
/** A booking's place given back (accounts: the future bookings of an account deleted at its owner's request). */
export { releasePlace } from './booking.ts';
