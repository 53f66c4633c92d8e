import { ADMIN_CUSTOMER_SORTS } from '@print/contracts';

export type CustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];
export type CustomerType = 'business' | 'private';
/** A yes/no filter: '' shows both. */
export type CustomerFlag = '' | 'true' | 'false';

/**
 * The customer list's filters, kept in the URL under the API's own names
 * (AdminCustomerListQuerySchema), so a reload, the back button or a shared link shows the same list.
 */
export interface CustomerFilters {
  readonly q: string;
  readonly type: '' | CustomerType;
  readonly verified: CustomerFlag;
  readonly blocked: CustomerFlag;
  readonly sort: CustomerSort;
  readonly dir: 'asc' | 'desc';
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_CUSTOMER_FILTERS: CustomerFilters = {
  q: '',
  type: '',
  verified: '',
  blocked: '',
  sort: 'createdAt',
  dir: 'desc',
  page: 1,
  pageSize: 50,
};

function positiveInt(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
}

function flag(value: string | null): CustomerFlag {
  return value === 'true' || value === 'false' ? value : '';
}

/** The filters in a URL's search parameters; unknown or malformed values are left out. */
export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const sort = params.get('sort') ?? '';
  const type = params.get('type');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    type: type === 'business' || type === 'private' ? type : '',
    verified: flag(params.get('verified')),
    blocked: flag(params.get('blocked')),
    sort: (ADMIN_CUSTOMER_SORTS as readonly string[]).includes(sort)
      ? (sort as CustomerSort)
      : DEFAULT_CUSTOMER_FILTERS.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page'), 1, 100_000),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_CUSTOMER_FILTERS.pageSize, 200),
  };
}

/** Only what differs from the defaults, in a fixed order (same filters, same URL and query key). */
export function toCustomerSearchParams(filters: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(name, value);
  };
  set('q', filters.q.trim());
  set('type', filters.type);
  set('verified', filters.verified);
  set('blocked', filters.blocked);
  set('sort', filters.sort, DEFAULT_CUSTOMER_FILTERS.sort);
  set('dir', filters.dir, DEFAULT_CUSTOMER_FILTERS.dir);
  set('page', String(filters.page), '1');
  set('pageSize', String(filters.pageSize), String(DEFAULT_CUSTOMER_FILTERS.pageSize));
  return params;
}

/** GET /api/admin/customers with the filters (the path under /api). */
export function customerListPath(filters: CustomerFilters): string {
  const text = toCustomerSearchParams(filters).toString();
  return text === '' ? '/admin/customers' : `/admin/customers?${text}`;
}

/** A change of any filter other than the page starts again on page 1. */
export function changeCustomerFilters(
  filters: CustomerFilters,
  change: Partial<CustomerFilters>,
): CustomerFilters {
  return { ...filters, page: 1, ...change };
}

const LAST_CUSTOMER_LIST_KEY = 'deskLastCustomerList';

/** Remembers the list's filters, so "back to the list" returns to the same list. */
export function rememberCustomerListSearch(search: string): void {
  sessionStorage.setItem(LAST_CUSTOMER_LIST_KEY, search);
}

export function lastCustomerListPath(): string {
  const search = sessionStorage.getItem(LAST_CUSTOMER_LIST_KEY) ?? '';
  return search === '' ? '/admin/customers' : `/admin/customers?${search}`;
}
