// Placeholder until the screen lands.
export default function LessonQuizPage() {
  return null;
}
