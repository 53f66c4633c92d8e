// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_ORDER_FILTERS,
  orderCsvHref,
  orderListPath,
  parseOrderFilters,
  toOrderSearchParams,
} from './order-filters';

describe('order list filters in the URL', () => {
  it('reads every filter and writes the same URL back', () => {
    const search =
      'q=meier&status=ORDER_RECEIVED%2CIN_PRODUCTION&paymentStatus=PAYMENT_PENDING&paymentMethod=billing%2Cpaypal&from=2026-11-01&to=2026-11-30&material=pm-1&overdue=true&sort=totalCents&dir=asc&page=3&pageSize=100';
    const filters = parseOrderFilters(new URLSearchParams(search));
    expect(filters).toEqual({
      q: 'meier',
      status: ['ORDER_RECEIVED', 'IN_PRODUCTION'],
      paymentStatus: ['PAYMENT_PENDING'],
      paymentMethod: ['billing', 'paypal'],
      from: '2026-11-01',
      to: '2026-11-30',
      material: 'pm-1',
      overdue: true,
      sort: 'totalCents',
      dir: 'asc',
      page: 3,
      pageSize: 100,
    });
    expect(toOrderSearchParams(filters).toString()).toBe(search);
  });

  it('drops unknown and malformed values instead of failing', () => {
    const filters = parseOrderFilters(
      new URLSearchParams(
        'status=NOPE,ORDER_RECEIVED&status=ORDER_RECEIVED&from=yesterday&sort=x&page=-2&pageSize=9999',
      ),
    );
    expect(filters).toEqual({ ...DEFAULT_ORDER_FILTERS, status: ['ORDER_RECEIVED'] });
  });

  it('leaves defaults out and starts again on page 1 when a filter changes', () => {
    expect(toOrderSearchParams(DEFAULT_ORDER_FILTERS).toString()).toBe('');
    const onPage4 = { ...DEFAULT_ORDER_FILTERS, page: 4 };
    expect(changeFilters(onPage4, { overdue: true })).toEqual({
      ...DEFAULT_ORDER_FILTERS,
      overdue: true,
    });
  });

  it('exports exactly the filters of the list, without its paging', () => {
    const filters = {
      ...DEFAULT_ORDER_FILTERS,
      q: 'x',
      status: ['IN_PRODUCTION' as const],
      page: 2,
    };
    expect(orderListPath(filters)).toBe('/admin/orders?q=x&status=IN_PRODUCTION&page=2');
    expect(orderCsvHref('/api', filters)).toBe('/api/admin/orders.csv?q=x&status=IN_PRODUCTION');
  });
});
