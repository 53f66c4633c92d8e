/**
 * Orthographic cameras as an orthonormal basis: `right` and `up` span the picture, `forward`
 * points from the eye into the scene. Models are taken as Z-up (the 3D-printing convention).
 */
import type { ViewSpec } from './view-key.js';

export type Vec3 = readonly [number, number, number];

export interface CameraBasis {
  readonly right: Vec3;
  readonly up: Vec3;
  readonly forward: Vec3;
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalize(a: Vec3): Vec3 {
  const length = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / length, a[1] / length, a[2] / length];
}

/** Basis looking along `forward` with `upHint` as near to picture-up as possible. */
export function createCameraBasis(forward: Vec3, upHint: Vec3): CameraBasis {
  const f = normalize(forward);
  const right = normalize(cross(f, upHint));
  return { right, up: cross(right, f), forward: f };
}

/**
 * Axis views: P looks from the positive side towards the origin, M from the negative side.
 * X and Y views keep +Z up; Z views keep +Y up. The rotation turns the picture of the model
 * counter-clockwise by `rotationDeg`.
 */
export function createViewCamera(view: ViewSpec): CameraBasis {
  const sign = view.direction === 'P' ? -1 : 1;
  const axisIndex = view.axis === 'X' ? 0 : view.axis === 'Y' ? 1 : 2;
  const forward: [number, number, number] = [0, 0, 0];
  forward[axisIndex] = sign;
  const base = createCameraBasis(forward, view.axis === 'Z' ? [0, 1, 0] : [0, 0, 1]);
  const angle = (view.rotationDeg * Math.PI) / 180;
  const c = Math.round(Math.cos(angle));
  const s = Math.round(Math.sin(angle));
  const { right: r, up: u } = base;
  return {
    right: [c * r[0] - s * u[0], c * r[1] - s * u[1], c * r[2] - s * u[2]],
    up: [s * r[0] + c * u[0], s * r[1] + c * u[1], s * r[2] + c * u[2]],
    forward: base.forward,
  };
}

/** The thumbnail camera: from front-right and above, a three-quarter view. */
export function createFrontCamera(): CameraBasis {
  return createCameraBasis([-0.62, 0.78, -0.52], [0, 0, 1]);
}
