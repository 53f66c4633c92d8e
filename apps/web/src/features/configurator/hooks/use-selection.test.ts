import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCurrentItemStore } from '../stores/current-item-store';
import { makeFinish, makeMode } from '../test/fixtures';
import { useSelection } from './use-selection';

const pa = makeMode('pa', [
  makeFinish('pa', 'blasted', ['white']),
  makeFinish('pa', 'dyed', ['black', 'red']),
]);
const tpu = makeMode('tpu', [makeFinish('tpu', 'raw', ['grey', 'black'])]);
const modes = [pa, tpu];

function readSelection() {
  const { printModeId, surfaceFinishId, colorId } = useCurrentItemStore.getState();
  return { printModeId, surfaceFinishId, colorId };
}

describe('selection changes (spec 1 §4)', () => {
  beforeEach(() =>
    useCurrentItemStore.getState().startItem({ objectId: 'f', unit: 'mm', hasRepairInfo: false }),
  );

  it('a new item starts on the first mode with its first finish and colour', () => {
    renderHook(() => useSelection(modes));
    expect(readSelection()).toEqual({
      printModeId: 'pa',
      surfaceFinishId: 'blasted',
      colorId: 'white',
    });
  });

  it('changing the mode selects its first finish and first colour', () => {
    const { result } = renderHook(() => useSelection(modes));
    act(() => result.current.chooseColor('white'));
    act(() => result.current.chooseMode(tpu));
    expect(readSelection()).toEqual({
      printModeId: 'tpu',
      surfaceFinishId: 'raw',
      colorId: 'grey',
    });
  });

  it('changing the finish selects that finish’s first colour', () => {
    const { result } = renderHook(() => useSelection(modes));
    act(() => result.current.chooseFinish('dyed'));
    expect(readSelection()).toEqual({
      printModeId: 'pa',
      surfaceFinishId: 'dyed',
      colorId: 'black',
    });
    act(() => result.current.chooseColor('red'));
    act(() => result.current.chooseFinish('dyed'));
    expect(readSelection().colorId).toBe('red');
  });
});
