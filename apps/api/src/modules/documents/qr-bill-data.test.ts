import { describe, expect, it } from 'vitest';
import { buildQrBillData, validateQrBillReference } from './qr-bill-data.js';
import { SAMPLE_CREDITOR, sampleOrderInput } from './sample-order-input.js';

const order = sampleOrderInput();

describe('buildQrBillData: our checks before swissqrbill (which accepts zero and bad RF)', () => {
  it.each([
    ['zero', 0],
    ['negative', -500],
    ['above 999,999,999.99', 100_000_000_000],
    ['fractional cents', 10.5],
  ])('refuses a %s amount', (_label, totalCents) => {
    const result = buildQrBillData({ ...order, totalCents }, SAMPLE_CREDITOR);
    expect(result.ok ? null : result.error.code).toBe('QR_BILL_AMOUNT_OUT_OF_RANGE');
  });

  it('takes the extremes 0.01 and 999,999,999.99', () => {
    for (const [cents, amount] of [
      [1, 0.01],
      [99_999_999_999, 999_999_999.99],
    ] as const) {
      const result = buildQrBillData({ ...order, totalCents: cents }, SAMPLE_CREDITOR);
      expect(result.ok && result.value.data.amount).toBe(amount);
    }
  });

  it('refuses an invalid creditor IBAN and an order number without digits', () => {
    const badIban = buildQrBillData(order, { ...SAMPLE_CREDITOR, iban: 'CH4431999123000889013' });
    expect(badIban.ok ? null : badIban.error.code).toBe('IBAN_INVALID');
    const noDigits = buildQrBillData({ ...order, orderNumber: 'ABC-' }, SAMPLE_CREDITOR);
    expect(noDigits.ok ? null : noDigits.error.code).toBe('REFERENCE_INVALID');
  });

  it('uses QRR with a QR-IBAN and SCOR with an ordinary IBAN', () => {
    const qrr = buildQrBillData(order, SAMPLE_CREDITOR);
    expect(qrr.ok && [qrr.value.referenceType, qrr.value.data.reference]).toEqual([
      'QRR',
      '000000000000000020260001237',
    ]);
    const scor = buildQrBillData(order, { ...SAMPLE_CREDITOR, iban: 'CH93 0076 2011 6238 5295 7' });
    expect(scor.ok && scor.value.referenceType).toBe('SCOR');
    expect(scor.ok && scor.value.data.creditor.account).toBe('CH9300762011623852957');
  });
});

describe('validateQrBillReference (published vectors)', () => {
  it('accepts the SIX examples', () => {
    expect(validateQrBillReference('QRR', '21 00000 00003 13947 14300 09017').ok).toBe(true);
    expect(validateQrBillReference('SCOR', 'RF18 5390 0754 7034').ok).toBe(true);
  });

  it.each([
    ['QRR', '210000000003139471430009016'],
    ['QRR', '21000000000313947143000901'],
    ['SCOR', 'RF19539007547034'],
    ['SCOR', 'Rechnung 2026-000123'],
  ] as const)('refuses %s %s', (type, reference) => {
    const result = validateQrBillReference(type, reference);
    expect(result.ok ? null : result.error.code).toBe('REFERENCE_INVALID');
  });
});
