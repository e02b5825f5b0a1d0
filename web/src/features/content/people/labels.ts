import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

import type { LanguageCode } from '../../../shared/policies';

export type Language = LanguageCode;
export { LANGUAGES } from '../../../shared/policies';

export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  PL: msg`Polish`,
  EN: msg`English`,
};

export const ADMIN_PERSONNEL_PATH = '/admin/personnel';
export const ADMIN_REFERENCES_PATH = '/admin/reference';
/** The editor of a new record (its id in the address is "new"). */
export const NEW = 'new';
export const adminPersonnelPath = (personnelId: string) =>
  `${ADMIN_PERSONNEL_PATH}/${encodeURIComponent(personnelId)}/details`;
export const adminReferencePath = (referenceId: string) =>
  `${ADMIN_REFERENCES_PATH}/${encodeURIComponent(referenceId)}/details`;

/** Limits as the server checks them (visible characters for rich text), from the contract. */
export { PEOPLE_LIMITS as LIMITS } from '../../../shared/policies';

/** Up to two initials of a name, for an avatar without a photo. */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((w) => w[0]!.toUpperCase()).join('') || '?';
}
