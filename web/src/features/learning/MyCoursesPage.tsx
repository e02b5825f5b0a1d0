// Placeholder until the screen lands.
export default function MyCoursesPage() {
  return null;
}
