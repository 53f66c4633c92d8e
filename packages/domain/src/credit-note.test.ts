import { describe, expect, it } from 'vitest';
import { accountingPeriodOf } from './accounting-period.js';
import {
  computeCreditNote,
  formatCreditNoteNumber,
  parseCreditNoteNumber,
  remainingOf,
  sumCredited,
  type CreditableInvoice,
  type CreditNoteAmounts,
  type CreditNoteRequest,
} from './credit-note.js';
import { allocateDiscountToLines, computeOrderTotals } from './order-totals.js';
import { computeTaxCents } from './tax.js';

/** An invoice as the checkout computes it: three lines, 10 % voucher, shipping, 8.1 % VAT. */
function sampleInvoice(): CreditableInvoice {
  const lineNet = [12345, 6789, 40001];
  const quantities = [3, 2, 7];
  const totals = computeOrderTotals({
    lineNetCents: lineNet,
    voucher: {
      code: 'TEN',
      type: 'percentage',
      value: 10,
      fromDate: null,
      toDate: null,
      minValueCents: 0,
      maxUsage: null,
      usageCount: 0,
      freeShipping: false,
    },
    shipping: { priceCents: 2500, isStandard: false },
    taxRateBp: 810,
  });
  const discounts = allocateDiscountToLines(lineNet, totals.discountCents);
  return {
    taxRateBp: totals.taxRateBp,
    lines: lineNet.map((net, i) => ({
      lineId: `line-${i + 1}`,
      quantity: quantities[i] ?? 1,
      netCents: net - (discounts[i] ?? 0),
    })),
    surchargeNetCents: totals.smallOrderSurchargeCents,
    shippingNetCents: totals.shippingCents,
    netTotalCents: totals.netTotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}

const partial = (
  part: Partial<Extract<CreditNoteRequest, { kind: 'partial' }>>,
): CreditNoteRequest => ({
  kind: 'partial',
  lines: [],
  includeShipping: false,
  includeSurcharge: false,
  amountGrossCents: 0,
  ...part,
});

function credit(
  invoice: CreditableInvoice,
  before: readonly CreditNoteAmounts[],
  request: CreditNoteRequest,
): CreditNoteAmounts {
  const result = computeCreditNote(invoice, sumCredited(before), request);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function expectConsistent(note: CreditNoteAmounts): void {
  expect(note.grossCents).toBe(note.netCents + note.taxCents);
  const itemized =
    note.lines.reduce((sum, line) => sum + line.netCents, 0) +
    note.shippingNetCents +
    note.surchargeNetCents +
    note.amountNetCents +
    note.adjustmentNetCents;
  expect(itemized).toBe(note.netCents);
  expect(note.taxes).toEqual([
    { rateBp: 810, netCents: note.netCents, taxCents: note.taxCents, grossCents: note.grossCents },
  ]);
}

describe('rule: credit notes have their own number series GS-YYYY-NNNNNN', () => {
  it('formats, parses and refuses', () => {
    expect(formatCreditNoteNumber(2026, 1)).toBe('GS-2026-000001');
    expect(formatCreditNoteNumber(2027, 999_999)).toBe('GS-2027-999999');
    expect(parseCreditNoteNumber('GS-2026-000042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseCreditNoteNumber('2026-000042')).toBeNull();
    expect(parseCreditNoteNumber('GS-2026-000000')).toBeNull();
    expect(() => formatCreditNoteNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber(26, 1)).toThrow(RangeError);
    expect(() => formatCreditNoteNumber(2026, 1_000_000)).toThrow(RangeError);
  });
});

describe('rule: a credit note revokes an invoice in full or in part, VAT as on the invoice', () => {
  it('a full credit note takes back exactly the invoice: net, VAT and gross', () => {
    const invoice = sampleInvoice();
    const note = credit(invoice, [], { kind: 'full' });
    expect(note.kind).toBe('full');
    expect(note.netCents).toBe(invoice.netTotalCents);
    expect(note.taxCents).toBe(invoice.taxCents);
    expect(note.grossCents).toBe(invoice.totalCents);
    expect(note.shippingNetCents).toBe(2500);
    expect(note.lines.map((line) => line.quantity)).toEqual([3, 2, 7]);
    expect(note.adjustmentNetCents).toBe(0);
    expectConsistent(note);
  });

  it('prices pieces pro rata of the line net after the voucher, rounded once per note', () => {
    const invoice = sampleInvoice();
    const line = invoice.lines[0];
    expect(line).toBeDefined();
    const note = credit(invoice, [], partial({ lines: [{ lineId: 'line-1', quantity: 1 }] }));
    // 12345 − its voucher share 1234.5… = 11110 or 11111 net for 3 pieces: one piece ⅓ of it.
    expect(note.lines).toEqual([
      { lineId: 'line-1', quantity: 1, netCents: Math.round((line?.netCents ?? 0) / 3) },
    ]);
    expect(note.taxCents).toBe(computeTaxCents(note.netCents, 810));
    expectConsistent(note);
  });

  it('partial notes piece by piece add up to the invoice to the cent (net, VAT, gross)', () => {
    const invoice = sampleInvoice();
    const notes: CreditNoteAmounts[] = [];
    for (const line of invoice.lines) {
      for (let piece = 0; piece < line.quantity; piece += 1) {
        notes.push(
          credit(invoice, notes, partial({ lines: [{ lineId: line.lineId, quantity: 1 }] })),
        );
      }
    }
    notes.push(credit(invoice, notes, partial({ includeShipping: true })));
    notes.forEach(expectConsistent);
    const total = sumCredited(notes);
    expect(total.netCents).toBe(invoice.netTotalCents);
    expect(total.taxCents).toBe(invoice.taxCents);
    expect(total.grossCents).toBe(invoice.totalCents);
    expect(remainingOf(invoice, total)).toEqual({ netCents: 0, taxCents: 0, grossCents: 0 });
    expect(computeCreditNote(invoice, total, { kind: 'full' })).toMatchObject({
      ok: false,
      error: { code: 'CREDIT_NOTE_NOTHING_LEFT' },
    });
  });

  it('a free amount is taken incl. VAT and split into net and VAT at the invoice rate', () => {
    const invoice = sampleInvoice();
    const note = credit(invoice, [], partial({ amountGrossCents: 5000 }));
    expect(note.grossCents).toBe(5000);
    expect(note.amountNetCents).toBe(4625);
    expect(note.taxCents).toBe(375);
    expectConsistent(note);
  });

  it('a full note after a free amount deducts it, so the invoice is never credited twice', () => {
    const invoice = sampleInvoice();
    const goodwill = credit(invoice, [], partial({ amountGrossCents: 10000 }));
    const rest = credit(invoice, [goodwill], { kind: 'full' });
    expect(rest.adjustmentNetCents).toBe(-goodwill.netCents);
    expect(goodwill.grossCents + rest.grossCents).toBe(invoice.totalCents);
    expect(goodwill.taxCents + rest.taxCents).toBe(invoice.taxCents);
    expectConsistent(rest);
  });

  it('refuses what is not there or not left, with a stable code', () => {
    const invoice = sampleInvoice();
    const refuse = (before: CreditNoteAmounts[], request: CreditNoteRequest) => {
      const result = computeCreditNote(invoice, sumCredited(before), request);
      return result.ok ? 'OK' : result.error.code;
    };
    expect(refuse([], partial({}))).toBe('CREDIT_NOTE_EMPTY');
    expect(refuse([], partial({ lines: [{ lineId: 'nope', quantity: 1 }] }))).toBe(
      'CREDIT_NOTE_LINE_UNKNOWN',
    );
    expect(refuse([], partial({ lines: [{ lineId: 'line-2', quantity: 3 }] }))).toBe(
      'CREDIT_NOTE_QUANTITY_EXCEEDED',
    );
    // Two requests of the same line count together.
    expect(
      refuse(
        [],
        partial({
          lines: [
            { lineId: 'line-2', quantity: 2 },
            { lineId: 'line-2', quantity: 1 },
          ],
        }),
      ),
    ).toBe('CREDIT_NOTE_QUANTITY_EXCEEDED');
    const shipping = credit(invoice, [], partial({ includeShipping: true }));
    expect(refuse([shipping], partial({ includeShipping: true }))).toBe(
      'CREDIT_NOTE_ALREADY_CREDITED',
    );
    expect(refuse([], partial({ amountGrossCents: invoice.totalCents + 1 }))).toBe(
      'CREDIT_NOTE_EXCEEDS_INVOICE',
    );
    expect(refuse([], partial({ amountGrossCents: invoice.totalCents }))).toBe('OK');
    const half = credit(invoice, [], partial({ amountGrossCents: 30000 }));
    const left = remainingOf(invoice, sumCredited([half])).grossCents;
    expect(refuse([half], partial({ amountGrossCents: left + 1 }))).toBe(
      'CREDIT_NOTE_EXCEEDS_INVOICE',
    );
    const one = credit(invoice, [], partial({ lines: [{ lineId: 'line-2', quantity: 1 }] }));
    expect(refuse([one], partial({ lines: [{ lineId: 'line-2', quantity: 2 }] }))).toBe(
      'CREDIT_NOTE_QUANTITY_EXCEEDED',
    );
    const full = credit(invoice, [], { kind: 'full' });
    expect(refuse([full], { kind: 'full' })).toBe('CREDIT_NOTE_NOTHING_LEFT');
    expect(refuse([full], partial({ amountGrossCents: 1 }))).toBe('CREDIT_NOTE_NOTHING_LEFT');
  });

  it('a zero-rate (reverse charge) invoice credits without VAT', () => {
    const invoice: CreditableInvoice = {
      taxRateBp: 0,
      lines: [{ lineId: 'a', quantity: 4, netCents: 1001 }],
      surchargeNetCents: 19999,
      shippingNetCents: 0,
      netTotalCents: 21000,
      taxCents: 0,
      totalCents: 21000,
    };
    const note = credit(invoice, [], partial({ lines: [{ lineId: 'a', quantity: 3 }] }));
    expect(note).toMatchObject({ netCents: 751, taxCents: 0, grossCents: 751 });
    const rest = credit(invoice, [note], { kind: 'full' });
    expect(rest).toMatchObject({ surchargeNetCents: 19999, netCents: 20249, taxCents: 0 });
    expect(rest.lines).toEqual([{ lineId: 'a', quantity: 1, netCents: 250 }]);
  });
});

describe('accounting period: whole days in Zurich', () => {
  it('runs from the first instant of `from` to the first of the day after `to`', () => {
    const period = accountingPeriodOf('2026-03-01', '2026-03-31');
    expect(period.ok && period.value.startsAt.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // Summer time began on 29 March: the day after the 31st starts at 22:00 UTC.
    expect(period.ok && period.value.endsBefore.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });

  it.each([
    ['2026-03-31', '2026-03-01'],
    ['2026-02-30', '2026-03-01'],
    ['2026-3-1', '2026-03-01'],
    ['2025-01-01', '2026-01-02'],
  ])('refuses %s..%s', (from, to) => {
    expect(accountingPeriodOf(from, to)).toMatchObject({
      ok: false,
      error: { code: 'ACCOUNTING_PERIOD_INVALID' },
    });
  });
});
