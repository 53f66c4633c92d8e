import { z } from 'zod';

/** The HTTP statuses this API answers errors with. */
type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * Stable machine-readable error codes of the API. Every 4xx/5xx answers
 * `{ error: { code, message, details? } }`; 5xx never carries the internal message.
 */
export const API_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ROUTE_NOT_FOUND: 404,
  CART_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  FILE_NOT_ANALYSED: 409,
  PRINT_MODE_NOT_FOUND: 404,
  SURFACE_FINISH_NOT_FOUND: 404,
  COLOR_NOT_FOUND: 404,
  PROCESSING_STEP_NOT_FOUND: 404,
  COUNTRY_NOT_FOUND: 404,
  SHIPPING_METHOD_NOT_FOUND: 404,
  NOT_PRINTABLE: 422,
  MULTIPART_FILE_MISSING: 400,
  FILE_TOO_LARGE: 413,
  THUMBNAIL_NOT_PNG: 415,
  ATTACHMENT_NOT_FOUND: 404,
  CART_ITEM_CHANGED: 409,
  THUMBNAIL_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  NOT_AUTHENTICATED: 401,
  /** /metrics without the operator's bearer token (METRICS_TOKEN). */
  METRICS_TOKEN_REQUIRED: 401,
  /** /api/ready: the database or the job queue does not answer, or the process is stopping. */
  NOT_READY: 503,
  UNSUPPORTED_FILE_TYPE: 415,
  EMPTY_FILE: 400,
  // Early refusals of a file that is not what its extension says (docs/decisions/0016).
  STL_FACET_COUNT_MISMATCH: 422,
  STL_NOT_GEOMETRY: 422,
  STL_ASCII_NO_SOLID: 422,
  STL_ASCII_NO_FACETS: 422,
  THREEMF_NOT_ZIP: 422,
  THREEMF_ZIP_BOMB: 422,
  OBJ_NOT_TEXT: 422,
  OBJ_NO_VERTICES: 422,
  OBJ_NO_FACES: 422,
  STEP_NO_HEADER: 422,
  PLY_NO_HEADER: 422,
  THREEDS_NO_MAIN_CHUNK: 422,
  /** This session has as many analyses open (queued or running) as it may have. */
  SESSION_ANALYSIS_LIMIT: 429,
  /**
   * This client (address) has as many analyses open as it may have, or the queue is busy and its
   * last places are kept for clients without analyses (decision 0016).
   */
  ANALYSIS_CLIENT_LIMIT: 429,
  QUEUE_FULL: 503,
  TASK_NOT_FOUND: 404,
  FILE_ANALYSIS_FAILED: 422,
  ASSET_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_DOCUMENT_NOT_AVAILABLE: 404,
  ORDER_NOT_REORDERABLE: 409,
  /** Not in the domain's transition table, or the staff member's role may not set it. */
  ORDER_TRANSITION_NOT_ALLOWED: 422,
  /** The desk: another change came first (optimistic concurrency); details carry the current state. */
  ORDER_CHANGED: 409,
  /** The desk: lines and addresses are frozen once the order is in production. */
  ORDER_LOCKED: 409,
  /** The desk: no customer mail template for this status. */
  MAIL_TEMPLATE_NOT_FOUND: 404,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
  CART_EMPTY: 422,
  /**
   * A line the price set now in effect cannot price: its print mode, finish or colour is no longer
   * offered, or it exceeds the new limits (details.itemIds). The customer changes or removes it.
   */
  CART_ITEM_UNAVAILABLE: 422,
  CART_ALREADY_ORDERED: 409,
  PAYMENT_METHOD_NOT_AVAILABLE: 422,
  COUNTRY_NOT_SELECTABLE: 422,
  POSTAL_CODE_INVALID: 422,
  VAT_NUMBER_REQUIRED: 422,
  VOUCHER_NOT_FOUND: 404,
  VOUCHER_NOT_STARTED: 422,
  VOUCHER_EXPIRED: 422,
  VOUCHER_USED_UP: 422,
  VOUCHER_MIN_VALUE_NOT_REACHED: 422,
  VOUCHER_CODE_INVALID: 422,
  /** PayPal did not answer (timeout, 5xx, refused credentials): the order stays pending. */
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** PayPal refused the payment request itself (its 422 business checks). */
  PAYMENT_PROVIDER_REJECTED: 422,
  /** Pay now for an order that is not a pending PayPal order. */
  ORDER_NOT_PAYABLE: 409,
  /** A PayPal return whose token names no payment of ours. */
  PAYMENT_NOT_FOUND: 404,
  /** A webhook whose signature PayPal's verify-webhook-signature does not confirm. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** Postal-code autofill: no locality has this code in the directory. */
  POSTAL_CODE_NOT_FOUND: 404,
  /** Legacy tracking: no old order with this number and e-mail (the same answer for both). */
  LEGACY_ORDER_NOT_FOUND: 404,
  CONTENT_PAGE_NOT_FOUND: 404,
  /** Newsletter opt-in link unknown, already used or expired (one answer: nothing to probe). */
  NEWSLETTER_TOKEN_INVALID: 404,
  INTERNAL_ERROR: 500,
  // Accounts (docs/decisions/0009-accounts-and-sessions.md)
  USER_NAME_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_CONFIRMED: 403,
  /** Blocked by the shop's staff (issue 25); answered only to the right password. */
  ACCOUNT_BLOCKED: 403,
  /** The desk: no customer account with this id. */
  CUSTOMER_NOT_FOUND: 404,
  ACCOUNT_ALREADY_CONFIRMED: 409,
  /** Too many failed sign-ins on this account from clients it was never signed in from (Retry-After). */
  ACCOUNT_LOCKED: 429,
  /** Too many failed sign-ins (or taken user names at sign-up) from this client (Retry-After). */
  SIGNIN_THROTTLED: 429,
  /** Too many e-mail-change mails to this address or for this account within the hour. */
  MAIL_LIMIT_REACHED: 429,
  LINK_INVALID: 400,
  /** Message is exactly 'Active code found' (spec 2 §8): one reset link per 24 h. */
  RESET_CODE_ACTIVE: 429,
  OLD_PASSWORD_WRONG: 422,
  /** Deleting the account: the password entered again is not the account's. */
  PASSWORD_WRONG: 422,
  PASSWORD_TOO_COMMON: 400,
  CROSS_SITE_REQUEST: 403,
  // Trust at the edges (issue 23)
  /** A NUL or other control character in a JSON body or query (tab, CR/LF only in free text). */
  CONTROL_CHARACTER_NOT_ALLOWED: 400,
  /** A JSON body nested deeper than the API's limit (no request of this API needs it). */
  JSON_TOO_DEEP: 400,
  /** This e-mail address got as many mails from the shop's forms or guest orders as it may now. */
  RECIPIENT_MAIL_LIMIT: 429,
  /** A line or an order past the shop's amount limit (CHF 10 M net): a quote's matter. */
  AMOUNT_TOO_LARGE: 422,
  // Quote answering (issue 25 item 7)
  /** No sent offer behind this link or for this order (or not the caller's). */
  OFFER_NOT_FOUND: 404,
  /** The order is no open quote request (QUOTE_GENERATED) any more: no draft, no sending. */
  OFFER_NOT_OPEN: 409,
  OFFER_NO_LINES: 422,
  /** details.lineId: a changed price needs a reason. */
  OFFER_OVERRIDE_REASON_REQUIRED: 422,
  OFFER_PRICE_INVALID: 422,
  OFFER_LEAD_TIME_INVALID: 422,
  OFFER_VALID_UNTIL_INVALID: 422,
  /** details.lineId: the draft names a line the order does not have. */
  OFFER_LINE_UNKNOWN: 422,
  /** The order's shipping country or method is no longer in the catalogue: no price possible. */
  OFFER_SHIPPING_UNAVAILABLE: 409,
  /** details.validUntil: the offer's last day has passed. */
  OFFER_EXPIRED: 422,
  /** details.latestRevision: a newer revision replaces this one. */
  OFFER_SUPERSEDED: 409,
  OFFER_ALREADY_ACCEPTED: 409,
  OFFER_DECLINED: 409,
  // The operator's desk: staff accounts (issue 25)
  /** Staff sign-in refused: one answer for a wrong e-mail, password or code (nothing to probe). */
  STAFF_SIGNIN_FAILED: 401,
  /** The enrolment link is unknown, used or older than 24 hours. */
  STAFF_ENROLMENT_INVALID: 404,
  /** The TOTP code does not match the authenticator being enrolled. */
  STAFF_CODE_INVALID: 422,
  /** TOTP is enrolled already: a new enrolment link starts over. */
  STAFF_TOTP_ALREADY_ENROLLED: 409,
  /** Confirm without a setup: ask for a secret first. */
  STAFF_TOTP_SETUP_REQUIRED: 409,
  /** A staff member with this e-mail exists. */
  STAFF_EMAIL_TAKEN: 409,
  STAFF_NOT_FOUND: 404,
  /** An owner cannot disable their own account (the desk would lose its last owner). */
  STAFF_CANNOT_DISABLE_SELF: 409,
  /** The change would leave the desk without an active owner (demote, disable). */
  STAFF_LAST_OWNER: 409,
  // Printability review (issue 25 item 6)
  /** The order has no line with this id. */
  ORDER_LINE_NOT_FOUND: 404,
  /** Not printable needs a reason the customer reads. */
  REVIEW_REASON_REQUIRED: 422,
  /** Repaired needs a repaired file: the line's file has no repaired mesh. */
  REVIEW_REPAIRED_FILE_REQUIRED: 422,
  /** No review on a quote request, an order in production or later, or a final order. */
  REVIEW_NOT_OPEN: 409,
  /** The order no longer waits for the customer's answer to a not printable review (details.status). */
  NOT_PRINTABLE_CHOICE_CLOSED: 409,
  /** A mailed answer link that is not one of ours (mistyped, cut off, altered, another purpose). */
  ORDER_LINK_INVALID: 404,
  /** A mailed answer link past its end (30 days after the mail): sign in or contact the shop. */
  ORDER_LINK_EXPIRED: 422,
  // Refunds and vouchers on the desk (issue 26 items 3 and 7)
  /** Nothing was paid for this order (or it is a quote): there is nothing to refund. */
  REFUND_ORDER_NOT_PAID: 409,
  /** A PayPal refund of an invoice/prepaid order, or a bank refund of a PayPal order. */
  REFUND_METHOD_MISMATCH: 422,
  /** Everything paid is refunded or on its way back already. */
  REFUND_NOTHING_LEFT: 409,
  /** details { leftCents, requestedCents }: refused before PayPal is called. */
  REFUND_AMOUNT_EXCEEDS_LEFT: 422,
  REFUND_AMOUNT_INVALID: 422,
  /** PayPal refused the refund (its 422): details.issue names PayPal's issue code. */
  REFUND_REJECTED_BY_PAYPAL: 422,
  REFUND_NOT_FOUND: 404,
  /** Only a refund whose PayPal answer is unknown (REQUESTED) is sent again. */
  REFUND_NOT_RETRYABLE: 409,
  /** Another voucher has this code (codes are unique ignoring case). */
  VOUCHER_CODE_TAKEN: 409,
  // Credit notes and the accounting export (issue 26 items 4 and 5)
  /** A credit note needs lines, shipping, the surcharge or an amount (or the chosen parts are 0). */
  CREDIT_NOTE_EMPTY: 422,
  /** details.lineId: the invoice has no such line. */
  CREDIT_NOTE_LINE_UNKNOWN: 422,
  /** details.lineId, details.remaining: more pieces than are left un-credited. */
  CREDIT_NOTE_QUANTITY_EXCEEDED: 422,
  /** details.part: shipping or the surcharge is credited already. */
  CREDIT_NOTE_ALREADY_CREDITED: 422,
  /** details.remainingGrossCents: more than is left un-credited on the invoice. */
  CREDIT_NOTE_EXCEEDS_INVOICE: 422,
  /** The invoice is credited in full already. */
  CREDIT_NOTE_NOTHING_LEFT: 409,
  /** The order has no invoice to credit (a quote, an unpaid PayPal order). */
  CREDIT_NOTE_NO_INVOICE: 409,
  CREDIT_NOTE_NOT_FOUND: 404,
  /** from/to malformed, backwards or longer than 366 days. */
  ACCOUNTING_PERIOD_INVALID: 400,
  // Bank reconciliation (issue 26 item 1, modules/bank)
  /** The file is no ISO 20022 camt.053/054 XML (another XML, a CSV, empty). */
  BANK_FILE_NOT_CAMT: 422,
  /** A camt version other than .001.04 and .001.08. */
  BANK_FILE_VERSION_UNSUPPORTED: 422,
  /** Not well-formed (truncated) XML, a DOCTYPE, an amount that is not one. */
  BANK_FILE_MALFORMED: 422,
  /** details.accounts: the file reports an account that is not the shop's. */
  BANK_ACCOUNT_MISMATCH: 422,
  /** Larger than an import may be. */
  BANK_FILE_TOO_LARGE: 413,
  BANK_TRANSACTION_NOT_FOUND: 404,
  /** Only an unmatched payment can be assigned or ignored (details.state: the current one). */
  BANK_TRANSACTION_NOT_OPEN: 409,
  // Payment reminders (issue 26 item 2, modules/reminders)
  /** Only invoice orders are reminded. */
  REMINDERS_NOT_APPLICABLE: 409,
  /** Pause: paused already; resume: not paused. */
  REMINDERS_PAUSE_UNCHANGED: 409,
  REMINDER_NOT_FOUND: 404,
  // Desk uploads: note attachments, repaired files, review pictures (issue 25 items 4 and 6)
  /** The content is not what the file's name says (a .png that is no PNG, a .pdf that is no PDF). */
  FILE_CONTENT_MISMATCH: 415,
  /** More files than a note takes (details.maxFiles). */
  TOO_MANY_FILES: 413,
  /** A file the verdict does not take (printable takes none). */
  REVIEW_FILE_NOT_EXPECTED: 422,
  // Price sets (issue 26 item 6)
  PRICE_SET_NOT_FOUND: 404,
  /** There is a draft already (details.priceSetId): edit that one. */
  PRICE_SET_DRAFT_EXISTS: 409,
  /** Saved or published meanwhile by someone else (details.lockVersion: the current one). */
  PRICE_SET_CHANGED: 409,
  /** Only a draft can be edited, published or discarded. */
  PRICE_SET_NOT_DRAFT: 409,
  /** Publishing refused: details.missing lists every price not entered ({kind, id, field}). */
  PRICE_SET_INCOMPLETE: 422,
  /** An effective date before now (a past price cannot be changed). */
  PRICE_SET_DATE_IN_PAST: 422,
  /** An entry the catalogue does not have (details.ids). */
  PRICE_SET_UNKNOWN_ENTRY: 422,
  /** Withdrawing a set whose date has come (or one that never was scheduled). */
  PRICE_SET_NOT_SCHEDULED: 409,
  /** A catalogue entry's id that exists already (details.id). */
  CATALOG_ENTRY_EXISTS: 409,
  /** A catalogue entry the new one refers to does not exist (details.ids). */
  CATALOG_ENTRY_UNKNOWN: 422,
  /** Editing texts of an entry the catalogue does not have. */
  CATALOG_ENTRY_NOT_FOUND: 404,
  /** A text the entry's kind does not have (a colour has only a name; details.fields). */
  CATALOG_TEXT_NOT_APPLICABLE: 422,
} as const satisfies Readonly<Record<string, HttpErrorStatus>>;

/**
 * The codes are the keys of the status map: a code cannot exist without its HTTP status, and a
 * service whose error union names a code missing here does not compile where it is unwrapped.
 */
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export type ApiErrorStatus<C extends ApiErrorCode = ApiErrorCode> = (typeof API_ERROR_STATUS)[C];
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    /** The request's id (also in the X-Request-Id header): names the log lines of this answer. */
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
