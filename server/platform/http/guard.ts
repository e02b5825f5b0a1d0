import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../auth/permissions.ts';
import { viewerCan, type Viewer } from '../../auth/viewer-can.ts';
import { forbidden, unauthenticated } from '../errors.ts';

/** REST guard from the shared permission map: 401 when signed out, 403 without the permission. */
export function requirePermission(request: FastifyRequest, permission: Permission): Viewer {
  const viewer = request.viewer;
  if (!viewer) throw unauthenticated();
  if (!viewerCan(viewer, permission)) throw forbidden();
  return viewer;
}
