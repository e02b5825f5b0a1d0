/**
 * The error contract of the API, shared by the server and the web (pure data, no imports; the
 * web bundle imports this file, as it does the permission map). GraphQL errors carry the code in
 * `extensions.code` (with `details` for invalid fields and `rule` for business rules); REST
 * answers `{ code, message, details?, rule? }` with the HTTP status below.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  /** A GraphQL request over the breadth, depth or cost limits (refused before it runs). */
  QUERY_TOO_COMPLEX: 400,
  /** A GraphQL request naming a persisted operation id the server does not know (an outdated app). */
  PERSISTED_QUERY_NOT_FOUND: 400,
  UNAUTHENTICATED: 401,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  DUPLICATE_EMAIL: 409,
  ALREADY_REGISTERED: 409,
  DUPLICATE_DISCOUNT_CODE: 409,
  /** A purchase action its current status does not allow (the state machine in purchases/transitions.ts). */
  PURCHASE_TRANSITION_NOT_ALLOWED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A picture of more than PICTURE_MAX_PIXELS (width × height), whatever its file size. */
  PICTURE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database connection was lost during the request (a restart, a failover): nothing was kept; retry (`Retry-After`). */
  SERVICE_UNAVAILABLE: 503,
  /** A Przelewy24 status notification refused: bad signature, unknown session, other amount or ids. */
  P24_NOTIFICATION_REFUSED: 400,
  /** Przelewy24 could not be reached to verify a notified payment: Przelewy24 notifies again (the only notification answer meant to be retried). */
  P24_VERIFY_UNAVAILABLE: 503,
  /** Checkout (spec 5, 8): a cart that cannot be ordered as it is. */
  CART_EMPTY: 422,
  /** A cart holding a course needs a signed-in student or company account. */
  ACCOUNT_REQUIRED: 422,
  /** 'Cannot place an order because some products are unavailable or there isn't enough to satisfy this order'. */
  ITEMS_UNAVAILABLE: 422,
  /** 'Discount code doesn't exist'. */
  DISCOUNT_CODE_NOT_FOUND: 422,
  DISCOUNT_CODE_NOT_STARTED: 422,
  DISCOUNT_CODE_EXPIRED: 422,
  DISCOUNT_CODE_USED_UP: 422,
  /** The coupon's course or product is not in the cart. */
  DISCOUNT_CODE_NOT_APPLICABLE: 422,
  /** Zero payment for a total above zero, or another payment type for a zero total. */
  PAYMENT_TYPE_NOT_ALLOWED: 422,
  /** A line was removed or reduced since the buyer saw the cart: quote again before ordering. */
  CART_CHANGED: 409,
  /** The same checkout idempotency key with a different order. */
  IDEMPOTENCY_KEY_REUSED: 409,
  /** A learner's access to the course has ended (`accessUntil` passed): no content, media or quiz. */
  ACCESS_EXPIRED: 403,
  /** Spec 8: 'User already owns this course' (an active user course exists); 400 as spec 8's resource-assignment refusals. */
  DUPLICATE_COURSE: 400,
  /** Spec 5/8: 'Cannot give course access to business user' (courses go to USER accounts only); 400 as DUPLICATE_COURSE. */
  BAD_ROLE: 400,
  /** Spec 5/8: a lesson question needs at least one correct answer ('Missing correct answer'). */
  MISSING_CORRECT_ANSWER: 422,
  /** Spec 8: the exam's time ran out (the deadline is the unlock time plus the duration, checked by the server). */
  TIME_EXPIRED: 422,
  /** Spec 8: 'Pass all tests to register for an exam'. */
  TESTS_NOT_PASSED: 422,
  /** Spec 8: 'Fill in your profile with pilot info to register for an exam'. */
  PILOT_DATA_MISSING: 422,
  /** Spec 8: 'You have used all your exam tries, contact an administrator'. */
  EXAM_TRIES_EXHAUSTED: 422,
  /** Spec 5/8: 'Exam must have at least 1 question' (the bank is empty, or a question count below 1). */
  EXAM_WITHOUT_QUESTIONS: 422,
  /** Every place of the work slot is taken (someone booked the last one first). */
  SLOT_FULL: 409,
  /** An exam or exercise action its current status does not allow (e.g. answering a finished exam). */
  BOOKING_STATUS_CONFLICT: 409,
  /** The access code the instructor typed is not the exercise's. */
  INVALID_ACCESS_CODE: 422,
  /** Spec 8 (resource assignment): 'Invalid email address'. */
  BAD_EMAIL: 400,
  /** Spec 8 (order exchange): reading job offers needs the premium flag an admin sets; 'You do not have access to orders, if you are interested in access write to us'. */
  EXCHANGE_NO_ACCESS: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Why one input field was refused (VALIDATION_FAILED `details[].code`). */
