import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCreditorReference,
  buildPaymentReference,
  buildQrReference,
  computeMod10CheckDigit,
  isQrIban,
  isValidChLiIban,
  isValidCreditorReference,
  isValidQrReference,
  validateQrBillAmountCents,
} from './payment-reference.js';

// Published test vectors (SIX QR-bill examples).
const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH93 0076 2011 6238 5295 7';
const QRR = '210000000003139471430009017';
const SCOR = 'RF18539007547034';

describe('QR-bill amount (SIX 2.3: 0.01 to 999,999,999.99)', () => {
  it.each([
    [1, true],
    [99_999_999_999, true],
    [0, false],
    [-500, false],
    [100_000_000_000, false],
    [12.5, false],
  ])('%d cents valid: %s', (cents, isValid) => {
    expect(validateQrBillAmountCents(cents).ok).toBe(isValid);
  });
});

describe('IBAN', () => {
  it('accepts the published CH IBAN and QR-IBAN and tells them apart', () => {
    expect(isValidChLiIban(IBAN)).toBe(true);
    expect(isValidChLiIban(QR_IBAN)).toBe(true);
    expect(isQrIban(QR_IBAN)).toBe(true);
    expect(isQrIban(IBAN)).toBe(false);
  });

  it('refuses a changed digit, a foreign country and a wrong length', () => {
    expect(isValidChLiIban('CH93 0076 2011 6238 5295 8')).toBe(false);
    expect(isValidChLiIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidChLiIban('CH93 0076 2011 6238 5295')).toBe(false);
  });
});

describe('QR reference (QRR, recursive mod 10)', () => {
  it('accepts the published QRR and refuses it with any other check digit', () => {
    expect(isValidQrReference(QRR)).toBe(true);
    for (let d = 0; d <= 9; d += 1) {
      if (d !== 7) expect(isValidQrReference(`${QRR.slice(0, 26)}${d}`)).toBe(false);
    }
  });

  it('computes the published check digit', () => {
    expect(computeMod10CheckDigit(QRR.slice(0, 26))).toBe(7);
  });

  it('builds a valid 27-digit reference from an order number', () => {
    const built = buildQrReference('2026-000123');
    // Check digit worked by hand with the SIX table [0,9,4,6,8,2,7,1,3,5]: 7.
    expect(built).toEqual({ ok: true, value: '000000000000000020260001237' });
    expect(isValidQrReference(built.ok ? built.value : '')).toBe(true);
  });

  it('property: every built reference is valid and distinct numbers give distinct references', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2999 }),
        fc.integer({ min: 1, max: 999_999 }),
        (y, n) => {
          const orderNumber = `${y}-${String(n).padStart(6, '0')}`;
          const built = buildQrReference(orderNumber);
          expect(built.ok && isValidQrReference(built.value)).toBe(true);
          expect(built.ok && built.value.endsWith(String(n).padStart(6, '0'), 26)).toBe(true);
        },
      ),
    );
  });
});

describe('creditor reference (ISO 11649 RF)', () => {
  it('accepts the published RF reference and refuses a wrong check digit', () => {
    expect(isValidCreditorReference(SCOR)).toBe(true);
    expect(isValidCreditorReference('RF19539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
  });

  it('builds the published reference from its body', () => {
    expect(buildCreditorReference('539007547034')).toEqual({ ok: true, value: SCOR });
  });

  it('builds a valid reference from an order number', () => {
    const built = buildCreditorReference('2026-000123');
    expect(built.ok && isValidCreditorReference(built.value)).toBe(true);
  });
});

describe('the reference an order’s QR-bill carries', () => {
  it('is QRR with a QR-IBAN and SCOR (RF) with an ordinary IBAN', () => {
    expect(buildPaymentReference(QR_IBAN, '2026-000001')).toMatchObject({
      ok: true,
      value: { type: 'QRR' },
    });
    expect(buildPaymentReference(IBAN, '2026-000001')).toMatchObject({
      ok: true,
      value: { type: 'SCOR' },
    });
    expect(buildPaymentReference('CH00 0000', '2026-000001')).toMatchObject({
      ok: false,
      error: { code: 'IBAN_INVALID' },
    });
  });
});
