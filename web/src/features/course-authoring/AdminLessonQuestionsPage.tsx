// Placeholder until the screen lands.
export default function AdminLessonQuestionsPage() {
  return null;
}
