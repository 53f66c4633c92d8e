// The model worker: fetch, parse and prepare the viewer's geometry off the main thread.
import {
  listTransferables,
  type ModelWorkerRequest,
  type ModelWorkerResponse,
} from './model-worker-protocol';
import { prepareDisplayModel } from './prepare-display-model';

function reply(message: ModelWorkerResponse): void {
  const transfer = message.ok ? listTransferables(message.geometry) : [];
  self.postMessage(message, { transfer });
}

self.addEventListener('message', (event: MessageEvent<ModelWorkerRequest>) => {
  prepareDisplayModel(event.data.url).then(reply, (error: unknown) =>
    reply({ ok: false, error: { code: 'WORKER_FAILED', message: String(error) } }),
  );
});
