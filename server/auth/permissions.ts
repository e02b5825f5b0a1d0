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
  | 'read:mail:any' // the outbox, readable in the app when no SMTP server is configured
  | 'manage:apiClient:own' // a company's own API clients and webhooks (issue 30)
  | 'manage:apiClient:any'; // every API client: the school's and the companies'

/** What a visitor who is not signed in may do. */
export const GUEST_PERMISSIONS: readonly Permission[] = ['browse:catalogue:any', 'browse:info:any'];

const ACCOUNT: Permission[] = ['read:account:own', 'update:account:own', 'read:file:own'];

export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  USER: [...GUEST_PERMISSIONS, ...ACCOUNT, 'read:purchase:own', 'learn:course:own'],
  B2B: [...GUEST_PERMISSIONS, ...ACCOUNT, 'read:purchase:own', 'manage:resource:own', 'manage:apiClient:own'],
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
    'manage:apiClient:any',
  ],
  SELLER: [...GUEST_PERMISSIONS, 'read:order:any'],
  REGISTER: ['complete:registration:own'],
};

/**
 * What an API client of an account with this role may be granted (its token's scopes): the
 * role's permissions minus what only a person does (their own account, more API clients).
 */
export const API_CLIENT_SCOPES: Partial<Record<Role, readonly Permission[]>> = {
  ADMIN: PERMISSIONS.ADMIN.filter((p) => !['manage:apiClient:any', 'browse:info:any', 'read:mail:any'].includes(p)),
  B2B: ['read:purchase:own', 'manage:resource:own', 'browse:catalogue:any'],
};

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && Object.values(PERMISSIONS).some((granted) => granted.includes(value as Permission));

/**
 * The scopes of the request being served when an API client makes it (undefined otherwise).
 * The server sets it (auth/client-scopes.ts), so every check of such a request, deep in any
 * module, is narrowed to the client's scopes; the web bundle never sets it.
 */
let requestScopes: () => ReadonlySet<Permission> | undefined = () => undefined;
export function narrowPermissionsBy(scopes: () => ReadonlySet<Permission> | undefined): void {
  requestScopes = scopes;
}

/**
 * What the map grants a role, whatever request is being served: for rules about an account's
 * kind (someone else's, too), not about what the caller may do (that is `can`).
 */
export function grants(role: Role | null | undefined, permission: Permission): boolean {
  return (role ? PERMISSIONS[role] : GUEST_PERMISSIONS).includes(permission);
}

/** `role` null or undefined means a visitor who is not signed in. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  const scopes = requestScopes();
  return grants(role, permission) && (!scopes || scopes.has(permission));
}

/** Account kinds as the map defines them: a company buys seats for others (B2B). */
export const isCompanyAccount = (role: Role | null | undefined) => grants(role, 'manage:resource:own');
/** A student: an account that learns its own courses (and owns each course once). */
export const isStudentAccount = (role: Role | null | undefined) => grants(role, 'learn:course:own');
/** An account still to complete its registration. */
export const isUnfinishedAccount = (role: Role | null | undefined) => grants(role, 'complete:registration:own');
/** An account that manages every API client (the school's admins). */
export const isSchoolAdminAccount = (role: Role | null | undefined) => grants(role, 'manage:apiClient:any');

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
