import {
  isOrderStatus,
  isRefundStatus,
  selectOrderStatusLabelKey,
  type OrderStatus,
} from '@print/domain';
import type { TFunction } from 'i18next';
import type { DeskText } from '../texts';

/** The one label of a status (orders namespace). */
export function statusLabel(t: TFunction<'orders'>, status: OrderStatus): string {
  return t(`status.${selectOrderStatusLabelKey(status)}`);
}

const STATUS_TONES: Partial<Record<OrderStatus, string>> = {
  ORDER_COMPLETED: 'done',
  ORDER_CANCELLED: 'muted',
  FILES_NOT_PRINTABLE: 'danger',
  PARTS_DEFECTIVE: 'danger',
  IN_PRODUCTION: 'active',
  QUOTE_GENERATED: 'quote',
  ORDER_RECEIVED: 'new',
};

export function StatusBadge({
  status,
  label,
}: {
  readonly status: OrderStatus;
  readonly label: string;
}) {
  const tone = STATUS_TONES[status] ?? 'neutral';
  return <span className={`desk-status desk-status--${tone}`}>{label}</span>;
}

/** A refund status's desk label; an unknown one (never sent by the API) shows as it is. */
export function refundStatusLabel(t: DeskText, status: string): string {
  return isRefundStatus(status) ? t(`refunds.status.${status}`) : status;
}

const PAYPAL_ISSUES = [
  'CAPTURE_FULLY_REFUNDED',
  'REFUND_AMOUNT_EXCEEDED',
  'REFUND_TIME_LIMIT_EXCEEDED',
  'REFUND_NOT_ALLOWED',
  'REFUND_FAILED_INSUFFICIENT_FUNDS',
  'MAX_NUMBER_OF_REFUNDS_EXCEEDED',
  'REFUND_CAPTURE_CURRENCY_MISMATCH',
] as const;
type PayPalIssue = (typeof PAYPAL_ISSUES)[number];

/** PayPal's issue code of a refused refund in words; another reason shows as PayPal sent it. */
export function refundFailureLabel(t: DeskText, failure: string): string {
  return (PAYPAL_ISSUES as readonly string[]).includes(failure)
    ? t(`refunds.failure.${failure as PayPalIssue}`)
    : failure;
}

/**
 * A timeline entry's status code in words: order and payment statuses (orders namespace), refund
 * statuses, reminders sent, reminders paused or resumed; anything else as it is.
 */
export function timelineCodeLabel(t: DeskText, labels: TFunction<'orders'>, code: string): string {
  if (isOrderStatus(code)) return statusLabel(labels, code);
  if (code === 'PAYMENT_RECEIVED' || code === 'PAYMENT_PENDING')
    return labels(`paymentStatus.${code}`);
  if (code.startsWith('REFUND_'))
    return `${t('refunds.timeline')}: ${refundStatusLabel(t, code.slice('REFUND_'.length))}`;
  if (code === 'REMINDER_1' || code === 'REMINDER_2')
    return t(`reminders.level.${code === 'REMINDER_1' ? '1' : '2'}`);
  if (code === 'REMINDERS_PAUSED' || code === 'REMINDERS_RESUMED')
    return t(
      code === 'REMINDERS_PAUSED' ? 'reminders.timelinePaused' : 'reminders.timelineResumed',
    );
  return code;
}
