import { randomBytes, randomInt } from 'node:crypto';
import { formatPaymentAmount } from '@print/domain';
import type { SimFailure } from './sim-checks.js';

/** What the buyer chose on the approval page: how the later capture turns out. */
export const BUYER_SCENARIOS = [
  'approve',
  'instrument-declined',
  'capture-declined',
  'pending',
] as const;
export type BuyerScenario = (typeof BUYER_SCENARIOS)[number];

export interface SimCapture {
  readonly id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  reason: string | null;
  readonly amountCents: number;
  readonly createTime: string;
  /** Refunded or on its way back (PENDING refunds count, as PayPal holds them); absent = 0. */
  refundedCents?: number;
}

export interface SimOrder {
  readonly id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  readonly createTime: string;
  readonly unit: Readonly<Record<string, unknown>>;
  readonly amountCents: number;
  readonly currency: string;
  readonly returnUrl: string | null;
  readonly cancelUrl: string | null;
  payerId: string | null;
  scenario: BuyerScenario;
  readonly captures: SimCapture[];
}

/** How the simulator answers the next refunds (sim-refunds.ts). */
export type RefundScenario = 'complete' | 'pending' | 'insufficient-funds';

export interface SimRefund {
  readonly id: string;
  readonly orderId: string;
  readonly captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  reason: string | null;
  readonly amountCents: number;
  readonly currency: string;
  readonly noteToPayer: string | null;
  readonly invoiceId: string | null;
  readonly createTime: string;
  updateTime: string;
}

export interface SimResponse {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The simulator's memory (decision 0011: state in memory, like PayPal's sandbox it is another
 * system; a restart forgets its orders, and the shop's stored request ids recreate them).
 * Tests reach it to add latency or to settle a pending capture.
 */
export interface SimulatorState {
  readonly orders: Map<string, SimOrder>;
  /** PayPal-Request-Id → the first answer, replayed for the same id. */
  readonly replies: Map<string, SimResponse>;
  readonly tokens: Map<string, number>;
  /** Refunds by id (sim-refunds.ts). */
  readonly refunds: Map<string, SimRefund>;
  /**
   * How the next refunds turn out: completed at once, PENDING (an e-check funded payment, settled
   * later by /sim/refunds/:id/:outcome), or refused with REFUND_FAILED_INSUFFICIENT_FUNDS.
   */
  refundScenario: RefundScenario;
  /** Answer delays in ms, after the work is done (a timeout leaves the order created). */
  readonly latencyMs: { create: number; capture: number; show: number; refund: number };
  /** Capture events are POSTed to the shop's webhook URL when true. */
  sendWebhooks: boolean;
  readonly signingKey: Buffer;
}

export function createSimulatorState(): SimulatorState {
  return {
    orders: new Map(),
    replies: new Map(),
    tokens: new Map(),
    refunds: new Map(),
    refundScenario: 'complete',
    latencyMs: { create: 0, capture: 0, show: 0, refund: 0 },
    sendWebhooks: true,
    signingKey: randomBytes(32),
  };
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A payer id's alphabet: upper-case letters and digits without 0, 1, I and O. */
export const PAYER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** PayPal-like ids: 17 upper-case letters and digits (orders, captures). */
export function generateSimId(length = 17, alphabet = ID_ALPHABET): string {
  let id = '';
  for (let i = 0; i < length; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** A payer id as PayPal makes them: 13 characters of PAYER_ID_ALPHABET. */
export function generatePayerId(): string {
  return generateSimId(13, PAYER_ID_ALPHABET);
}

export function money(cents: number, currency: string) {
  return { currency_code: currency, value: formatPaymentAmount(cents) };
}

/** A completed capture with refunds reports PARTIALLY_REFUNDED or REFUNDED, as PayPal's does. */
function captureStatusOf(capture: SimCapture): string {
  const refunded = capture.refundedCents ?? 0;
  if (capture.status !== 'COMPLETED' || refunded === 0) return capture.status;
  return refunded >= capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

function renderCapture(order: SimOrder, capture: SimCapture) {
  return {
    id: capture.id,
    status: captureStatusOf(capture),
    ...(capture.reason !== null ? { status_details: { reason: capture.reason } } : {}),
    amount: money(capture.amountCents, order.currency),
    final_capture: true,
    custom_id: order.unit.custom_id,
    invoice_id: order.unit.invoice_id,
    create_time: capture.createTime,
    update_time: new Date().toISOString(),
    supplementary_data: { related_ids: { order_id: order.id } },
  };
}

/** The order resource as PayPal answers create, show and capture (links absolute). */
export function renderOrder(order: SimOrder, baseUrl: string) {
  const captures = order.captures.map((c) => renderCapture(order, c));
  const self = `${baseUrl}/v2/checkout/orders/${order.id}`;
  const links = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED')
    links.push({
      href: `${baseUrl}/checkoutnow?token=${order.id}`,
      rel: 'payer-action',
      method: 'GET',
    });
  if (order.status === 'APPROVED')
    links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    create_time: order.createTime,
    purchase_units: [{ ...order.unit, ...(captures.length > 0 ? { payments: { captures } } : {}) }],
    ...(order.payerId !== null ? { payer: { payer_id: order.payerId } } : {}),
    links,
  };
}

/** Capture by the buyer's scenario; the failures are PayPal's 422 business errors. */
export function captureOrder(order: SimOrder): SimCapture | SimFailure {
  const fail = (issue: string, description: string): SimFailure => ({
    status: 422,
    name: 'UNPROCESSABLE_ENTITY',
    issue,
    description,
  });
  if (order.status === 'COMPLETED')
    return fail(
      'ORDER_ALREADY_CAPTURED',
      'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
    );
  if (order.status !== 'APPROVED')
    return fail('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  if (order.scenario === 'instrument-declined') {
    // PayPal: redirect the payer to the approval link to choose another funding source.
    order.status = 'CREATED';
    order.scenario = 'approve';
    return fail(
      'INSTRUMENT_DECLINED',
      "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
    );
  }
  const outcome = {
    approve: { status: 'COMPLETED', reason: null },
    pending: { status: 'PENDING', reason: 'PENDING_REVIEW' },
    'capture-declined': { status: 'DECLINED', reason: null },
  } as const;
  const chosen = outcome[order.scenario];
  const capture: SimCapture = {
    id: generateSimId(),
    status: chosen.status,
    reason: chosen.reason,
    amountCents: order.amountCents,
    createTime: new Date().toISOString(),
  };
  order.captures.push(capture);
  order.status = 'COMPLETED';
  return capture;
}
