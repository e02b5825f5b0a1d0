import { can, type Role } from '../../../auth/permissions.ts';
import { AppError, forbidden, unauthenticated } from '../../../platform/errors.ts';

/**
 * Who may do what on the order exchange (issue 13, spec 1 and 6). The basic service is free:
 * every account holder (`update:account:own`) edits a public profile and posts job offers.
 * Reading other people's offers is for users an admin gave the premium flag, and for admins
 * (`manage:content:any`, who also approve profiles and manage every offer). The author always
 * sees their own offers.
 */
export interface ExchangeViewer {
  id: string;
  role: Role;
  premiumUserFlg: boolean;
}

/** Admins of the exchange: approve, hide and remove profiles; see and close every offer. */
export const isExchangeAdmin = (viewer: Pick<ExchangeViewer, 'role'> | null | undefined) =>
  !!viewer && can(viewer.role, 'manage:content:any');

/** Whether the viewer may read the job offers of others (the premium flag, or an admin). */
export const hasExchangeAccess = (viewer: ExchangeViewer | null | undefined) =>
  !!viewer && (viewer.premiumUserFlg || isExchangeAdmin(viewer));

/** Whether the viewer may keep a public profile and post offers (a signed-in account holder). */
export const mayUseExchange = (viewer: Pick<ExchangeViewer, 'role'> | null | undefined) =>
  !!viewer && can(viewer.role, 'update:account:own');

export const noExchangeAccess = () =>
  new AppError('EXCHANGE_NO_ACCESS', 'You do not have access to orders, if you are interested in access write to us');

/** A signed-in viewer with access to the offers, or UNAUTHENTICATED / EXCHANGE_NO_ACCESS. */
export function requireExchangeAccess(viewer: ExchangeViewer | null | undefined): ExchangeViewer {
  if (!viewer) throw unauthenticated();
  if (!hasExchangeAccess(viewer)) throw noExchangeAccess();
  return viewer;
}

/** A signed-in exchange admin, or UNAUTHENTICATED / FORBIDDEN. */
export function requireExchangeAdmin(viewer: ExchangeViewer | null | undefined): ExchangeViewer {
  if (!viewer) throw unauthenticated();
  if (!isExchangeAdmin(viewer)) throw forbidden();
  return viewer;
}
