import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isBusinessRule, isErrorCode, type BusinessRule, type ErrorCode } from '../../../../server/contract/errors';
import { errorCode, graphQLErrors } from './graphqlErrors';
import { PICTURE_MAX_PIXELS } from '../policies';
import { formatDateTime } from '../format';
import type { ValidationCode } from './graphqlErrors';

/** Spec 5: the translated message of one invalid field. */
export function validationMessage(i18n: I18n, code: ValidationCode, max?: number): string {
  switch (code) {
    case 'required':
      return i18n._(msg`This field is required`);
    case 'max_length': {
      const limit = max ?? 0;
      return i18n._(msg`Maximum length is ${limit} characters`);
    }
    case 'invalid_email':
      return i18n._(msg`Enter a valid e-mail address`);
    case 'invalid_phone':
      return i18n._(msg`Enter a valid phone number (9 to 15 digits, optionally starting with +)`);
    case 'invalid_nip':
      return i18n._(msg`Invalid number: a NIP has 10 digits with a valid check digit`);
    case 'invalid_postal_code':
      return i18n._(msg`Enter the postal code as NN-NNN`);
    case 'invalid_number':
      return i18n._(msg`Invalid number`);
    case 'invalid_url':
      return i18n._(msg`Enter a valid link starting with http:// or https://`);
    case 'invalid_value':
      return i18n._(msg`Invalid value`);
  }
}

const megapixels = PICTURE_MAX_PIXELS / 1_000_000;

/** Spec 8: the message of each stable error code but BUSINESS_RULE (its rule says: see businessRuleMessage). */
const ERROR_MESSAGES: Partial<Record<ErrorCode, MessageDescriptor>> = {
  UNAUTHENTICATED: msg`Your session has ended. Sign in again`,
  FORBIDDEN: msg`You do not have access to this page.`,
  NOT_FOUND: msg`Page not found`,
  VALIDATION_FAILED: msg`Invalid form. Correct the marked fields`,
  DUPLICATE_EMAIL: msg`Account with given email already exists. Choose other email or log in`,
  ALREADY_REGISTERED: msg`Your registration is already complete`,
  RATE_LIMITED: msg`Too many attempts. Wait a moment and try again`,
  DUPLICATE_DISCOUNT_CODE: msg`Discount code must have unique value`,
  PURCHASE_TRANSITION_NOT_ALLOWED: msg`This action is not possible in the purchase's current status. Refresh the page`,
  UNSUPPORTED_FILE: msg`This file type is not supported`,
  PAYLOAD_TOO_LARGE: msg`The file is too large`,
  PICTURE_TOO_LARGE: msg`The picture has too many pixels: at most ${megapixels} megapixels (e.g. 8000 × 5000)`,
  CART_EMPTY: msg`Your cart is empty`,
  ACCOUNT_REQUIRED: msg`A cart holding a course needs a student or company account. Sign in to continue`,
  ITEMS_UNAVAILABLE: msg`Cannot place an order because some products are unavailable or there isn't enough to satisfy this order`,
  DISCOUNT_CODE_NOT_FOUND: msg`Discount code doesn't exist`,
  DISCOUNT_CODE_NOT_STARTED: msg`This discount code is not valid yet`,
  DISCOUNT_CODE_EXPIRED: msg`This discount code has expired`,
  DISCOUNT_CODE_USED_UP: msg`This discount code has been used up`,
  DISCOUNT_CODE_NOT_APPLICABLE: msg`This discount code does not apply to anything in your cart`,
  PAYMENT_TYPE_NOT_ALLOWED: msg`Zero payment is only for orders with nothing to pay; choose another payment method`,
  CART_CHANGED: msg`Your cart has changed. Check it and place the order again`,
  IDEMPOTENCY_KEY_REUSED: msg`This order was already submitted with other data. Reload the page and try again`,
  MISSING_CORRECT_ANSWER: msg`Missing correct answer`,
  ACCESS_EXPIRED: msg`Your access to this course has expired`,
  DUPLICATE_COURSE: msg`User already owns this course`,
  BAD_ROLE: msg`Cannot give course access to business user`,
  TIME_EXPIRED: msg`The exam time has run out`,
  TESTS_NOT_PASSED: msg`Pass all tests to register for an exam`,
  PILOT_DATA_MISSING: msg`Fill in your profile with pilot info to register for an exam`,
  EXAM_TRIES_EXHAUSTED: msg`You have used all your exam tries, contact an administrator`,
  EXAM_WITHOUT_QUESTIONS: msg`Exam must have at least 1 question`,
  SLOT_FULL: msg`This date has just been fully booked. Choose another one`,
  BOOKING_STATUS_CONFLICT: msg`This is no longer possible at this stage. Refresh the page`,
  INVALID_ACCESS_CODE: msg`Wrong access code`,
  BAD_EMAIL: msg`Invalid email address`,
  EXCHANGE_NO_ACCESS: msg`You do not have access to orders, if you are interested in access write to us`,
  INTERNAL: msg`Operation failed. Try again later`,
  SERVICE_UNAVAILABLE: msg`The service is briefly unavailable. Try again in a moment`,
};

