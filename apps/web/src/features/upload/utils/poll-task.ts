import type { AnalysisTask } from '@print/contracts';

/** Spec 1 §4/§9: the task is polled every second, at most 300 ticks without a state change. */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_MAX_TICKS = 300;

export type PollOutcome =
  | { readonly ok: true; readonly objectId: string }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

export interface PollTaskOptions {
  readonly fetchTask: () => Promise<AnalysisTask>;
  readonly onStep: (step: AnalysisTask['step']) => void;
  readonly signal?: AbortSignal;
  readonly intervalMs?: number;
  readonly maxTicks?: number;
}

/** Failed reads other than network trouble end the polling (a 404 will not heal by waiting). */
function isTransient(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0
  );
}

function describe(error: unknown): { code: string; message: string } {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return {
    code: typeof record.code === 'string' ? record.code : 'TASK_READ_FAILED',
    message: typeof record.message === 'string' ? record.message : 'task read failed',
  };
}

/**
 * Polls an analysis task until it completes or fails. Every poll is a tick; the tick count starts
 * over whenever the task's state (status + step) changes, so a long but progressing analysis
 * never times out, while one stuck in a state for 300 ticks does.
 */
export function pollTask(options: PollTaskOptions): Promise<PollOutcome> {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  const maxTicks = options.maxTicks ?? POLL_MAX_TICKS;
  let ticks = 0;
  let lastState: string | null = null;

  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: PollOutcome) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => finish({ ok: false, error: { code: 'ABORTED', message: 'aborted' } });
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted === true) {
      onAbort();
      return;
    }

    const tick = async () => {
      ticks += 1;
      let task: AnalysisTask;
      try {
        task = await options.fetchTask();
      } catch (error) {
        if (!isTransient(error)) return finish({ ok: false, error: describe(error) });
        return scheduleOrTimeOut();
      }
      if (options.signal?.aborted === true) return;
      const state = `${task.status}|${task.step ?? ''}`;
      if (state !== lastState) {
        lastState = state;
        ticks = 0;
        options.onStep(task.step);
      }
      if (task.status === 'completed') return finish({ ok: true, objectId: task.objectId });
      if (task.status === 'failed') {
        return finish({
          ok: false,
          error: task.error ?? { code: 'ANALYSIS_FAILED', message: 'analysis failed' },
        });
      }
      scheduleOrTimeOut();
    };

    const scheduleOrTimeOut = () => {
      if (ticks >= maxTicks) {
        finish({ ok: false, error: { code: 'TIMEOUT', message: 'analysis timed out' } });
        return;
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };

    timer = setTimeout(() => void tick(), intervalMs);
  });
}
