/**
 * What other modules may use of exams (accounts: a user's exam tries). Re-exports only; the
 * rules live in the files named.
 */
export {};
