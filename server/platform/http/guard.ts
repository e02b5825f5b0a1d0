import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '../../auth/permissions.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** REST guard from the shared permission map: 401 when signed out, 403 without the permission. */
export function requirePermission(request: FastifyRequest, permission: Permission): Viewer {
  const viewer = request.viewer;
  if (!viewer) throw unauthenticated();
  if (!can(viewer.user.role, permission)) throw forbidden();
  return viewer;
}
