import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isMeshReadError } from './errors.js';
import { readMesh } from './index.js';
import { DEFAULT_MAX_UNPACK_RATIO, resolveLimits, UNPACK_RATIO_FLOOR_BYTES } from './limits.js';
import { read3mf } from './threemf.js';
import { INFLATE_SLICE_BYTES } from './zip.js';
import { build3mfBomb } from './zip-bomb-for-tests.js';
import {
  assertConsistentMesh,
  boundingBoxSize,
  expectOk,
  make3mf,
  modelXml,
  modelPath,
  outcomeOf,
  tetraObjectXml,
} from './test-support.js';

const TETRA_ITEM = '<item objectid="1"/>';

/** Signed volume from the triple products; positive when triangles face outward. */
function signedVolume(positions: Float32Array, indices: Uint32Array): number {
  let sum = 0;
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i] * 3, indices[i + 1] * 3, indices[i + 2] * 3];
    sum +=
      positions[a] * (positions[b + 1] * positions[c + 2] - positions[b + 2] * positions[c + 1]) -
      positions[a + 1] * (positions[b] * positions[c + 2] - positions[b + 2] * positions[c]) +
      positions[a + 2] * (positions[b] * positions[c + 1] - positions[b + 1] * positions[c]);
  }
  return sum / 6;
}

