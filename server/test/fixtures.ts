/**
 * Test data for the modules' tests, in one place: small named builders writing rows straight with
 * Prisma (what the builders stand in for is tested in its own module), one file a topic.
 * - catalogue: courses and a product variant, purchases as placement leaves them, a checkout contact;
 * - invoices: paid purchases to invoice and refunds;
 * - exams: courses with an exam and its bank, eligible candidates, instructors' slots, booked exams;
 * - learning: courses with subjects, lessons, media and quizzes, given to a learner;
 * - seats: seat courses, companies, their seats and students.
 */
export * from './fixtures/catalogue.ts';
export * from './fixtures/exams.ts';
export * from './fixtures/invoices.ts';
export * from './fixtures/learning.ts';
export * from './fixtures/seats.ts';
