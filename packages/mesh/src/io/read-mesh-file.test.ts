import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTorus } from '../../bench/shapes.js';
import { FileReadError, readMeshFile } from './read-mesh-file.js';
import { readMesh, writeBinaryStl } from './index.js';
import { makeBinaryStl, modelPath, requireModelsDir, TETRA } from './test-support.js';

const dir = mkdtempSync(join(tmpdir(), 'read-mesh-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(() => requireModelsDir());

/** readMeshFile(path) must give exactly what readMesh gives for the file's bytes. */
async function expectSameAsBytes(path: string): Promise<void> {
  const fromFile = await readMeshFile(path, { fileName: path });
  const fromBytes = await readMesh(readFileSync(path), { fileName: path });
  expect(fromFile).toEqual(fromBytes);
}

function writeTemp(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

describe('readMeshFile', () => {
  it('streams a binary STL of many 1 MB chunks to the same mesh as readMesh of its bytes', async () => {
    // 2·300·80 = 48 000 facets: two whole chunks of 20 000 facets and a partial one.
    const path = writeTemp('torus.stl', writeBinaryStl(generateTorus(40, 10, 300, 80)));
    const result = await readMeshFile(path);
    expect(result.ok && result.mesh.indices.length).toBe(3 * 48_000);
    await expectSameAsBytes(path);
  });

  it('drops NaN facets and refuses too many triangles exactly like readMesh', async () => {
    const withNaN = makeBinaryStl([...TETRA, [NaN, 0, 0, 1, 0, 0, 0, 1, 0]]);
    const path = writeTemp('nan.stl', withNaN);
    await expectSameAsBytes(path);
    const result = await readMeshFile(path);
    expect(result.ok && result.diagnostics).toContain(
      '1 facets with NaN or infinite coordinates dropped',
    );
    const limited = await readMeshFile(path, { maxTriangles: 2 });
    expect(limited).toEqual(await readMesh(withNaN, { maxTriangles: 2 }));
    expect(limited.ok ? null : limited.error.code).toBe('TOO_MANY_TRIANGLES');
  });

  it('reads STL whose header count lies, empty and header-only files through readMesh', async () => {
    const cases = {
      'lying-count.stl': makeBinaryStl(TETRA, { declaredCount: 9 }),
      'extra-bytes.stl': makeBinaryStl(TETRA, { extraBytes: 7 }),
      'empty.stl': new Uint8Array(0),
      'header-only.stl': makeBinaryStl([]),
      'short.stl': new Uint8Array(40),
    };
    for (const [name, bytes] of Object.entries(cases))
      await expectSameAsBytes(writeTemp(name, bytes));
    const empty = await readMeshFile(join(dir, 'empty.stl'));
    expect(empty.ok ? null : empty.error.code).toBe('EMPTY_FILE');
  });

  it('gives the same result as readMesh for every shared model', async () => {
    // STEP goes the same way as 3MF, PLY and 3DS (read whole, then readMesh) and is slow to convert.
    for (const folder of ['stl', '3mf', 'ply', '3ds']) {
      for (const name of readdirSync(modelPath(folder))) {
        await expectSameAsBytes(modelPath(`${folder}/${name}`));
      }
    }
  }, 60_000);

  it('throws FileReadError for a file that does not exist or is a folder', async () => {
    await expect(readMeshFile(join(dir, 'missing.stl'))).rejects.toThrow(FileReadError);
    await expect(readMeshFile(dir)).rejects.toThrow(FileReadError);
  });
});
