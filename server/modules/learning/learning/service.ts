/**
 * What other modules may use of learning (exams: quizzes passed, access; accounts: assignment).
 * Re-exports only; the rules live in the files named.
 */
export { accessActive, userCourseOf } from './access.ts';
/** Course deletion (courses/service.ts): read a course's lesson media file ids before deleting it, release them after. */
export { courseMediaFileIds, releaseLessonMedia, LESSON_MEDIA_PURPOSE } from './authoring.ts';
/** Course duplication (courses/service.ts): copies subjects, lessons, segments (same files) and questions in its transaction. */
export { copyCourseContent } from './authoring.ts';
export { allQuizzesPassed, requireContentAccess } from './study.ts';
/** Practice fields (exams/exercises-graphql.ts): subjects per course, as the learner's progress counts them. */
export { subjectCounts } from './study.ts';
/** Company seats (seats/service.ts): the same course grant inside the seat's transaction. */
export { assignCourse, grantCourse, requireStudentRole, withdrawUserCourse } from './participants.ts';
/** Admin users (users/graphql.ts User.availableCourses): what may still be assigned, batched per request. */
export { availableCoursesOf, type CourseQuery } from './participants.ts';
