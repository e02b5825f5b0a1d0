import type { EnumRef } from '@pothos/core';
import { builder, type BuilderTypes } from './builder.ts';

/** Direction of a sorted admin list (shared by the courses and shop modules). */
export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Order of a sorted list.',
  values: {
    ASC: { description: 'Ascending: smallest, earliest or A first.' },
    DESC: { description: 'Descending: largest, latest or Z first.' },
  } as const,
});

export type SortDirection = 'ASC' | 'DESC';

/**
 * The `{ field, direction }` sort input of an admin list, newest first unless the client says:
 * `field` one of `fieldEnum` (CREATED_AT by default), `direction` DESC by default.
 */
export const newestFirstSortInput = <Field extends string>(
  name: string,
  description: string,
  fieldEnum: 'CREATED_AT' extends Field ? EnumRef<BuilderTypes, Field> : never,
) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      field: t.field({
        type: fieldEnum,
        required: true,
        defaultValue: 'CREATED_AT' as never,
        description: 'Sort key.',
      }),
      direction: t.field({ type: SortDirectionEnum, required: true, defaultValue: 'DESC', description: 'Sort order.' }),
    }),
  });
