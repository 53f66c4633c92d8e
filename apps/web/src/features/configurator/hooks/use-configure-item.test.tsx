import { beforeEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { makeFile, makeFinish, makeMode } from '../test/fixtures';
import { useConfigureItem } from './use-configure-item';

const modes = [
  makeMode('pa', [makeFinish('pa', 'dyed', ['black', 'red'])]),
  makeMode('pp', [makeFinish('pp', 'raw', ['natural'])]),
];

function routerAt(url: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };
}
const wrapper = routerAt('/');

describe('useConfigureItem', () => {
  beforeEach(() => useCurrentItemStore.getState().resetItem());

  it('starts the item with the first mode’s defaults, so pricing starts on them', () => {
    const file = makeFile({ givenUnitOfLength: 'inch' });
    const { result } = renderHook(() => useConfigureItem(file, modes, false), { wrapper });
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
      { initialProps: { loaded: undefined as readonly PrintMode[] | undefined }, wrapper },
    );
    expect(useCurrentItemStore.getState().objectId).toBeNull();
    expect(result.current.isReady).toBe(false);
    rerender({ loaded: modes });
    expect(useCurrentItemStore.getState().printModeId).toBe('pa');
    expect(result.current.isReady).toBe(true);
  });

  it('issue 13 point 7: a link restores mode, finish, colour, scale, quantity, unit and step', () => {
    const file = makeFile();
    renderHook(() => useConfigureItem(file, modes, false), {
      wrapper: routerAt(
        `/?file=${file._id}&step=2&mode=pa&finish=dyed&color=red&scale=2.5&qty=4&unit=cm`,
      ),
    });
    expect(useCurrentItemStore.getState()).toMatchObject({
      printModeId: 'pa',
      surfaceFinishId: 'dyed',
      colorId: 'red',
      scale: 2.5,
      quantity: 4,
      unit: 'cm',
      subStep: 2,
    });
  });

  it('a selection the catalogue does not know falls back to the defaults; other files ignore the URL', () => {
    const file = makeFile();
    const first = renderHook(() => useConfigureItem(file, modes, false), {
      wrapper: routerAt(`/?file=${file._id}&mode=pa&finish=dyed&color=blue&scale=3`),
    });
    expect(useCurrentItemStore.getState()).toMatchObject({ colorId: 'black', scale: 3 });
    first.unmount();
    useCurrentItemStore.getState().resetItem();
    renderHook(() => useConfigureItem(file, modes, false), {
      wrapper: routerAt('/?file=other&scale=3&step=1'),
    });
    expect(useCurrentItemStore.getState()).toMatchObject({ scale: 1, subStep: 0 });
  });
});