/** Spec 8: the translated message for a failed call, chosen by the error's stable code. */
export function errorMessage(i18n: I18n, error: unknown): string {
  const code = errorCode(error);
  if (code === 'BUSINESS_RULE') return businessRuleMessage(i18n, error);
  return i18n._((isErrorCode(code) && ERROR_MESSAGES[code]) || msg`An error has occurred. Try again`);
}

/** Every business rule of the contract, in the reader's language. */
const BUSINESS_RULE_MESSAGES: Record<BusinessRule, MessageDescriptor> = {
  COURSE_HAS_LEARNERS: msg`This course has learners or company seats: hide it (set it private) instead of deleting it`,
  PRODUCT_KEEPS_ONE_VARIANT: msg`A product must have at least one variant`,
  PUBLISH_NEEDS_PRICE: msg`Cannot publish yet: set a price above zero for every variant, or mark it free`,
  ZERO_PRICE_NOT_FREE: msg`A price of zero is allowed only when the item is marked free`,
  PUBLISH_NEEDS_PICTURE: msg`Cannot publish yet: add a picture`,
  PUBLISH_NEEDS_DESCRIPTION: msg`Cannot publish yet: fill in the description`,
  PURCHASE_NOT_PAYABLE: msg`This purchase cannot be paid online`,
  PAYMENT_TIME_EXPIRED: msg`The time to pay for this purchase has passed`,
  PRZELEWY24_AMOUNT_TOO_HIGH: msg`Przelewy24 is unavailable when the amount exceeds 55,000 PLN`,
  PRZELEWY24_UNAVAILABLE: msg`Przelewy24 payments are not available`,
  REFUND_NOT_ALLOWED: msg`This purchase has no payment to refund`,
  REFUND_NOTHING_SELECTED: msg`Choose at least one line (or the shipping) to refund`,
  REFUND_AMOUNT_TOO_HIGH: msg`The refund is larger than what is left to refund`,
  REFUND_NO_ONLINE_PAYMENT: msg`This purchase was not paid through Przelewy24: record a refund by bank transfer`,
  REFUND_STATUS_CONFLICT: msg`This refund has already been handled`,
  KSEF_SIMULATOR_NOT_IN_USE: msg`The KSeF simulator is not in use`,
  KSEF_RESEND_NOT_ALLOWED: msg`Only a rejected invoice (or one waiting to be sent) can be sent to KSeF again`,
  API_CLIENT_SCOPE_NOT_ALLOWED: msg`This account’s API clients cannot be given this scope`,
  API_CLIENT_LIMIT_REACHED: msg`This account has as many API clients as it may have (20): revoke one first`,
  API_CLIENT_REVOKED: msg`This API client is revoked`,
  API_CLIENT_EXTERNAL: msg`This client’s secret is kept by the identity provider`,
  WEBHOOK_URL_NOT_ALLOWED: msg`Webhooks are sent only to public HTTPS addresses`,
  WEBHOOK_LIMIT_REACHED: msg`An API client has at most 10 webhook subscriptions`,
  QUIZZES_NOT_PASSED: msg`Pass every quiz of this subject first`,
  SUBJECT_LOCKED: msg`Complete the previous subjects first`,
  COURSE_HAS_NO_EXAM: msg`This course has no exam`,
  COURSE_HAS_NO_PRACTICE: msg`This course has no practical exercises`,
  EXAM_ALREADY_BOOKED: msg`You already have an exam booked or in progress for this course`,
  EXAM_ALREADY_PASSED: msg`You have already passed this course’s exam`,
  EXERCISE_ALREADY_BOOKED: msg`You already have a practice session booked for this course`,
  EXERCISE_ALREADY_CONFIRMED: msg`Your practice for this course is already confirmed`,
  THEORY_NOT_FINISHED: msg`Finish the theory of the course before booking practice`,
  PRACTICE_NOT_CONFIRMED: msg`Complete the practice session before registering for the exam`,
  BOOKING_CHANGE_CLOSED: msg`Bookings can be cancelled or moved until 24 hours before the start`,
  SLOT_NOT_BOOKABLE: msg`This date cannot be booked for this course`,
  SLOT_HAS_BOOKINGS: msg`A slot that someone booked cannot be deleted`,
  SLOT_OVERLAPS: msg`This slot overlaps another of your slots`,
  SLOT_IN_PAST: msg`A slot must start in the future`,
  UNLOCK_NOT_OPEN: msg`The exam can be unlocked from 60 minutes before the start until the end of the slot`,
  IDENTITY_NOT_CONFIRMED: msg`Confirm the candidate’s identity before unlocking the exam`,
  SEAT_ALREADY_ASSIGNED: msg`This seat is already assigned: unassign it first`,
  SEAT_NOT_ASSIGNED: msg`This seat is not assigned to anyone`,
  SEAT_IN_USE: msg`The employee has already started this course, so the seat cannot be returned`,
  NO_FREE_SEATS: msg`There are not enough free seats for this course`,
  OWN_ACCOUNT_LOCKED: msg`You cannot deactivate your own account or change your own role`,
  ROLE_NOT_FOR_ACCOUNT_TYPE: msg`This role does not fit the account type (company accounts are business accounts)`,
  ACCOUNT_DELETION_NOT_REQUESTED: msg`The user has not asked for the account to be deleted`,
};

/**
 * BUSINESS_RULE: `extensions.rule` names the rule that refused the change; `availableFrom`, when
 * the server sends it, is when the change becomes possible, shown after the rule's sentence.
 */
function businessRuleMessage(i18n: I18n, error: unknown): string {
  const found = graphQLErrors(error).find((e) => e.extensions?.code === 'BUSINESS_RULE');
  const rule = found?.extensions?.rule;
  if (!isBusinessRule(rule)) return found?.message || i18n._(msg`This operation is not allowed`);
  const availableFrom = found?.extensions?.availableFrom;
  return ruleMessage(i18n, rule, typeof availableFrom === 'string' ? availableFrom : null);
}

/** A business rule's sentence in the reader's language, with when it becomes possible (Warsaw time) if known. */
export function ruleMessage(i18n: I18n, rule: BusinessRule, availableFrom: string | null = null): string {
  const sentence = i18n._(BUSINESS_RULE_MESSAGES[rule]);
  if (!availableFrom) return sentence;
  const when = formatDateTime(availableFrom);
  return `${sentence} (${i18n._(msg`possible from ${when}`)})`;
}
