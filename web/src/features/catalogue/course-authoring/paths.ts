/** Links between the authoring screens (relative to the router's /app base); ids are global ids. */
const id = (value: string) => encodeURIComponent(value);

export { ADMIN_COURSES_PATH, courseEditorPath as courseDetailsPath } from '../../../shared/catalogue/paths';
export const subjectsPath = (courseId: string) => `/admin/courses/${id(courseId)}/subjects`;
export const lessonsPath = (courseId: string, subjectId: string) =>
  `${subjectsPath(courseId)}/${id(subjectId)}/lessons`;
export const lessonDetailsPath = (courseId: string, subjectId: string, lessonId: string) =>
  `${lessonsPath(courseId, subjectId)}/${id(lessonId)}/details`;
export const lessonQuestionsPath = (courseId: string, subjectId: string, lessonId: string) =>
  `${lessonsPath(courseId, subjectId)}/${id(lessonId)}/questions`;
