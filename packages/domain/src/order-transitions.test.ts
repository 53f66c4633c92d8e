import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import {
  checkOrderTransition,
  initialOrderStatus,
  isFinalOrderStatus,
  ORDER_TRANSITIONS,
  type OrderTransitionRequest,
} from './order-transitions.js';

function check(
  partial: Partial<OrderTransitionRequest> & Pick<OrderTransitionRequest, 'from' | 'to'>,
) {
  const result = checkOrderTransition({
    actor: 'operator',
    paymentMethod: 'billing',
    paymentStatus: 'PAYMENT_PENDING',
    ...partial,
  });
  return result.ok ? 'ok' : result.error.code;
}

describe('rule: an order is final (no further status, not payable) when completed or cancelled', () => {
  const FINAL: readonly OrderStatus[] = ['ORDER_COMPLETED', 'ORDER_CANCELLED'];
  it.each(ORDER_STATUSES.map((status) => [status, FINAL.includes(status)] as const))(
    '%s → final %s',
    (status, isFinal) => {
      expect(isFinalOrderStatus(status)).toBe(isFinal);
    },
  );
});

describe('order status transitions (rulings "Checkout and orders": one table, enforced)', () => {
  it('lists every status of spec 2 §4 as a source', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('never leads into UNKNOWN and never out of a final status', () => {
    for (const status of ORDER_STATUSES) {
      for (const t of ORDER_TRANSITIONS[status]) expect(t.to).not.toContain('UNKNOWN');
    }
    expect(isFinalOrderStatus('ORDER_COMPLETED')).toBe(true);
    expect(isFinalOrderStatus('ORDER_CANCELLED')).toBe(true);
    expect(check({ from: 'ORDER_COMPLETED', to: 'IN_PRODUCTION' })).toBe(
      'ORDER_TRANSITION_NOT_ALLOWED',
    );
  });

  it('lets every non-final status reach a final one (no dead ends)', () => {
    const reachesFinal = (start: OrderStatus): boolean => {
      const seen = new Set<OrderStatus>([start]);
      const queue = [start];
      while (queue.length > 0) {
        const status = queue.shift() as OrderStatus;
        if (isFinalOrderStatus(status)) return true;
        for (const t of ORDER_TRANSITIONS[status]) {
          for (const next of t.to) {
            if (seen.has(next)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
      }
      return false;
    };
    for (const status of ORDER_STATUSES) expect(reachesFinal(status), status).toBe(true);
  });

  it.each([
    [
      'customer accepts a quote',
      { from: 'QUOTE_GENERATED', to: 'ORDER_RECEIVED', actor: 'customer' },
      'ok',
    ],
    [
      'customer cannot start production',
      { from: 'ORDER_RECEIVED', to: 'IN_PRODUCTION', actor: 'customer' },
      'ORDER_TRANSITION_NOT_ALLOWED',
    ],
    [
      'customer cannot complete',
      { from: 'PARTS_REVIEWED', to: 'ORDER_COMPLETED', actor: 'customer' },
      'ORDER_TRANSITION_NOT_ALLOWED',
    ],
    [
      'invoice order is ready at once',
      { from: 'ORDER_RECEIVED', to: 'READY_FOR_PROCESSING', actor: 'system' },
      'ok',
    ],
    [
      'prepaid waits for the money',
      {
        from: 'ORDER_RECEIVED',
        to: 'READY_FOR_PROCESSING',
        actor: 'system',
        paymentMethod: 'prepaid',
      },
      'ORDER_NOT_PAID',
    ],
    [
      'paypal waits for the capture',
      {
        from: 'ORDER_RECEIVED',
        to: 'READY_FOR_PROCESSING',
        actor: 'system',
        paymentMethod: 'paypal',
      },
      'ORDER_NOT_PAID',
    ],
    [
      'a completed capture makes it ready',
      {
        from: 'ORDER_RECEIVED',
        to: 'READY_FOR_PROCESSING',
        actor: 'payment',
        paymentMethod: 'paypal',
        paymentStatus: 'PAYMENT_RECEIVED',
      },
      'ok',
    ],
    [
      'staff may override for prepaid',
      {
        from: 'ORDER_RECEIVED',
        to: 'READY_FOR_PROCESSING',
        actor: 'operator',
        paymentMethod: 'prepaid',
      },
      'ok',
    ],
    [
      'production goes through review',
      { from: 'IN_PRODUCTION', to: 'ORDER_COMPLETED' },
      'ORDER_TRANSITION_NOT_ALLOWED',
    ],
    ['reviewed parts complete the order', { from: 'PARTS_REVIEWED', to: 'ORDER_COMPLETED' }, 'ok'],
    [
      'a cancelled order stays cancelled',
      { from: 'ORDER_CANCELLED', to: 'ORDER_RECEIVED' },
      'ORDER_TRANSITION_NOT_ALLOWED',
    ],
    ['legacy UNKNOWN can be set by staff', { from: 'UNKNOWN', to: 'ORDER_COMPLETED' }, 'ok'],
  ] as const)('%s', (_name, request, expected) => {
    expect(check(request)).toBe(expected);
  });

  it('starts quotes as QUOTE_GENERATED and every other order as ORDER_RECEIVED', () => {
    expect(initialOrderStatus('quote')).toBe('QUOTE_GENERATED');
    expect(initialOrderStatus('billing')).toBe('ORDER_RECEIVED');
    expect(initialOrderStatus('paypal')).toBe('ORDER_RECEIVED');
  });
});

describe('an unpaid PayPal order ends (issue 24 item 2: cancel at PayPal, 3 hours left there)', () => {
  const unpaid = { paymentMethod: 'paypal', paymentStatus: 'PAYMENT_PENDING' } as const;

  it.each([
    ['customer', 'ORDER_RECEIVED', true],
    ['system', 'ORDER_RECEIVED', true],
    ['payment', 'ORDER_RECEIVED', false],
    ['system', 'READY_FOR_PROCESSING', false],
    ['system', 'CUSTOMER_CONTACTED', false],
    ['system', 'ORDER_CANCELLED', false],
  ] as const)('%s cancels from %s: %s', (actor, from, isAllowed) => {
    const checked = checkOrderTransition({ ...unpaid, from, to: 'ORDER_CANCELLED', actor });
    expect(checked.ok).toBe(isAllowed);
  });
});
