import { parsePayPalAmount } from '../paypal-money.js';
import type { SimFailure } from './sim-checks.js';
import {
  generateSimId,
  money,
  type SimCapture,
  type SimOrder,
  type SimRefund,
  type SimulatorState,
} from './sim-state.js';

export type { RefundScenario, SimRefund } from './sim-state.js';

/** PayPal refuses refunds of captures older than 180 days (REFUND_TIME_LIMIT_EXCEEDED). */
const REFUND_TIME_LIMIT_MS = 180 * 24 * 60 * 60_000;
/** The simulator's cap of refunds per capture (PayPal's MAX_NUMBER_OF_REFUNDS_EXCEEDED). */
const MAX_REFUNDS_PER_CAPTURE = 10;
const NOTE_TO_PAYER_MAX_LENGTH = 255;

function fail(issue: string, description: string): SimFailure {
  return { status: 422, name: 'UNPROCESSABLE_ENTITY', issue, description };
}

function invalid(issue: string, description: string): SimFailure {
  return { status: 400, name: 'INVALID_REQUEST', issue, description };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The order and capture with this capture id, or null. */
export function findCapture(
  state: SimulatorState,
  captureId: string,
): { order: SimOrder; capture: SimCapture } | null {
  for (const order of state.orders.values()) {
    const capture = order.captures.find((c) => c.id === captureId);
    if (capture) return { order, capture };
  }
  return null;
}

interface RefundRequest {
  readonly amountCents: number | null;
  readonly currency: string | null;
  readonly noteToPayer: string | null;
  readonly invoiceId: string | null;
}

/** The request body's shape: PayPal's 400 and 422 answers about the amount itself. */
function readRefundBody(body: unknown): RefundRequest | SimFailure {
  const json = body ?? {};
  if (!isObject(json))
    return invalid('MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  const note = json.note_to_payer;
  if (note !== undefined && (typeof note !== 'string' || note.length > NOTE_TO_PAYER_MAX_LENGTH))
    return invalid('INVALID_STRING_LENGTH', 'note_to_payer has at most 255 characters.');
  const invoiceId = typeof json.invoice_id === 'string' ? json.invoice_id : null;
  const base = { noteToPayer: typeof note === 'string' ? note : null, invoiceId };
  if (json.amount === undefined) return { amountCents: null, currency: null, ...base };
  const amount = json.amount;
  if (
    !isObject(amount) ||
    typeof amount.value !== 'string' ||
    typeof amount.currency_code !== 'string'
  )
    return invalid('MISSING_REQUIRED_PARAMETER', 'amount needs currency_code and value.');
  if (!/^[A-Z]{3}$/.test(amount.currency_code))
    return fail('INVALID_CURRENCY_CODE', 'Currency code is invalid or is not currently supported.');
  if (/^-/.test(amount.value))
    return fail('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
  if (/^\d+\.\d{3,}$/.test(amount.value))
    return fail(
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
    );
  const cents = parsePayPalAmount(amount.value);
  if (cents === null) return invalid('INVALID_PARAMETER_SYNTAX', 'amount.value is not a number.');
  if (cents === 0) return fail('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
  return { amountCents: cents, currency: amount.currency_code, ...base };
}

/** PayPal's business checks of a refund against the capture and its earlier refunds. */
function checkRefundable(
  state: SimulatorState,
  capture: SimCapture,
  currency: string,
  request: RefundRequest,
  now: number,
): SimFailure | null {
  if (request.currency !== null && request.currency !== currency)
    return fail(
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
      'Refund must be in the same currency as the capture',
    );
  if (capture.status === 'PENDING')
    return fail(
      'PENDING_CAPTURE',
      'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
    );
  if (capture.status !== 'COMPLETED')
    return fail('REFUND_NOT_ALLOWED', 'Capture cannot be refunded.');
  if (now - Date.parse(capture.createTime) > REFUND_TIME_LIMIT_MS)
    return fail(
      'REFUND_TIME_LIMIT_EXCEEDED',
      'You are over the time limit to perform a refund on this capture',
    );
  const left = capture.amountCents - (capture.refundedCents ?? 0);
  if (left <= 0)
    return fail('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
  if (request.amountCents !== null && request.amountCents > left)
    return fail(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  const earlier = [...state.refunds.values()].filter((r) => r.captureId === capture.id);
  if (
    request.invoiceId !== null &&
    [...state.refunds.values()].some((r) => r.invoiceId === request.invoiceId)
  )
    return fail('DUPLICATE_INVOICE_ID', 'Invoice ID was previously used to refund a capture.');
  if (earlier.length >= MAX_REFUNDS_PER_CAPTURE)
    return fail(
      'MAX_NUMBER_OF_REFUNDS_EXCEEDED',
      'You have exceeded the maximum number of refund attempts for this capture.',
    );
  if (state.refundScenario === 'insufficient-funds')
    return fail(
      'REFUND_FAILED_INSUFFICIENT_FUNDS',
      'Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.',
    );
  return null;
}

/**
 * POST /v2/payments/captures/{id}/refund: an empty body refunds what is left; an amount must be
 * in the capture's currency and at most what is left. The refund is COMPLETED at once, or
 * PENDING (reason ECHECK) under the 'pending' scenario; a pending refund holds its amount.
 */
export function refundCapture(
  state: SimulatorState,
  found: { order: SimOrder; capture: SimCapture },
  body: unknown,
  now = Date.now(),
): SimRefund | SimFailure {
  const { order, capture } = found;
  const request = readRefundBody(body);
  if ('issue' in request) return request;
  const refused = checkRefundable(state, capture, order.currency, request, now);
  if (refused !== null) return refused;
  const amountCents = request.amountCents ?? capture.amountCents - (capture.refundedCents ?? 0);
  const isPending = state.refundScenario === 'pending';
  const at = new Date(now).toISOString();
  const refund: SimRefund = {
    id: generateSimId(),
    orderId: order.id,
    captureId: capture.id,
    status: isPending ? 'PENDING' : 'COMPLETED',
    reason: isPending ? 'ECHECK' : null,
    amountCents,
    currency: order.currency,
    noteToPayer: request.noteToPayer,
    invoiceId: request.invoiceId,
    createTime: at,
    updateTime: at,
  };
  capture.refundedCents = (capture.refundedCents ?? 0) + amountCents;
  state.refunds.set(refund.id, refund);
  return refund;
}

/**
 * Settles a PENDING refund as PayPal later does (/sim/refunds/:id/:outcome): a failed or
 * cancelled refund gives its amount back to the capture. Null when not pending.
 */
export function settleRefund(
  state: SimulatorState,
  refund: SimRefund,
  outcome: string,
): SimRefund | null {
  const to = ({ complete: 'COMPLETED', fail: 'FAILED', cancel: 'CANCELLED' } as const)[
    outcome as 'complete' | 'fail' | 'cancel'
  ];
  if (refund.status !== 'PENDING' || to === undefined) return null;
  refund.status = to;
  refund.reason = null;
  refund.updateTime = new Date().toISOString();
  if (to !== 'COMPLETED') {
    const found = findCapture(state, refund.captureId);
    if (found)
      found.capture.refundedCents = Math.max(
        0,
        (found.capture.refundedCents ?? 0) - refund.amountCents,
      );
  }
  return refund;
}

/** The refund resource as PayPal answers it (links absolute; `up` names the capture). */
export function renderRefund(refund: SimRefund, baseUrl: string) {
  return {
    id: refund.id,
    amount: money(refund.amountCents, refund.currency),
    status: refund.status,
    ...(refund.reason !== null ? { status_details: { reason: refund.reason } } : {}),
    ...(refund.noteToPayer !== null ? { note_to_payer: refund.noteToPayer } : {}),
    ...(refund.invoiceId !== null ? { invoice_id: refund.invoiceId } : {}),
    create_time: refund.createTime,
    update_time: refund.updateTime,
    links: [
      { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
}
