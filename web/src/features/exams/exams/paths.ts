/** Links of the exam and practice screens (relative to the router's /app base); ids are GraphQL ids. */
const id = (value: string) => encodeURIComponent(value);

export const EXAMS_PATH = '/exams';
export const EXERCISES_PATH = '/exercises';
export const MY_COURSES_PATH = '/my-courses';
export const ACCOUNT_PATH = '/account';

export const examPath = (examId: string) => `/exams/${id(examId)}`;
export const examQuestionsPath = (examId: string) => `/exams/${id(examId)}/questions`;
export const examRegistrationPath = (courseId: string) => `/courses/${id(courseId)}/exam-registration`;
export const exercisePath = (exerciseId: string) => `/exercises/${id(exerciseId)}`;
export const exerciseRegistrationPath = (courseId: string) => `/courses/${id(courseId)}/exercise-registration`;
export const courseSubjectsPath = (courseId: string) => `/courses/${id(courseId)}/subjects`;
