// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisTask } from '@print/contracts';
import type * as AnalytxApi from './api/analytx';
import { useNotificationStore } from '../../stores/notification-store';
import { useUploadProgressStore } from './stores/upload-progress-store';

const api = vi.hoisted(() => ({
  startFileUpload: vi.fn(),
  startDemoAnalysis: vi.fn(),
  getTask: vi.fn(),
}));
vi.mock('./api/analytx', async (importOriginal) => ({
  ...(await importOriginal<typeof AnalytxApi>()),
  ...api,
}));

const { runUpload, cancelUpload } = await import('./upload-runner');

// What the runner reported to the page that started it, in order.
let events: string[] = [];
const listener = {
  onStarted: () => events.push('started'),
  onAnalysed: (fileId: string) => events.push(`analysed ${fileId}`),
  onFailed: () => events.push('failed'),
};

function task(status: AnalysisTask['status'], step: AnalysisTask['step']): AnalysisTask {
  return { _id: 't1', taskId: 't1', objectId: 'file-7', status, step, steps: [], error: null };
}

describe('upload runner (spec 1 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
    useNotificationStore.setState({ notifications: [] });
    api.startFileUpload.mockReturnValue({
      result: Promise.resolve({ ok: true, status: 202, body: { taskId: 't1' } }),
      abort: vi.fn(),
    });
  });
  afterEach(() => {
    cancelUpload();
    vi.useRealTimers();
  });

  it('refuses a .txt file before sending and keeps no order ongoing', async () => {
    await expect(
      runUpload(
        { kind: 'file', file: new File(['x'], 'a.txt'), isFromButton: true },
        'de',
        listener,
      ),
    ).resolves.toBe(false);
    expect(api.startFileUpload).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    expect(useNotificationStore.getState().notifications[0]?.header).toBe(
      'Dateien vom Typ .txt werden nicht unterstützt.',
    );
  });

  it('the button waits 500 ms before the upload starts; a drop does not', async () => {
    api.getTask.mockResolvedValue(task('running', 'starting analysis'));
    void runUpload(
      { kind: 'file', file: new File(['solid'], 'a.stl'), isFromButton: true },
      'de',
      listener,
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(api.startFileUpload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.startFileUpload).toHaveBeenCalledTimes(1);
    cancelUpload();

    void runUpload(
      { kind: 'file', file: new File(['solid'], 'b.stl'), isFromButton: false },
      'de',
      listener,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api.startFileUpload).toHaveBeenCalledTimes(2);
  });

  it('polls the task and opens the configure step with the file on completion', async () => {
    api.getTask
      .mockResolvedValueOnce(task('running', 'repairing file'))
      .mockResolvedValueOnce(task('completed', 'analysis completed'));
    const done = runUpload(
      { kind: 'file', file: new File(['solid'], 'a.stl'), isFromButton: false },
      'de',
      listener,
    );
    // The first seconds are polled every 200 ms (issue 24 point 15).
    await vi.advanceTimersByTimeAsync(200);
    expect(events).toEqual(['started']);
    expect(useUploadProgressStore.getState().messageKey).toBe('repairing');
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(events).toEqual(['started', 'analysed file-7']);
  });

  it('a failed analysis shows the server reason and resets the order process', async () => {
    api.getTask.mockResolvedValue({
      ...task('failed', 'starting analysis'),
      error: { code: 'TRUNCATED', message: 'Die Datei ist unvollständig.' },
    });
    const done = runUpload(
      { kind: 'file', file: new File(['solid'], 'a.stl'), isFromButton: false },
      'de',
      listener,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(events).toEqual(['started', 'failed']);
    expect(useNotificationStore.getState().notifications[0]?.body).toBe(
      'Die Datei ist unvollständig.',
    );
  });

  it('the demo shows "analysing" for 3 s before it asks the server', async () => {
    api.startDemoAnalysis.mockResolvedValue('t1');
    api.getTask.mockResolvedValue(task('running', null));
    void runUpload({ kind: 'demo' }, 'de', listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['started']);
    expect(useUploadProgressStore.getState().messageKey).toBe('analyzing');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.startDemoAnalysis).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.startDemoAnalysis).toHaveBeenCalledTimes(1);
  });
});
