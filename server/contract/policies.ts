/**
 * The product's policies in one place: numbers and lists that the spec or the business fixes,
 * shared by the server and the web (pure data, no imports). Look here first before writing a
 * number into a module.
 */

/** Languages of the product; content missing in the visitor's language falls back to the first. */
export const LANGUAGES = ['PL', 'EN'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: LanguageCode = 'PL';

/** Pages of lists (spec 9: 25 rows; a client may ask for up to 100). */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Public catalogue cards load this many at a time ("Show more"). */
export const CATALOGUE_PAGE_SIZE = 12;

/** VAT rates a course or product may carry (Polish rates, in percent). */
export const VAT_RATES = [0, 5, 8, 23] as const;
export type VatRate = (typeof VAT_RATES)[number];
/** Spec 5 and 9: Przelewy24 is not offered above 55,000 PLN (grosze). */
export const PRZELEWY24_MAX_GROSS = 5_500_000;

/** Prices are gross integer grosze; the highest a price may be (1 000 000 PLN). */
export const MAX_PRICE_GROSS = 100_000_000;

/**
 * Money that cannot pay its purchase (issue 28): a second payment of a paid purchase goes back
 * through Przelewy24 on its own; a payment that arrives after the purchase was cancelled is shown
 * to admins as "refund needed" (one click refunds it: they may first want to talk to the buyer,
 * who paid late). Cancelling a paid purchase is an admin's decision: its refund is requested at once.
 */
export const AUTO_REFUND_SECOND_PAYMENT = true;
export const AUTO_REFUND_LATE_PAYMENT = false;
/** Reconciliation leaves a payment or refund alone this long after its last change (a live notification may be on its way). */
export const RECONCILE_GRACE_SECONDS = 60;
/** How often reconciliation asks Przelewy24 about the same unfinished payment or refund. */
export const RECONCILE_RECHECK_SECONDS = 10 * 60;
/** Reconciliation runs this often in every process (rows are claimed, so each is handled once). */
export const RECONCILE_INTERVAL_SECONDS = 60;

/**
 * KSeF (issue 29). The sending job runs this often in every process and takes at most a batch of
 * invoices per pass (one interactive session; KSeF's limits in limity/limity-api.md are far
 * above it). A failed sending waits KSEF_RETRY_SECONDS[attempt] (the last one repeats); a
 * sending still being processed is asked again after KSEF_STATUS_RECHECK_SECONDS.
 */
export const KSEF_INTERVAL_SECONDS = 30;
export const KSEF_BATCH = 20;
export const KSEF_RETRY_SECONDS = [30, 60, 5 * 60, 15 * 60, 60 * 60] as const;
export const KSEF_STATUS_RECHECK_SECONDS = 15;
/** How long a process may hold a claimed invoice before another may take it (a crash's lease). */
export const KSEF_LEASE_SECONDS = 5 * 60;
/**
 * Consumers' invoices stay outside KSeF unless the admin turns this on (the law allows both);
 * the default of the "send consumer invoices to KSeF" setting.
 */
export const KSEF_SEND_CONSUMER_INVOICES_DEFAULT = false;

/** The course menu shortcuts of spec 2: route id → the category it preselects. */
export const COURSE_CATEGORY_SHORTCUTS = {
  'courses-special': 'PARTICULAR',
  'courses-open': 'OPEN',
  'courses-specialized': 'TECHNICAL',
  'courses-certified': 'CERTIFIED',
} as const;

/** A generated course certificate is valid this many years from its issue. */
export const CERTIFICATE_VALIDITY_YEARS = 5;
/** The holder is e-mailed once, this many days before a certificate expires. */
export const CERTIFICATE_REMINDER_DAYS = 30;
/** The certificate PDF an admin uploads: at most this many bytes (the global upload limit applies too). */
export const CERTIFICATE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** A competence document on the account page (PDF, PNG or JPEG): at most this many bytes (the global upload limit applies too). */
export const COMPETENCE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A job offer's attachment (order exchange): at most this many bytes (the global upload limit applies too). */
/**
 * Largest picture (width × height) accepted at upload: resized renditions are made of it, and a
 * small file can hold a huge bitmap (a 60,000 × 60,000 PNG of a few hundred KB).
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const JOB_OFFER_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The exchange map shows at most this many provider markers. */
export const EXCHANGE_MARKERS_MAX = 5000;

/** Lesson quizzes: the percentage of correct answers that passes, unless the admin sets another (1..100). */
export const QUIZ_PASS_THRESHOLD_DEFAULT = 70;
/** A lesson question has this many answers at least and at most (spec 5: at least one correct). */
export const LESSON_ANSWERS_MIN = 2;
export const LESSON_ANSWERS_MAX = 10;
/** The most characters a reader sees in one rich-text lesson segment (tags do not count). */
export const LESSON_TEXT_MAX = 20_000;

/**
 * Exams and practice: the numbers the spec leaves to us (server/README.md "Exams and practice"), read by
 * the services, the screens and the demo data. The course defaults of the threshold and the tries are
 * also the columns' defaults in prisma/schema.prisma.
 */
export const WORK_SLOT_MINUTES = { EXAM_60: 60, EXAM_120: 120, EXERCISE: 120 } as const;
export const WORK_SLOT_CAPACITY_MAX = 50;
/** The instructor's calendar and the availability searches read at most this many days at once. */
export const BOOKING_RANGE_MAX_DAYS = 62;
/** A booking may be cancelled or moved until this many hours before its slot starts. */
export const BOOKING_CHANGE_CUTOFF_HOURS = 24;
/** The instructor may unlock an exam from this many minutes before its slot starts (until it ends). */
export const EXAM_UNLOCK_OPENS_MINUTES_BEFORE = 60;
export const EXAM_QUESTION_COUNT_MAX = 200;
export const EXAM_PASS_THRESHOLD_DEFAULT = 75;
export const EXAM_MAX_TRIES_DEFAULT = 3;
export const EXAM_MAX_TRIES_MAX = 20;
/** Tries an admin may grant one learner beyond the course's maximum. */
export const EXAM_EXTRA_TRIES_MAX = 20;
/** The authority report covers at most this many days. */
export const EXAM_REPORT_MAX_DAYS = 366;
/**
 * Calendar feeds (issue 31): a person's feed holds their bookings or slots ending at most this
 * many days ago and every later one (at most CALENDAR_FEED_MAX_EVENTS of each kind, the nearest
 * first); a cancelled one stays in it, STATUS:CANCELLED, this many days after the cancellation;
 * calendar apps are asked to read it again after this many minutes; requests per minute from one
 * client address (the `RATE_LIMIT_CALENDAR_FEED_PER_MINUTE` default).
 */
export const CALENDAR_FEED_PAST_DAYS = 90;
export const CALENDAR_FEED_MAX_EVENTS = 500;
export const CALENDAR_FEED_CANCELLED_DAYS = 30;
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
export const CALENDAR_FEED_REQUESTS_PER_MINUTE = 60;

/** Spec 5: the contact form (first and last name "name too long" at 50, the message at 255) and the free-consultation form. */
export const CONTACT_NAME_MAX = 50;
export const CONTACT_SUBJECT_MAX = 120;
export const CONTACT_MESSAGE_MAX = 255;
export const CONSULTATION_NAME_MAX = 100;
export const CONSULTATION_TOPIC_MAX = 255;

/** Personnel (/about-us) and references (/references): the editors' limits (visible characters for rich text). */
export const PEOPLE_LIMITS = {
  fullName: 120,
  position: 120,
  description: 4000,
  authorName: 120,
  authorRole: 200,
  content: 2000,
} as const;

/**
 * Integrators (issue 30, README "For integrators"): API clients, their tokens and webhooks.
 * Access tokens of the client-credentials grant live 15 minutes (like the app's).
 */
export const API_CLIENTS_PER_OWNER_MAX = 20;
export const API_CLIENT_NAME_MAX = 80;
/** Requests an API client may make per minute (all processes together). */
export const API_CLIENT_REQUESTS_PER_MINUTE = 600;
export const WEBHOOKS_PER_CLIENT_MAX = 10;
export const WEBHOOK_URL_MAX = 500;
/**
 * A delivery is tried at once, then after each of these waits (about three days in all, like
 * Standard Webhooks' reference schedule); after the last one it is FAILED and can be redelivered.
 */
export const WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000, 36_000] as const;
/** A subscription whose endpoint failed this many attempts in a row is disabled; its owner is e-mailed. */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
/** An endpoint must answer (2xx) within this many seconds. */
export const WEBHOOK_TIMEOUT_SECONDS = 15;
/** How much of an endpoint's answer is kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 2048;
/** The webhook sending job runs every this many seconds in every process. */
export const WEBHOOK_INTERVAL_SECONDS = 10;
