// Placeholder until the screen lands.
export default function SubjectLessonsPage() {
  return null;
}
