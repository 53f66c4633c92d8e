import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkUploadContent,
  isRefusedByHead,
  PRECHECK_HEAD_BYTES,
  PRECHECK_TAIL_BYTES,
  type ContentCheck,
} from './precheck.js';
import {
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
import { build3mfBomb } from './zip-bomb-for-tests.js';

/** What the upload route hands over: the first and last bytes and the size. */
function sample(bytes: Uint8Array, extension: string) {
  return {
    head: bytes.subarray(0, PRECHECK_HEAD_BYTES),
    tail: bytes.subarray(Math.max(0, bytes.length - PRECHECK_TAIL_BYTES)),
    sizeBytes: bytes.length,
    extension,
  };
}

const check = (bytes: Uint8Array, extension: string): ContentCheck =>
  checkUploadContent(sample(bytes, extension));
const codeOf = (result: ContentCheck) => (result.ok ? 'OK' : result.code);
const random = (size: number) => new Uint8Array(randomBytes(size));

/** A finely tessellated grid surface as binary STL: a real model's facets over many KiB. */
function gridStl(triangles: number, declared = triangles): Uint8Array {
  const bytes = makeBinaryStl([], { declaredCount: declared });
  const out = new Uint8Array(84 + 50 * triangles);
  out.set(bytes.subarray(0, 84));
  const view = new DataView(out.buffer);
  for (let f = 0; f < triangles; f++) {
    const x = (f >> 1) * 0.5;
    const corners =
      f % 2 === 0 ? [x, 0, 1, x + 0.5, 0, 1, x, 1, 1] : [x + 0.5, 0, 1, x + 0.5, 1, 1, x, 1, 1];
    corners.forEach((value, k) => view.setFloat32(84 + f * 50 + 12 + 4 * k, value, true));
  }
  return out;
}

describe('checkUploadContent: random bytes are refused with the format’s reason', () => {
  it.each([
    ['stl', 'STL_FACET_COUNT_MISMATCH'],
    ['3mf', 'THREEMF_NOT_ZIP'],
    ['obj', 'OBJ_NOT_TEXT'],
    ['step', 'STEP_NO_HEADER'],
    ['stp', 'STEP_NO_HEADER'],
    ['ply', 'PLY_NO_HEADER'],
    ['3ds', 'THREEDS_NO_MAIN_CHUNK'],
  ])('.%s → %s', (extension, code) => {
    for (let i = 0; i < 20; i++) expect(codeOf(check(random(300_017), extension))).toBe(code);
  });

  it('tells the declared count, the size it needs and the size the file has', () => {
    const bytes = random(1_000_017);
    new DataView(bytes.buffer).setUint32(80, 123_456, true);
    const result = check(bytes, 'stl');
    expect(result).toMatchObject({
      ok: false,
      code: 'STL_FACET_COUNT_MISMATCH',
      details: {
        declaredTriangles: 123_456,
        expectedBytes: 84 + 50 * 123_456,
        sizeBytes: 1_000_017,
      },
    });
  });

  it('refuses random facets even when the header count fits the size', () => {
    const bytes = random(84 + 50 * 20_000);
    new DataView(bytes.buffer).setUint32(80, 20_000, true);
    expect(codeOf(check(bytes, 'stl'))).toBe('STL_NOT_GEOMETRY');
  });

  it('refuses a model whose end is random (the tail is sampled too)', () => {
    const bytes = gridStl(40_000);
    bytes.set(random(500_000), bytes.length - 500_000);
    expect(codeOf(check(bytes, 'stl'))).toBe('STL_NOT_GEOMETRY');
    expect(codeOf(check(gridStl(40_000), 'stl'))).toBe('OK');
  });

  it('refuses a file of zeros (every facet one point)', () => {
    expect(codeOf(check(new Uint8Array(200_000), 'stl'))).toBe('STL_FACET_COUNT_MISMATCH');
  });
});

describe('checkUploadContent: each format’s own reason', () => {
  it.each([
    [text('hello, this is not a mesh at all\n'), 'stl', 'STL_ASCII_NO_SOLID'],
    [text('solid empty\nnothing here\n'), 'stl', 'STL_ASCII_NO_FACETS'],
    [Uint8Array.of(1, 2, 3), 'stl', 'STL_FACET_COUNT_MISMATCH'],
    [text(makeAsciiStl(TETRA)), '3mf', 'THREEMF_NOT_ZIP'],
    [
      make3mf(modelXml(tetraObjectXml(1), '<item objectid="1"/>')).subarray(0, 200),
      '3mf',
      'THREEMF_NOT_ZIP',
    ],
    [text('# only a comment\nmtllib a.mtl\n'), 'obj', 'OBJ_NO_VERTICES'],
    [text('v 0 0 0\nv 1 0 0\nv 0 1 0\n'), 'obj', 'OBJ_NO_FACES'],
    [text('HEADER;\nFILE_NAME(...);'), 'step', 'STEP_NO_HEADER'],
    [text('format ascii 1.0\nend_header\n'), 'ply', 'PLY_NO_HEADER'],
  ])('case %#: .%s → %s', (bytes, extension, code) => {
    expect(codeOf(check(bytes, extension))).toBe(code);
  });

  it('names the format the content really has', () => {
    const result = check(make3mf(modelXml(tetraObjectXml(1), '<item objectid="1"/>')), 'stl');
    expect(result).toMatchObject({ ok: false, details: { detectedFormat: '3mf' } });
  });
});

describe('checkUploadContent: real files pass', () => {
  beforeAll(() => requireModelsDir());

  it('passes every model of shared/models under its own extension', () => {
    const files = readdirSync(modelPath('.'), { recursive: true, encoding: 'utf8' })
      .map((relative) => join(modelPath('.'), relative))
      .filter((path) => statSync(path).isFile() && !path.endsWith('.md'));
    expect(files.length).toBeGreaterThan(10);
    for (const path of files) {
      const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
      expect([path, codeOf(check(new Uint8Array(readFileSync(path)), extension))]).toEqual([
        path,
        'OK',
      ]);
    }
  });

  it.each([
    ['binary STL', makeBinaryStl(TETRA)],
    ['binary STL with a "solid" header', makeBinaryStl(TETRA, { header: 'solid made by CAD' })],
    ['binary STL whose header count is 0', gridStl(5_000, 0)],
    [
      'binary STL with a stale count and trailing bytes',
      makeBinaryStl(TETRA, { declaredCount: 7, extraBytes: 3 }),
    ],
    ['large binary STL', gridStl(60_000)],
    [
      'binary STL with rounding noise around zero (a sphere’s pole)',
      makeBinaryStl([[1e-15, -2e-17, 40, 1, 0, 39.9, 0, 1, 39.9]]),
    ],
    ['ASCII STL', text(makeAsciiStl(TETRA))],
    ['ASCII STL with CRLF and blanks before "solid"', text(`  \r\n${makeAsciiStl(TETRA, '\r\n')}`)],
  ])('passes a %s', (_name, bytes) => {
    expect(codeOf(check(bytes, 'stl'))).toBe('OK');
  });

  it('passes 3MF, OBJ and STEP files', () => {
    expect(codeOf(check(make3mf(modelXml(tetraObjectXml(1), '<item objectid="1"/>')), '3mf'))).toBe(
      'OK',
    );
    expect(codeOf(check(text('# obj\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 'obj'))).toBe('OK');
    expect(codeOf(check(text('ISO-10303-21;\nHEADER;\n'), 'step'))).toBe('OK');
  });
});

describe('checkUploadContent: a 3MF that declares more than 50 times its size (issue 23)', () => {
  const bomb = build3mfBomb(24 * 1024 * 1024);

  it('refuses the bomb at the upload with THREEMF_ZIP_BOMB and the figures', () => {
    const result = check(bomb.zip, '3mf');
    expect(result).toMatchObject({
      ok: false,
      code: 'THREEMF_ZIP_BOMB',
      details: { sizeBytes: bomb.zip.length, maxUnpackRatio: 50 },
    });
    // The model part and the relationships part.
    const declared = result.ok ? 0 : Number(result.details.declaredUnpackedBytes);
    expect(declared - bomb.unpackedBytes).toBeGreaterThan(0);
    expect(declared - bomb.unpackedBytes).toBeLessThan(1000);
  });

  it('passes an archive up to 16 MiB whatever its ratio, and leaves a far directory to the reader', () => {
    expect(check(build3mfBomb(16 * 1024 * 1024).zip, '3mf')).toEqual({ ok: true });
    // The same bomb with its directory beyond the sampled tail (a long archive comment cannot do
    // it, so the tail handed over is cut short): nothing certain, the reader decides.
    const cut = { ...sample(bomb.zip, '3mf'), tail: bomb.zip.subarray(bomb.zip.length - 100) };
    expect(checkUploadContent(cut)).toEqual({ ok: true });
  });
});

describe('isRefusedByHead: the start alone decides, never against the full check', () => {
  it.each(['stl', '3mf', 'obj', 'step', 'stp', 'ply', '3ds'])(
    'refuses random bytes named .%s from their first 64 KiB',
    (extension) => {
      const bytes = random(1_000_000);
      expect(isRefusedByHead(bytes.subarray(0, PRECHECK_HEAD_BYTES), extension)).toBe(true);
      expect(check(bytes, extension).ok).toBe(false);
    },
  );

  it('lets every real model (and a zip whose end is still to come) go on', () => {
    requireModelsDir();
    const files = readdirSync(modelPath('.'), { recursive: true, encoding: 'utf8' })
      .map((relative) => join(modelPath('.'), relative))
      .filter((path) => statSync(path).isFile() && !path.endsWith('.md'));
    for (const path of files) {
      const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
      const head = new Uint8Array(readFileSync(path)).subarray(0, PRECHECK_HEAD_BYTES);
      expect([path, isRefusedByHead(head, extension)]).toEqual([path, false]);
    }
    expect(isRefusedByHead(gridStl(60_000).subarray(0, PRECHECK_HEAD_BYTES), 'stl')).toBe(false);
    expect(isRefusedByHead(gridStl(60_000, 0).subarray(0, PRECHECK_HEAD_BYTES), 'stl')).toBe(false);
  });
});
