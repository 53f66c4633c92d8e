export { analyzeMesh } from './analyze-mesh.js';
export type { AnalyzeOptions, MeshReport, ShellReport, Vec3 } from './mesh-report.js';
