import { describe, expect, it } from 'vitest';
import {
  findBankMatchKey,
  orderNumberInText,
  orderNumberOfCreditorReference,
  orderNumberOfQrReference,
  settleOrderPayment,
} from './bank-matching.js';
import {
  buildCreditorReference,
  buildQrReference,
  computeMod10CheckDigit,
} from './payment-reference.js';

function qrOf(orderNumber: string): string {
  const built = buildQrReference(orderNumber);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

function rfOf(orderNumber: string): string {
  const built = buildCreditorReference(orderNumber);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

function withCheckDigit(body: string): string {
  return `${body}${computeMod10CheckDigit(body)}`;
}

const none = { qrReference: null, creditorReference: null, remittanceText: null };

describe('rule: a bank credit names its order by QR reference, else SCOR, else free text', () => {
  it('turns an order QR reference back into its order number', () => {
    expect(orderNumberOfQrReference(qrOf('2026-000123'))).toBe('2026-000123');
    expect(orderNumberOfQrReference(qrOf('2026-300001').replace(/(\d{5})/g, '$1 '))).toBe(
      '2026-300001',
    );
  });

  it.each([
    ['a wrong check digit', `${qrOf('2026-000123').slice(0, 26)}0`],
    ['26 digits', qrOf('2026-000123').slice(0, 26)],
    ['no order number inside', withCheckDigit('00000000000000000000000001')],
  ])('refuses a QR reference with %s', (_name, reference) => {
    expect(orderNumberOfQrReference(reference)).toBeNull();
  });

  it('turns a creditor reference back into its order number, checked', () => {
    expect(orderNumberOfCreditorReference(rfOf('2026-000777'))).toBe('2026-000777');
    expect(orderNumberOfCreditorReference(rfOf('2026-000777').toLowerCase())).toBe('2026-000777');
    expect(orderNumberOfCreditorReference('RF00 2026 0007 77')).toBeNull();
  });

  it.each([
    ['Bestellung 2026-000123 danke', '2026-000123'],
    ['order 2026000123', '2026-000123'],
    ['Auftrag 2026 000123', '2026-000123'],
    ['2026-000123 und nochmals 2026-000123', '2026-000123'],
    ['two orders 2026-000123 2026-000124', null],
    ['phone 0442026000123', null],
    ['amount 12026-0001234', null],
    ['nothing here', null],
  ])('finds the order number in %j', (text, expected) => {
    expect(orderNumberInText(text)).toBe(expected);
  });

  it('prefers QR over SCOR over the text, and skips an invalid reference', () => {
    const qr = qrOf('2026-000001');
    const rf = rfOf('2026-000002');
    const text = 'für 2026-000003';
    expect(
      findBankMatchKey({ qrReference: qr, creditorReference: rf, remittanceText: text }),
    ).toEqual({ kind: 'qr', orderNumber: '2026-000001' });
    expect(findBankMatchKey({ ...none, creditorReference: rf, remittanceText: text })).toEqual({
      kind: 'scor',
      orderNumber: '2026-000002',
    });
    expect(
      findBankMatchKey({
        qrReference: `${qr.slice(0, 26)}9`,
        creditorReference: null,
        remittanceText: text,
      }),
    ).toEqual({ kind: 'text', orderNumber: '2026-000003' });
    expect(findBankMatchKey(none)).toBeNull();
  });
});

describe('rule: what the bank payments received mean for an order (sums count)', () => {
  const pending = 'PAYMENT_PENDING' as const;
  it.each([
    ['equal', 10_000, 10_000, 0, 'paid', 0, 0, true],
    ['less', 10_000, 4_000, 0, 'partial', 6_000, 0, false],
    ['more', 10_000, 12_500, 0, 'overpaid', 0, 2_500, true],
    ['two payments reaching the total', 10_000, 10_000, 4_000, 'paid', 0, 0, true],
    ['two payments still short', 10_000, 9_999, 4_000, 'partial', 1, 0, false],
  ] as const)(
    '%s',
    (_name, totalCents, receivedCents, receivedBeforeCents, settlement, open, over, isNowPaid) => {
      expect(
        settleOrderPayment({
          totalCents,
          receivedCents,
          receivedBeforeCents,
          paymentStatus: pending,
        }),
      ).toEqual({ settlement, openCents: open, overpaidCents: over, isNowPaid });
    },
  );

  it('counts a payment on an order paid by the bank before as overpaid by the excess', () => {
    expect(
      settleOrderPayment({
        totalCents: 10_000,
        receivedCents: 13_000,
        receivedBeforeCents: 10_000,
        paymentStatus: 'PAYMENT_RECEIVED',
      }),
    ).toEqual({ settlement: 'overpaid', openCents: 0, overpaidCents: 3_000, isNowPaid: false });
  });

  it('counts every bank payment on an order paid otherwise (PayPal) as overpaid', () => {
    expect(
      settleOrderPayment({
        totalCents: 10_000,
        receivedCents: 10_000,
        receivedBeforeCents: 0,
        paymentStatus: 'PAYMENT_RECEIVED',
      }),
    ).toEqual({ settlement: 'overpaid', openCents: 0, overpaidCents: 10_000, isNowPaid: false });
  });

  it('never pays a cancelled order: what it received is all too much', () => {
    expect(
      settleOrderPayment({
        totalCents: 10_000,
        receivedCents: 10_000,
        receivedBeforeCents: 0,
        paymentStatus: pending,
        isCancelled: true,
      }),
    ).toEqual({ settlement: 'overpaid', openCents: 0, overpaidCents: 10_000, isNowPaid: false });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() =>
      settleOrderPayment({
        totalCents: 100.5,
        receivedCents: 0,
        receivedBeforeCents: 0,
        paymentStatus: pending,
      }),
    ).toThrow(RangeError);
  });
});
