import type { MeshFormat } from '../types.js';
import { detectFormat } from './detect.js';
import { DEFAULT_MAX_UNPACK_RATIO, UNPACK_RATIO_FLOOR_BYTES } from './limits.js';
import { FACET_BYTES, HEADER_BYTES } from './stl-binary.js';

/**
 * Early refusal of uploads (docs/decisions/0016-analysis-admission.md): from the first and last
 * bytes of a file and its size, whether the content can be what its extension says. Runs on the
 * request thread in microseconds, so a file of random bytes named .stl is refused with the
 * format's own reason instead of occupying an analysis thread for minutes (the repair of a soup
 * of random triangles is super-linear: 1 MB of random bytes takes two minutes).
 *
 * Only cheap, certain checks: a file that passes may still fail in the reader, but a real file of
 * the format never fails here (every model of /work/shared/models passes, see precheck.test.ts).
 */

/** Bytes of the start of a file the check looks at. */
export const PRECHECK_HEAD_BYTES = 64 * 1024;
/** Bytes of the end: a zip's end record sits within the last 65,557 bytes (22 + 65,535 comment). */
export const PRECHECK_TAIL_BYTES = 66 * 1024;

/** Stable codes of a refused upload, one family per format. */
export const CONTENT_REFUSAL_CODES = [
  'STL_FACET_COUNT_MISMATCH',
  'STL_NOT_GEOMETRY',
  'STL_ASCII_NO_SOLID',
  'STL_ASCII_NO_FACETS',
  'THREEMF_NOT_ZIP',
  'THREEMF_ZIP_BOMB',
  'OBJ_NOT_TEXT',
  'OBJ_NO_VERTICES',
  'OBJ_NO_FACES',
  'STEP_NO_HEADER',
  'PLY_NO_HEADER',
  'THREEDS_NO_MAIN_CHUNK',
] as const;
export type ContentRefusalCode = (typeof CONTENT_REFUSAL_CODES)[number];

export interface ContentSample {
  /** The first PRECHECK_HEAD_BYTES (or the whole file when shorter). */
  readonly head: Uint8Array;
  /** The last PRECHECK_TAIL_BYTES (or the whole file when shorter). */
  readonly tail: Uint8Array;
  readonly sizeBytes: number;
  /** Lower case, without the dot: stl, 3mf, obj, ply, 3ds, step, stp. */
  readonly extension: string;
}

export type ContentCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: ContentRefusalCode;
      readonly message: string;
      readonly details: Readonly<Record<string, string | number | null>>;
    };

const OK: ContentCheck = { ok: true };

function refuse(
  code: ContentRefusalCode,
  message: string,
  details: Record<string, string | number | null> = {},
): ContentCheck {
  return { ok: false, code, message, details };
}

