import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import { DEFAULT_MAX_UNPACK_RATIO, resolveLimits } from './limits.js';
import { readZipDirectory } from './zip.js';
import {
  assertConsistentMesh,
  boundingBoxSize,
  expectOk,
  modelPath,
  outcomeOf,
  requireModelsDir,
} from './test-support.js';

const read = async (relative: string) =>
  readMesh(new Uint8Array(readFileSync(modelPath(relative))), { fileName: relative });

beforeAll(() => requireModelsDir());

describe('real customer-like files in shared/models', () => {
  it.each([
    ['stl/benchy_gunwale_binary.stl', 'stl-binary', 55_484],
    ['stl/busted_normals_binary.stl', 'stl-binary', null],
    ['stl/occt_motor_multishell_ascii.stl', 'stl-ascii', null],
    ['stl/octagonal_pocket_solid_header_binary.stl', 'stl-binary', null],
    ['stl/sphere_with_hole_ascii.stl', 'stl-ascii', null],
    ['stl/triangle_soup_100_binary.stl', 'stl-binary', 100],
    ['stl/utah_teapot_open_binary.stl', 'stl-binary', null],
    ['3mf/3DBenchy_creativetools.3mf', '3mf', 225_154],
    ['3mf/consortium_dodeca_chain_loop.3mf', '3mf', null],
    ['3mf/lib3mf_holed_cube_with_support_objects_inch.3mf', '3mf', 144],
    ['ply/fuze_ascii_extra_tokens.ply', 'ply', null],
    ['ply/stanford_bunny_res2_ascii.ply', 'ply', 16_301],
    ['3ds/jeep1.3ds', '3ds', null],
  ])('reads %s as %s', async (file, format, triangles) => {
    const result = expectOk(await read(file));
    expect(result.format).toBe(format);
    if (triangles !== null) expect(result.mesh.indices.length / 3).toBe(triangles);
    assertConsistentMesh(result);
  });

  it('reads the triangle bytes of the binary STL even though its header text says "solid"', () => {
    const bytes = readFileSync(modelPath('stl/octagonal_pocket_solid_header_binary.stl'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('solid');
  });

  it('keeps the 100 soup triangles as 300 separate corners', async () => {
    const result = expectOk(await read('stl/triangle_soup_100_binary.stl'));
    expect(result.mesh.positions.length / 3).toBe(300);
  });

  it('reads the 3DS jeep as 7 objects', async () => {
    expect(expectOk(await read('3ds/jeep1.3ds')).objectCount).toBe(7);
  });

  it('converts the inch 3MF to millimetres and skips its support objects', async () => {
    const result = expectOk(await read('3mf/lib3mf_holed_cube_with_support_objects_inch.3mf'));
    expect(result.declaredUnit).toBe('inch');
    expect(result.diagnostics.join(' ')).toMatch(/support/);
    const zip = unzipSync(
      readFileSync(modelPath('3mf/lib3mf_holed_cube_with_support_objects_inch.3mf')),
    );
    const xml = strFromU8(zip['3D/3dmodel.model']);
    const cube = /<object id="2"[\s\S]*?<\/object>/.exec(xml)?.[0] ?? '';
    const raw = [...cube.matchAll(/<vertex x="([^"]+)" y="([^"]+)" z="([^"]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
    ]);
    expect(raw.length).toBeGreaterThan(8);
    const rawSize = [0, 1, 2].map(
      (k) => Math.max(...raw.map((v) => v[k])) - Math.min(...raw.map((v) => v[k])),
    );
    boundingBoxSize(result.mesh.positions).forEach((size, k) =>
      expect(size).toBeCloseTo(rawSize[k] * 25.4, 2),
    );
  });

  it.each([
    '3mf/3DBenchy_creativetools.3mf',
    '3mf/consortium_dodeca_chain_loop.3mf',
    '3mf/lib3mf_holed_cube_with_support_objects_inch.3mf',
  ])('unpacks %s to less than a quarter of the unpack ratio limit', (file) => {
    const bytes = new Uint8Array(readFileSync(modelPath(file)));
    const entries = readZipDirectory(bytes, resolveLimits({ maxUnpackRatio: Infinity }));
    const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    expect(unpacked / bytes.length).toBeLessThan(DEFAULT_MAX_UNPACK_RATIO / 4);
  });

  it.each([
    ['3mf/bad_N_XXX_0422_01_comma_decimal.3mf', 'INVALID_NUMBER'],
    ['3mf/bad_mustfail_build_item_type_other.3mf', 'MALFORMED'],
    ['step/bad_occt_box_open_shell.stp', 'NO_GEOMETRY'],
  ])('refuses %s with %s', async (file, code) => {
    const result = await read(file);
    expect(outcomeOf(result)).toBe(code);
    expect(result.ok ? '' : result.error.message.length).toBeGreaterThan(10);
  });
});
