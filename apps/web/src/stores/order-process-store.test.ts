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

describe('order-process transitions of the upload and the cart', () => {
  beforeEach(() => useOrderProcessStore.getState().resetOrderProcess());

  it('a completed analysis opens the configure step with checkout open at sub-step 0', () => {
    const store = useOrderProcessStore.getState();
    store.chooseFile(new File(['x'], 'a.stl'));
    store.setTaskId('task-1');
    store.setConfigureSubStep(2);
    store.startConfiguring('file-9');
    const state = useOrderProcessStore.getState();
    expect([
      state.step,
      state.fileId,
      state.taskId,
      state.isCheckoutOpen,
      state.configureSubStep,
    ]).toEqual(['configure-model', 'file-9', null, true, 0]);
  });

  it('adding to cart moves to view-cart', () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    useOrderProcessStore.getState().finishAddingToCart();
    expect(useOrderProcessStore.getState().step).toBe('view-cart');
  });

  it('reset forgets the file and the task', () => {
    useOrderProcessStore.getState().startConfiguring('file-1');
    useOrderProcessStore.getState().resetOrderProcess();
    expect([
      useOrderProcessStore.getState().fileId,
      useOrderProcessStore.getState().taskId,
    ]).toEqual([null, null]);
  });
});
