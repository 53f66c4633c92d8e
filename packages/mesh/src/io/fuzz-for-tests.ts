// Seeded fuzzing of the readers from the real files in shared/models: a small mutator (byte
// flips, truncations, insertions, deletions, huge counts in headers) and a loop that reads each
// mutant and checks the outcome. Used by fuzz-real.test.ts (small budget, in `npm test`) and by
// bench/fuzz.ts (large budget) through a worker thread that a watchdog ends on a hang.
import { strToU8, unzipSync, zipSync } from 'fflate';
import { MESH_ERROR_CODES } from '../types.js';
import { readMesh } from './read-mesh.js';
import { assertConsistentMesh } from './test-support.js';

export type FuzzReader = 'stl-binary' | 'stl-ascii' | '3mf' | 'ply' | 'obj' | '3ds' | 'step';

/** Deterministic PRNG (mulberry32): a case is replayed from its reader, seed and iteration. */
export function createRandom(seed: number): (limit: number) => number {
  let state = seed >>> 0;
  return (limit) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * limit);
  };
}

const HUGE_NUMBERS = [
  '4294967295',
  '4294967296',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1e308',
];
const HUGE_UINT32 = [0xffffffff, 0x80000000, 0x7fffffff, 0x10000000];

/** Replaces one run of ASCII digits with a huge or negative number (text headers and counts). */
function hugeTextNumber(bytes: Uint8Array, random: (limit: number) => number): Uint8Array {
  const isDigit = (c: number) => c >= 48 && c <= 57;
  let at = random(bytes.length);
  while (at < bytes.length && !isDigit(bytes[at])) at++;
  if (at >= bytes.length) return bytes;
  let end = at;
  while (end < bytes.length && isDigit(bytes[end])) end++;
  const number = strToU8(HUGE_NUMBERS[random(HUGE_NUMBERS.length)]);
  return concat(bytes.subarray(0, at), number, bytes.subarray(end));
}

/** Overwrites a binary count or size field with a huge value: STL facet count, zip sizes, 3DS chunk lengths. */
function hugeBinaryCount(bytes: Uint8Array, random: (limit: number) => number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  const value = HUGE_UINT32[random(HUGE_UINT32.length)];
  const offsets: number[] = [];
  if (out.length >= 84) offsets.push(80); // binary STL facet count
  for (let i = 0; i + 30 < out.length; i++) {
    // Zip local (PK 3 4) and central (PK 1 2) headers: compressed and uncompressed sizes.
    if (out[i] === 0x50 && out[i + 1] === 0x4b && out[i + 2] === 3 && out[i + 3] === 4)
      offsets.push(i + 18, i + 22);
    if (out[i] === 0x50 && out[i + 1] === 0x4b && out[i + 2] === 1 && out[i + 3] === 2)
      offsets.push(i + 20, i + 24);
  }
  if (out.length >= 6 && out[0] === 0x4d && out[1] === 0x4d) {
    for (let k = 0; k < 8; k++) offsets.push(random(out.length - 6) + 2); // 3DS: lengths anywhere
  }
  if (offsets.length === 0) return out;
  const at = offsets[random(offsets.length)];
  if (at + 4 <= out.length) view.setUint32(at, value, true);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One mutant of `source`, chosen by `random`. */
export function mutate(source: Uint8Array, random: (limit: number) => number): Uint8Array {
  const n = source.length;
  switch (random(7)) {
    case 0: {
      const bytes = source.slice();
      for (let i = random(8) + 1; i > 0; i--) bytes[random(n)] = random(256);
      return bytes;
    }
    case 1:
      return source.subarray(0, random(n));
    case 2: {
      const start = random(n);
      const piece = source.subarray(start, start + random(256) + 1);
      const at = random(n);
      return concat(source.subarray(0, at), piece, source.subarray(at));
    }
    case 3: {
      const start = random(n);
      return concat(source.subarray(0, start), source.subarray(start + random(512) + 1));
    }
    case 4:
      return hugeBinaryCount(source, random);
    case 5:
      return hugeTextNumber(source, random);
    default: {
      const bytes = source.slice();
      const digits = strToU8('0123456789-.eE +\n');
      for (let i = random(6) + 1; i > 0; i--) bytes[random(n)] = digits[random(digits.length)];
      return bytes;
    }
  }
}

/** A 3MF mutant: half the time the archive bytes, else the model XML inside a valid archive. */
function mutate3mf(source: Uint8Array, random: (limit: number) => number): Uint8Array {
  if (random(2) === 0) return mutate(source, random);
  const entries = unzipSync(source);
  const names = Object.keys(entries).filter((name) => name.endsWith('.model'));
  if (names.length === 0) return mutate(source, random);
  const name = names[random(names.length)];
  return zipSync({ ...entries, [name]: mutate(entries[name], random) }, { level: 1 });
}

export interface FuzzStats {
  readonly reader: FuzzReader;
  readonly iterations: number;
  readonly meshes: number;
  readonly codes: Record<string, number>;
  readonly slowestMs: number;
}

/** Read limits of every fuzz read: small enough that a lying count cannot exhaust memory. */
export const FUZZ_LIMITS = {
  maxTriangles: 2_000_000,
  maxUncompressedBytes: 256 * 1024 * 1024,
  timeoutMs: 20_000,
};

const FILE_NAMES: Record<FuzzReader, string> = {
  'stl-binary': 'model.stl',
  'stl-ascii': 'model.stl',
  '3mf': 'model.3mf',
  ply: 'model.ply',
  obj: 'model.obj',
  '3ds': 'model.3ds',
  step: 'model.stp',
};

/**
 * Reads `iterations` mutants of the seeds; a result must be a consistent mesh or a failure with
 * a known code, anything thrown is a crash (rethrown with the case). `onCase` is told each case
 * before it is read (the watchdog's heartbeat).
 */
export async function fuzzReader(
  reader: FuzzReader,
  seeds: readonly Uint8Array[],
  iterations: number,
  seed: number,
  onCase: (iteration: number) => void = () => {},
): Promise<FuzzStats> {
  const random = createRandom(seed);
  const codes: Record<string, number> = {};
  let meshes = 0;
  let slowestMs = 0;
  for (let i = 0; i < iterations; i++) {
    const source = seeds[i % seeds.length];
    const input = reader === '3mf' ? mutate3mf(source, random) : mutate(source, random);
    onCase(i);
    const start = performance.now();
    let result;
    try {
      // STL mutants whose size no longer fits the header count reach the STL reader by name.
      result = await readMesh(input, { ...FUZZ_LIMITS, fileName: FILE_NAMES[reader] });
    } catch (error) {
      throw new Error(`${reader} seed ${seed} case ${i}: readMesh threw ${String(error)}`, {
        cause: error,
      });
    }
    slowestMs = Math.max(slowestMs, performance.now() - start);
    if (result.ok) {
      assertConsistentMesh(result);
      meshes++;
    } else {
      if (!MESH_ERROR_CODES.includes(result.error.code)) {
        throw new Error(`${reader} case ${i}: unknown code ${result.error.code}`);
      }
      codes[result.error.code] = (codes[result.error.code] ?? 0) + 1;
    }
  }
  return { reader, iterations, meshes, codes, slowestMs };
}