/** Rewrites a field of the central-directory record of `name` (offset within the record). */
function patchCentralDirectory(
  zip: Uint8Array,
  name: string,
  fieldOffset: number,
  value: number,
  bytes: 2 | 4,
): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let p = copy.length - 46; p >= 0; p--) {
    if (view.getUint32(p, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(p + 28, true);
    if (new TextDecoder().decode(copy.subarray(p + 46, p + 46 + nameLength)) !== name) continue;
    if (bytes === 2) view.setUint16(p + fieldOffset, value, true);
    else view.setUint32(p + fieldOffset, value, true);
    return copy;
  }
  throw new Error(`no central record for ${name}`);
}

describe('3MF reader', () => {
  it('reads one object with its build item', async () => {
    const result = expectOk(await readMesh(make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM))));
    expect(result.format).toBe('3mf');
    expect(result.declaredUnit).toBe('millimeter');
    expect(result.unitAssumed).toBe(false);
    expect(result.mesh.indices.length / 3).toBe(4);
    expect(signedVolume(result.mesh.positions, result.mesh.indices)).toBeCloseTo(1 / 6, 6);
    assertConsistentMesh(result);
  });

  it.each([
    ['micron', 0.001],
    ['centimeter', 10],
    ['inch', 25.4],
    ['foot', 304.8],
    ['meter', 1000],
  ])('converts unit %s to millimetres', async (unit, factor) => {
    const result = expectOk(await readMesh(make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM, unit))));
    expect(result.declaredUnit).toBe(unit);
    expect(boundingBoxSize(result.mesh.positions)[2]).toBeCloseTo(factor, 3);
  });

  it('applies component and build item transforms', async () => {
    const components =
      '<object id="2" type="model"><components>' +
      '<component objectid="1"/><component objectid="1" transform="1 0 0 0 1 0 0 0 1 10 0 0"/>' +
      '</components></object>';
    const build = '<item objectid="2" transform="2 0 0 0 2 0 0 0 2 0 0 5"/>';
    const result = expectOk(
      await readMesh(make3mf(modelXml(tetraObjectXml(1) + components, build))),
    );
    expect(result.mesh.indices.length / 3).toBe(8);
    expect(boundingBoxSize(result.mesh.positions)).toEqual([22, 2, 2]);
    expect(Math.min(...Array.from(result.mesh.positions).filter((_, i) => i % 3 === 2))).toBe(5);
  });

  it('counts several build items and keeps normals outward under a mirror transform', async () => {
    const build = TETRA_ITEM + '<item objectid="1" transform="-1 0 0 0 1 0 0 0 1 -3 0 0"/>';
    const result = expectOk(await readMesh(make3mf(modelXml(tetraObjectXml(1), build))));
    expect(result.objectCount).toBe(2);
    expect(signedVolume(result.mesh.positions, result.mesh.indices)).toBeCloseTo(2 / 6, 6);
  });

  it('skips support objects with a diagnostic', async () => {
    const xml = modelXml(
      tetraObjectXml(1) + tetraObjectXml(2, 'support', 5),
      TETRA_ITEM + '<item objectid="2"/>',
    );
    const result = expectOk(await readMesh(make3mf(xml)));
    expect(result.mesh.indices.length / 3).toBe(4);
    expect(result.diagnostics.join(' ')).toMatch(/support object 2 skipped/);
  });

  it('reads objects from another model part (production extension p:path)', async () => {
    const other = modelXml(tetraObjectXml(7), '');
    const root = modelXml(
      '',
      '<item objectid="7" p:path="/3D/other.model"/>',
      'millimeter',
      'xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06"',
    );
    const result = expectOk(await readMesh(make3mf(root, { '3D/other.model': strToU8(other) })));
    expect(result.mesh.indices.length / 3).toBe(4);
  });

  it('finds the model through _rels/.rels when it is not at the default path', async () => {
    const rels =
      '<Relationships><Relationship Target="/model/main.model" Id="r" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>';
    const zip = zipSync({
      '_rels/.rels': strToU8(rels),
      'model/main.model': strToU8(modelXml(tetraObjectXml(1), TETRA_ITEM)),
    });
    expect(outcomeOf(await readMesh(zip))).toBe('ok');
  });

  it('refuses invalid models with typed errors', async () => {
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE model [<!ENTITY a "aaaa">]><model unit="millimeter"><resources/><build/></model>';
    const cases: [Uint8Array, string][] = [
      [make3mf(modelXml(tetraObjectXml(1, 'other'), TETRA_ITEM)), 'MALFORMED'],
      [
        make3mf(modelXml(tetraObjectXml(1).replace('x="1"', 'x="1,5"'), TETRA_ITEM)),
        'INVALID_NUMBER',
      ],
      [
        make3mf(modelXml(tetraObjectXml(1).replace('v3="3"', 'v3="9"'), TETRA_ITEM)),
        'INDEX_OUT_OF_RANGE',
      ],
      [make3mf(doctype), 'XML_ENTITY'],
      [make3mf(modelXml(tetraObjectXml(1), '<item objectid="5"/>')), 'MALFORMED'],
      [make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM, 'parsec')), 'MALFORMED'],
      [make3mf(modelXml(tetraObjectXml(1), '')), 'NO_GEOMETRY'],
      [make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM).replace('</model>', '')), 'MALFORMED'],
      [
        make3mf(
          modelXml(
            tetraObjectXml(1),
            TETRA_ITEM,
            'millimeter',
            'xmlns:b="http://schemas.microsoft.com/3dmanufacturing/beamlattice/2017/02" requiredextensions="b"',
          ),
        ),
        'UNSUPPORTED_FEATURE',
      ],
      [zipSync({ 'readme.txt': strToU8('hello') }), 'UNKNOWN_FORMAT'],
    ];
    for (const [file, code] of cases) expect(outcomeOf(await readMesh(file))).toBe(code);
  });

  it('refuses objects nested in a cycle', async () => {
    const cyclic =
      '<object id="1"><components><component objectid="2"/></components></object><object id="2"><components><component objectid="1"/></components></object>';
    expect(outcomeOf(await readMesh(make3mf(modelXml(cyclic, TETRA_ITEM))))).toBe('MALFORMED');
  });

  it('refuses more triangles than allowed', async () => {
    const result = await readMesh(make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM)), {
      maxTriangles: 3,
    });
    expect(outcomeOf(result)).toBe('TOO_MANY_TRIANGLES');
  });
});

