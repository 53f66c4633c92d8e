import type { AdminOrderMoney } from '@print/contracts';
import { openAmountCents } from '@print/domain';
import type { BankOrderPayment } from '../bank/index.js';
import type { AdminOrderRecord } from '../orders/index.js';

/**
 * What the customer of a bank-paid order (invoice, prepaid) has paid and what is open: the bank
 * payments booked on it, the credit notes, the open amount by the domain's rule. An order whose
 * payment is recorded as received has nothing open (staff may have taken it in another way).
 */
export function toOrderMoney(
  order: Pick<AdminOrderRecord, 'paymentMethod' | 'paymentStatus' | 'totals'>,
  payments: readonly BankOrderPayment[],
  creditedCents: number,
): AdminOrderMoney | null {
  if (order.paymentMethod !== 'billing' && order.paymentMethod !== 'prepaid') return null;
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const isReceived = order.paymentStatus === 'PAYMENT_RECEIVED';
  const openCents = isReceived
    ? 0
    : openAmountCents({ totalCents: order.totals.totalCents, paidCents, creditedCents });
  return {
    bankPayments: payments.map((payment) => ({
      id: payment.id,
      bankReference: payment.bankReference,
      amountCents: payment.amountCents,
      bookingDate: payment.bookingDate,
      debtorName: payment.debtorName,
      matchKind: payment.matchKind,
    })),
    paidCents,
    creditedCents,
    openCents,
    state: openCents === 0 ? 'paid' : paidCents > 0 ? 'partial' : 'open',
  };
}
