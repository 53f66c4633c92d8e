import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisTask } from '@print/contracts';
import { pollTask, selectPollDelayMs, type PollOutcome } from './poll-task';

function task(status: AnalysisTask['status'], step: AnalysisTask['step']): AnalysisTask {
  return { _id: 't', taskId: 't', objectId: 'file-1', status, step, steps: [], error: null };
}

async function settle(promise: Promise<PollOutcome>, ms: number): Promise<PollOutcome | 'pending'> {
  let outcome: PollOutcome | 'pending' = 'pending';
  void promise.then((value) => (outcome = value));
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('task polling (spec 1 §4: 300 s at most without a state change; fast at first)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every 200 ms for the first 5 s, every 500 ms up to 15 s, then every second', () => {
    expect([0, 4_999, 5_000, 14_999, 15_000, 200_000].map(selectPollDelayMs)).toEqual([
      200, 200, 500, 500, 1_000, 1_000,
    ]);
  });

  it('sees a completed analysis within 200 ms and resolves with the file id', async () => {
    const fetchTask = vi
      .fn<() => Promise<AnalysisTask>>()
      .mockResolvedValueOnce(task('running', 'starting analysis'))
      .mockResolvedValueOnce(task('completed', 'analysis completed'));
    const onStep = vi.fn();
    const promise = pollTask({ fetchTask, onStep });
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchTask).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTask).toHaveBeenCalledTimes(1);
    expect(await settle(promise, 200)).toEqual({ ok: true, objectId: 'file-1' });
    expect(onStep.mock.calls).toEqual([['starting analysis'], ['analysis completed']]);
  });

  it('slows down to one read per second on a long analysis', async () => {
    const fetchTask = vi.fn(() => Promise.resolve(task('running', 'converting to trf')));
    void pollTask({ fetchTask, onStep: vi.fn() });
    await vi.advanceTimersByTimeAsync(15_000);
    // 25 reads in the first 5 s, 20 in the next 10 s, then one per second.
    expect(fetchTask).toHaveBeenCalledTimes(45);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchTask).toHaveBeenCalledTimes(55);
  });

  it('times out after 300 s (300 ticks of 1 s) in the same state', async () => {
    const fetchTask = vi.fn(() => Promise.resolve(task('running', 'repairing file')));
    const promise = pollTask({ fetchTask, onStep: vi.fn(), intervalMs: 1_000 });
    expect(await settle(promise, 300_000)).toBe('pending');
    expect(await settle(promise, 1_000)).toEqual({
      ok: false,
      error: { code: 'TIMEOUT', message: 'analysis timed out' },
    });
    expect(fetchTask).toHaveBeenCalledTimes(301);
  });

  it('starts counting again when the step changes', async () => {
    let calls = 0;
    const fetchTask = vi.fn(() => {
      calls += 1;
      return Promise.resolve(task('running', calls < 200 ? 'repairing file' : 'converting to trf'));
    });
    const promise = pollTask({ fetchTask, onStep: vi.fn(), intervalMs: 1_000 });
    // 199 ticks in the first step, then 300 more in the second are still within the limit.
    expect(await settle(promise, 499_000)).toBe('pending');
    expect(await settle(promise, 2_000)).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
  });

  it('passes the server failure on', async () => {
    const failed = {
      ...task('failed', 'repairing file'),
      error: { code: 'TRUNCATED', message: 'Datei ist abgeschnitten' },
    };
    const promise = pollTask({
      fetchTask: () => Promise.resolve(failed),
      onStep: vi.fn(),
      intervalMs: 1_000,
    });
    expect(await settle(promise, 1_000)).toEqual({
      ok: false,
      error: { code: 'TRUNCATED', message: 'Datei ist abgeschnitten' },
    });
  });

  it('keeps polling through network trouble but stops on a 404', async () => {
    const fetchTask = vi
      .fn<() => Promise<AnalysisTask>>()
      .mockRejectedValueOnce({ status: 0, code: 'NETWORK_ERROR', message: 'offline' })
      .mockRejectedValueOnce({ status: 404, code: 'FILE_NOT_FOUND', message: 'gone' });
    const promise = pollTask({ fetchTask, onStep: vi.fn(), intervalMs: 1_000 });
    expect(await settle(promise, 1_000)).toBe('pending');
    expect(await settle(promise, 1_000)).toEqual({
      ok: false,
      error: { code: 'FILE_NOT_FOUND', message: 'gone' },
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchTask = vi.fn(() => Promise.resolve(task('running', null)));
    const promise = pollTask({
      fetchTask,
      onStep: vi.fn(),
      signal: controller.signal,
      intervalMs: 1_000,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    controller.abort();
    expect(await settle(promise, 5_000)).toMatchObject({ ok: false, error: { code: 'ABORTED' } });
    expect(fetchTask).toHaveBeenCalledTimes(2);
  });
});
