import type { DisplayGeometry } from './display-geometry';

/** Main thread → model worker: the absolute URL of the model to fetch and prepare. */
export interface ModelWorkerRequest {
  readonly url: string;
}

export interface ModelWorkerError {
  /** A mesh reader code (UNKNOWN_FORMAT, TRUNCATED, …), HTTP_ERROR or WORKER_FAILED. */
  readonly code: string;
  readonly message: string;
}

/** Model worker → main thread; the geometry's buffers are transferred, not copied. */
export type ModelWorkerResponse =
  | { readonly ok: true; readonly geometry: DisplayGeometry; readonly triangleCount: number }
  | { readonly ok: false; readonly error: ModelWorkerError };

export function listTransferables(geometry: DisplayGeometry): ArrayBuffer[] {
  return [geometry.positions, geometry.normals, geometry.indices, geometry.edgePositions].map(
    (array) => array.buffer as ArrayBuffer,
  );
}
