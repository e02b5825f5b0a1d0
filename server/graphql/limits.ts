import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { AppError } from '../platform/errors.ts';

/**
 * Breadth limits of one GraphQL request, checked before anything executes (the depth and cost
 * plugins bound depth and total size): 5,000 aliases of `course(id:)` or `nodes(ids:)` with
 * 14,000 ids each cost one round trip and many seconds of database work.
 */
export const LIMITS = {
  /** Aliased fields in the whole document (Relay screens use a handful). */
  aliases: 30,
  /** Root fields of an operation, fragments at the root included. */
  rootFields: 20,
  /** Items of any list argument, written in the document or sent as a variable. */
  listItems: 100,
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

/** The limits as a Yoga plugin: the rule for documents, a check of the variables. */
export function useBreadthLimits(): Plugin {
  return {
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
