import { buildDisplayGeometry } from './display-geometry';
import type { ModelWorkerResponse } from './model-worker-protocol';
import { readDisplayMesh } from './read-display-mesh';

/** Fetches a model and turns it into display geometry (runs inside the model worker). */
export async function prepareDisplayModel(
  url: string,
  fetchBytes: (url: string) => Promise<Response> = (target) =>
    fetch(target, { credentials: 'same-origin' }),
): Promise<ModelWorkerResponse> {
  const response = await fetchBytes(url);
  if (!response.ok) {
    return { ok: false, error: { code: 'HTTP_ERROR', message: `GET ${url}: ${response.status}` } };
  }
  const read = readDisplayMesh(new Uint8Array(await response.arrayBuffer()));
  if (!read.ok) return read;
  return {
    ok: true,
    geometry: buildDisplayGeometry(read.mesh),
    triangleCount: read.mesh.indices.length / 3,
  };
}
