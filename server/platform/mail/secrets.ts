/**
 * Secret links in mail: account links (e-mail verification, password reset) carry a single-use
 * token in their `token` query parameter. Whoever reads the link can use it, so the outbox shows
 * it to admins only while it is still useful to them (see `secretsLive`) and masked otherwise.
 */

/** The value of a `token` query parameter, in plain text or in HTML (`&amp;token=`). */
const SECRET_PARAM = /([?&](?:amp;)?token=)([^\s&#"'<>]+)/g;

export const SECRET_MASK = '••••••';

/** The secret values in a text, in order of appearance. */
export const findSecrets = (text: string): string[] => [...text.matchAll(SECRET_PARAM)].map((m) => m[2]!);

/** The text with every secret value replaced by `SECRET_MASK` (the rest of the link stays readable). */
export const maskSecrets = (text: string): string => text.replace(SECRET_PARAM, `$1${SECRET_MASK}`);

/**
 * Whether a message's secrets may still be shown: it has not been delivered (then the recipient
 * has them and nobody else needs them) and its links have not expired. A message without a
 * recorded expiry (none expected, or queued before expiries were recorded) never shows them.
 */
export function secretsLive(mail: { status: string; secretExpiresAt: Date | null }, now: Date = new Date()): boolean {
  return mail.status !== 'SENT' && mail.secretExpiresAt !== null && mail.secretExpiresAt > now;
}
