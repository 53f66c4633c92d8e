import { describe, expect, it } from 'vitest';
import { buildEdgeTopology, MATE_BOUNDARY, MATE_NON_MANIFOLD } from './edge-topology.js';
import { traceBoundaryLoops } from './boundary-loops.js';
import { canonicalizeVertices } from './canonical-vertices.js';

// Tetrahedron 0..3, outward counter-clockwise.
const TETRA = [0, 2, 1, 0, 1, 3, 1, 2, 3, 2, 0, 3];

describe('buildEdgeTopology', () => {
  it('finds a closed tetrahedron: 6 two-triangle edges, one shell', () => {
    const topo = buildEdgeTopology(Uint32Array.from(TETRA), 4);
    expect(topo.boundaryEdgeCount).toBe(0);
    expect(topo.nonManifoldEdgeCount).toBe(0);
    expect(topo.inconsistentEdgeCount).toBe(0);
    expect(topo.shellCount).toBe(1);
    expect([...topo.mate].every((m) => m >= 0)).toBe(true);
  });

  it('reports the three rim edges of a missing face as one loop', () => {
    const indices = Uint32Array.from(TETRA.slice(3));
    const topo = buildEdgeTopology(indices, 4);
    expect(topo.boundaryEdgeCount).toBe(3);
    const loops = traceBoundaryLoops(indices, topo.mate, 4);
    expect(loops.loopCount).toBe(1);
    expect(loops.holeCount).toBe(1);
    expect(loops.isClosed[0]).toBe(1);
    expect(loops.loopStart[1] - loops.loopStart[0]).toBe(3);
  });

  it('counts the three edges of a flipped face as inconsistent', () => {
    const indices = Uint32Array.from(TETRA);
    [indices[1], indices[2]] = [indices[2], indices[1]];
    expect(buildEdgeTopology(indices, 4).inconsistentEdgeCount).toBe(3);
  });

  it('joins two tetrahedra sharing one edge into one shell with a non-manifold edge', () => {
    // Second tetrahedron on vertices 0, 1, 4, 5 shares edge 0–1.
    const second = [0, 4, 1, 0, 1, 5, 1, 4, 5, 4, 0, 5];
    const topo = buildEdgeTopology(Uint32Array.from([...TETRA, ...second]), 6);
    expect(topo.nonManifoldEdgeCount).toBe(1);
    expect(topo.shellCount).toBe(1);
    expect([...topo.mate].filter((m) => m === MATE_NON_MANIFOLD)).toHaveLength(4);
  });

  it('labels disjoint parts as separate shells in order of their first triangle', () => {
    const second = TETRA.map((v) => v + 4);
    const topo = buildEdgeTopology(Uint32Array.from([...second, ...TETRA]), 8);
    expect(topo.shellCount).toBe(2);
    expect([...topo.faceShell]).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('groups two holes touching at one vertex into one hole of two loops', () => {
    // Fan of 4 triangles around vertex 0 with two opposite ones missing: a bow tie.
    const indices = Uint32Array.from([0, 1, 2, 0, 3, 4]);
    const topo = buildEdgeTopology(indices, 5);
    expect([...topo.mate].every((m) => m === MATE_BOUNDARY)).toBe(true);
    const loops = traceBoundaryLoops(indices, topo.mate, 5);
    expect(loops.loopCount).toBe(2);
    expect(loops.holeCount).toBe(1);
  });
});

describe('canonicalizeVertices', () => {
  it('merges bit-identical positions, treating -0 as 0', () => {
    const positions = Float32Array.from([0, 0, 0, 1, 0, 0, -0, 0, 0, 1, 0, 0]);
    const result = canonicalizeVertices({
      positions,
      indices: Uint32Array.from([0, 1, 2, 3, 1, 0]),
    });
    expect(result.vertexCount).toBe(2);
    expect([...result.indices]).toEqual([0, 1, 0, 1, 1, 0]);
  });
});
