import { describe, expect, it } from 'vitest';
import { canPayNow, canReorder, type OrderActionInput } from './order-actions.js';
import {
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  parseOrderStatus,
  PAYMENT_STATUSES,
  selectOrderStatusLabelKey,
} from './order-status.js';

describe('rule: the 14 order statuses of spec 2 §4', () => {
  it('lists them in the spec order', () => {
    expect(ORDER_STATUSES).toEqual([
      'QUOTE_GENERATED',
      'ORDER_RECEIVED',
      'READY_FOR_PROCESSING',
      'CUSTOMER_CONTACTED',
      'FILES_PRINTABLE',
      'FILES_REPAIRED',
      'FILES_NOT_PRINTABLE',
      'SUPPLIER_REQUEST_SENT',
      'IN_PRODUCTION',
      'PARTS_DEFECTIVE',
      'PARTS_REVIEWED',
      'ORDER_CANCELLED',
      'ORDER_COMPLETED',
      'UNKNOWN',
    ]);
  });

  it('has two payment statuses', () => {
    expect(PAYMENT_STATUSES).toEqual(['PAYMENT_RECEIVED', 'PAYMENT_PENDING']);
    expect(isPaymentStatus('PAYMENT_PENDING')).toBe(true);
    expect(isPaymentStatus('PAID')).toBe(false);
  });

  it.each([
    ['IN_PRODUCTION', 'IN_PRODUCTION'],
    ['UNKNOWN', 'UNKNOWN'],
    ['in_production', 'UNKNOWN'],
    ['SHIPPED', 'UNKNOWN'],
    [null, 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
  ])('parses %j as %s', (raw, status) => {
    expect(parseOrderStatus(raw)).toBe(status);
  });

  it('recognises only the listed values', () => {
    expect(isOrderStatus('ORDER_COMPLETED')).toBe(true);
    expect(isOrderStatus('DONE')).toBe(false);
  });

  it.each([
    ['UNKNOWN', 'OPEN'],
    ['ORDER_RECEIVED', 'ORDER_RECEIVED'],
    ['ORDER_CANCELLED', 'ORDER_CANCELLED'],
  ] as const)('rule: UNKNOWN is shown as open — %s → %s', (status, key) => {
    expect(selectOrderStatusLabelKey(status)).toBe(key);
  });
});

describe('rule: order-detail buttons (spec 2 §4)', () => {
  it.each<[string, OrderActionInput, boolean, boolean]>([
    [
      'paid invoice order: reorder',
      { isLegacyOrder: false, paymentMethod: 'billing', paymentStatus: 'PAYMENT_RECEIVED' },
      true,
      false,
    ],
    [
      'paid PayPal order: reorder',
      { isLegacyOrder: false, paymentMethod: 'paypal', paymentStatus: 'PAYMENT_RECEIVED' },
      true,
      false,
    ],
    [
      'pending PayPal order: pay now',
      { isLegacyOrder: false, paymentMethod: 'paypal', paymentStatus: 'PAYMENT_PENDING' },
      false,
      true,
    ],
    [
      'pending prepaid order: neither',
      { isLegacyOrder: false, paymentMethod: 'prepaid', paymentStatus: 'PAYMENT_PENDING' },
      false,
      false,
    ],
    [
      'quote: never reorder',
      { isLegacyOrder: false, paymentMethod: 'quote', paymentStatus: 'PAYMENT_RECEIVED' },
      false,
      false,
    ],
    [
      'legacy paid order: neither',
      { isLegacyOrder: true, paymentMethod: 'billing', paymentStatus: 'PAYMENT_RECEIVED' },
      false,
      false,
    ],
    [
      'legacy pending PayPal order: neither',
      { isLegacyOrder: true, paymentMethod: 'paypal', paymentStatus: 'PAYMENT_PENDING' },
      false,
      false,
    ],
  ])('%s', (_label, order, reorder, payNow) => {
    expect(canReorder(order)).toBe(reorder);
    expect(canPayNow(order)).toBe(payNow);
  });
});
