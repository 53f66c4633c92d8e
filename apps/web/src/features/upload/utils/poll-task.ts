import type { AnalysisTask } from '@print/contracts';

/**
 * Spec 1 §4/§9 polls every second and gives up after 300 ticks (300 s) without a state change.
 * Most analyses end within the first seconds, where a 1 s tick alone cost up to a second of the
 * first price (issue 24 point 15; docs/decisions/0021-first-price-latency.md): the first seconds
 * are polled faster, then the spec's 1 s. The give-up stays 300 s without a state change.
 */
export const POLL_INTERVAL_MS = 1_000;
export const POLL_MAX_STALL_MS = 300_000;
/** Polling before `untilMs` (since the upload was answered) waits `delayMs` between reads. */
export const POLL_FAST_PHASES: readonly { readonly untilMs: number; readonly delayMs: number }[] = [
  { untilMs: 5_000, delayMs: 200 },
  { untilMs: 15_000, delayMs: 500 },
];

/** The wait before the next read, `elapsedMs` after polling started. */
export function selectPollDelayMs(elapsedMs: number): number {
  return POLL_FAST_PHASES.find((phase) => elapsedMs < phase.untilMs)?.delayMs ?? POLL_INTERVAL_MS;
}

export type PollOutcome =
  | { readonly ok: true; readonly objectId: string }
  | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

export interface PollTaskOptions {
  readonly fetchTask: () => Promise<AnalysisTask>;
  readonly onStep: (step: AnalysisTask['step']) => void;
  readonly signal?: AbortSignal;
  /** A fixed wait between reads instead of the schedule of `selectPollDelayMs`. */
  readonly intervalMs?: number;
  /** Give up after this long without a state change (default 300 s). */
  readonly maxStallMs?: number;
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
 * Polls an analysis task until it completes or fails. The stall clock starts over whenever the
 * task's state (status + step) changes, so a long but progressing analysis never times out,
 * while one stuck in a state for 300 s does.
 */
export function pollTask(options: PollTaskOptions): Promise<PollOutcome> {
  const now = () => Date.now();
  const maxStallMs = options.maxStallMs ?? POLL_MAX_STALL_MS;
  const startedAt = now();
  const nextDelayMs = () => options.intervalMs ?? selectPollDelayMs(now() - startedAt);
  let lastChangeAt = startedAt;
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
        lastChangeAt = now();
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
      if (now() - lastChangeAt >= maxStallMs) {
        finish({ ok: false, error: { code: 'TIMEOUT', message: 'analysis timed out' } });
        return;
      }
      timer = setTimeout(() => void tick(), nextDelayMs());
    };

    timer = setTimeout(() => void tick(), nextDelayMs());
  });
}
