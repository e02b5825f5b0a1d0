import { useRouteMeta } from '../../../shared/navigation/routeMeta';

/**
 * The same screens serve two route pairs (app/routes.ts): an admin's /admin/api-clients (every
 * client, the school's and the companies') and a company's /api-clients (its own). The page
 * knows which from the route that rendered it.
 */
export function useClientsArea() {
  const admin = useRouteMeta()?.id.startsWith('admin-') ?? false;
  const base = admin ? '/admin/api-clients' : '/api-clients';
  return { admin, base, clientPath: (id: string) => `${base}/${encodeURIComponent(id)}` };
}
