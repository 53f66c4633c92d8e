export { repairMesh } from './repair-mesh.js';
export type { RepairInfo, RepairOptions, RepairResult } from './repair-types.js';
