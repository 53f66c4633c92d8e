import { create } from 'zustand';
import type { ProgressMessageKey, UploadPhase } from '../utils/progress-message';

interface UploadProgressState {
  readonly phase: UploadPhase;
  readonly messageKey: ProgressMessageKey;
  readonly loadedBytes: number;
  readonly totalBytes: number;
  readonly fileName: string | null;
}

export const INITIAL_UPLOAD_PROGRESS: UploadProgressState = {
  phase: 'before-upload',
  messageKey: 'preparing',
  loadedBytes: 0,
  totalBytes: 0,
  fileName: null,
};

/** What the upload hero shows while a file is sent and analysed. */
export const useUploadProgressStore = create<UploadProgressState>()(() => INITIAL_UPLOAD_PROGRESS);
