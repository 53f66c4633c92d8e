import {
  preloadUploadCode,
  requestCancelUpload,
  requestUpload,
  type UploadListener,
  type UploadRequest,
} from '../features/upload/request-upload';
import type { Language } from '../lib/language';
import { useOrderProcessStore } from '../stores/order-process-store';

export { preloadUploadCode };

/** The upload moves the order process: upload step, then configure, or back to the start. */
const ORDER_PROCESS_LISTENER: UploadListener = {
  onStarted: () => useOrderProcessStore.getState().startOrder(),
  onAnalysed: (fileId) => useOrderProcessStore.getState().startConfiguring(fileId),
  onFailed: () => useOrderProcessStore.getState().resetOrderProcess(),
};

/** Every upload the pages start (button, drop, demo, another file from the cart). */
export function startUpload(request: UploadRequest, language: Language): Promise<boolean> {
  return requestUpload(request, language, ORDER_PROCESS_LISTENER);
}

/** The upload hero's close cross: stop the upload and leave the order process. */
export function cancelUpload(): void {
  void requestCancelUpload();
  useOrderProcessStore.getState().resetOrderProcess();
}
