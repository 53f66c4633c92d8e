import { parseViewKey, renderView, encodePng } from '../render/index.js';
import { repairMesh } from '../repair/index.js';
import type { IndexedMesh } from '../types.js';

export type RenderOutcome =
  | { readonly ok: true; readonly png: Uint8Array }
  | { readonly ok: false; readonly code: 'INVALID_VIEW_KEY'; readonly message: string };

/** One view as PNG; with repair, changed triangles are highlighted (as in repairImages). */
export function renderToPng(
  mesh: IndexedMesh,
  viewText: string,
  sizePx: number,
  shouldRepair: boolean,
): RenderOutcome {
  const parsed = parseViewKey(viewText);
  if (!parsed.ok) return { ok: false, code: parsed.error.code, message: parsed.error.message };
  if (!shouldRepair)
    return {
      ok: true,
      png: encodePng(renderView(mesh, { view: parsed.view, width: sizePx, height: sizePx })),
    };
  const repaired = repairMesh(mesh);
  const image = renderView(repaired.mesh, {
    view: parsed.view,
    width: sizePx,
    height: sizePx,
    highlightMask: repaired.changedTriangleMask,
  });
  return { ok: true, png: encodePng(image) };
}
