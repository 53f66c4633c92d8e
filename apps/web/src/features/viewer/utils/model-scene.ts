import {
  Box3,
  Color,
  DirectionalLight,
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
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { loadDisplayModel } from '../../../workers/load-display-model';
import { computeBuildPlate, type BuildPlate } from './build-plate';
import { captureThumbnail } from './capture-image';
import { selectEdgeColor } from './edge-color';
import { createModelFromGeometry, loadModelOnMainThread } from './model-objects';
import { readRendererName, selectRendererProfile } from './renderer-profile';
import { unitToMm, type LengthUnit } from '@print/domain';

/** Spec 1 §9: field of view 40°, near 0.1, far 100000 (the scene is in millimetres). */
export const CAMERA_FOV_DEG = 40;
export const CAMERA_NEAR = 0.1;
export const CAMERA_FAR = 100_000;
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
  /** The thumbnail always shows the front 3/4 view, whatever the customer orbited to. */
  private readonly captureCamera = new PerspectiveCamera(
    CAMERA_FOV_DEG,
    1,
    CAMERA_NEAR,
    CAMERA_FAR,
  );
  private readonly controls: OrbitControls;
  private readonly pivot = new Group();
  private readonly material = new MeshStandardMaterial({ roughness: 0.6, metalness: 0.05 });
  private readonly edgeMaterial: LineBasicMaterial;
  private grid: GridHelper | null = null;
  private model: Group | null = null;
  private frameRequest = 0;

  constructor(canvas: HTMLCanvasElement, options: ModelSceneOptions) {
    const profile = selectRendererProfile(readRendererName());
    this.renderer = new WebGLRenderer({ canvas, antialias: profile.isAntialiased });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, profile.maxPixelRatio));
    this.scene.background = new Color(options.backgroundHex);
    this.edgeMaterial = new LineBasicMaterial({ color: selectEdgeColor(options.backgroundHex) });
    this.camera.up.set(0, 0, 1);
    this.captureCamera.up.set(0, 0, 1);
    this.scene.add(new HemisphereLight(0xffffff, 0x8a96a3, 1.6));
    const key = new DirectionalLight(0xffffff, 1.8);
    key.position.set(1, -2, 3);
    const fill = new DirectionalLight(0xffffff, 0.6);
    fill.position.set(-2, 1, 1);
    this.scene.add(key, fill, this.pivot);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.addEventListener('change', () => {
      this.requestRender();
      this.markCamera(canvas);
    });
  }

  /**
   * Loads a 3MF (file units, Z up) and centres it on the plate. The model worker fetches, parses
   * and prepares it; three's loader on the main thread is only the fallback when the worker
   * cannot run at all.
   */
  async load(url: string, signal: AbortSignal): Promise<void> {
    const materials = { surface: this.material, edges: this.edgeMaterial };
    // null: the worker could not start or crashed (not an unreadable model).
    const result = await loadDisplayModel(url, signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    });
    if (result !== null && !result.ok) {
      throw new Error(`model not loaded: ${result.error.code} ${result.error.message}`);
    }
    const loaded =
      result === null
        ? await loadModelOnMainThread(url, materials)
        : createModelFromGeometry(result.geometry, materials);
    const box = new Box3().setFromObject(loaded);
    const centre = box.getCenter(new Vector3());
    loaded.position.set(-centre.x, -centre.y, -box.min.z);
    // Shader programs compile in parallel (KHR_parallel_shader_compile) before the model joins
    // the scene, so the first frame does not wait for them.
    await this.renderer.compileAsync(loaded, this.camera, this.scene);
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
    this.requestRender();
    return plate;
  }

  /**
   * The camera's orbit (azimuth in degrees, distance to the target in mm) as data attributes
   * of the canvas: what a finger or the mouse did is visible to tests and tools.
   */
  private markCamera(canvas: HTMLCanvasElement): void {
    const round = (value: number) => String(Math.round(value * 10) / 10);
    canvas.dataset.cameraAzimuth = round((this.controls.getAzimuthalAngle() * 180) / Math.PI);
    canvas.dataset.cameraDistance = round(this.controls.getDistance());
  }

  /** Frames the whole model from the front 3/4 view. */
  fitToView(): void {
    const sphere = this.measureModel();
    if (!sphere) return;
    const radius = placeFrontCamera(this.camera, sphere);
    this.controls.target.copy(sphere.center);
    this.controls.minDistance = radius * 0.2;
    this.controls.maxDistance = this.camera.position.distanceTo(sphere.center) * 20;
    this.controls.update();
    this.requestRender();
  }

  resize(widthPx: number, heightPx: number): void {
    this.renderer.setSize(widthPx, heightPx, false);
    this.camera.aspect = widthPx / Math.max(heightPx, 1);
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  /** Draws at most once per display frame, however many changes (orbit events) arrive. */
  requestRender(): void {
    if (this.frameRequest !== 0) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.renderer.render(this.scene, this.camera);
    });
  }

  /** Small PNG of the front 3/4 view for the cart (offscreen, read back asynchronously). */
  captureImage(): Promise<Blob | null> {
    const sphere = this.measureModel();
    if (!sphere) return Promise.resolve(null);
    placeFrontCamera(this.captureCamera, sphere);
    return captureThumbnail(this.renderer, this.scene, this.captureCamera);
  }

  dispose(): void {
    cancelAnimationFrame(this.frameRequest);
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

  private measureModel(): Sphere | null {
    return this.model ? new Box3().setFromObject(this.model).getBoundingSphere(new Sphere()) : null;
  }
}

/** Puts a camera on the front 3/4 line so the sphere fills the view; returns the radius used. */
function placeFrontCamera(camera: PerspectiveCamera, sphere: Sphere): number {
  const radius = Math.max(sphere.radius, 0.5);
  const distance = (radius / Math.sin((CAMERA_FOV_DEG * Math.PI) / 360)) * 1.08;
  camera.position.copy(sphere.center).addScaledVector(FRONT_VIEW_DIRECTION, distance);
  camera.lookAt(sphere.center);
  camera.updateMatrixWorld();
  return radius;
}
