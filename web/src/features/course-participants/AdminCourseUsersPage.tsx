// Placeholder until the screen lands.
export default function AdminCourseUsersPage() {
  return null;
}