function startsWithText(bytes: Uint8Array, offset: number, text: string): boolean {
  if (offset + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function skipLeadingBlanks(bytes: Uint8Array): number {
  let p = startsWithText(bytes, 0, '\u00ef\u00bb\u00bf') ? 3 : 0;
  while (p < bytes.length && (bytes[p] === 32 || (bytes[p] >= 9 && bytes[p] <= 13))) p++;
  return p;
}

/** No control bytes besides whitespace (bytes ≥ 128 are allowed: UTF-8 or Latin-1 names). */
function isText(bytes: Uint8Array): boolean {
  for (const c of bytes) if (c < 9 || (c > 13 && c < 32) || c === 127) return false;
  return true;
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

/**
 * A coordinate a model can have: finite and at most 1e7 in magnitude (10 km in mm). Tiny values
 * are fine (1e-15 is rounding noise around zero, a sphere's pole). A random 32-bit pattern is one
 * with probability ≈ 0.59, all nine of a facet ≈ 0.009; real facets always are.
 */
function isModelCoordinate(value: number): boolean {
  return Math.abs(value) <= 1e7;
}

/** Share of the `count` facets from `offset` whose corners are model coordinates, not one point. */
function shareOfModelFacets(bytes: Uint8Array, offset: number, count: number): number {
  if (count <= 0) return 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let good = 0;
  for (let f = 0; f < count; f++) {
    const base = offset + f * FACET_BYTES + 12;
    const c: number[] = [];
    for (let k = 0; k < 9; k++) c.push(view.getFloat32(base + 4 * k, true));
    if (!c.every(isModelCoordinate)) continue;
    const samePoint = (a: number, b: number) =>
      c[a] === c[b] && c[a + 1] === c[b + 1] && c[a + 2] === c[b + 2];
    if (samePoint(0, 3) && samePoint(3, 6)) continue;
    good++;
  }
  return good / count;
}

/** Half the sampled facets must look like a model (real files: all of them). */
const MIN_MODEL_SHARE = 0.5;
const MAX_SAMPLED_FACETS = 1000;

function headFacetShare(head: Uint8Array, sizeBytes: number): number {
  const inHead = Math.floor((Math.min(head.length, sizeBytes) - HEADER_BYTES) / FACET_BYTES);
  return shareOfModelFacets(head, HEADER_BYTES, Math.min(inHead, MAX_SAMPLED_FACETS));
}

/** The last whole facets of a binary STL whose size is exactly header + facets. */
function tailFacetShare(tail: Uint8Array, facetCount: number): number {
  const count = Math.min(Math.floor(tail.length / FACET_BYTES), facetCount, MAX_SAMPLED_FACETS);
  return shareOfModelFacets(tail, tail.length - count * FACET_BYTES, count);
}

function checkStl({ head, tail, sizeBytes }: ContentSample): ContentCheck {
  const declared =
    head.length >= HEADER_BYTES
      ? new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true)
      : null;
  const expectedBytes = declared === null ? null : HEADER_BYTES + FACET_BYTES * declared;
  if (declared !== null && declared > 0 && expectedBytes === sizeBytes) {
    const share = Math.min(headFacetShare(head, sizeBytes), tailFacetShare(tail, declared));
    if (share < MIN_MODEL_SHARE)
      return refuse(
        'STL_NOT_GEOMETRY',
        'binary STL whose triangle corners are not coordinates of a model (random or encrypted data)',
        { declaredTriangles: declared },
      );
    return OK;
  }
  const textHead = head.subarray(0, Math.min(head.length, PRECHECK_HEAD_BYTES));
  if (isText(textHead)) {
    const start = skipLeadingBlanks(textHead);
    if (!startsWithText(textHead, start, 'solid'))
      return refuse('STL_ASCII_NO_SOLID', 'a text STL must start with the word "solid"');
    if (!/\b(facet|endsolid)\b/.test(decode(textHead)))
      return refuse('STL_ASCII_NO_FACETS', 'a text STL without any facet');
    return OK;
  }
  // A binary STL whose header count does not match its size: real exporters write 0 or a stale
  // count now and then (the reader then trusts the size), so it passes when its facets are a
  // model's; random bytes never are.
  if (sizeBytes >= HEADER_BYTES + FACET_BYTES && headFacetShare(head, sizeBytes) >= MIN_MODEL_SHARE)
    return OK;
  return refuse(
    'STL_FACET_COUNT_MISMATCH',
    declared === null
      ? `a binary STL needs at least ${HEADER_BYTES} bytes, the file has ${sizeBytes}`
      : `binary STL header declares ${declared} triangles (${expectedBytes} bytes), the file has ${sizeBytes} bytes and its data is not triangles`,
    {
      declaredTriangles: declared,
      expectedBytes,
      sizeBytes,
      triangleRoom: Math.max(0, Math.floor((sizeBytes - HEADER_BYTES) / FACET_BYTES)),
    },
  );
}

/** Where the zip's end record starts in `tail` (the last one), or -1. */
function findZipEnd(tail: Uint8Array): number {
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 5 && tail[i + 3] === 6)
      return i;
  return -1;
}

/**
 * The unpacked bytes the central directory declares, when the whole directory lies in `tail`
 * (it does for every 3MF of a few parts); null when it does not or is not readable. Zip64
 * sizes (0xffffffff) are left to the reader.
 */
function declaredUnpackedBytes(tail: Uint8Array, sizeBytes: number, end: number): number | null {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const count = view.getUint16(end + 10, true);
  const start = view.getUint32(end + 16, true) - (sizeBytes - tail.length);
  if (start < 0 || start + view.getUint32(end + 12, true) > end) return null;
  let total = 0;
  for (let i = 0, p = start; i < count; i++) {
    if (p + 46 > end || view.getUint32(p, true) !== 0x02014b50) return null;
    const size = view.getUint32(p + 24, true);
    if (size !== 0xffffffff) total += size;
    const names = view.getUint16(p + 28, true) + view.getUint16(p + 30, true);
    p += 46 + names + view.getUint16(p + 32, true);
  }
  return total;
}

function check3mf({ head, tail, sizeBytes }: ContentSample): ContentCheck {
  if (!startsWithText(head, 0, 'PK\u0003\u0004'))
    return refuse(
      'THREEMF_NOT_ZIP',
      'a 3MF file is a zip archive; this file does not start as one',
    );
  const end = findZipEnd(tail);
  if (end < 0)
    return refuse('THREEMF_NOT_ZIP', 'the zip archive has no end record (cut off or damaged)');
  // The reader refuses it too (ZIP_BOMB), but only once a thread reads it: refused here, the
  // bomb never takes a place in the queue.
  const declared = declaredUnpackedBytes(tail, sizeBytes, end);
  const allowed = Math.max(UNPACK_RATIO_FLOOR_BYTES, sizeBytes * DEFAULT_MAX_UNPACK_RATIO);
  if (declared !== null && declared > allowed)
    return refuse(
      'THREEMF_ZIP_BOMB',
      `the 3MF unpacks to ${declared} bytes, more than ${DEFAULT_MAX_UNPACK_RATIO} times its size`,
      { declaredUnpackedBytes: declared, sizeBytes, maxUnpackRatio: DEFAULT_MAX_UNPACK_RATIO },
    );
  return OK;
}

function checkObj({ head }: ContentSample): ContentCheck {
  if (!isText(head)) return refuse('OBJ_NOT_TEXT', 'an OBJ file is text; this file is binary');
  const text = decode(head);
  if (!/^[ \t]*v[ \t]+\S+[ \t]+\S+[ \t]+\S+/m.test(text))
    return refuse('OBJ_NO_VERTICES', 'an OBJ file without vertex lines ("v x y z")');
  if (!/^[ \t]*f[ \t]+\S/m.test(text))
    return refuse('OBJ_NO_FACES', 'an OBJ file without face lines ("f a b c")');
  return OK;
}

/** The checks per extension; the format each must then be detected as. */
const CHECKS: Readonly<
  Record<string, { check: (sample: ContentSample) => ContentCheck; formats: MeshFormat[] }>
> = {
  stl: { check: checkStl, formats: ['stl-binary', 'stl-ascii'] },
  '3mf': { check: check3mf, formats: ['3mf'] },
  obj: { check: checkObj, formats: ['obj'] },
  step: { check: () => OK, formats: ['step'] },
  stp: { check: () => OK, formats: ['step'] },
  ply: { check: () => OK, formats: ['ply'] },
  '3ds': { check: () => OK, formats: ['3ds'] },
};

/** The reason when content detection does not find the extension's format (header formats). */
const HEADER_REFUSALS: Readonly<Record<string, [ContentRefusalCode, string]>> = {
  step: ['STEP_NO_HEADER', 'a STEP file starts with "ISO-10303-21;"'],
  stp: ['STEP_NO_HEADER', 'a STEP file starts with "ISO-10303-21;"'],
  ply: ['PLY_NO_HEADER', 'a PLY file starts with the line "ply"'],
  '3ds': ['THREEDS_NO_MAIN_CHUNK', 'a 3DS file starts with its main chunk (4D 4D)'],
  obj: ['OBJ_NO_FACES', 'an OBJ file needs vertex and face lines'],
  '3mf': ['THREEMF_NOT_ZIP', 'a 3MF file is a zip archive'],
  stl: ['STL_FACET_COUNT_MISMATCH', 'not an STL file'],
};

/**
 * Whether a file of `sizeBytes` with this head and tail can be a file of `extension`. Unknown
 * extensions pass (the extension check refuses them before). Refusals carry the detected format,
 * if any, in `details.detectedFormat` (a 3MF renamed to .stl).
 */
export function checkUploadContent(sample: ContentSample): ContentCheck {
  const entry = CHECKS[sample.extension];
  if (!entry) return OK;
  const detected = detectFormat(sample.head.subarray(0, PRECHECK_HEAD_BYTES));
  const result = entry.check(sample);
  if (!result.ok) return { ...result, details: { ...result.details, detectedFormat: detected } };
  const named = detectFormat(
    sample.head.subarray(0, PRECHECK_HEAD_BYTES),
    `file.${sample.extension}`,
  );
  if (named !== null && entry.formats.includes(named)) return OK;
  const [code, message] = HEADER_REFUSALS[sample.extension];
  return refuse(code, message, { detectedFormat: detected });
}

/**
 * Whether the first PRECHECK_HEAD_BYTES alone already prove that the file is not of `extension`
 * (whatever its size and end): then an upload need not be stored any further. The final answer,
 * with its code, is still checkUploadContent's once the size is known.
 */
export function isRefusedByHead(head: Uint8Array, extension: string): boolean {
  if (head.length < PRECHECK_HEAD_BYTES) return false;
  if (extension === 'stl' && !isText(head))
    // Whatever the size: an exact count needs model facets, a wrong count needs them too.
    return headFacetShare(head, Number.MAX_SAFE_INTEGER) < MIN_MODEL_SHARE;
  if (extension === '3mf' || extension === 'obj' || extension === 'stl') {
    const entry = CHECKS[extension];
    const result = entry.check({ head, tail: head, sizeBytes: Number.MAX_SAFE_INTEGER, extension });
    // The 3MF end record is the tail's: only the start decides here.
    return !result.ok && !(extension === '3mf' && startsWithText(head, 0, 'PK\u0003\u0004'));
  }
  const named = detectFormat(head, `file.${extension}`);
  return (
    CHECKS[extension] !== undefined &&
    (named === null || !CHECKS[extension].formats.includes(named))
  );
}
