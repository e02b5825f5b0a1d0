/**
 * One error contract for GraphQL (`extensions.code`) and REST (`{ code, message, details? }`).
 * Services throw AppError; the transports present it. Anything else is a 500 with no detail.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A GraphQL request over the breadth, depth or cost limits (refused before it runs). */
  QUERY_TOO_COMPLEX: 400,
  UNAUTHENTICATED: 401,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  DUPLICATE_EMAIL: 409,
  ALREADY_REGISTERED: 409,
  DUPLICATE_DISCOUNT_CODE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldIssue {
  field: string;
  code:
    | 'required'
    | 'max_length'
    | 'invalid_email'
    | 'invalid_phone'
    | 'invalid_nip'
    | 'invalid_postal_code'
    | 'invalid_number'
    | 'invalid_url'
    | 'invalid_value';
  max?: number;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = () => new AppError('FORBIDDEN', 'You do not have access to this page.');
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue');
