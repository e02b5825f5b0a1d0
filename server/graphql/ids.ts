import { decodeGlobalID } from '@pothos/plugin-relay';
import { notFound } from '../platform/errors.ts';
import { isUuid } from '../platform/validation.ts';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** For a node's `findUnique`: a malformed id becomes one no row has, so it finds nothing instead of failing in Prisma. */
export const uuidOrNil = (id: string) => (isUuid(id) ? id : NIL_UUID);

/** The UUID inside a global id of `typename`, or null for a malformed or foreign id. */
export function uuidOrNull(globalId: string, typename: string): string | null {
  try {
    const { typename: decoded, id } = decodeGlobalID(globalId);
    return decoded === typename && isUuid(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Whether a page address's segment can name a row at all: a UUID or a global id of one, of any
 * type (the seo module answers 404 for anything else without asking the database).
 */
export function isRowAddress(value: string): boolean {
  if (isUuid(value)) return true;
  try {
    return isUuid(decodeGlobalID(value).id);
  } catch {
    return false;
  }
}

/**
 * The id of a public page's address (/courses/{id}, /shop/products/{id}, /blog/{id}): the app's
 * links carry global ids, while the sitemap and canonical URLs carry the row's UUID (the spec's
 * courseId); both name the same row. Null for anything else.
 */
export const uuidFromAddress = (value: string, typename: string): string | null =>
  isUuid(value) ? value : uuidOrNull(value, typename);

/** The UUID inside a global id of `typename`; a malformed or foreign id is NOT_FOUND (`what`). */
export function uuidOf(globalId: string, typename: string, what: string): string {
  const id = uuidOrNull(globalId, typename);
  if (!id) throw notFound(what);
  return id;
}

/**
 * The one id decoder for arguments: the UUID inside a global id of `typename`, or the nil UUID
 * (a row nobody has, so the service answers NOT_FOUND) for anything else, raw UUIDs included:
 * GraphQL speaks global ids (only the lookups behind public page addresses also take the row's
 * UUID: uuidFromAddress).
 */
export const rowIdOf = (globalId: string | number, typename: string): string =>
  uuidOrNull(String(globalId), typename) ?? NIL_UUID;
