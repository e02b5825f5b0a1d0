/**
 * One error contract for GraphQL (`extensions.code`) and REST (`{ code, message, details? }`).
 * Services throw AppError; the transports present it. Anything else is a 500 with no detail.
 */
import {
  BUSINESS_RULES,
  ERROR_STATUS,
  type BusinessRule,
  type ErrorCode,
  type FieldIssue,
} from '../contract/errors.ts';
import { warsawMinuteFormatter } from './time.ts';

export { ERROR_STATUS, type ErrorCode, type FieldIssue };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldIssue[],
    /** For BUSINESS_RULE: which rule (a stable id clients match on). */
    readonly rule?: BusinessRule,
    /** For BUSINESS_RULE: when the refused change becomes possible, if it will (clients show the time). */
    readonly availableFrom?: Date,
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

/** Too many attempts: `retryAfterSeconds` becomes REST's `Retry-After` header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * A change refused by a business rule: its stable id and its (English) sentence; with
 * `availableFrom`, the sentence ends with that time in Warsaw and the error carries it.
 */
export const brokenRule = (rule: BusinessRule, availableFrom?: Date) =>
  new AppError(
    'BUSINESS_RULE',
    availableFrom
      ? `${BUSINESS_RULES[rule]} (possible from ${warsawMinuteFormatter()(availableFrom)} Warsaw time)`
      : BUSINESS_RULES[rule],
    undefined,
    rule,
    availableFrom,
  );
