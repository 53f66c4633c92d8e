import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicTask } from './periodic-task.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('periodic task', () => {
  it('runs at start, then every interval, and not after stop', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve());
    const task = createPeriodicTask({ intervalMs: 1000, run, onError: () => {} });
    task.start();
    task.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(3);
    await task.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('reports a failed run and runs again at the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const task = createPeriodicTask({
      intervalMs: 1000,
      run: () => (++calls === 1 ? Promise.reject(new Error('database gone')) : Promise.resolve()),
      onError: (error) => errors.push(error),
    });
    task.start();
    await vi.advanceTimersByTimeAsync(1000);
    await task.stop();
    expect(errors).toEqual([new Error('database gone')]);
    expect(calls).toBe(2);
  });

  it('stop waits for a run in progress', async () => {
    let finish: () => void = () => {};
    let finished = false;
    const task = createPeriodicTask({
      intervalMs: 60_000,
      run: () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
      onError: () => {},
    });
    task.start();
    await Promise.resolve();
    const stopped = task.stop();
    setTimeout(() => finish(), 20);
    await stopped;
    expect(finished).toBe(true);
  });
});
