import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildEdgeTopology } from './edge-topology.js';
import { flipEdgeTopology } from './flip-topology.js';

describe('flipEdgeTopology', () => {
  it('equals the topology built from scratch after flipping any set of triangles', () => {
    const meshAndFlips = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 90 })
      .chain((raw) => {
        const indices = raw.slice(0, raw.length - (raw.length % 3));
        const faceCount = indices.length / 3;
        return fc.tuple(
          fc.constant(indices),
          fc.array(fc.boolean(), { minLength: faceCount, maxLength: faceCount }),
        );
      });
    fc.assert(
      fc.property(meshAndFlips, ([indices, flips]) => {
        const before = buildEdgeTopology(Uint32Array.from(indices), 10);
        const flippedIndices = Uint32Array.from(indices);
        const flipped = Uint8Array.from(flips, (f) => (f ? 1 : 0));
        for (let t = 0; t < flips.length; t++) {
          if (!flips[t]) continue;
          flippedIndices[3 * t + 1] = indices[3 * t + 2];
          flippedIndices[3 * t + 2] = indices[3 * t + 1];
        }
        const updated = flipEdgeTopology(before, flippedIndices, flipped);
        expect(updated).toEqual(buildEdgeTopology(flippedIndices, 10));
      }),
      { numRuns: 300 },
    );
  });
});
