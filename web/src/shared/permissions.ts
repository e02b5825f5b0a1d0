/**
 * The one role → permission map lives with the server (`server/auth/permissions.ts`, pure
 * TypeScript, no imports) so that the API scopes, the web's route guards and the menu never
 * disagree. The web imports it only through this file.
 */
export {
  API_CLIENT_SCOPES,
  can,
  canFor,
  isCompanyAccount,
  isRole,
  isStudentAccount,
  mustCompleteRegistration,
  ROLES,
} from '../../../server/auth/permissions';
export type { Permission, Role } from '../../../server/auth/permissions';
