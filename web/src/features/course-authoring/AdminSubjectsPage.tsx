// Placeholder until the screen lands.
export default function AdminSubjectsPage() {
  return null;
}
