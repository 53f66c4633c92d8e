import { selectOrderStatusLabelKey, type OrderStatus } from '@print/domain';
import type { TFunction } from 'i18next';

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
