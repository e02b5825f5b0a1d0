import { builder } from './builder.ts';

/** Direction of a sorted admin list (shared by the courses and shop modules). */
export const SortDirectionEnum = builder.enumType('SortDirection', {
  values: ['ASC', 'DESC'] as const,
});

export type SortDirection = 'ASC' | 'DESC';