describe('3MF archive limits', () => {
  const valid = make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM));

  it('refuses archives above the uncompressed size limit before inflating', async () => {
    expect(outcomeOf(await readMesh(valid, { maxUncompressedBytes: 100 }))).toBe('TOO_LARGE');
  });

  it('refuses an entry with an absurd compression ratio', async () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const bomb = make3mf(modelXml(tetraObjectXml(1), TETRA_ITEM), { '3D/padding.bin': zeros });
    expect(outcomeOf(await readMesh(bomb))).toBe('ZIP_BOMB');
  });

  it('stops inflating when an entry grows beyond its declared size', async () => {
    const lying = patchCentralDirectory(valid, '3D/3dmodel.model', 24, 50, 4);
    expect(outcomeOf(await readMesh(lying))).toBe('ZIP_BOMB');
  });

  it('refuses unknown compression methods, cut archives and bad deflate data', async () => {
    expect(
      outcomeOf(await readMesh(patchCentralDirectory(valid, '3D/3dmodel.model', 10, 12, 2))),
    ).toBe('UNSUPPORTED_FEATURE');
    expect(outcomeOf(await readMesh(valid.subarray(0, valid.length - 30)))).toBe('TRUNCATED');
    const corrupt = valid.slice();
    corrupt.fill(0xff, 200, 260);
    expect(['MALFORMED', 'TRUNCATED', 'XML_ENTITY', 'UNKNOWN_FORMAT']).toContain(
      outcomeOf(await readMesh(corrupt)),
    );
  });
});

describe('damaged archives (issue 14: verified CRC-32 and sizes)', () => {
  // The real Benchy, re-packed without compression so a damaged byte changes only the content:
  // the CRC-32 is then the one thing that can tell.
  const entries = unzipSync(readFileSync(modelPath('3mf/3DBenchy_creativetools.3mf')));
  const stored = zipSync(entries, { level: 0 });
  const modelName = Object.keys(entries).find((name) => name.endsWith('.model')) ?? '';

  function flipDigitInModel(zip: Uint8Array): Uint8Array {
    const copy = zip.slice();
    const marker = new TextEncoder().encode('<vertex x="');
    for (let p = 0; p < copy.length - marker.length; p++) {
      if (marker.every((byte, i) => copy[p + i] === byte)) {
        const digit = p + marker.length;
        copy[digit] = copy[digit] === 0x31 ? 0x32 : 0x31;
        return copy;
      }
    }
    throw new Error('no vertex in the model');
  }

  it('reads the re-packed Benchy as it is', async () => {
    expect(outcomeOf(await readMesh(stored))).toBe('ok');
  });

  it('refuses an entry whose bytes fail their CRC-32, with the reason', async () => {
    const result = await readMesh(flipDigitInModel(stored));
    expect(outcomeOf(result)).toBe('MALFORMED');
    expect(result.ok ? '' : result.error.message).toMatch(/CRC-32/);
  });

  it('refuses a truncated archive and an entry that declares more bytes than it holds', async () => {
    expect(outcomeOf(await readMesh(stored.subarray(0, Math.floor(stored.length / 2))))).toBe(
      'TRUNCATED',
    );
    const deflated = zipSync(entries);
    const entry = entries[modelName];
    const longer = patchCentralDirectory(deflated, modelName, 24, (entry?.length ?? 0) + 10, 4);
    expect(outcomeOf(await readMesh(longer))).toBe('TRUNCATED');
  });
});

