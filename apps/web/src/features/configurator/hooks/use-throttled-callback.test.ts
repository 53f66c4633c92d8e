import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useThrottledCallback } from './use-throttled-callback';

describe('useThrottledCallback (the scale slider, 50 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the first value at once and the last of a burst after the interval', () => {
    const calls: number[] = [];
    const { result } = renderHook(() => useThrottledCallback((v: number) => calls.push(v), 50));
    result.current(1.1);
    result.current(1.2);
    result.current(1.3);
    expect(calls).toEqual([1.1]);
    vi.advanceTimersByTime(50);
    expect(calls).toEqual([1.1, 1.3]);
  });

  it('never delivers an older value after a newer one when its timer fires late', () => {
    const calls: number[] = [];
    const { result } = renderHook(() => useThrottledCallback((v: number) => calls.push(v), 50));
    result.current(2.3); // at once
    vi.advanceTimersByTime(20);
    result.current(2.4); // held back, timer due at 50 ms
    // The main thread is busy: the clock passes the due time before the timer gets to run, and
    // the next key press comes first.
    vi.setSystemTime(Date.now() + 40);
    result.current(2.5); // due: passed at once
    vi.runAllTimers();
    expect(calls.at(-1)).toBe(2.5);
    expect(calls).toEqual([2.3, 2.5]);
  });
});
