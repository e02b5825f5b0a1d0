/** Links between the learning screens (relative to the router's /app base); ids are GraphQL ids. */
const id = (value: string) => encodeURIComponent(value);

export const MY_COURSES_PATH = '/my-courses';
export const CATALOGUE_PATH = '/courses';
export const CERTIFICATES_PATH = '/certificates';

/** The public details page of a course: where a learner buys (again). */
export const courseDetailsPath = (courseId: string) => `/courses/${id(courseId)}/details`;
export const courseSubjectsPath = (courseId: string) => `/courses/${id(courseId)}/subjects`;

/** The lessons of a subject; `lessonId` selects the lesson shown (`?lesson=`), else the first. */
export const subjectLessonsPath = (courseId: string, subjectId: string, lessonId?: string | null) =>
  `/courses/${id(courseId)}/subjects/${id(subjectId)}/lessons${lessonId ? `?lesson=${id(lessonId)}` : ''}`;

export const lessonQuizPath = (courseId: string, subjectId: string, lessonId: string) =>
  `/courses/${id(courseId)}/subjects/${id(subjectId)}/lessons/${id(lessonId)}/quiz`;
