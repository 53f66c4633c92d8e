/** Attachment upload states and events of spec 1 §4. */
export type AttachmentUploadStatus = 'idle' | 'processing' | 'done' | 'failed';

export interface AttachmentUploadState {
  readonly status: AttachmentUploadStatus;
  readonly progressPercent: number;
  readonly fileName: string | null;
}

export type AttachmentUploadEvent =
  | { readonly type: 'started'; readonly fileName: string }
  | { readonly type: 'progress'; readonly loadedBytes: number; readonly totalBytes: number }
  | { readonly type: 'state-changed'; readonly status: 'done' | 'failed' }
  | { readonly type: 'aborted' };

export const IDLE_ATTACHMENT_UPLOAD: AttachmentUploadState = {
  status: 'idle',
  progressPercent: 0,
  fileName: null,
};

export function reduceAttachmentUpload(
  state: AttachmentUploadState,
  event: AttachmentUploadEvent,
): AttachmentUploadState {
  switch (event.type) {
    case 'started':
      return { status: 'processing', progressPercent: 0, fileName: event.fileName };
    case 'progress':
      if (state.status !== 'processing' || event.totalBytes <= 0) return state;
      return {
        ...state,
        progressPercent: Math.min(100, Math.floor((event.loadedBytes / event.totalBytes) * 100)),
      };
    case 'state-changed':
      return {
        ...state,
        status: event.status,
        progressPercent: event.status === 'done' ? 100 : state.progressPercent,
      };
    case 'aborted':
      // Spec 1 §4: aborting resets to idle and zero progress.
      return IDLE_ATTACHMENT_UPLOAD;
  }
}
