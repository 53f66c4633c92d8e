import { describe, expect, it } from 'vitest';
import { toOrderRows } from './order-rows';

describe('order history rows (spec 2 §3 "map of orders keyed by id")', () => {
  it('is empty for the empty map', () => {
    expect(toOrderRows({})).toEqual([]);
  });

  it('reads number, date and status, newest first; an unknown status shows as open', () => {
    const rows = toOrderRows({
      a: {
        id: 'a',
        orderNumber: '2026-000001',
        createdAt: '2026-01-02T10:00:00Z',
        orderStatus: 'IN_PRODUCTION',
      },
      b: {
        id: 'b',
        orderNumber: '2026-000002',
        createdAt: '2026-03-04T10:00:00Z',
        orderStatus: 'SOMETHING_OLD',
      },
      c: { id: 'c' },
    });
    expect(rows.map((row) => [row.id, row.number, row.statusKey])).toEqual([
      ['b', '2026-000002', 'OPEN'],
      ['a', '2026-000001', 'IN_PRODUCTION'],
      ['c', 'c', 'OPEN'],
    ]);
    expect(rows[2]?.createdAt).toBeNull();
  });
});
