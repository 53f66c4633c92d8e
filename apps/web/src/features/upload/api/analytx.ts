import type { AnalysisTask } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { uploadWithProgress, type UploadHandle } from '../../../lib/upload-with-progress';

/** POST /api/analytx/file/ (multipart field `file`) with byte progress; 202 { taskId, createdObject }. */
export function startFileUpload(
  file: File,
  onProgress: (loadedBytes: number, totalBytes: number) => void,
): UploadHandle {
  return uploadWithProgress({ path: '/analytx/file/', file, fileName: file.name, onProgress });
}

/** The task id of a 202 answer of the upload or the demo; null when the answer has none. */
export function readTaskId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { taskId } = body as { taskId?: unknown };
  return typeof taskId === 'string' && taskId.length > 0 ? taskId : null;
}

/** POST /api/analytx/demo: a fresh analysis of the shipped demo model for this session. */
export async function startDemoAnalysis(): Promise<string> {
  const taskId = readTaskId(await requestJson('/analytx/demo', { method: 'POST' }));
  if (taskId === null) throw new ApiError(202, 'INVALID_RESPONSE', 'demo without taskId');
  return taskId;
}

/** GET /api/analytx/task/{taskId}; the error message comes in the request's language. */
export async function getTask(taskId: string, signal?: AbortSignal): Promise<AnalysisTask> {
  const body = await requestJson(`/analytx/task/${encodeURIComponent(taskId)}`, {
    ...(signal ? { signal } : {}),
  });
  if (typeof body !== 'object' || body === null || !('status' in body)) {
    throw new ApiError(200, 'INVALID_RESPONSE', 'task without status');
  }
  return body as AnalysisTask;
}
