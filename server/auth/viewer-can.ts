import type { ApiClient, User } from '../generated/prisma/client.ts';
import { can, type Permission } from './permissions.ts';

/** The signed-in user as read from the database on this request (never from a token alone). */
export interface Viewer {
  /** The person, or for an API client the account it acts for. */
  user: User;
  /** How the request was authenticated. */
  via: 'session' | 'bearer' | 'client';
  /** An API client's request (client credentials): which client, and the scopes it holds. */
  client?: Pick<ApiClient, 'id' | 'clientId' | 'name'> & { scopes: ReadonlySet<Permission> };
}

/**
 * Whether the viewer may: the role's permission, within an API client's scopes. The gates
 * (Pothos scopes, REST guards) ask this; deeper checks are narrowed by auth/client-scopes.ts.
 */
export const viewerCan = (viewer: Viewer | null, permission: Permission): boolean =>
  viewer !== null && can(viewer.user.role, permission) && (!viewer.client || viewer.client.scopes.has(permission));

/** `canFor` (ownership) for the viewer: the `…:own` permission on their own thing, else the `…:any` one. */
export function viewerCanFor(viewer: Viewer | null, permission: Permission, isOwner: boolean): boolean {
  if (!permission.endsWith(':own')) return viewerCan(viewer, permission);
  const any = permission.replace(/:own$/, ':any') as Permission;
  return (isOwner && viewerCan(viewer, permission)) || viewerCan(viewer, any);
}
