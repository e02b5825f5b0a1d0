// Placeholder until the screen lands.
export default function CourseSubjectsPage() {
  return null;
}
