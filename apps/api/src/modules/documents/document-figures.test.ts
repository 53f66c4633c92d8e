import { invoiceDueDate } from '@print/domain';
import { describe, expect, it } from 'vitest';
import { dueDateOf, totalRowsOf } from './document-figures.js';
import { DOCUMENT_TEXTS } from './document-texts.js';
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

describe('totalRowsOf: the totals block (issue 24 point 13)', () => {
  const texts = DOCUMENT_TEXTS.de;
  const privateOrder = sampleOrderInput({
    isBusinessCustomer: false,
    // 5 × 42.50 net: printed 5 × 45.94 = 229.70; total 212.50 + 17.21 = 229.71.
    lines: [
      { name: 'flansch-v2.stl', details: 'SLS', quantity: 5, unitCents: 4594, lineCents: 22_970 },
    ],
    positionNetCents: 21_250,
    discountCents: 0,
    surchargeCents: 0,
    shippingCents: 0,
    netCents: 21_250,
    taxes: [{ rateBp: 810, baseCents: 21_250, taxCents: 1_721 }],
    totalCents: 22_971,
  });

  it('a private customer: printed lines, rounding + 0.01, total, VAT contained; rows add up', () => {
    const rows = totalRowsOf(privateOrder, texts);
    expect(rows.map((row) => [row.label, row.cents])).toEqual([
      ['Positionen inkl. MWST', 22_970],
      ['Versand (Standard-Versand)', 0],
      ['Rundungsdifferenz', 1],
      ['Total', 22_971],
      ['inkl. MWST 8.1 %', 1_721],
    ]);
    const added = rows.filter((row) => !row.isStrong && !row.isMinor);
    expect(added.reduce((sum, row) => sum + row.cents, 0)).toBe(privateOrder.totalCents);
  });

  it('a business customer keeps the net block: positions net … plus VAT, total', () => {
    const rows = totalRowsOf({ ...privateOrder, isBusinessCustomer: true }, texts);
    expect(rows.map((row) => row.label)).toEqual([
      'Positionen netto',
      'Versand (Standard-Versand)',
      'Total netto',
      'zzgl. MWST 8.1 %',
      'Total',
    ]);
  });
});
