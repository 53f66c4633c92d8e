/**
 * Analytic construction of the demo part: a hub flange (80 mm flange, 10 mm thick, 44 mm hub
 * 30 mm tall with a chamfer, 24 mm bore, six counter-bored M6 holes on a 62 mm bolt circle).
 *
 * Structure: the flange ring between the hub (r 22) and the rim (r 40) is cut into six equal
 * sectors, one bolt hole in each. A sector's outline (inner arc, radial line, outer arc, radial
 * line; SIDE_SEGMENTS each) is joined to the hole circle by a quad strip; the hole circle takes
 * the directions of the outline points seen from the hole centre (the sector is star-shaped
 * from there), so every level of the hole uses the same angles and all seams meet exactly.
 * Shared points are computed from the same integer indices, so equal points are bit-identical.
 */
export type Point = readonly [number, number, number];
export type Triangle = readonly [Point, Point, Point];

const SECTORS = 6;
const SIDE_SEGMENTS = 16;
const ARC_STEPS = SECTORS * SIDE_SEGMENTS;
const RIM_R = 40;
const HUB_R = 22;
const CHAMFER_MM = 2;
const BORE_R = 12;
const BOLT_CIRCLE_R = 31;
const THROUGH_R = 3.3;
const COUNTERBORE_R = 5.5;
const FLANGE_Z = 10;
const COUNTERBORE_FLOOR_Z = 4;
const HUB_TOP_Z = 30;

function polar(radiusMm: number, step: number, z: number): Point {
  const angle = (2 * Math.PI * (step % ARC_STEPS)) / ARC_STEPS;
  return [radiusMm * Math.cos(angle), radiusMm * Math.sin(angle), z];
}

function radiusAt(i: number): number {
  return HUB_R + ((RIM_R - HUB_R) * i) / SIDE_SEGMENTS;
}

/** Closed outline of sector s at height z, counter-clockwise seen from above. */
function sectorOutline(s: number, z: number): Point[] {
  const first = s * SIDE_SEGMENTS;
  const last = first + SIDE_SEGMENTS;
  const loop: Point[] = [];
  for (let i = 0; i < SIDE_SEGMENTS; i++) loop.push(polar(HUB_R, first + i, z));
  for (let i = 0; i < SIDE_SEGMENTS; i++) loop.push(polar(radiusAt(i), last, z));
  for (let i = 0; i < SIDE_SEGMENTS; i++) loop.push(polar(RIM_R, last - i, z));
  for (let i = 0; i < SIDE_SEGMENTS; i++) loop.push(polar(radiusAt(SIDE_SEGMENTS - i), first, z));
  return loop;
}

function holeCenter(s: number): readonly [number, number] {
  const p = polar(BOLT_CIRCLE_R, s * SIDE_SEGMENTS + SIDE_SEGMENTS / 2, 0);
  return [p[0], p[1]];
}

/** Directions of the outline points seen from the hole centre (unit xy). */
function holeDirections(s: number): (readonly [number, number])[] {
  const [cx, cy] = holeCenter(s);
  return sectorOutline(s, 0).map(([x, y]) => {
    const length = Math.hypot(x - cx, y - cy);
    return [(x - cx) / length, (y - cy) / length] as const;
  });
}

function holeCircle(s: number, radiusMm: number, z: number): Point[] {
  const [cx, cy] = holeCenter(s);
  return holeDirections(s).map(([dx, dy]): Point => [cx + radiusMm * dx, cy + radiusMm * dy, z]);
}

/** Quads between two closed rings of equal length, each split into two triangles. */
function joinRings(a: readonly Point[], b: readonly Point[], out: Triangle[]): void {
  for (let i = 0; i < a.length; i++) {
    const j = (i + 1) % a.length;
    const [a0, a1, b0, b1] = [a[i], a[j], b[i], b[j]];
    if (!a0 || !a1 || !b0 || !b1) throw new RangeError('rings differ in length');
    out.push([a0, a1, b1], [a0, b1, b0]);
  }
}

function fullRing(radiusMm: number, z: number): Point[] {
  return Array.from({ length: ARC_STEPS }, (_, step) => polar(radiusMm, step, z));
}

