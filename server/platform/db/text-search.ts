/**
 * The one way a typed search matches text: case-insensitively, anywhere in the value, and with
 * `%`, `_` and `\` matching themselves. Prisma hands `contains` to ILIKE as it is, so without the
 * escape "100%" or "a_b" would be wildcards (a search for "_" matched every row).
 */

/** `%`, `_` and `\` escaped for LIKE/ILIKE (PostgreSQL's default escape character is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A Prisma string filter: the value contains `text`, whatever its case. */
export const containsText = (text: string) => ({ contains: escapeLike(text), mode: 'insensitive' as const });

/** The ILIKE pattern of the same match, for raw SQL beside a Prisma query. */
export const ilikePattern = (text: string) => `%${escapeLike(text)}%`;
