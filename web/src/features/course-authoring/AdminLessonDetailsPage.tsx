// Placeholder until the screen lands.
export default function AdminLessonDetailsPage() {
  return null;
}