/** Every triangle of the part, orientation not yet fixed (see orientOutward). */
export function buildFlangeTriangles(): Triangle[] {
  const out: Triangle[] = [];
  for (let s = 0; s < SECTORS; s++) {
    joinRings(sectorOutline(s, FLANGE_Z), holeCircle(s, COUNTERBORE_R, FLANGE_Z), out);
    joinRings(
      holeCircle(s, COUNTERBORE_R, FLANGE_Z),
      holeCircle(s, COUNTERBORE_R, COUNTERBORE_FLOOR_Z),
      out,
    );
    joinRings(
      holeCircle(s, COUNTERBORE_R, COUNTERBORE_FLOOR_Z),
      holeCircle(s, THROUGH_R, COUNTERBORE_FLOOR_Z),
      out,
    );
    joinRings(holeCircle(s, THROUGH_R, COUNTERBORE_FLOOR_Z), holeCircle(s, THROUGH_R, 0), out);
    joinRings(holeCircle(s, THROUGH_R, 0), sectorOutline(s, 0), out);
  }
  joinRings(fullRing(RIM_R, 0), fullRing(RIM_R, FLANGE_Z), out);
  joinRings(fullRing(HUB_R, FLANGE_Z), fullRing(HUB_R, HUB_TOP_Z - CHAMFER_MM), out);
  joinRings(fullRing(HUB_R, HUB_TOP_Z - CHAMFER_MM), fullRing(HUB_R - CHAMFER_MM, HUB_TOP_Z), out);
  joinRings(fullRing(HUB_R - CHAMFER_MM, HUB_TOP_Z), fullRing(BORE_R + 1, HUB_TOP_Z), out);
  joinRings(fullRing(BORE_R + 1, HUB_TOP_Z), fullRing(BORE_R, HUB_TOP_Z - 1), out);
  joinRings(fullRing(BORE_R, HUB_TOP_Z - 1), fullRing(BORE_R, 0), out);
  joinRings(fullRing(BORE_R, 0), fullRing(HUB_R, 0), out);
  return out;
}

/**
 * Turns every triangle so that its normal points out of the solid: all surfaces of this part
 * face either along ±z (caps) or away from one vertical axis (rim, hub, chamfers) or towards
 * one (bore, holes), which the centroid tells.
 */
export function orientOutward(triangles: readonly Triangle[]): Triangle[] {
  return triangles.map((triangle) => {
    const [a, b, c] = triangle;
    const n = cross(sub(b, a), sub(c, a));
    const hint = outwardHint(centroid(triangle), n);
    return dot(n, hint) >= 0 ? triangle : [a, c, b];
  });
}

function outwardHint(p: Point, n: Point): Point {
  const r = Math.hypot(p[0], p[1]);
  if (Math.abs(n[2]) > 0.999 * Math.hypot(n[0], n[1], n[2])) {
    // Caps: the bottom faces down, every other flat face up.
    return [0, 0, p[2] < 1e-6 ? -1 : 1];
  }
  if (r < BORE_R + 1.5) return [-p[0], -p[1], p[2] > HUB_TOP_Z - 1.5 ? 1 : 0];
  if (r > HUB_R - CHAMFER_MM - 0.5 && p[2] > FLANGE_Z) return [p[0], p[1], 1];
  if (r > RIM_R - 0.5) return [p[0], p[1], 0];
  const [cx, cy] = nearestHoleCenter(p);
  return [cx - p[0], cy - p[1], 0];
}

function nearestHoleCenter(p: Point): readonly [number, number] {
  let best = holeCenter(0);
  for (let s = 1; s < SECTORS; s++) {
    const c = holeCenter(s);
    if (Math.hypot(c[0] - p[0], c[1] - p[1]) < Math.hypot(best[0] - p[0], best[1] - p[1])) best = c;
  }
  return best;
}

function sub(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
function cross(a: Point, b: Point): Point {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function dot(a: Point, b: Point): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
function centroid([a, b, c]: Triangle): Point {
  return [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3];
}
