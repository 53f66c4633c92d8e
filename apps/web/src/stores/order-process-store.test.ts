// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { isOrderOngoing, useOrderProcessStore } from './order-process-store';

function snapshot() {
  const { step, isCheckoutOpen, fileId } = useOrderProcessStore.getState();
  return { step, isCheckoutOpen, fileId };
}

describe('order-process store (spec 1 §4)', () => {
  beforeEach(() => useOrderProcessStore.getState().resetOrderProcess());

  it('starting an order enters the upload step with checkout open', () => {
    useOrderProcessStore.getState().startOrder();
    expect(snapshot()).toEqual({ step: 'upload', isCheckoutOpen: true, fileId: null });
  });

  it('a completed analysis opens the configure step for the file', () => {
    const store = useOrderProcessStore.getState();
    store.startOrder();
    store.setCheckoutOpen(false);
    store.startConfiguring('file-9');
    expect(snapshot()).toEqual({ step: 'configure-model', isCheckoutOpen: true, fileId: 'file-9' });
  });

  it('adding to cart moves to view-cart', () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    useOrderProcessStore.getState().finishAddingToCart();
    expect(snapshot().step).toBe('view-cart');
  });

  it('reset forgets the file and returns to no-order-ongoing', () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    useOrderProcessStore.getState().resetOrderProcess();
    expect(snapshot()).toEqual({ step: 'no-order-ongoing', isCheckoutOpen: false, fileId: null });
  });

  it.each([
    ['no-order-ongoing', false],
    ['order-completed', false],
    ['upload', true],
    ['view-cart', true],
  ] as const)('%s is ongoing: %s', (step, expected) => {
    expect(isOrderOngoing(step)).toBe(expected);
  });
});
