// Placeholder until the screen lands.
export default function AdminLessonsPage() {
  return null;
}
