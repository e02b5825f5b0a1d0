/** Links of the practice screens (relative to the router's /app base); ids are GraphQL ids. */
const id = (value: string) => encodeURIComponent(value);

export const EXERCISES_PATH = '/exercises';
export const MY_COURSES_PATH = '/my-courses';

export const exercisePath = (exerciseId: string) => `/exercises/${id(exerciseId)}`;
export const exerciseRegistrationPath = (courseId: string) => `/courses/${id(courseId)}/exercise-registration`;
export const examRegistrationPath = (courseId: string) => `/courses/${id(courseId)}/exam-registration`;
export const courseSubjectsPath = (courseId: string) => `/courses/${id(courseId)}/subjects`;
