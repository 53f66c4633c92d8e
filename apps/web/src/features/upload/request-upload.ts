import type { Language } from '../../lib/language';

/** A file chosen by the button (which waits 500 ms) or dropped, or the demo. */
export type UploadRequest =
  | { readonly kind: 'file'; readonly file: File; readonly isFromButton: boolean }
  | { readonly kind: 'demo' };

/** How the upload reports to the page that started it (which drives the order process). */
export interface UploadListener {
  /** The file passed the client-side check (or the demo started): the upload step shows. */
  readonly onStarted: () => void;
  /** The analysis completed for this file. */
  readonly onAnalysed: (fileId: string) => void;
  /** Upload or analysis failed (the snackbar is shown already), or it was cancelled. */
  readonly onFailed: () => void;
}

/**
 * Starts an upload. The upload code (XHR, polling, texts) loads on first use, so the home page's
 * first paint does not carry it.
 */
export async function requestUpload(
  request: UploadRequest,
  language: Language,
  listener: UploadListener,
): Promise<boolean> {
  const { runUpload } = await import('./upload-runner');
  return runUpload(request, language, listener);
}

/**
 * Loads the upload code ahead of the first file (the home page does when the browser is idle),
 * so a drop starts sending at once instead of after a round trip for the code (issue 24 point 15).
 */
export function preloadUploadCode(): void {
  void import('./upload-runner').catch(() => undefined);
}

/** Aborts a running upload, if the upload code is loaded at all. */
export async function requestCancelUpload(): Promise<void> {
  const { cancelUpload } = await import('./upload-runner');
  cancelUpload();
}
