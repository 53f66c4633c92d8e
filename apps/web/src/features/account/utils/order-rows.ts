import {
  parseOrderStatus,
  selectOrderStatusLabelKey,
  type OrderStatusLabelKey,
} from '@print/domain';
import type { UserOrdersResponse } from '@print/contracts';
import type { Language } from '../../../lib/language';

export interface OrderRow {
  readonly id: string;
  readonly number: string;
  readonly createdAt: Date | null;
  readonly statusKey: OrderStatusLabelKey;
}

function readString(record: Readonly<Record<string, unknown>>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The rows of the order history from GET /api/checkout/order/user (a map keyed by id whose
 * entries carry at least `id`; number, date and status when the orders module sends them),
 * newest first. An unknown status shows as "open" (spec 2 §4).
 */
export function toOrderRows(orders: UserOrdersResponse): OrderRow[] {
  return Object.values(orders)
    .map((order) => {
      const createdAt = readString(order, 'createdAt');
      const date = createdAt === null ? null : new Date(createdAt);
      return {
        id: order.id,
        number: readString(order, 'orderNumber') ?? order.id,
        createdAt: date !== null && !Number.isNaN(date.getTime()) ? date : null,
        statusKey: selectOrderStatusLabelKey(parseOrderStatus(readString(order, 'orderStatus'))),
      };
    })
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

const LOCALES: Readonly<Record<Language, string>> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH' };

export function formatDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(date);
}

export function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
