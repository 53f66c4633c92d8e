import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

/** Edge counts by a plain Map over "low,high" strings: independent of the counting sort. */
function countEdgesByMap(indices: number[]) {
  const edges = new Map<string, number[]>();
  for (let h = 0; h < indices.length; h++) {
    const a = indices[h];
    const b = indices[h % 3 === 2 ? h - 2 : h + 1];
    if (a === b) continue;
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    edges.set(key, [...(edges.get(key) ?? []), a]);
  }
  let boundary = 0;
  let nonManifold = 0;
  let inconsistent = 0;
  for (const starts of edges.values()) {
    if (starts.length === 1) boundary++;
    else if (starts.length > 2) nonManifold++;
    else if (starts[0] === starts[1]) inconsistent++;
  }
  return { boundary, nonManifold, inconsistent, shells: labelShellsByMap(indices) };
}

/** Shell labels by repeated relabelling over a map of edges, numbered by first triangle. */
function labelShellsByMap(indices: number[]): number[] {
  const faceCount = indices.length / 3;
  const label = Array.from({ length: faceCount }, (_, t) => t);
  const facesOfEdge = new Map<string, number[]>();
  for (let h = 0; h < indices.length; h++) {
    const a = indices[h];
    const b = indices[h % 3 === 2 ? h - 2 : h + 1];
    if (a === b) continue;
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    facesOfEdge.set(key, [...(facesOfEdge.get(key) ?? []), Math.floor(h / 3)]);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const faces of facesOfEdge.values()) {
      const low = Math.min(...faces.map((f) => label[f]));
      for (const f of faces) {
        if (label[f] !== low) {
          for (let t = 0; t < faceCount; t++) if (label[t] === label[f]) label[t] = low;
          changed = true;
        }
      }
    }
  }
  const number = new Map<number, number>();
  return label.map((l) => {
    if (!number.has(l)) number.set(l, number.size);
    return number.get(l) ?? -1;
  });
}

/**
 * A tree of triangles: the root has a child on each of its edges and every other face one on
 * each of its two edges away from its parent (the child runs that edge the other way and adds
 * one vertex), so a breadth-first walk's front doubles with every level (3 · 2^(l-1) faces on
 * level l, not a power of two). Faces are numbered level by level from the root.
 */
function triangleTree(levels: number): { indices: number[]; vertexCount: number } {
  const indices = [0, 1, 2];
  let vertexCount = 3;
  let level = [0];
  for (let l = 0; l < levels; l++) {
    const next: number[] = [];
    for (const f of level) {
      const [a, b, c] = indices.slice(3 * f, 3 * f + 3);
      const edges =
        f === 0
          ? [
              [a, b],
              [b, c],
              [c, a],
            ]
          : [
              [b, c],
              [c, a],
            ];
      for (const [from, to] of edges) {
        next.push(indices.length / 3);
        indices.push(to, from, vertexCount++);
      }
    }
    level = next;
  }
  return { indices, vertexCount };
}

describe('buildEdgeTopology against a reference', () => {
  it('counts boundary, non-manifold and inconsistent edges and labels shells like a map of edges', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 60 }), (raw) => {
        const indices = raw.slice(0, raw.length - (raw.length % 3));
        const topo = buildEdgeTopology(Uint32Array.from(indices), 8);
        const expected = countEdgesByMap(indices);
        expect(topo.boundaryEdgeCount).toBe(expected.boundary);
        expect(topo.nonManifoldEdgeCount).toBe(expected.nonManifold);
        expect(topo.inconsistentEdgeCount).toBe(expected.inconsistent);
        expect([...topo.faceShell]).toEqual(expected.shells);
        expect(topo.shellCount).toBe(new Set(expected.shells).size);
        for (let h = 0; h < indices.length; h++) {
          const m = topo.mate[h];
          if (m >= 0) expect(topo.mate[m]).toBe(h);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('groups vertices with more half-edges than the first scratch bucket holds (64)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 200, maxLength: 450 }),
        (raw) => {
          const indices = raw.slice(0, raw.length - (raw.length % 3));
          const topo = buildEdgeTopology(Uint32Array.from(indices), 4);
          const expected = countEdgesByMap(indices);
          expect(topo.boundaryEdgeCount).toBe(expected.boundary);
          expect(topo.nonManifoldEdgeCount).toBe(expected.nonManifold);
          expect(topo.inconsistentEdgeCount).toBe(expected.inconsistent);
          expect([...topo.faceShell]).toEqual(expected.shells);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('pairs every edge of a closed 100-sided pyramid (200 half-edges at the apex)', () => {
    // Apex 0, rim 1..100, base centre 101: sides (0, r, r+1) and base (101, r+1, r).
    const sides = 100;
    const indices: number[] = [];
    for (let r = 0; r < sides; r++) {
      const a = 1 + r;
      const b = 1 + ((r + 1) % sides);
      indices.push(0, a, b, 101, b, a);
    }
    const topo = buildEdgeTopology(Uint32Array.from(indices), 102);
    expect(topo.boundaryEdgeCount).toBe(0);
    expect(topo.nonManifoldEdgeCount).toBe(0);
    expect(topo.inconsistentEdgeCount).toBe(0);
    expect(topo.shellCount).toBe(1);
    for (let h = 0; h < indices.length; h++) {
      const m = topo.mate[h];
      expect(m).toBeGreaterThanOrEqual(0);
      expect(topo.mate[m]).toBe(h);
      // A mate runs the same edge the other way.
      expect(indices[m]).toBe(indices[h % 3 === 2 ? h - 2 : h + 1]);
    }
  });
  it('labels shells whose walk front outgrows the first queue (4096 faces) and reuses spare memory', () => {
    // Two 12-level trees (12 286 faces each, 6144 on the last level), faces interleaved: tree A
    // on even faces (vertices first), tree B on odd faces.
    const tree = triangleTree(12);
    const faceCount = tree.indices.length / 3;
    const indices = new Uint32Array(6 * faceCount);
    for (let f = 0; f < faceCount; f++) {
      for (let k = 0; k < 3; k++) {
        indices[6 * f + k] = tree.indices[3 * f + k];
        indices[6 * f + 3 + k] = tree.indices[3 * f + k] + tree.vertexCount;
      }
    }
    const first = buildEdgeTopology(indices, 2 * tree.vertexCount);
    expect(first.shellCount).toBe(2);
    expect(first.faceShell.every((shell, f) => shell === f % 2)).toBe(true);
    // Per tree: 3 half-edges per face, 2 per edge between a face and its parent.
    expect(first.boundaryEdgeCount).toBe(2 * (faceCount + 2));
    expect(faceCount).toBe(12_286);
    expect(first.inconsistentEdgeCount).toBe(0);
    // Another mesh in between leaves its scratch arrays as spare memory with stale values.
    buildEdgeTopology(Uint32Array.from(TETRA), 4);
    const again = buildEdgeTopology(indices, 2 * tree.vertexCount);
    expect([...again.faceShell]).toEqual([...first.faceShell]);
    expect([...again.mate]).toEqual([...first.mate]);
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
