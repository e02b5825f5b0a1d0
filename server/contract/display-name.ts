/** The fields a displayed name is made of (a user row has them). */
export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email: string;
  companyName: string | null;
}

/** The name shown for a user: "First Last" when non-empty, otherwise the e-mail (spec 3). */
export function displayName(user: NamedPerson): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.companyName || user.email;
}