describe('decompression bombs under the old 500:1 threshold (issue 23: streamed model part)', () => {
  /** Reads with the limits given, counting every inflated chunk through the reader's hook. */
  function readCounting(
    bytes: Uint8Array,
    options: Parameters<typeof resolveLimits>[0] = {},
  ): { code: string; message: string; inflated: number; largestChunk: number } {
    const seen = { inflated: 0, largestChunk: 0 };
    const limits = {
      ...resolveLimits(options),
      onInflate: (chunkBytes: number) => {
        seen.inflated += chunkBytes;
        seen.largestChunk = Math.max(seen.largestChunk, chunkBytes);
      },
    };
    try {
      read3mf(bytes, limits);
      return { code: 'ok', message: '', ...seen };
    } catch (error) {
      if (!isMeshReadError(error)) throw error;
      return { code: error.code, message: error.message, ...seen };
    }
  }

  /** Deflate expands at most 1032:1: one pushed slice never inflates to more. */
  const MAX_CHUNK = INFLATE_SLICE_BYTES * 1032;
  const bomb = build3mfBomb(24 * 1024 * 1024);
  const ratio = bomb.unpackedBytes / bomb.zip.length;

  it('builds a bomb the old per-entry check let through (ratio above 50:1, under 500:1)', () => {
    expect(ratio).toBeGreaterThan(DEFAULT_MAX_UNPACK_RATIO);
    expect(ratio).toBeLessThan(500);
  });

  it('refuses it as ZIP_BOMB from its declared sizes, before inflating a byte', () => {
    const outcome = readCounting(bomb.zip);
    expect(outcome).toMatchObject({ code: 'ZIP_BOMB', inflated: 0 });
    expect(outcome.message).toMatch(/50 times its own size/);
  });

  it('stops within one chunk when the central directory lies about the size', () => {
    // The model part claims 2 MiB (within the budget) and inflates to 24 MiB.
    const claimed = 2 * 1024 * 1024;
    const lying = patchCentralDirectory(bomb.zip, '3D/3dmodel.model', 24, claimed, 4);
    const outcome = readCounting(lying, { maxUnpackRatio: 1000 });
    expect(outcome.code).toBe('ZIP_BOMB');
    expect(outcome.message).toMatch(/inflates beyond its size/);
    expect(outcome.largestChunk).toBeLessThanOrEqual(MAX_CHUNK);
    expect(outcome.inflated).toBeLessThanOrEqual(claimed + outcome.largestChunk + 1024);
    expect(outcome.inflated).toBeLessThan(bomb.unpackedBytes / 2);
  });

  it('stops a bomb hidden behind incompressible padding once it passes 16 MiB at over 50:1', () => {
    // 600 KB of noise bring the file's ratio under 50:1, so the declared sizes pass.
    const padded = build3mfBomb(24 * 1024 * 1024, { paddingBytes: 600_000 });
    expect(padded.unpackedBytes / padded.zip.length).toBeLessThan(DEFAULT_MAX_UNPACK_RATIO);
    const outcome = readCounting(padded.zip);
    expect(outcome.code).toBe('ZIP_BOMB');
    expect(outcome.message).toMatch(/inflates at more than 50:1/);
    expect(outcome.inflated).toBeLessThanOrEqual(
      UNPACK_RATIO_FLOOR_BYTES + outcome.largestChunk + 1024,
    );
  });

  it('stops within one chunk at the absolute unpacked cap and at the vertex cap', () => {
    const capped = readCounting(bomb.zip, {
      maxUnpackRatio: 1000,
      maxUncompressedBytes: 4 * 1024 * 1024,
    });
    expect(capped).toMatchObject({ code: 'TOO_LARGE', inflated: 0 });

    // Within every byte limit, but more vertices than 3 per allowed triangle: the parser stops
    // the inflation as soon as the vertex count passes the cap.
    const maxTriangles = 1000;
    const vertices = readCounting(bomb.zip, { maxUnpackRatio: 1000, maxTriangles });
    expect(vertices.code).toBe('TOO_LARGE');
    expect(vertices.message).toMatch(/vertices/);
    const bytesForCap = 3 * maxTriangles * '<vertex x="10" y="20" z="30"/>\n'.length + 1024;
    expect(vertices.inflated).toBeLessThanOrEqual(bytesForCap + vertices.largestChunk);
    expect(vertices.inflated).toBeLessThan(bomb.unpackedBytes / 2);
  });

  it('reads an archive of regular XML up to 16 MiB whatever its ratio', async () => {
    const regular = build3mfBomb(UNPACK_RATIO_FLOOR_BYTES);
    expect(regular.unpackedBytes / regular.zip.length).toBeGreaterThan(DEFAULT_MAX_UNPACK_RATIO);
    // Past the byte limits it is an ordinary file: its one triangle uses vertices 0, 1 and 2.
    expect(outcomeOf(await readMesh(regular.zip))).toBe('ok');
  });
});
