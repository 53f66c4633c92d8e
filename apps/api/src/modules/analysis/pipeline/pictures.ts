/**
 * The pictures derived from an analysed mesh: the customer thumbnail and, for repaired files,
 * six axis views with the changed triangles highlighted. Both answer PNG bytes; the caller
 * decides where they go.
 */
import {
  encodePng,
  renderFrontPicture,
  renderView,
  type IndexedMesh,
  type ViewKey,
} from '@print/mesh';

export const FRONT_PICTURE_SIZE_PX = 800;
export const REPAIR_IMAGE_SIZE_PX = 480;
/** The six views the spec's repairImages must hold at least. */
export const REPAIR_VIEW_KEYS: readonly ViewKey[] = ['XP0', 'XM0', 'YP0', 'YM0', 'ZP0', 'ZM0'];

/** Supersampling factor per picture: full quality while it is cheap, less on huge meshes. */
function chooseSupersample(triangleCount: number): number {
  return triangleCount > 1_000_000 ? 2 : 3;
}

export function repairImageName(key: ViewKey): string {
  return `repair-${key}.png`;
}

/** View key → file name of every repair picture (empty when nothing was repaired). */
export function listRepairImages(isRepaired: boolean): Record<string, string> {
  const names: Record<string, string> = {};
  if (isRepaired) for (const key of REPAIR_VIEW_KEYS) names[key] = repairImageName(key);
  return names;
}

/** front.png: square, three-quarter view. */
export function renderFrontPng(mesh: IndexedMesh): Uint8Array {
  const image = renderFrontPicture(mesh, FRONT_PICTURE_SIZE_PX, {
    supersample: chooseSupersample(mesh.indices.length / 3),
  });
  return encodePng(image);
}

/** One repair view of `mesh` with `changedTriangleMask` highlighted. */
export function renderRepairPng(
  mesh: IndexedMesh,
  changedTriangleMask: Uint8Array,
  key: ViewKey,
): Uint8Array {
  const image = renderView(mesh, {
    view: key,
    width: REPAIR_IMAGE_SIZE_PX,
    height: REPAIR_IMAGE_SIZE_PX,
    highlightMask: changedTriangleMask,
    supersample: chooseSupersample(mesh.indices.length / 3),
  });
  return encodePng(image);
}
