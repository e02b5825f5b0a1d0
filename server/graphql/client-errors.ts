import { GraphQLError, type ASTVisitor, type ExecutionResult, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { AppError } from '../platform/errors.ts';
import { containsNul, NUL_MESSAGE } from '../platform/http/input-guard.ts';

/**
 * Client mistakes in GraphQL get a stable code (and HTTP 400 where the request itself failed),
 * never a masked, logged INTERNAL:
 * - a NUL character (U+0000, which PostgreSQL cannot store) in the parameters (variables,
 *   query, operation name, extensions; GET, JSON and multipart alike) or in a string literal of
 *   the document is refused before execution (BAD_REQUEST);
 * - validation errors carry BAD_REQUEST (or the code of the AppError a scalar threw, e.g.
 *   VALIDATION_FAILED for an invalid Date literal) instead of Yoga's GRAPHQL_VALIDATION_FAILED;
 * - Pothos refusing client input (a malformed cursor, `first: -1`, a global id of a type with no
 *   node) is BAD_REQUEST;
 * - a request-level error (no `data`, e.g. a variable a scalar rejected with an AppError) is a
 *   400, not the 500 Yoga gives any error that does not originate in a GraphQLError.
 */
export function useClientErrors(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (containsNul(params)) {
        setResult({
          errors: [createGraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } })],
        });
      }
    },
    onValidate({ addValidationRule }) {
      addValidationRule(noNulInStringLiterals);
      return ({ valid, result }) => {
        if (valid) return;
        for (const error of result) {
          const original = innermost(error);
          // A code a rule set on purpose stays; graphql-js' own rules set none.
          const own = error.extensions?.code;
          const extensions =
            original instanceof AppError
              ? { code: original.code, ...(original.details ? { details: original.details } : {}) }
              : { code: own && own !== 'GRAPHQL_VALIDATION_FAILED' ? own : 'BAD_REQUEST' };
          setExtensions(error, { ...error.extensions, ...extensions });
        }
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          // Runs before Yoga masks errors: Pothos' input errors become AppErrors, which it keeps.
          if (!('errors' in result) || !result.errors?.some(isPothosValidationError)) return;
          setResult({ ...result, errors: result.errors.map(asClientError) });
        },
      };
    },
    onResultProcess({ result }) {
      for (const single of Array.isArray(result) ? result : [result]) {
        // Only a result without data (a field error leaves `data`, null or not: that stays a 200).
        if (!isExecutionResult(single) || single.data !== undefined || !single.errors) continue;
        for (const error of single.errors) {
          const code = error.extensions?.code;
          if (code && code !== 'INTERNAL' && !(error.extensions.http as { status?: number } | undefined)?.status) {
            setExtensions(error, { ...error.extensions, http: { status: 400 } });
          }
        }
      }
    },
  };
}

function noNulInStringLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
    },
  };
}

/** The error a GraphQLError wraps, through any number of GraphQLError layers. */
function innermost(error: GraphQLError): unknown {
  let original: unknown = error.originalError;
  while (original instanceof Error && original.name === 'GraphQLError' && (original as GraphQLError).originalError) {
    original = (original as GraphQLError).originalError;
  }
  return original;
}

const isPothosValidationError = (error: GraphQLError) => {
  const original = innermost(error);
  return original instanceof Error && original.name === 'PothosValidationError';
};

function asClientError(error: GraphQLError): GraphQLError {
  if (!isPothosValidationError(error)) return error;
  // Yoga's own GraphQLError class (graphql is loaded both as ESM and CJS here), so Yoga treats
  // it as one (e.g. strips internal extensions from the response).
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: new AppError('BAD_REQUEST', error.message),
  });
}

function setExtensions(error: GraphQLError, extensions: Record<string, unknown>): void {
  (error as { extensions: Record<string, unknown> }).extensions = extensions;
}

const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
