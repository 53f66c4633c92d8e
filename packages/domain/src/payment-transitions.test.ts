import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, type PaymentStatus } from './order-status.js';
import type { OrderActor } from './order-transitions.js';
import {
  checkPaymentTransition,
  INITIAL_PAYMENT_STATUS,
  isFinalPaymentStatus,
  PAYMENT_TRANSITIONS,
} from './payment-transitions.js';

const ACTORS: readonly OrderActor[] = ['customer', 'payment', 'operator', 'system'];

/** The allowed moves, written out: every other (from, to, actor) is refused. */
const ALLOWED: readonly (readonly [PaymentStatus, PaymentStatus, OrderActor])[] = [
  ['PAYMENT_PENDING', 'PAYMENT_RECEIVED', 'payment'],
  ['PAYMENT_PENDING', 'PAYMENT_PENDING', 'payment'],
];

const EVERY_MOVE = PAYMENT_STATUSES.flatMap((from) =>
  PAYMENT_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
);

describe('rule: payment status moves (one table in packages/domain, enforced)', () => {
  it('lists both payment statuses as a source', () => {
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('starts every order unpaid', () => {
    expect(INITIAL_PAYMENT_STATUS).toBe('PAYMENT_PENDING');
  });

  it.each(
    EVERY_MOVE.map(([from, to, actor]) => {
      const isAllowed = ALLOWED.some((a) => a[0] === from && a[1] === to && a[2] === actor);
      return [from, to, actor, isAllowed ? 'ok' : 'PAYMENT_TRANSITION_NOT_ALLOWED'] as const;
    }),
  )('%s → %s by %s: %s', (from, to, actor, expected) => {
    const result = checkPaymentTransition({ from, to, actor });
    expect(result.ok ? 'ok' : result.error.code).toBe(expected);
  });

  it('received is final: a second report of the payment changes nothing', () => {
    expect(isFinalPaymentStatus('PAYMENT_RECEIVED')).toBe(true);
    expect(isFinalPaymentStatus('PAYMENT_PENDING')).toBe(false);
    const again = checkPaymentTransition({
      from: 'PAYMENT_RECEIVED',
      to: 'PAYMENT_RECEIVED',
      actor: 'payment',
    });
    expect(again.ok).toBe(false);
  });
});
