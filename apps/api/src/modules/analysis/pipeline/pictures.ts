/**
 * The pictures the pipeline writes: the customer thumbnail and, for repaired files, six axis
 * views with the changed triangles highlighted.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** Writes front.png (square, three-quarter view) into `outputDir`. */
export async function writeFrontPicture(mesh: IndexedMesh, outputDir: string): Promise<void> {
  const image = renderFrontPicture(mesh, FRONT_PICTURE_SIZE_PX, {
    supersample: chooseSupersample(mesh.indices.length / 3),
  });
  await writeFile(join(outputDir, 'front.png'), encodePng(image));
}

/**
 * Renders the six repair views of `mesh` with `changedTriangleMask` highlighted, writes them as
 * repair-XP0.png … into `outputDir` and answers the view key → file name map.
 */
export async function writeRepairImages(
  mesh: IndexedMesh,
  changedTriangleMask: Uint8Array,
  outputDir: string,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const supersample = chooseSupersample(mesh.indices.length / 3);
  for (const key of REPAIR_VIEW_KEYS) {
    const image = renderView(mesh, {
      view: key,
      width: REPAIR_IMAGE_SIZE_PX,
      height: REPAIR_IMAGE_SIZE_PX,
      highlightMask: changedTriangleMask,
      supersample,
    });
    const name = repairImageName(key);
    await writeFile(join(outputDir, name), encodePng(image));
    names[key] = name;
  }
  return names;
}
