import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentAttempts } from './payments.tables.js';

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
  };
}

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;
