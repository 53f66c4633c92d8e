import { describe, expect, it } from 'vitest';
import {
  checkPaymentMethod,
  DEFAULT_ACCOUNT_PAYMENT_METHOD,
  DEFAULT_CHECKOUT_PAYMENT_METHOD,
  isPaymentMethodKey,
  listAvailablePaymentMethods,
  PAYMENT_METHODS,
  paymentMethodIdOf,
  paymentMethodKeyOf,
  selectDisplayedPaymentMethod,
  type PaymentMethodContext,
  type PaymentMethodKey,
} from './payment-methods.js';

describe('payment methods: keys and ids (spec 2 §3)', () => {
  it('billing 1, prepaid 2, paypal 3, quote 4', () => {
    expect(PAYMENT_METHODS).toEqual([
      { key: 'billing', id: 1 },
      { key: 'prepaid', id: 2 },
      { key: 'paypal', id: 3 },
      { key: 'quote', id: 4 },
    ]);
  });

  it.each([
    ['billing', 1],
    ['prepaid', 2],
    ['paypal', 3],
    ['quote', 4],
  ] as const)('%s ⇄ %s', (key, id) => {
    expect(paymentMethodIdOf(key)).toBe(id);
    expect(paymentMethodKeyOf(id)).toBe(key);
  });

  it('knows no other ids or keys', () => {
    expect(paymentMethodKeyOf(5)).toBeNull();
    expect(isPaymentMethodKey('paypal')).toBe(true);
    expect(isPaymentMethodKey('invoice')).toBe(false);
    expect(() => paymentMethodIdOf('cash' as PaymentMethodKey)).toThrow(RangeError);
  });

  it('defaults: invoice in the payment form, prepaid in the account', () => {
    expect(DEFAULT_CHECKOUT_PAYMENT_METHOD).toBe('billing');
    expect(DEFAULT_ACCOUNT_PAYMENT_METHOD).toBe('prepaid');
  });
});

describe('rule: payment-method availability (spec 2 §4)', () => {
  it.each<[string, PaymentMethodContext, PaymentMethodKey[]]>([
    [
      'anonymous, no attachments',
      { hasAttachments: false, isLoggedIn: false, existingOrderMethod: null },
      ['billing', 'prepaid', 'paypal'],
    ],
    [
      'logged in, no attachments: quote too',
      { hasAttachments: false, isLoggedIn: true, existingOrderMethod: null },
      ['billing', 'prepaid', 'paypal', 'quote'],
    ],
    [
      'anonymous with attachments: invoice only',
      { hasAttachments: true, isLoggedIn: false, existingOrderMethod: null },
      ['billing'],
    ],
    [
      'logged in with attachments: invoice and quote',
      { hasAttachments: true, isLoggedIn: true, existingOrderMethod: null },
      ['billing', 'quote'],
    ],
    [
      'existing PayPal order: PayPal only',
      { hasAttachments: false, isLoggedIn: true, existingOrderMethod: 'paypal' },
      ['paypal'],
    ],
    [
      'existing PayPal order with attachments: still PayPal only',
      { hasAttachments: true, isLoggedIn: true, existingOrderMethod: 'paypal' },
      ['paypal'],
    ],
    [
      'existing invoice order: the normal rules',
      { hasAttachments: false, isLoggedIn: true, existingOrderMethod: 'billing' },
      ['billing', 'prepaid', 'paypal', 'quote'],
    ],
  ])('%s', (_label, ctx, expected) => {
    expect(listAvailablePaymentMethods(ctx)).toEqual(expected);
  });

  it.each<[PaymentMethodKey, PaymentMethodContext, string]>([
    [
      'prepaid',
      { hasAttachments: true, isLoggedIn: true, existingOrderMethod: null },
      'HAS_ATTACHMENTS',
    ],
    [
      'paypal',
      { hasAttachments: true, isLoggedIn: true, existingOrderMethod: null },
      'HAS_ATTACHMENTS',
    ],
    [
      'quote',
      { hasAttachments: false, isLoggedIn: false, existingOrderMethod: null },
      'LOGIN_REQUIRED',
    ],
    [
      'billing',
      { hasAttachments: false, isLoggedIn: true, existingOrderMethod: 'paypal' },
      'EXISTING_PAYPAL_ORDER',
    ],
  ])('%s refused with %s', (key, ctx, code) => {
    const result = checkPaymentMethod(key, ctx);
    expect(result.ok ? 'OK' : result.error.code).toBe(code);
  });

  it.each([
    ['quote', 'prepaid'],
    ['paypal', 'paypal'],
    ['billing', 'billing'],
    ['prepaid', 'prepaid'],
  ] as const)('an existing %s order is shown as %s', (method, shown) => {
    expect(selectDisplayedPaymentMethod(method)).toBe(shown);
  });
});
