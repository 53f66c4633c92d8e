import { describe, expect, it } from 'vitest';
import { createBoxMesh } from './box-mesh.js';
import { findWallFinding, triangleAreasMm2 } from './wall-finding.js';

/** A 10 × 10 × 2 mm plate: 12 triangles, 280 mm² of surface. */
const plate = createBoxMesh([0, 0, 0], [10, 10, 2]);
const triangles = plate.indices.length / 3;

describe('findWallFinding (issue 13 point 4: the wall text and its picture agree)', () => {
  it('reports the robust minimum of the picture values with the area that shows it', () => {
    const values = new Float32Array(triangles).fill(2);
    values[0] = 0.5;
    const finding = findWallFinding(plate, values, 0.01);
    const areas = triangleAreasMm2(plate);
    expect(finding.thinnestWallMm).toBe(0.5);
    expect(finding.thinAreaMm2).toBeCloseTo(areas[0] ?? 0, 9);
    expect(finding.measuredAreaMm2).toBeCloseTo(280, 6);
  });

  it('never reports a 0 mm wall: the thinnest positive value, or nothing', () => {
    const zeros = new Float32Array(triangles).fill(0);
    expect(findWallFinding(plate, zeros).thinnestWallMm).toBeNull();
    const some = new Float32Array(triangles).fill(3);
    some[0] = 0;
    some[1] = 0;
    const finding = findWallFinding(plate, some, 0.01);
    expect(finding.thinnestWallMm).toBe(3);
    expect(finding.thinAreaMm2).toBeGreaterThan(0);
  });

  it('leaves grey (unmeasured) triangles out; nothing measured reports nothing', () => {
    const values = new Float32Array(triangles).fill(Number.NaN);
    expect(findWallFinding(plate, values)).toEqual({
      thinnestWallMm: null,
      thinAreaMm2: 0,
      measuredAreaMm2: 0,
    });
    values[3] = 1.5;
    const finding = findWallFinding(plate, values);
    expect(finding.thinnestWallMm).toBe(1.5);
    expect(finding.thinAreaMm2).toBe(finding.measuredAreaMm2);
  });
});
