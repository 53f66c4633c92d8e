import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentAttempts, refunds } from './payments.tables.js';

/** A payment received, as the accounting export lists it (issue 26 item 5). */
export interface LedgerPayment {
  readonly kind: 'paypal-capture';
  /** PayPal's capture id: the document number of the payment. */
  readonly reference: string;
  readonly orderId: string;
  readonly orderNumber: string;
  /** When the capture completed (the attempt's last change). */
  readonly at: Date;
  readonly amountCents: number;
}

/** A refund that left the shop (COMPLETED), as the accounting export lists it. */
export interface LedgerRefund {
  readonly kind: 'paypal' | 'bank';
  /** PayPal's refund id; a bank refund's own id. */
  readonly reference: string;
  readonly orderId: string;
  readonly orderNumber: string;
  /** When it completed (PayPal) or was recorded (bank): the row's last change. */
  readonly at: Date;
  readonly amountCents: number;
  /** Bank refunds: the account the money went to and its holder. */
  readonly iban: string | null;
  readonly accountHolder: string | null;
}

/**
 * The payments module's money movements for the bookkeeper: PayPal captures completed in
 * [startsAt, endsBefore). Bank payments and refunds (issue 26 items 1 and 3) add their own
 * entries here as they are recorded.
 */
export function createPaymentLedger(db: Db) {
  return {
    async listBetween(startsAt: Date, endsBefore: Date): Promise<LedgerPayment[]> {
      const rows = await db
        .select({
          reference: paymentAttempts.captureId,
          orderId: paymentAttempts.orderId,
          orderNumber: paymentAttempts.orderNumber,
          at: paymentAttempts.updatedAt,
          amountCents: paymentAttempts.amountCents,
        })
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.status, 'completed'),
            isNotNull(paymentAttempts.captureId),
            gte(paymentAttempts.updatedAt, startsAt),
            lt(paymentAttempts.updatedAt, endsBefore),
          ),
        )
        .orderBy(asc(paymentAttempts.updatedAt), asc(paymentAttempts.id));
      return rows.map((row) => ({
        ...row,
        kind: 'paypal-capture',
        reference: row.reference ?? '',
      }));
    },
    /**
     * Refunds completed in [startsAt, endsBefore): PayPal refunds once PayPal reports them
     * COMPLETED, bank refunds as recorded by staff. Pending, failed or refused ones moved no money.
     */
    async refundsBetween(startsAt: Date, endsBefore: Date): Promise<LedgerRefund[]> {
      const rows = await db
        .select({
          id: refunds.id,
          kind: refunds.kind,
          paypalRefundId: refunds.paypalRefundId,
          orderId: refunds.orderId,
          orderNumber: refunds.orderNumber,
          at: refunds.updatedAt,
          amountCents: refunds.amountCents,
          iban: refunds.iban,
          accountHolder: refunds.accountHolder,
        })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'COMPLETED'),
            gte(refunds.updatedAt, startsAt),
            lt(refunds.updatedAt, endsBefore),
          ),
        )
        .orderBy(asc(refunds.updatedAt), asc(refunds.id));
      return rows.map(({ id, paypalRefundId, ...row }) => ({
        ...row,
        reference: paypalRefundId ?? id,
      }));
    },
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
