import { ADMIN_ORDER_SORTS } from '@print/contracts';
import {
  ORDER_STATUSES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';

export type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * The order list's filters, all kept in the URL's search parameters under the API's own names
 * (AdminOrderListQuerySchema: lists comma-separated), so a reload, the back button or a shared
 * link shows the same list, and the CSV export sends exactly the same filters.
 */
export interface OrderFilters {
  readonly q: string;
  readonly status: readonly OrderStatus[];
  readonly paymentStatus: readonly PaymentStatus[];
  readonly paymentMethod: readonly PaymentMethodKey[];
  readonly from: string;
  readonly to: string;
  readonly material: string;
  readonly overdue: boolean;
  readonly sort: OrderSort;
  readonly dir: 'asc' | 'desc';
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  q: '',
  status: [],
  paymentStatus: [],
  paymentMethod: [],
  from: '',
  to: '',
  material: '',
  overdue: false,
  sort: 'createdAt',
  dir: 'desc',
  page: 1,
  pageSize: 50,
};

export const PAGE_SIZES = [25, 50, 100, 200] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]) {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
  return [...new Set(values)];
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

/** The filters in a URL's search parameters; unknown or malformed values are left out. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const sort = params.get('sort');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: listParam(params, 'status', ORDER_STATUSES),
    paymentStatus: listParam(params, 'paymentStatus', PAYMENT_STATUSES),
    paymentMethod: listParam(params, 'paymentMethod', PAYMENT_METHOD_KEYS),
    from: day('from'),
    to: day('to'),
    material: params.get('material') ?? '',
    overdue: params.get('overdue') === 'true',
    sort: (ADMIN_ORDER_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as OrderSort)
      : DEFAULT_ORDER_FILTERS.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page'), 1, 100_000),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_ORDER_FILTERS.pageSize, 200),
  };
}

/**
 * The filters as search parameters: only what differs from the defaults, lists comma-separated,
 * in a fixed order (the same filters always give the same URL and the same query key).
 */
export function toOrderSearchParams(
  filters: OrderFilters,
  options: { readonly paging?: boolean } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(name, value);
  };
  set('q', filters.q.trim());
  set('status', filters.status.join(','));
  set('paymentStatus', filters.paymentStatus.join(','));
  set('paymentMethod', filters.paymentMethod.join(','));
  set('from', filters.from);
  set('to', filters.to);
  set('material', filters.material);
  set('overdue', filters.overdue ? 'true' : '');
  set('sort', filters.sort, DEFAULT_ORDER_FILTERS.sort);
  set('dir', filters.dir, DEFAULT_ORDER_FILTERS.dir);
  if (options.paging !== false) {
    set('page', String(filters.page), '1');
    set('pageSize', String(filters.pageSize), String(DEFAULT_ORDER_FILTERS.pageSize));
  }
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** GET /api/admin/orders with the filters (the path under /api). */
export function orderListPath(filters: OrderFilters): string {
  return withQuery('/admin/orders', toOrderSearchParams(filters));
}

/** The CSV export of exactly what the filters show: every page, in the list's order. */
export function orderCsvHref(apiBase: string, filters: OrderFilters): string {
  return withQuery(`${apiBase}/admin/orders.csv`, toOrderSearchParams(filters, { paging: false }));
}

/** A change of any filter other than the page starts again on page 1. */
export function changeFilters(filters: OrderFilters, change: Partial<OrderFilters>): OrderFilters {
  return { ...filters, page: 1, ...change };
}

/** Toggles one value in a list filter. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
