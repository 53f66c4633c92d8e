export { readMesh, type ReadMeshOptions } from './read-mesh.js';
export { detectFormat } from './detect.js';
export { weldVertices, weldTriangleSoup } from './weld.js';
export { MM_PER_UNIT } from './result.js';
export { writeBinaryStl } from './write-stl.js';
export { write3mf, type Write3mfOptions } from './write-3mf.js';
