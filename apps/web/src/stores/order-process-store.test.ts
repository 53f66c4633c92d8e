import { beforeEach, describe, expect, it } from 'vitest';
import { isOrderOngoing, useOrderProcessStore } from './order-process-store';

describe('order-process store', () => {
  beforeEach(() => useOrderProcessStore.getState().resetOrderProcess());

  it('choosing a file keeps it and enters the upload step', () => {
    const file = new File(['solid x'], 'bracket.stl');
    useOrderProcessStore.getState().chooseFile(file);
    const state = useOrderProcessStore.getState();
    expect(state.step).toBe('upload');
    expect(state.source).toEqual({ kind: 'file', file });
  });

  it('reset clears the current item and returns to no-order-ongoing', () => {
    const store = useOrderProcessStore.getState();
    store.startDemo();
    store.setCheckoutOpen(true);
    store.setConfigureSubStep(2);
    store.resetOrderProcess();
    const state = useOrderProcessStore.getState();
    expect([state.step, state.isCheckoutOpen, state.configureSubStep, state.source]).toEqual([
      'no-order-ongoing',
      false,
      0,
      null,
    ]);
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
