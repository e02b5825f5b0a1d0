import type { GraphQLArgument, GraphQLEnumValue, GraphQLField, GraphQLInputField, GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema.ts';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Read by tag, not instanceof: graphql may be loaded both as ESM and CJS (graphql/yoga.ts). */
type Documented = GraphQLNamedType & {
  getFields?: () => Record<string, GraphQLField<unknown, unknown> | GraphQLInputField>;
  getValues?: () => GraphQLEnumValue[];
};

/**
 * Integrators read the schema (GraphiQL's docs, schema.graphql): every type, field, argument,
 * input field and enum value of ours says what it is. Lists each one without a description.
 */
function undocumented(): string[] {
  const missing: string[] = [];
  const check = (description: string | null | undefined, where: string) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(getSchema().getTypeMap()) as Documented[]) {
    if (type.name.startsWith('__') || BUILT_IN_SCALARS.has(type.name)) continue;
    check(type.description, type.name);
    for (const field of Object.values(type.getFields?.() ?? {})) {
      check(field.description, `${type.name}.${field.name}`);
      const args: readonly GraphQLArgument[] = 'args' in field ? field.args : [];
      for (const arg of args) check(arg.description, `${type.name}.${field.name}(${arg.name})`);
    }
    for (const value of type.getValues?.() ?? []) check(value.description, `${type.name}.${value.name}`);
  }
  return missing.sort();
}

describe('schema documentation', () => {
  it('describes every type, field, argument, input field and enum value', () => {
    expect(undocumented()).toEqual([]);
  });
});
