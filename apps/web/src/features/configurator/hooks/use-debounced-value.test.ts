import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PRICING_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
import { useThrottledCallback } from './use-throttled-callback';

describe('spec 1 §9: prices are recalculated 500 ms after the last change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 500 ms', () => {
    expect(PRICING_DEBOUNCE_MS).toBe(500);
  });

  it('passes the value on only after 500 ms of quiet, and is pending meanwhile', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    expect(result.current).toEqual({ value: 1, isPending: true });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toEqual({ value: 1, isPending: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ value: 3, isPending: false });
  });
});

describe('spec 1 §5: the scale slider is throttled to 50 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls at once, then at most every 50 ms, and always delivers the last value', () => {
    const calls: number[] = [];
    const { result } = renderHook(() =>
      useThrottledCallback((value: number) => calls.push(value), 50),
    );
    act(() => {
      result.current(1);
      result.current(2);
      result.current(3);
    });
    expect(calls).toEqual([1]);
    act(() => vi.advanceTimersByTime(50));
    expect(calls).toEqual([1, 3]);
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toEqual([1, 3]);
  });
});
