/**
 * GraphQL errors as the server sends them: a stable `extensions.code`, and for VALIDATION_FAILED
 * `extensions.details` with one entry per invalid input field.
 */
import { isFieldIssueCode, type FieldIssue } from '../../../../server/contract/errors';

export {
  ERROR_CODES,
  FIELD_ISSUE_CODES as VALIDATION_CODES,
  type ErrorCode,
  type FieldIssue as ValidationDetail,
  type FieldIssueCode as ValidationCode,
} from '../../../../server/contract/errors';

export interface GraphQLErrorShape {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; details?: unknown; rule?: unknown; availableFrom?: unknown };
}

/** Thrown by the network layer when a response carries errors and no data. */
export class GraphQLResponseError extends Error {
  readonly errors: readonly GraphQLErrorShape[];
  constructor(errors: readonly GraphQLErrorShape[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL error');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

/** The first error code of a failure, if the failure came from the API. */
export function errorCode(error: unknown): string | undefined {
  const errors = graphQLErrors(error);
  return errors.find((e) => e.extensions?.code)?.extensions?.code;
}

export function graphQLErrors(error: unknown): readonly GraphQLErrorShape[] {
  if (error instanceof GraphQLResponseError) return error.errors;
  // Relay may wrap the network error; the original is kept as `cause` or `source`.
  if (error && typeof error === 'object') {
    const { cause, source } = error as { cause?: unknown; source?: { errors?: unknown } };
    if (cause instanceof GraphQLResponseError) return cause.errors;
    if (Array.isArray(source?.errors)) return source.errors as GraphQLErrorShape[];
  }
  return [];
}

/** One VALIDATION_FAILED detail as the server sent it: the input field's path, its code, its limit. */
export interface RawValidationDetail {
  field: string;
  code: unknown;
  max?: number;
}

/** Every VALIDATION_FAILED detail of an error (each form maps them onto its own fields). */
export function rawValidationDetails(error: unknown): RawValidationDetail[] {
  const details: RawValidationDetail[] = [];
  for (const e of graphQLErrors(error)) {
    if (e.extensions?.code !== 'VALIDATION_FAILED' || !Array.isArray(e.extensions.details)) continue;
    for (const raw of e.extensions.details as unknown[]) {
      if (!raw || typeof raw !== 'object') continue;
      const { field, code, max } = raw as Record<string, unknown>;
      if (typeof field !== 'string') continue;
      details.push({ field, code, ...(typeof max === 'number' ? { max } : {}) });
    }
  }
  return details;
}

/** VALIDATION_FAILED details keyed by the input field's last path segment ("person.nip" → "nip"). */
export function fieldErrors(error: unknown): Record<string, FieldIssue> {
  const result: Record<string, FieldIssue> = {};
  for (const { field, code, max } of rawValidationDetails(error)) {
    const key = field.split('.').pop() ?? field;
    result[key] = {
      field,
      code: isFieldIssueCode(code) ? code : 'invalid_value',
      ...(max !== undefined ? { max } : {}),
    };
  }
  return result;
}
