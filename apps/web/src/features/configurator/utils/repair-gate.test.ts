// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAddToCartAllowed, isChooseFinishesAllowed, isNextAllowed } from './repair-gate';

describe('spec 1 §5: repair agreement gating', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, true, true],
  ])('repair info %s, ticked %s → next allowed %s', (hasRepairInfo, isAcknowledged, expected) => {
    expect(isNextAllowed({ hasRepairInfo, isAcknowledged })).toBe(expected);
  });

  it('add to cart needs the agreement when there is repair info', () => {
    const base = { hasRepairInfo: true, isSelectedPrintable: true, isAdding: false };
    expect(isAddToCartAllowed({ ...base, isAcknowledged: false })).toBe(false);
    expect(isAddToCartAllowed({ ...base, isAcknowledged: true })).toBe(true);
  });

  it('add to cart and choose finishes are disabled for a non-printable mode or while adding', () => {
    const ok = {
      hasRepairInfo: false,
      isAcknowledged: true,
      isSelectedPrintable: true,
      isAdding: false,
    };
    expect(isAddToCartAllowed({ ...ok, isSelectedPrintable: false })).toBe(false);
    expect(isAddToCartAllowed({ ...ok, isAdding: true })).toBe(false);
    expect(isChooseFinishesAllowed({ isSelectedPrintable: false, isAdding: false })).toBe(false);
    expect(isChooseFinishesAllowed({ isSelectedPrintable: true, isAdding: true })).toBe(false);
    expect(isChooseFinishesAllowed({ isSelectedPrintable: true, isAdding: false })).toBe(true);
  });
});
