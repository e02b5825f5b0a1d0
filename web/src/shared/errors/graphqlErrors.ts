/**
 * GraphQL errors as the server sends them: a stable `extensions.code`, and for VALIDATION_FAILED
 * `extensions.details` with one entry per invalid input field.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'DUPLICATE_EMAIL',
  'ALREADY_REGISTERED',
  'RATE_LIMITED',
  'DUPLICATE_DISCOUNT_CODE',
  'UNSUPPORTED_FILE',
  'PAYLOAD_TOO_LARGE',
  'BUSINESS_RULE',
  'QUERY_TOO_COMPLEX',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const VALIDATION_CODES = [
  'required',
  'max_length',
  'invalid_email',
  'invalid_phone',
  'invalid_nip',
  'invalid_postal_code',
  'invalid_number',
  'invalid_url',
  'invalid_value',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export interface ValidationDetail {
  /** Input path, e.g. "person.firstName". */
  field: string;
  code: ValidationCode;
  max?: number;
}

export interface GraphQLErrorShape {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; details?: unknown };
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

function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && (VALIDATION_CODES as readonly string[]).includes(value);
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

/** VALIDATION_FAILED details keyed by the input field's last path segment ("person.nip" → "nip"). */
export function fieldErrors(error: unknown): Record<string, ValidationDetail> {
  const result: Record<string, ValidationDetail> = {};
  for (const e of graphQLErrors(error)) {
    if (e.extensions?.code !== 'VALIDATION_FAILED' || !Array.isArray(e.extensions.details)) continue;
    for (const raw of e.extensions.details as unknown[]) {
      if (!raw || typeof raw !== 'object') continue;
      const { field, code, max } = raw as Record<string, unknown>;
      if (typeof field !== 'string') continue;
      const key = field.split('.').pop() ?? field;
      result[key] = {
        field,
        code: isValidationCode(code) ? code : 'invalid_value',
        ...(typeof max === 'number' ? { max } : {}),
      };
    }
  }
  return result;
}
