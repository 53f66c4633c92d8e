import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  checkUploadFileName,
  extractExtension,
  MAX_UPLOAD_BYTES,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SCALE_MAX,
  SCALE_MIN,
  SCALE_SLIDER_MIN,
  SCALE_SLIDER_STEP,
} from './upload-rules.js';

function outcome(name: string, size: number): string {
  const result = checkUploadFileName(name, size);
  return result.ok ? `OK:${result.value.extension}` : result.error.code;
}

describe('rule: upload extensions ply, stl, 3ds, 3mf, step, stp, obj, case-insensitive', () => {
  it('lists them', () => {
    expect(ALLOWED_UPLOAD_EXTENSIONS).toEqual(['ply', 'stl', '3ds', '3mf', 'step', 'stp', 'obj']);
  });

  it.each([
    ['part.stl', 'OK:stl'],
    ['PART.STL', 'OK:stl'],
    ['part.Ply', 'OK:ply'],
    ['car.3ds', 'OK:3ds'],
    ['box.3MF', 'OK:3mf'],
    ['bracket.step', 'OK:step'],
    ['bracket.STP', 'OK:stp'],
    ['mesh.obj', 'OK:obj'],
    ['my.model.v2.stl', 'OK:stl'],
    ['C:\\Users\\anna\\part.stl', 'OK:stl'],
    ['folder.stl/drawing.pdf', 'UNSUPPORTED_FILE_TYPE'],
    ['drawing.pdf', 'UNSUPPORTED_FILE_TYPE'],
    ['part.stl.zip', 'UNSUPPORTED_FILE_TYPE'],
    ['model', 'UNSUPPORTED_FILE_TYPE'],
    ['model.', 'UNSUPPORTED_FILE_TYPE'],
    ['', 'UNSUPPORTED_FILE_TYPE'],
  ])('%j → %s', (name, expected) => {
    expect(outcome(name, 1000)).toBe(expected);
  });

  it('names the refused type and the allowed list', () => {
    const result = checkUploadFileName('drawing.PDF', 10);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'Files of type .pdf are not supported',
        details: {
          extension: 'pdf',
          allowedExtensions: ['ply', 'stl', '3ds', '3mf', 'step', 'stp', 'obj'],
        },
      },
    });
    const none = checkUploadFileName('README', 10);
    expect(none.ok ? '' : none.error.message).toBe('Files without an extension are not supported');
  });

  it.each([
    ['a/b/c.STEP', 'step'],
    ['noext', ''],
    ['.stl', 'stl'],
  ])('extracts the extension of %j as %j', (name, ext) => {
    expect(extractExtension(name)).toBe(ext);
  });
});

describe('rule: at most 100 MB (1e8 bytes; exactly 1e8 allowed), empty files refused', () => {
  it.each([
    [0, 'EMPTY_FILE'],
    [1, 'OK:stl'],
    [99_999_999, 'OK:stl'],
    [100_000_000, 'OK:stl'],
    [100_000_001, 'FILE_TOO_LARGE'],
  ])('%s bytes → %s', (size, expected) => {
    expect(MAX_UPLOAD_BYTES).toBe(1e8);
    expect(outcome('part.stl', size)).toBe(expected);
  });

  it('the type is checked before the size', () => {
    expect(outcome('huge.pdf', 200_000_000)).toBe('UNSUPPORTED_FILE_TYPE');
    expect(outcome('empty.pdf', 0)).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it.each([-1, 1.5, NaN])('a size of %s is a caller bug', (size) => {
    expect(() => checkUploadFileName('part.stl', size)).toThrow(RangeError);
  });
});

describe('configuration limits (spec 1 §5, §9)', () => {
  it('scale 0.01..10 (slider 0.1..10 step 0.1), quantity 1..10000', () => {
    expect([SCALE_MIN, SCALE_MAX, SCALE_SLIDER_MIN, SCALE_SLIDER_STEP]).toEqual([
      0.01, 10, 0.1, 0.1,
    ]);
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 10000]);
  });
});
