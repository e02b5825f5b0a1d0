import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../contract/policies.ts';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { AppError } from '../platform/errors.ts';

/**
 * Breadth limits of one GraphQL request, checked before anything executes (the depth and cost
 * plugins bound depth and total size): 5,000 aliases of `course(id:)` or `nodes(ids:)` with
 * 14,000 ids each cost one round trip and many seconds of database work.
 */
/**
 * Nesting levels of a query (graphql-armor's max-depth plugin, see yoga.ts): deep enough for
 * GraphiQL's introspection and Relay screens (fragments flattened), too shallow for abuse.
 */
export const MAX_DEPTH = 15;

export const LIMITS = {
  /** Aliased fields in the whole document (Relay screens use a handful). */
  aliases: 30,
  /** Root fields of an operation, fragments at the root included. */
  rootFields: 20,
  /** Items of any list argument, written in the document or sent as a variable. */
  listItems: 100,
  /**
   * Fields the answer may hold, each counted once per row it can repeat for: a field under
   * `nodes(ids: [50 ids])` or `courses(first: 50)` counts 50 times (and again under a nested
   * list). The armor cost limit (20 000) counts a selection once, whatever the lists.
   */
  estimatedFields: 50_000,
} as const;

const tooComplex = (message: string) =>
  new GraphQLError(message, { originalError: new AppError('QUERY_TOO_COMPLEX', message) });

/** Validation rule: aliases, root fields and list literals within LIMITS. */
export function breadthLimits(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === LIMITS.aliases + 1) {
        context.reportError(tooComplex(`At most ${LIMITS.aliases} aliases per request`));
      }
    },
    ListValue(node) {
      if (node.values.length > LIMITS.listItems) {
        context.reportError(tooComplex(`At most ${LIMITS.listItems} items in a list argument`));
      }
    },
    OperationDefinition(node) {
      if (countRootFields(node.selectionSet, fragments, new Set()) > LIMITS.rootFields) {
        context.reportError(tooComplex(`At most ${LIMITS.rootFields} root fields per operation`));
      }
    },
  };
}

function countRootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count++;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += countRootFields(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value); // a fragment spread twice selects its fields once
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += countRootFields(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/** The longest array anywhere in a JSON value (variables). */
function longestList(value: unknown, depth = 0): number {
  if (depth > 20 || value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  let longest = Array.isArray(value) ? value.length : 0;
  for (const child of children) longest = Math.max(longest, longestList(child, depth + 1));
  return longest;
}

/** Whether a selection asks for `edges`, also inside inline fragments and (nested) fragment spreads. */
function selectsEdges(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): boolean {
  return selectionSet.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === 'edges';
    if (s.kind === Kind.INLINE_FRAGMENT) return selectsEdges(s.selectionSet, fragments, seen);
    if (seen.has(s.name.value)) return false;
    seen.add(s.name.value);
    const fragment = fragments.get(s.name.value);
    return fragment ? selectsEdges(fragment.selectionSet, fragments, seen) : false;
  });
}

/** How many rows a field may return: its `first`/`last`, or the length of a list argument. */
function rowsOf(
  field: FieldNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  // A connection asked for without first/last still returns a default page, whether its edges
  // are selected in place or in a fragment (Relay spreads a list's fragment on the connection).
  const connection = field.selectionSet ? selectsEdges(field.selectionSet, fragments) : false;
  const paged = field.arguments?.some((a) => a.name.value === 'first' || a.name.value === 'last');
  let rows = connection && !paged ? PAGE_SIZE : 1;
  for (const argument of field.arguments ?? []) {
    const value =
      argument.value.kind === Kind.VARIABLE ? variables[argument.value.name.value] : valueFromLiteral(argument.value);
    if ((argument.name.value === 'first' || argument.name.value === 'last') && typeof value === 'number') {
      rows = Math.max(rows, Math.min(Math.max(value, 0), MAX_PAGE_SIZE));
    } else if (argument.name.value !== 'first' && argument.name.value !== 'last' && Array.isArray(value)) {
      rows = Math.max(rows, value.length);
    }
  }
  return rows;
}

const valueFromLiteral = (node: ValueNode): unknown =>
  node.kind === Kind.INT ? Number(node.value) : node.kind === Kind.LIST ? node.values : undefined;

