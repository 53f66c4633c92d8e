import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type PaymentAttemptStatus =
  | 'creating'
  | 'created'
  | 'completed'
  | 'pending'
  | 'declined'
  | 'cancelled'
  | 'rejected'
  | 'expired';

/**
 * One PayPal order created for a shop order (modules/payments). The row, with its
 * PayPal-Request-Id, is written BEFORE PayPal is called: a retry after a crash or timeout sends
 * the same id and PayPal answers the same order. The capture's request id is stored before the
 * capture call for the same reason. order_number and amount_cents are copies, so a webhook can
 * be matched without reading the orders module's tables.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    provider: text('provider').$type<'paypal'>().notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull(),
    requestId: text('request_id').notNull(),
    paypalOrderId: text('paypal_order_id'),
    approvalUrl: text('approval_url'),
    amountCents: integer('amount_cents').notNull(),
    /** The create-order body as first sent: a retry resends it unchanged with the same id. */
    createBody: jsonb('create_body').$type<unknown>(),
    captureRequestId: text('capture_request_id'),
    captureId: text('capture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_order_id_idx').on(t.orderId),
    uniqueIndex('payment_attempts_request_id_idx').on(t.requestId),
    uniqueIndex('payment_attempts_paypal_order_id_idx').on(t.paypalOrderId),
    // One open PayPal order per shop order: two tabs paying at once share one approval link,
    // so the buyer can never approve (and be charged for) two PayPal orders.
    uniqueIndex('payment_attempts_open_order_idx')
      .on(t.orderId)
      .where(sql`status in ('creating', 'created')`),
  ],
);

/** PayPal webhook deliveries by event id: a redelivered event is recognised and not re-applied. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * Refunds of orders (issue 26 item 3): PayPal refunds of a capture and bank refunds recorded by
 * staff. A PayPal refund's row, with its PayPal-Request-Id, is written BEFORE PayPal is called
 * (status REQUESTED): a retry after a timeout sends the same id and PayPal answers the same
 * refund. Status: packages/domain RefundStatus. A refund made at PayPal directly is learned from
 * its webhook (staff_id null).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').$type<'paypal' | 'bank'>().notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    noteToPayer: text('note_to_payer'),
    /** Bank refunds: the account (normalised IBAN) and its holder. */
    iban: text('iban'),
    accountHolder: text('account_holder'),
    captureId: text('capture_id'),
    paypalRequestId: text('paypal_request_id'),
    paypalRefundId: text('paypal_refund_id'),
    /** The request as first sent: a retry resends it unchanged with the same request id. */
    requestBody: jsonb('request_body').$type<unknown>(),
    /** PayPal's issue code of a refusal, or the reason of a failed refund. */
    failure: text('failure'),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_paypal_request_id_idx').on(t.paypalRequestId),
    uniqueIndex('refunds_paypal_refund_id_idx').on(t.paypalRefundId),
  ],
);
