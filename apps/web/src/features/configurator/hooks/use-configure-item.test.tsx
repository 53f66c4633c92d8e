import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { makeFile, makeFinish, makeMode } from '../test/fixtures';
import { useConfigureItem } from './use-configure-item';

const modes = [
  makeMode('pa', [makeFinish('pa', 'dyed', ['black', 'red'])]),
  makeMode('pp', [makeFinish('pp', 'raw', ['natural'])]),
];

describe('useConfigureItem', () => {
  beforeEach(() => useCurrentItemStore.getState().resetItem());

  it('starts the item with the first mode’s defaults, so pricing starts on them', () => {
    const file = makeFile({ givenUnitOfLength: 'inch' });
    const { result } = renderHook(() => useConfigureItem(file, modes, false));
    const item = useCurrentItemStore.getState();
    expect(item).toMatchObject({
      objectId: file._id,
      unit: 'inch',
      printModeId: 'pa',
      surfaceFinishId: 'dyed',
      colorId: 'black',
    });
    expect(result.current.isReady).toBe(true);
  });

  it('waits for the catalogue before starting', () => {
    const file = makeFile();
    const { result, rerender } = renderHook(
      ({ loaded }: { loaded: readonly PrintMode[] | undefined }) =>
        useConfigureItem(file, loaded, false),
      { initialProps: { loaded: undefined as readonly PrintMode[] | undefined } },
    );
    expect(useCurrentItemStore.getState().objectId).toBeNull();
    expect(result.current.isReady).toBe(false);
    rerender({ loaded: modes });
    expect(useCurrentItemStore.getState().printModeId).toBe('pa');
    expect(result.current.isReady).toBe(true);
  });
});
