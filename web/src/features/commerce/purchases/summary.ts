import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** How many lines a list row names before "and N more". */
export const SUMMARY_LINES = 2;

/** A purchase's lines in a few words: 'DJI Mini 4 Pro ×2, A1/A3 course and 3 more'. */
export function itemsSummary(i18n: I18n, items: readonly { name: string; quantity: number }[]): string {
  const named = items
    .slice(0, SUMMARY_LINES)
    .map((item) => (item.quantity > 1 ? `${item.name} ×${item.quantity}` : item.name))
    .join(', ');
  const rest = items.length - SUMMARY_LINES;
  if (rest <= 0) return named;
  return i18n._(msg`${named} and ${plural(rest, { one: '# more item', other: '# more items' })}`);
}
