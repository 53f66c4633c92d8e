export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface ShellReport {
  readonly triangleCount: number;
  /** Signed volume of the shell in mm³: negative when its normals face inward (a cavity or an inside-out shell). */
  readonly volumeMm3: number;
  readonly areaMm2: number;
  /** Every edge of the shell is shared by exactly two of its triangles. */
  readonly isClosed: boolean;
}

/** What the engine measured on a mesh. Analysis never fails: defects are counts here. */
export interface MeshReport {
  readonly triangleCount: number;
  /** Distinct vertex positions. */
  readonly vertexCount: number;
  /** Axis-aligned bounding box of the vertices used by triangles, mm (all zero for an empty mesh). */
  readonly bbox: { readonly min: Vec3; readonly max: Vec3 };
  readonly dimensionsMm: Vec3;
  /** |Σ signed shell volumes|: cavities subtract, an inside-out model still measures positive. */
  readonly volumeMm3: number;
  readonly areaMm2: number;
  readonly shells: readonly ShellReport[];
  readonly shellCount: number;
  readonly boundaryEdgeCount: number;
  /** Holes: connected rims of boundary edges (loops touching at a vertex count once). */
  readonly openLoopCount: number;
  readonly nonManifoldEdgeCount: number;
  /** Edges whose two triangles disagree on orientation. */
  readonly inconsistentEdgeCount: number;
  /** Triangles with a repeated vertex or a height below `degenerateHeightMm`. */
  readonly degenerateFaceCount: number;
  /** Closed shells whose orientation contradicts their nesting (outer shells must have positive volume, cavities negative). */
  readonly insideOutShellCount: number;
  /** No boundary and no non-manifold edges (and at least one triangle). */
  readonly isWatertight: boolean;
}

export interface AnalyzeOptions {
  /** A triangle whose height (2·area / longest edge) is at most this is degenerate. Default 1e-9 × bbox diagonal. */
  readonly degenerateHeightMm?: number;
}
