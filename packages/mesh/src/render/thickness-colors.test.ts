import { describe, expect, it } from 'vitest';
import { createBoxMesh, mergeMeshes } from '../thickness/box-mesh.js';
import { computeWallThickness } from '../thickness/wall-thickness.js';
import { pickThicknessColor, thicknessColors, thicknessCornerColors } from './thickness-colors.js';

describe('thickness colours', () => {
  it('colours against the minimum wall: red below, orange-yellow near, green, blue far above, grey unknown', () => {
    expect(pickThicknessColor(0.5, 1)).toEqual([214, 40, 40]);
    const [r, g, b] = pickThicknessColor(1.2, 1);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(pickThicknessColor(2, 1)).toEqual([70, 176, 96]);
    const [r4, , b4] = pickThicknessColor(10, 1);
    expect(b4).toBeGreaterThan(r4 + 100);
    expect(pickThicknessColor(NaN, 1)).toEqual([150, 150, 150]);
  });

  it('colours the faces of a 0.6 mm wall red for a 1 mm minimum, and not at scale 2', () => {
    const outer = createBoxMesh([0, 0, 0], [20, 20, 20]);
    const cavity = createBoxMesh([0.6, 3, 3], [17, 17, 17], true);
    const wt = computeWallThickness(mergeMeshes([outer, cavity]));
    // Triangle 20 and 21 are the cavity's x = 0.6 face (face 4 of the second box).
    const atOne = thicknessColors(wt, { scale: 1, minWallMm: 1 });
    expect(Array.from(atOne.subarray(60, 63))).toEqual([214, 40, 40]);
    const atTwo = thicknessColors(wt, { scale: 2, minWallMm: 1 });
    expect(Array.from(atTwo.subarray(60, 63))).not.toEqual([214, 40, 40]);
    const corners = thicknessCornerColors(wt, { scale: 1, minWallMm: 1 });
    expect(corners).toHaveLength(wt.triangleCount * 9);
    expect(Array.from(corners.subarray(180, 183))).toEqual([214, 40, 40]);
  });
});
