import type { ReadResult } from '../types.js';
import { isMeshReadError, toReadFailure } from './errors.js';
import { checkTriangleCount, resolveLimits } from './limits.js';
import { readMesh, type ReadMeshOptions } from './read-mesh.js';
import { BinaryFacetWelder, FACET_BYTES, finishBinaryStl, HEADER_BYTES } from './stl-binary.js';

// From process.getBuiltinModule: an ES import of node:fs loads fs/promises, streams and
// readline (30-odd internal modules) into every process that reads a file this way.
const { closeSync, fstatSync, openSync, readSync } = process.getBuiltinModule('node:fs');

/** The file could not be opened or read (missing, no permission, shrank while read). */
export class FileReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileReadError';
  }
}

/** Runs a file-system call; its failure becomes a FileReadError with the system's message. */
function fileCall<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw new FileReadError(error instanceof Error ? error.message : String(error));
  }
}

/** Facets per read of a streamed binary STL: 1 MB, small enough to stay in the CPU cache. */
const CHUNK_FACETS = 20_000;

/** Fills `into` from the file at `position`; false when the file ended first. */
function readFully(fd: number, into: Uint8Array, position: number): boolean {
  let done = 0;
  while (done < into.length) {
    const n = fileCall(() => readSync(fd, into, done, into.length - done, position + done));
    if (n === 0) return false;
    done += n;
  }
  return true;
}

/**
 * Reads a mesh file from disk with the same result as `readMesh` of its bytes. A binary STL
 * whose header count matches its size exactly (what content detection recognises first) is
 * decoded and welded in 1 MB chunks instead of holding the whole file: no file-sized buffer to
 * allocate and fault in, and each chunk is welded while it is still in the cache. Anything else
 * is read whole and handed to readMesh. A file that cannot be read throws FileReadError; bad
 * content comes back as a failure value.
 */
export async function readMeshFile(
  path: string,
  options: ReadMeshOptions = {},
): Promise<ReadResult> {
  const fd = fileCall(() => openSync(path, 'r'));
  try {
    const size = fileCall(() => fstatSync(fd).size);
    const header = new Uint8Array(Math.min(size, HEADER_BYTES));
    const declared =
      readFully(fd, header, 0) && size >= HEADER_BYTES
        ? new DataView(header.buffer).getUint32(80, true)
        : -1;
    if (declared <= 0 || HEADER_BYTES + FACET_BYTES * declared !== size) {
      const bytes = new Uint8Array(size);
      if (!readFully(fd, bytes, 0)) throw new FileReadError(`${path} changed while it was read`);
      return await readMesh(bytes, options);
    }
    return streamBinaryStl(fd, declared, options, path);
  } finally {
    closeSync(fd);
  }
}

function streamBinaryStl(
  fd: number,
  facetCount: number,
  options: ReadMeshOptions,
  path: string,
): ReadResult {
  try {
    const limits = resolveLimits(options);
    checkTriangleCount(facetCount, limits);
    const welder = new BinaryFacetWelder(facetCount, limits);
    const chunk = new Uint8Array(CHUNK_FACETS * FACET_BYTES);
    for (let first = 0; first < facetCount; first += CHUNK_FACETS) {
      const count = Math.min(CHUNK_FACETS, facetCount - first);
      const part = chunk.subarray(0, count * FACET_BYTES);
      if (!readFully(fd, part, HEADER_BYTES + first * FACET_BYTES)) {
        throw new FileReadError(`${path} changed while it was read`);
      }
      welder.addFacets(part, 0, count);
    }
    return finishBinaryStl(welder, []);
  } catch (error) {
    if (isMeshReadError(error)) return toReadFailure(error);
    throw error;
  }
}
