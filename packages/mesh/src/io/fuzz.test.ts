import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRandom, mutate } from './fuzz-for-tests.js';
import { readMesh, write3mf } from './index.js';
import {
  ALL_ERROR_CODES,
  assertConsistentMesh,
  make3mf,
  makeAsciiStl,
  makeBinaryStl,
  modelPath,
  modelXml,
  requireModelsDir,
  TETRA,
  tetraObjectXml,
  text,
} from './test-support.js';

const LIMITS = { maxTriangles: 200_000, maxUncompressedBytes: 32 * 1024 * 1024, timeoutMs: 5_000 };

async function fuzz(
  seeds: readonly Uint8Array[],
  iterations: number,
  seed: number,
  shouldMutate = true,
): Promise<number> {
  const random = createRandom(seed);
  let meshes = 0;
  for (let i = 0; i < iterations; i++) {
    const input = shouldMutate ? mutate(seeds[i % seeds.length], random) : seeds[i % seeds.length];
    const result = await readMesh(input, LIMITS);
    if (result.ok) {
      assertConsistentMesh(result);
      meshes++;
    } else {
      expect(ALL_ERROR_CODES).toContain(result.error.code);
    }
  }
  return meshes;
}

const PLY_ASCII =
  'ply\nformat ascii 1.0\nelement vertex 4\nproperty float x\nproperty float y\nproperty float z\nelement face 4\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 0\n0 1 0\n0 0 1\n3 0 2 1\n3 0 1 3\n3 0 3 2\n3 1 2 3\n';
const OBJ =
  'o t\nv 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf -4 -1 -2\nf 2/1 3/1 4/1\n';

beforeAll(() => requireModelsDir());

describe('fuzzing: mutated valid files give a mesh or a typed error, never a throw', () => {
  it('STL binary and ASCII', async () => {
    const meshes = await fuzz([makeBinaryStl(TETRA), text(makeAsciiStl(TETRA, '\r\n'))], 600, 1);
    expect(meshes).toBeGreaterThan(0);
  });

  it('3MF, mutating both the archive and the XML inside it', async () => {
    const xml = modelXml(
      tetraObjectXml(1) +
        '<object id="2"><components><component objectid="1" transform="1 0 0 0 1 0 0 0 1 2 0 0"/></components></object>',
      '<item objectid="2"/>',
    );
    await fuzz(
      [
        make3mf(xml),
        write3mf({
          positions: Float32Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0),
          indices: Uint32Array.of(0, 1, 2),
        }),
      ],
      300,
      2,
    );
    const random = createRandom(3);
    const xmlMutants = Array.from({ length: 300 }, () => mutate(strToU8(xml), random));
    const rels =
      '<Relationships><Relationship Target="/3D/3dmodel.model" Id="r" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>';
    const zips = xmlMutants.map((model) =>
      zipSync({ '_rels/.rels': strToU8(rels), '3D/3dmodel.model': model }),
    );
    const meshes = await fuzz(zips, zips.length, 4, false);
    expect(meshes).toBeGreaterThan(0);
  });

  it('PLY ASCII and binary', async () => {
    const little = text(
      PLY_ASCII.replace('format ascii', 'format binary_little_endian').split('end_header\n')[0] +
        'end_header\n',
    );
    const body = new Uint8Array(4 * 12 + 4 * 13);
    const view = new DataView(body.buffer);
    [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1].forEach((v, i) => view.setFloat32(i * 4, v, true));
    [
      [0, 2, 1],
      [0, 1, 3],
      [0, 3, 2],
      [1, 2, 3],
    ].forEach((face, f) => {
      view.setUint8(48 + f * 13, 3);
      face.forEach((v, k) => view.setInt32(48 + f * 13 + 1 + k * 4, v, true));
    });
    const meshes = await fuzz([text(PLY_ASCII), Uint8Array.of(...little, ...body)], 600, 5);
    expect(meshes).toBeGreaterThan(0);
  });

  it('OBJ', async () => {
    expect(await fuzz([text(OBJ)], 500, 6)).toBeGreaterThan(0);
  });

  it('3DS', async () => {
    expect(
      await fuzz([new Uint8Array(readFileSync(modelPath('3ds/jeep1.3ds')))], 150, 7),
    ).toBeGreaterThan(0);
  });

  it('STEP', async () => {
    const box = readFileSync(modelPath('step/bad_occt_box_open_shell.stp'), 'latin1').replaceAll(
      'OPEN_SHELL',
      'CLOSED_SHELL',
    );
    const meshes = await fuzz([text(box)], 25, 8);
    expect(meshes).toBeGreaterThan(0);
  }, 30_000);
});
