import type { AnalysisTask } from '@print/contracts';
import { notify } from '../../stores/notification-store';
import type { Language } from '../../lib/language';
import { getTask, readTaskId, startDemoAnalysis, startFileUpload } from './api/analytx';
import { INITIAL_UPLOAD_PROGRESS, useUploadProgressStore } from './stores/upload-progress-store';
import { pollTask, type PollOutcome } from './utils/poll-task';
import { selectProgressMessage, selectUploadPhase } from './utils/progress-message';
import { checkFileForUpload } from './utils/upload-refusal';
import { describeUploadFailure } from './utils/upload-failure';
import { getUploadText } from './texts';
import type { UploadListener, UploadRequest } from './request-upload';

/** Spec 1 §9: the upload button waits 500 ms, the demo "analyses" for 3 s before it loads. */
export const UPLOAD_BUTTON_DELAY_MS = 500;
export const DEMO_DELAY_MS = 3_000;

let active: { readonly controller: AbortController; abortUpload: () => void } | null = null;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function followTask(taskId: string, signal: AbortSignal): Promise<PollOutcome> {
  return pollTask({
    fetchTask: (): Promise<AnalysisTask> => getTask(taskId, signal),
    signal,
    onStep: (step) =>
      useUploadProgressStore.setState({
        phase: selectUploadPhase(step),
        messageKey: selectProgressMessage(step),
      }),
  });
}

async function sendFile(file: File, signal: AbortSignal): Promise<PollOutcome> {
  useUploadProgressStore.setState({
    phase: 'uploading',
    messageKey: 'uploading',
    totalBytes: file.size,
  });
  const handle = startFileUpload(file, (loadedBytes, totalBytes) =>
    useUploadProgressStore.setState({ loadedBytes, totalBytes }),
  );
  if (active) active.abortUpload = handle.abort;
  const sent = await handle.result;
  if (!sent.ok) return { ok: false, error: sent.error };
  const taskId = readTaskId(sent.body);
  if (taskId === null) return { ok: false, error: { code: 'INVALID_RESPONSE', message: '' } };
  useUploadProgressStore.setState({ phase: 'analyzing', messageKey: 'analyzing' });
  return followTask(taskId, signal);
}

async function sendDemo(signal: AbortSignal): Promise<PollOutcome> {
  useUploadProgressStore.setState({ phase: 'analyzing', messageKey: 'analyzing' });
  await wait(DEMO_DELAY_MS, signal);
  if (signal.aborted) return { ok: false, error: { code: 'ABORTED', message: 'aborted' } };
  try {
    return await followTask(await startDemoAnalysis(), signal);
  } catch (error) {
    const { status, code } = error as { status?: number; code?: string };
    return { ok: false, error: { code: code ?? 'HTTP_ERROR', message: `HTTP ${status ?? 0}` } };
  }
}

/**
 * Runs one upload (or the demo) from the client-side check to the configure step (spec 1 §4).
 * Returns false when the file was refused before anything was sent.
 */
export async function runUpload(
  request: UploadRequest,
  language: Language,
  listener: UploadListener,
): Promise<boolean> {
  const t = getUploadText(language);
  if (request.kind === 'file') {
    const refusal = checkFileForUpload(request.file, t);
    if (refusal !== null) {
      notify({ type: 'warning', ...refusal });
      return false;
    }
  }
  cancelUpload();
  const controller = new AbortController();
  active = { controller, abortUpload: () => undefined };
  listener.onStarted();
  useUploadProgressStore.setState({
    ...INITIAL_UPLOAD_PROGRESS,
    fileName: request.kind === 'file' ? request.file.name : null,
  });

  let outcome: PollOutcome;
  if (request.kind === 'file') {
    if (request.isFromButton) await wait(UPLOAD_BUTTON_DELAY_MS, controller.signal);
    outcome = controller.signal.aborted
      ? { ok: false, error: { code: 'ABORTED', message: 'aborted' } }
      : await sendFile(request.file, controller.signal);
  } else {
    outcome = await sendDemo(controller.signal);
  }
  if (active?.controller !== controller) return true;
  active = null;
  if (outcome.ok) {
    useUploadProgressStore.setState({ messageKey: 'completed' });
    listener.onAnalysed(outcome.objectId);
    return true;
  }
  if (outcome.error.code !== 'ABORTED')
    notify({ type: 'warning', ...describeUploadFailure(outcome.error, t) });
  listener.onFailed();
  return true;
}

/** Stops a running upload or polling (the close cross); the caller resets the order process. */
export function cancelUpload(): void {
  if (active === null) return;
  const current = active;
  active = null;
  current.controller.abort();
  current.abortUpload();
}
