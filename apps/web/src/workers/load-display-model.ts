import type { DisplayGeometry } from './display-geometry';
import type { ModelWorkerRequest, ModelWorkerResponse } from './model-worker-protocol';

export type DisplayModelResult = ModelWorkerResponse;

/**
 * Loads a model through a one-shot module worker; the main thread only receives typed arrays.
 * Rejects when the worker cannot start or crashes (callers fall back to another loader);
 * expected failures (HTTP, unreadable file) resolve as `{ ok: false }`.
 */
export function loadDisplayModel(
  modelUrl: string,
  signal: AbortSignal,
): Promise<DisplayModelResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./model.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<ModelWorkerResponse>) => {
      finish();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(`model worker failed: ${event.message}`));
    });
    // The worker lives under /assets/: give it an absolute URL so the path resolves the same.
    const request: ModelWorkerRequest = { url: new URL(modelUrl, document.baseURI).href };
    worker.postMessage(request);
  });
}

export type { DisplayGeometry };
