// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPanelVisible, selectPanelStepIndex } from './panel-visibility';

describe('order-process panel visibility (spec 1 §2)', () => {
  it('shows while an order is ongoing and checkout is open', () => {
    expect(isPanelVisible({ step: 'configure-model', isCheckoutOpen: true, path: '/' })).toBe(true);
  });

  it('never on /cart', () => {
    expect(isPanelVisible({ step: 'view-cart', isCheckoutOpen: true, path: '/cart' })).toBe(false);
  });

  it('not when checkout is closed or no order is ongoing', () => {
    expect(isPanelVisible({ step: 'upload', isCheckoutOpen: false, path: '/' })).toBe(false);
    expect(isPanelVisible({ step: 'no-order-ongoing', isCheckoutOpen: true, path: '/' })).toBe(
      false,
    );
    expect(isPanelVisible({ step: 'order-completed', isCheckoutOpen: true, path: '/' })).toBe(
      false,
    );
  });

  it.each([
    ['upload', 0],
    ['configure-model', 1],
    ['view-cart', 2],
    ['review-order', 2],
  ] as const)('%s is step %i of the bar', (step, index) => {
    expect(selectPanelStepIndex(step)).toBe(index);
  });
});
