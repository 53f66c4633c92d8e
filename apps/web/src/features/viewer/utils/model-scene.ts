import {
  Box3,
  Color,
  DirectionalLight,
  EdgesGeometry,
  GridHelper,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
  type BufferGeometry,
  type Material,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { ThreeMFLoader } from 'three/addons/loaders/3MFLoader.js';
import { computeBuildPlate, type BuildPlate } from './build-plate';
import { selectEdgeColor } from './edge-color';
import { unitToMm, type LengthUnit } from '@print/domain';

/** Spec 1 §9: field of view 40°, near 0.1, far 100000 (the scene is in millimetres). */
export const CAMERA_FOV_DEG = 40;
export const CAMERA_NEAR = 0.1;
export const CAMERA_FAR = 100_000;
/** Edges appear where neighbouring faces meet at more than this angle. */
const EDGE_THRESHOLD_DEG = 30;
/** 3/4 view from the front (−Y), right and above: the customer's "front image". */
const FRONT_VIEW_DIRECTION = new Vector3(0.9, -1.5, 0.9).normalize();

export interface ModelSceneOptions {
  readonly backgroundHex: string;
}

export interface ModelAppearance {
  readonly unit: LengthUnit;
  readonly scale: number;
  readonly colorHex: string;
}

/** A three.js scene with one model on a build plate; imperative, owned by the viewer component. */
export class ModelScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(CAMERA_FOV_DEG, 1, CAMERA_NEAR, CAMERA_FAR);
  private readonly controls: OrbitControls;
  private readonly pivot = new Group();
  private readonly material = new MeshStandardMaterial({ roughness: 0.6, metalness: 0.05 });
  private readonly edgeMaterial: LineBasicMaterial;
  private grid: GridHelper | null = null;
  private model: Group | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    options: ModelSceneOptions,
  ) {
    // preserveDrawingBuffer keeps the last frame readable for the PNG front image.
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.scene.background = new Color(options.backgroundHex);
    this.edgeMaterial = new LineBasicMaterial({ color: selectEdgeColor(options.backgroundHex) });
    this.camera.up.set(0, 0, 1);
    this.scene.add(new HemisphereLight(0xffffff, 0x8a96a3, 1.6));
    const key = new DirectionalLight(0xffffff, 1.8);
    key.position.set(1, -2, 3);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-2, 1, 1);
    this.scene.add(key, fill, this.pivot);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.addEventListener('change', () => this.render());
  }

  /** Loads a 3MF (file units, Z up) and centres it on the plate. */
  async load(url: string): Promise<void> {
    const loaded = await new ThreeMFLoader().loadAsync(url);
    loaded.traverse((object) => {
      if (!(object instanceof Mesh)) return;
      const mesh = object as Mesh<BufferGeometry, Material | Material[]>;
      disposeMaterial(mesh.material);
      mesh.material = this.material;
      mesh.add(
        new LineSegments(new EdgesGeometry(mesh.geometry, EDGE_THRESHOLD_DEG), this.edgeMaterial),
      );
    });
    const box = new Box3().setFromObject(loaded);
    const centre = box.getCenter(new Vector3());
    loaded.position.set(-centre.x, -centre.y, -box.min.z);
    this.model = new Group();
    this.model.add(loaded);
    this.pivot.add(this.model);
  }

  /** Sizes the model in millimetres (file unit × scale) and redraws the plate in that unit. */
  setAppearance({ unit, scale, colorHex }: ModelAppearance): BuildPlate | null {
    this.material.color.set(colorHex);
    if (!this.model) return null;
    const factor = Math.max(scale, 0.0001) * unitToMm(unit);
    this.model.scale.setScalar(factor);
    const box = new Box3().setFromObject(this.model);
    const size = box.getSize(new Vector3());
    const plate = computeBuildPlate(Math.max(size.x, size.y), unit);
    if (this.grid) {
      this.scene.remove(this.grid);
      this.grid.dispose();
    }
    this.grid = new GridHelper(plate.sizeMm, plate.divisions, 0x7b8794, 0xc3cbd4);
    this.grid.rotation.x = Math.PI / 2;
    this.scene.add(this.grid);
    this.render();
    return plate;
  }

  /** Frames the whole model from the front 3/4 view. */
  fitToView(): void {
    if (!this.model) return;
    const sphere = new Box3().setFromObject(this.model).getBoundingSphere(new Sphere());
    const radius = Math.max(sphere.radius, 0.5);
    const distance = (radius / Math.sin((CAMERA_FOV_DEG * Math.PI) / 360)) * 1.08;
    this.camera.position.copy(sphere.center).addScaledVector(FRONT_VIEW_DIRECTION, distance);
    this.controls.target.copy(sphere.center);
    this.controls.minDistance = radius * 0.2;
    this.controls.maxDistance = distance * 20;
    this.controls.update();
    this.render();
  }

  resize(widthPx: number, heightPx: number): void {
    this.renderer.setSize(widthPx, heightPx, false);
    this.camera.aspect = widthPx / Math.max(heightPx, 1);
    this.camera.updateProjectionMatrix();
    this.render();
  }

  render(): void {
    this.renderer.render(this.scene, this.camera);
  }

  /** PNG of the current view, rendered just before reading it. */
  captureImage(): Promise<Blob | null> {
    this.render();
    return new Promise((resolve) => this.canvas.toBlob(resolve, 'image/png'));
  }

  dispose(): void {
    this.controls.dispose();
    this.scene.traverse((object) => {
      if (object instanceof Mesh || object instanceof LineSegments) {
        (object as Mesh<BufferGeometry>).geometry.dispose();
      }
    });
    this.grid?.dispose();
    this.material.dispose();
    this.edgeMaterial.dispose();
    this.renderer.dispose();
  }
}

function disposeMaterial(material: Material | Material[]): void {
  for (const item of Array.isArray(material) ? material : [material]) item.dispose();
}
