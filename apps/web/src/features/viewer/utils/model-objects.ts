import {
  BufferAttribute,
  BufferGeometry,
  EdgesGeometry,
  Group,
  LineSegments,
  Mesh,
  type LineBasicMaterial,
  type Material,
  type MeshStandardMaterial,
} from 'three';
import type { DisplayGeometry } from '../../../workers/display-geometry';
import { CREASE_ANGLE_DEG } from '../../../workers/display-geometry';

export interface ModelMaterials {
  readonly surface: MeshStandardMaterial;
  readonly edges: LineBasicMaterial;
}

/** The model from the worker's buffers: attributes wrap the transferred arrays, nothing parses. */
export function createModelFromGeometry(
  geometry: DisplayGeometry,
  materials: ModelMaterials,
): Group {
  const surface = new BufferGeometry();
  surface.setIndex(new BufferAttribute(geometry.indices, 1));
  surface.setAttribute('position', new BufferAttribute(geometry.positions, 3));
  surface.setAttribute('normal', new BufferAttribute(geometry.normals, 3));
  const group = new Group();
  group.add(new Mesh(surface, materials.surface));
  if (geometry.edgePositions.length > 0) {
    const lines = new BufferGeometry();
    lines.setAttribute('position', new BufferAttribute(geometry.edgePositions, 3));
    group.add(new LineSegments(lines, materials.edges));
  }
  return group;
}

/**
 * Fallback when the model worker cannot run: three's 3MF loader on the main thread (slow for big
 * models, so it is only loaded when needed).
 */
export async function loadModelOnMainThread(
  url: string,
  materials: ModelMaterials,
): Promise<Group> {
  const { ThreeMFLoader } = await import('three/addons/loaders/3MFLoader.js');
  const loaded = await new ThreeMFLoader().loadAsync(url);
  loaded.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const mesh = object as Mesh<BufferGeometry, Material | Material[]>;
    for (const item of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) {
      item.dispose();
    }
    mesh.material = materials.surface;
    mesh.add(new LineSegments(new EdgesGeometry(mesh.geometry, CREASE_ANGLE_DEG), materials.edges));
  });
  return loaded;
}
