import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrentItemStore } from '../stores/current-item-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { makeFinish, makeMode, makeResult } from '../test/fixtures';
import { useConfiguratorPricing } from './use-configurator-pricing';

const modes = [
  makeMode('pa', [
    makeFinish('pa', 'blasted', ['white']),
    makeFinish('pa', 'dyed', ['black', 'red']),
  ]),
];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('prices are requested in one batch, 500 ms after the last change', () => {
  let bodies: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(init.body as string));
        return Promise.resolve(
          Response.json([
            makeResult({ printModeId: 'pa', surfaceFinishId: 'blasted', colorId: 'white' }, 2500),
          ]),
        );
      }),
    );
    usePreferencesStore.setState({ isBusinessCustomer: true });
    useCurrentItemStore
      .getState()
      .startItem({ objectId: 'file-1', unit: 'cm', hasRepairInfo: false });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prices the first configuration at once, then waits for 500 ms of quiet after changes', async () => {
    const { result } = renderHook(() => useConfiguratorPricing(modes), { wrapper });
    expect(result.current.isCalculating).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodies.map((body) => (body as { objectScale: number }).objectScale)).toEqual([1]);
    act(() => useCurrentItemStore.getState().setScale(1.5));
    expect(result.current.isCalculating).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => useCurrentItemStore.getState().setScale(2));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(bodies).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodies[1]).toEqual({
      objectId: 'file-1',
      objectScale: 2,
      objectUnitLength: 'cm',
      objectQuantity: 1,
      isBusinessCustomer: true,
      params: [
        { printModeId: 'pa', surfaceFinishId: 'blasted', printModeColorId: 'white' },
        { printModeId: 'pa', surfaceFinishId: 'dyed', printModeColorId: 'black' },
        { printModeId: 'pa', surfaceFinishId: 'dyed', printModeColorId: 'red' },
      ],
    });
    expect(result.current.isCalculating).toBe(false);
    expect(result.current.results).toHaveLength(1);
  });

  it('an empty scale (0) asks for nothing', async () => {
    act(() => useCurrentItemStore.getState().setScale(0));
    const { result } = renderHook(() => useConfiguratorPricing(modes), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bodies).toHaveLength(0);
    expect(result.current).toMatchObject({ results: [], isCalculating: false });
  });

  it('a quantity change asks again', async () => {
    renderHook(() => useConfiguratorPricing(modes), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(600));
    act(() => useCurrentItemStore.getState().setQuantity(3));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(bodies.map((body) => (body as { objectQuantity: number }).objectQuantity)).toEqual([
      1, 3,
    ]);
  });
});
