import type { I18n, MessageDescriptor } from '@lingui/core';

/** The colours of MUI's Chip. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** A label of `labels` for a value from the API, or the value itself when it is a newer one. */
export function labelOf<T extends string>(
  i18n: I18n,
  values: readonly T[],
  labels: Record<T, MessageDescriptor>,
  value: string,
): string {
  return isOneOf(values, value) ? i18n._(labels[value]) : value;
}

/**
 * An enumeration of the API shown in words: its values in display order (the order of `labels`),
 * their PL/EN labels, the check of a value from the server and its label (a newer value as itself).
 */
export function labelledEnum<T extends string>(labels: Record<T, MessageDescriptor>) {
  const values = Object.keys(labels) as T[];
  return {
    values: values as readonly T[],
    labels,
    is: (value: unknown): value is T => isOneOf(values, value),
    label: (i18n: I18n, value: string): string => labelOf(i18n, values, labels, value),
  };
}

/**
 * The same for an enumeration shown as chips: each value's label and chip colour, in display
 * order; `color` of a newer value is 'default'.
 */
export function chipEnum<T extends string, C extends ChipColor>(entries: Record<T, readonly [MessageDescriptor, C]>) {
  const keys = Object.keys(entries) as T[];
  const labels = Object.fromEntries(keys.map((key) => [key, entries[key][0]])) as Record<T, MessageDescriptor>;
  const shown = labelledEnum(labels);
  return {
    ...shown,
    color: (value: string): C | 'default' => (shown.is(value) ? entries[value][1] : 'default'),
  };
}

/** The values of a {@link labelledEnum} or {@link chipEnum} as a type. */
export type EnumValue<E extends { values: readonly string[] }> = E['values'][number];
