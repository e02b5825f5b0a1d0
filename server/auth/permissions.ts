/**
 * The one role → permission map (`action:entity:own|any`). The Pothos scopes, the REST guards
 * and the web's route guards and menu all read it, so they never disagree. Pure data: the web
 * bundle imports this file too.
 */
export const ROLES = ['USER', 'B2B', 'INSTRUCTOR', 'ADMIN', 'SELLER', 'REGISTER'] as const;
export type Role = (typeof ROLES)[number];

export type Permission =
  | 'browse:catalogue:any' // courses, shop, cart, checkout (spec 2 exclusions: Admin, Instructor, RegisterNotCompleted)
  | 'browse:info:any' // references, about-us, contact, thanks, consultation, about-exams, insurance
  | 'complete:registration:own'
  | 'read:account:own'
  | 'read:account:any' // another user's account (admins)
  | 'update:account:own'
  | 'read:file:own' // files the user uploaded (competence documents)
  | 'read:file:any'
  | 'read:purchase:own'
  | 'learn:course:own' // my courses, subjects, lessons, quizzes, exams, exercises, certificates
  | 'manage:resource:own' // B2B seats
  | 'manage:resource:any' // every company's seats (admins)
  | 'manage:workSlot:own' // instructor calendar
  | 'verify:exam:any'
  | 'read:order:any' // seller orders
  | 'manage:catalogue:any'
  | 'manage:user:any'
  | 'manage:purchase:any'
  | 'manage:content:any' // blog, personnel, references, resources
  | 'read:mail:any'; // the outbox, readable in the app when no SMTP server is configured

/** What a visitor who is not signed in may do. */
export const GUEST_PERMISSIONS: readonly Permission[] = ['browse:catalogue:any', 'browse:info:any'];

const ACCOUNT: Permission[] = ['read:account:own', 'update:account:own', 'read:file:own'];

export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  USER: [...GUEST_PERMISSIONS, ...ACCOUNT, 'read:purchase:own', 'learn:course:own'],
  B2B: [...GUEST_PERMISSIONS, ...ACCOUNT, 'read:purchase:own', 'manage:resource:own'],
  INSTRUCTOR: ['browse:info:any', ...ACCOUNT, 'manage:workSlot:own', 'verify:exam:any'],
  ADMIN: [
    'browse:info:any',
    'manage:catalogue:any',
    'manage:user:any',
    'manage:resource:any',
    'manage:purchase:any',
    'manage:content:any',
    'read:mail:any',
    'read:account:any',
    'read:file:any',
  ],
  SELLER: [...GUEST_PERMISSIONS, 'read:order:any'],
  REGISTER: ['complete:registration:own'],
};

/** `role` null or undefined means a visitor who is not signed in. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  const granted = role ? PERMISSIONS[role] : GUEST_PERMISSIONS;
  return granted.includes(permission);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether the user is still to complete registration (the REGISTER role's only permission). */
export const mustCompleteRegistration = (role: Role | null | undefined) => can(role, 'complete:registration:own');

/**
 * Ownership scope: an `…:own` permission holds for the owner of the thing; whoever holds the
 * `…:any` form of the same action and entity may act on anybody's. Any other permission is
 * plain `can()`.
 */
export function canFor(role: Role | null | undefined, permission: Permission, isOwner: boolean): boolean {
  if (!permission.endsWith(':own')) return can(role, permission);
  const any = permission.replace(/:own$/, ':any') as Permission;
  return (isOwner && can(role, permission)) || can(role, any);
}
