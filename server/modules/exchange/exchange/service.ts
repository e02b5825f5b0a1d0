/**
 * What other modules may use of the order exchange. Re-exports only; the rules live in the files named.
 */
/** Who may read job offers (the premium flag or an admin). */
export { hasExchangeAccess, isExchangeAdmin, type ExchangeViewer } from './access.ts';
/** Coordinates "lat, lng" (spec 5). */
export { parseCoordinates, formatCoordinates } from './profiles.ts';