/** Fields the answer may hold (see LIMITS.estimatedFields), fragments expanded. */
function estimatedFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  repeat: number,
  depth = 0,
): number {
  if (depth > 30) return Infinity; // deeper than the depth limit allows: refused anyway
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      total += repeat;
      if (selection.selectionSet) {
        const rows = rowsOf(selection, fragments, variables);
        total += estimatedFields(selection.selectionSet, fragments, variables, repeat * rows, depth + 1);
      }
    } else {
      const set =
        selection.kind === Kind.INLINE_FRAGMENT
          ? selection.selectionSet
          : fragments.get(selection.name.value)?.selectionSet;
      if (set) total += estimatedFields(set, fragments, variables, repeat, depth + 1);
    }
    if (total > LIMITS.estimatedFields) return total;
  }
  return total;
}

/** A `first` or `last` over MAX_PAGE_SIZE anywhere in the operation (literal or variable), fragments expanded. */
function oversizedPage(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen = new Set<string>(),
): { name: string; value: number } | null {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      for (const argument of selection.arguments ?? []) {
        if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
        const value =
          argument.value.kind === Kind.VARIABLE
            ? variables[argument.value.name.value]
            : valueFromLiteral(argument.value);
        if (typeof value === 'number' && value > MAX_PAGE_SIZE) return { name: argument.name.value, value };
      }
    }
    let set: SelectionSetNode | undefined;
    if (selection.kind === Kind.FIELD || selection.kind === Kind.INLINE_FRAGMENT) set = selection.selectionSet;
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      set = fragments.get(selection.name.value)?.selectionSet;
    }
    const found = set ? oversizedPage(set, fragments, variables, seen) : null;
    if (found) return found;
  }
  return null;
}

/**
 * graphql-armor's depth limit, reported as our own QUERY_TOO_COMPLEX naming the limit and the
 * depth found (armor's own message starts with "Syntax Error:", which misleads).
 */
export function depthRejected(context: ValidationContext | null, error: GraphQLError): void {
  const found = /found (\d+)/.exec(error.message)?.[1];
  context?.reportError(
    tooComplex(`The query is nested ${found ?? 'too many'} levels deep; the limit is ${MAX_DEPTH} levels`),
  );
}

/** The limits as a Yoga plugin: the rule for documents, a check of the variables. */
export function useBreadthLimits(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fragments = new Map<string, FragmentDefinitionNode>();
      let operation: OperationDefinitionNode | undefined;
      for (const definition of args.document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
        else if (
          definition.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || definition.name?.value === args.operationName)
        ) {
          operation ??= definition;
        }
      }
      if (!operation) return;
      // Defaults of variables the request did not send count as sent.
      const variables: Record<string, unknown> = {};
      for (const definition of operation.variableDefinitions ?? []) {
        if (definition.defaultValue) {
          variables[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
        }
      }
      Object.assign(variables, args.variableValues ?? {});
      const page = oversizedPage(operation.selectionSet, fragments, variables);
      if (page) {
        const message = `\`${page.name}\` may be at most ${MAX_PAGE_SIZE} (asked for ${page.value}): page through the rest with \`after\``;
        setResultAndStopExecution({
          errors: [
            createGraphQLError(message, {
              extensions: {
                code: 'VALIDATION_FAILED',
                details: [{ field: page.name, code: 'invalid_value' }],
                http: { status: 400 },
              },
            }),
          ],
        });
        return;
      }
      const estimate = estimatedFields(operation.selectionSet, fragments, variables, 1);
      if (estimate > LIMITS.estimatedFields) {
        const message =
          `The answer could hold ${estimate === Infinity ? 'unboundedly many' : `at least ${estimate}`} fields ` +
          `(each counted once per row a list or page may return); the limit is ${LIMITS.estimatedFields}: ` +
          'ask for fewer rows or fields';
        setResultAndStopExecution({
          errors: [createGraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } })],
        });
      }
    },
    onParams({ params, setResult }) {
      if (longestList(params.variables) > LIMITS.listItems) {
        const message = `At most ${LIMITS.listItems} items in a list argument`;
        setResult({
          errors: [createGraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } })],
        });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(breadthLimits);
    },
  };
}
