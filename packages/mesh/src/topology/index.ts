export {
  canonicalizeVertices,
  isKnownCanonicalMesh,
  type CanonicalVertices,
} from './canonical-vertices.js';
export {
  buildEdgeTopology,
  nextHalfEdge,
  MATE_BOUNDARY,
  MATE_DEGENERATE,
  MATE_NON_MANIFOLD,
  type EdgeTopology,
} from './edge-topology.js';
export { flipEdgeTopology } from './flip-topology.js';
export { traceBoundaryLoops, type BoundaryLoops } from './boundary-loops.js';
export { createUnionFind, findRoot, unionSets } from './union-find.js';