export const FIELD_ISSUE_CODES = [
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
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

export interface FieldIssue {
  /** Input path, e.g. "person.firstName". */
  field: string;
  code: FieldIssueCode;
  /** The limit, for `max_length`. */
  max?: number;
}

/**
 * Business rules a change may break (BUSINESS_RULE), by stable id: clients recognise the rule by
 * its id, never by the wording of the message.
 */
export const BUSINESS_RULES = {
  COURSE_HAS_LEARNERS: 'This course has learners or company seats: hide it (PRIVATE) instead of deleting it',
  PRODUCT_KEEPS_ONE_VARIANT: 'A product must have at least one variant',
  /** Publishing a draft (a product, or a course leaving PRIVATE) needs a price, a picture and the texts. */
  PUBLISH_NEEDS_PRICE: 'Set a price above zero for every variant (or mark the item free) before publishing',
  /** A zero price on a published course or product that is not marked free (freeFlg). */
  ZERO_PRICE_NOT_FREE: 'A price of zero is allowed only for an item marked free',
  PUBLISH_NEEDS_PICTURE: 'Add a picture before publishing',
  PUBLISH_NEEDS_DESCRIPTION: 'Fill in the description before publishing',
  PURCHASE_NOT_PAYABLE: 'This purchase cannot be paid online',
  PAYMENT_TIME_EXPIRED: 'The time to pay for this purchase has passed',
  PRZELEWY24_AMOUNT_TOO_HIGH: 'Przelewy24 is unavailable when the amount exceeds 55,000 PLN',
  PRZELEWY24_UNAVAILABLE: 'Przelewy24 payments are not available',
  /** A refund of a purchase that was never paid (or whose money already went back). */
  REFUND_NOT_ALLOWED: 'This purchase has no payment to refund',
  REFUND_NOTHING_SELECTED: 'Choose at least one line (or the shipping) to refund',
  REFUND_AMOUNT_TOO_HIGH: 'The refund is larger than what is left to refund',
  /** A Przelewy24 refund of a purchase paid otherwise (record a transfer refund instead). */
  REFUND_NO_ONLINE_PAYMENT: 'This purchase was not paid through Przelewy24: record a refund by bank transfer',
  /** A refund action its current status does not allow (e.g. requesting a refund that is done). */
  REFUND_STATUS_CONFLICT: 'This refund has already been handled',
  /** A KSeF resend of an invoice that is accepted or being sent (or a correction of one that was not rejected). */
  KSEF_RESEND_NOT_ALLOWED: 'Only a rejected invoice (or one waiting to be sent) can be sent to KSeF again',
  /** The simulator's fault switch while the product talks to the real KSeF (or to none). */
  KSEF_SIMULATOR_NOT_IN_USE: 'The KSeF simulator is not in use',
  QUIZZES_NOT_PASSED: 'Pass every quiz of this subject first',
  SUBJECT_LOCKED: 'Complete the previous subjects first',
  COURSE_HAS_NO_EXAM: 'This course has no exam',
  COURSE_HAS_NO_PRACTICE: 'This course has no practical exercises',
  EXAM_ALREADY_BOOKED: 'You already have an exam booked or in progress for this course',
  EXAM_ALREADY_PASSED: 'You have already passed this course’s exam',
  EXERCISE_ALREADY_BOOKED: 'You already have a practice session booked for this course',
  EXERCISE_ALREADY_CONFIRMED: 'Your practice for this course is already confirmed',
  THEORY_NOT_FINISHED: 'Finish the theory of the course before booking practice',
  PRACTICE_NOT_CONFIRMED: 'Complete the practice session before registering for the exam',
  BOOKING_CHANGE_CLOSED: 'Bookings can be cancelled or moved until 24 hours before the start',
  SLOT_NOT_BOOKABLE: 'This date cannot be booked for this course (wrong kind, already started or in the past)',
  SLOT_HAS_BOOKINGS: 'A slot that someone booked cannot be deleted',
  SLOT_OVERLAPS: 'This slot overlaps another of your slots',
  SLOT_IN_PAST: 'A slot must start in the future',
  UNLOCK_NOT_OPEN: 'The exam can be unlocked from 60 minutes before the start until the end of the slot',
  IDENTITY_NOT_CONFIRMED: 'Confirm the candidate’s identity before unlocking the exam',
  /** Company seats (spec 7 user-resources). */
  SEAT_ALREADY_ASSIGNED: 'This seat is already assigned: unassign it first',
  SEAT_NOT_ASSIGNED: 'This seat is not assigned to anyone',
  SEAT_IN_USE: 'The employee has already started this course, so the seat cannot be returned',
  NO_FREE_SEATS: 'There are not enough free seats for this course',
  /** Admin users: an admin cannot lock themselves out. */
  OWN_ACCOUNT_LOCKED: 'You cannot deactivate your own account or change your own role',
  /** Only a person's account takes a staff or student role; a company account stays B2B. */
  ROLE_NOT_FOR_ACCOUNT_TYPE: 'This role does not fit the account type (company accounts are business accounts)',
  ACCOUNT_DELETION_NOT_REQUESTED: 'The user has not asked for the account to be deleted',
  /** Integrators (issue 30). */
  API_CLIENT_SCOPE_NOT_ALLOWED: 'This account’s API clients cannot be given this scope',
  API_CLIENT_LIMIT_REACHED: 'This account has as many API clients as it may have (20): revoke one first',
  API_CLIENT_REVOKED: 'This API client is revoked',
  API_CLIENT_EXTERNAL: 'This client’s secret is kept by the identity provider',
  WEBHOOK_URL_NOT_ALLOWED: 'Webhooks are sent only to public HTTPS addresses',
  WEBHOOK_LIMIT_REACHED: 'An API client has at most 10 webhook subscriptions',
} as const;
export type BusinessRule = keyof typeof BUSINESS_RULES;
export const BUSINESS_RULE_IDS = Object.keys(BUSINESS_RULES) as [BusinessRule, ...BusinessRule[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
export const isFieldIssueCode = (value: unknown): value is FieldIssueCode =>
  typeof value === 'string' && (FIELD_ISSUE_CODES as readonly string[]).includes(value);
export const isBusinessRule = (value: unknown): value is BusinessRule =>
  typeof value === 'string' && Object.hasOwn(BUSINESS_RULES, value);
