import { builder } from './builder.ts';

/** Direction of a sorted admin list (shared by the courses and shop modules). */
export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Order of a sorted list.',
  values: {
    ASC: { description: 'Ascending: smallest, earliest or A first.' },
    DESC: { description: 'Descending: largest, latest or Z first.' },
  } as const,
});

export type SortDirection = 'ASC' | 'DESC';
