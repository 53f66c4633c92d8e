import { invoiceDueDate } from '@print/domain';
import { describe, expect, it } from 'vitest';
import { dueDateOf } from './document-figures.js';
import { sampleOrderInput } from './sample-order-input.js';

describe('dueDateOf: the due date printed on a document', () => {
  it.each([
    // The Swiss order day (2 October) plus 30 days; 30 × 24 h in UTC would give 31 October.
    ['2026-10-01T22:30:00.000Z', '2026-11-01'],
    ['2026-11-25T09:30:00.000Z', '2026-12-25'],
  ])(
    'an invoice without a stored date, ordered %s, is due %s (domain invoiceDueDate)',
    (at, due) => {
      const input = sampleOrderInput({ orderDate: at, dueDate: null });
      expect(dueDateOf(input, 'invoice')).toEqual({ kind: 'date', iso: due });
      expect(invoiceDueDate(new Date(at))).toBe(due);
    },
  );

  it('prints the order’s stored date as it is', () => {
    const input = sampleOrderInput({ dueDate: '2027-01-04' });
    expect(dueDateOf(input, 'invoice')).toEqual({ kind: 'date', iso: '2027-01-04' });
  });

  it.each([
    ['prepaid', 'invoice', { kind: 'in-advance' }],
    ['paypal', 'invoice', null],
    ['quote', 'quote', null],
    ['billing', 'quote', null],
  ] as const)('%s order, %s document → %j', (paymentMethod, kind, expected) => {
    expect(dueDateOf(sampleOrderInput({ paymentMethod }), kind)).toEqual(expected);
  });
});
