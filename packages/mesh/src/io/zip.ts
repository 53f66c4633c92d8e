import { Inflate } from 'fflate';
import { failWith, isMeshReadError } from './errors.js';
import { checkDeadline, UNPACK_RATIO_FLOOR_BYTES, type ReadLimits } from './limits.js';

export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  /** CRC-32 of the uncompressed bytes, as the central directory declares it. */
  readonly crc32: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** Ratios above this on entries larger than RATIO_CHECK_BYTES are treated as a zip bomb. */
const MAX_RATIO = 500;
const RATIO_CHECK_BYTES = 4 * 1024 * 1024;
/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most 1032:1, so one
 * slice inflates to at most ≈ 16.5 MB: what a reader holds at once beyond its limits.
 */
export const INFLATE_SLICE_BYTES = 16 * 1024;
/** Stored entries are handed on in slices of this size. */
const STORED_SLICE_BYTES = 1024 * 1024;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Running CRC-32 state after `bytes` (start with 0xffffffff, finish with `^ 0xffffffff`). */
function updateCrc32(state: number, bytes: Uint8Array): number {
  let crc = state;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return crc;
}

/** CRC-32 (IEEE 802.3, the zip checksum) of `bytes`. */
export function computeCrc32(bytes: Uint8Array): number {
  return (updateCrc32(0xffffffff, bytes) ^ 0xffffffff) >>> 0;
}

/**
 * What one archive may unpack to, counted over every entry as it is inflated: at most
 * `maxUnpackRatio` times the archive's size (ZIP_BOMB; any archive may unpack to
 * UNPACK_RATIO_FLOOR_BYTES) and at most `maxUncompressedBytes` (TOO_LARGE). Checked per
 * inflated chunk, so reading stops within one chunk of the limit.
 */
export class UnpackBudget {
  private inflated = 0;
  private readonly ratioBytes: number;

  constructor(
    archiveBytes: number,
    private readonly limits: ReadLimits,
  ) {
    this.ratioBytes = Math.max(UNPACK_RATIO_FLOOR_BYTES, archiveBytes * limits.maxUnpackRatio);
  }

  /** Refuses a total (declared or inflated) beyond the limits. */
  check(total: number, what: string): void {
    if (total > this.limits.maxUncompressedBytes) {
      failWith(
        'TOO_LARGE',
        `zip archive ${what} more than ${this.limits.maxUncompressedBytes} uncompressed bytes`,
      );
    }
    if (total > this.ratioBytes) {
      failWith(
        'ZIP_BOMB',
        `zip archive ${what} more than ${this.limits.maxUnpackRatio} times its own size`,
      );
    }
  }

  /**
   * Past the floor, an entry may not have inflated to more than `maxUnpackRatio` times the
   * compressed bytes read so far (ZIP_BOMB): a directory that lies about a bomb's size is caught
   * after UNPACK_RATIO_FLOOR_BYTES, not at the archive's budget.
   */
  checkRate(entryName: string, inflated: number, consumed: number): void {
    if (inflated > UNPACK_RATIO_FLOOR_BYTES && inflated > consumed * this.limits.maxUnpackRatio) {
      failWith(
        'ZIP_BOMB',
        `zip entry '${entryName}' inflates at more than ${this.limits.maxUnpackRatio}:1`,
      );
    }
  }

  take(chunkBytes: number): void {
    this.inflated += chunkBytes;
    this.limits.onInflate?.(chunkBytes);
    this.check(this.inflated, 'unpacks to');
    checkDeadline(this.limits);
  }
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let p = bytes.length - 22; p >= lowest; p--) {
    if (view.getUint32(p, true) === EOCD_SIGNATURE) return p;
  }
  return failWith('TRUNCATED', 'zip archive has no end-of-central-directory record');
}

function checkDeclaredSizes(entry: ZipEntry): void {
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_CHECK_BYTES && ratio > MAX_RATIO) {
    failWith('ZIP_BOMB', `zip entry '${entry.name}' has a compression ratio above ${MAX_RATIO}:1`);
  }
}

/**
 * Lists a zip's central directory. Zip64 and encryption are refused (UNSUPPORTED_FEATURE);
 * declared sizes are checked before anything is inflated: the total against the limit
 * (TOO_LARGE) and against the archive's size (ZIP_BOMB beyond `maxUnpackRatio`), each entry's
 * compression ratio (ZIP_BOMB).
 */
export function readZipDirectory(bytes: Uint8Array, limits: ReadLimits): ZipEntry[] {
  if (bytes.length < 22) failWith('TRUNCATED', 'zip archive too short');
  const view = viewOf(bytes);
  const eocd = findEndOfCentralDirectory(bytes, view);
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    failWith('UNSUPPORTED_FEATURE', 'zip64 archives are not supported');
  }
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let p = directoryOffset;
  let declaredTotal = 0;
  const budget = new UnpackBudget(bytes.length, limits);
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      failWith('TRUNCATED', 'zip central directory is cut short or corrupt');
    }
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > bytes.length) failWith('TRUNCATED', 'zip entry name cut short');
    if ((view.getUint16(p + 8, true) & 1) !== 0) {
      failWith('UNSUPPORTED_FEATURE', 'encrypted zip entries are not supported');
    }
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
      method: view.getUint16(p + 10, true),
      compressedSize: view.getUint32(p + 20, true),
      uncompressedSize: view.getUint32(p + 24, true),
      localHeaderOffset: view.getUint32(p + 42, true),
      crc32: view.getUint32(p + 16, true),
    };
    checkDeclaredSizes(entry);
    declaredTotal += entry.uncompressedSize;
    budget.check(declaredTotal, 'declares');
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function locateData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = viewOf(bytes);
  const p = entry.localHeaderOffset;
  if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL_SIGNATURE) {
    failWith('MALFORMED', `zip entry '${entry.name}' has no local header`);
  }
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) failWith('TRUNCATED', `zip entry '${entry.name}' is cut short`);
  return bytes.subarray(start, end);
}

/**
 * Streams one entry (stored or deflated) to `sink` chunk by chunk, never holding it whole, and
 * verifies its CRC-32 at the end: a damaged archive is refused (MALFORMED). Every chunk is
 * counted against `budget` before `sink` sees it; an entry that inflates beyond its declared size
 * or (past the floor) at more than the ratio is a ZIP_BOMB (a lying header), one shorter than
 * declared is TRUNCATED. An error thrown by `sink` stops the inflation at once and is passed on
 * as it is.
 */
export function inflateZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  sink: (chunk: Uint8Array) => void,
): void {
  const data = locateData(bytes, entry);
  let crc = 0xffffffff;
  let written = 0;
  /** `consumed`: compressed bytes handed over so far, this chunk's included. */
  const accept = (chunk: Uint8Array, consumed: number): void => {
    written += chunk.length;
    if (written > entry.uncompressedSize) {
      failWith('ZIP_BOMB', `zip entry '${entry.name}' inflates beyond its size`);
    }
    budget.checkRate(entry.name, written, consumed);
    budget.take(chunk.length);
    crc = updateCrc32(crc, chunk);
    sink(chunk);
  };
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize)
      failWith('MALFORMED', 'stored zip entry size mismatch');
    for (let p = 0; p < data.length; p += STORED_SLICE_BYTES) {
      const end = Math.min(data.length, p + STORED_SLICE_BYTES);
      accept(data.subarray(p, end), end);
    }
  } else if (entry.method === 8) {
    inflateDeflated(data, entry, accept);
  } else {
    failWith('UNSUPPORTED_FEATURE', `zip compression method ${entry.method} is not supported`);
  }
  if (written !== entry.uncompressedSize)
    failWith('TRUNCATED', `zip entry '${entry.name}' is shorter than declared`);
  if ((crc ^ 0xffffffff) >>> 0 !== entry.crc32) {
    failWith('MALFORMED', `the archive is damaged: entry '${entry.name}' fails its CRC-32 check`);
  }
}

function inflateDeflated(
  data: Uint8Array,
  entry: ZipEntry,
  accept: (chunk: Uint8Array, consumed: number) => void,
): void {
  // Errors of `accept` (limits, the parser behind it) pass through the inflater unchanged.
  const stop: { failed: boolean; error?: unknown } = { failed: false };
  let consumed = 0;
  const inflater = new Inflate((chunk) => {
    if (chunk.length === 0) return;
    try {
      accept(chunk, consumed);
    } catch (error) {
      stop.failed = true;
      stop.error = error;
      throw error;
    }
  });
  try {
    for (let p = 0; p < data.length; p += INFLATE_SLICE_BYTES) {
      const end = Math.min(data.length, p + INFLATE_SLICE_BYTES);
      consumed = end;
      inflater.push(data.subarray(p, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch (error) {
    if (stop.failed) throw stop.error;
    if (isMeshReadError(error)) throw error;
    failWith('MALFORMED', `zip entry '${entry.name}' is not valid deflate data`);
  }
}

/**
 * Extracts one small entry whole (streamed through inflateZipEntry with its checks), keeping at
 * most `keepBytes` of it.
 */
export function extractZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  keepBytes = entry.uncompressedSize,
): Uint8Array {
  const out = new Uint8Array(Math.min(entry.uncompressedSize, keepBytes));
  let kept = 0;
  inflateZipEntry(bytes, entry, budget, (chunk) => {
    const part = chunk.subarray(0, Math.max(0, out.length - kept));
    out.set(part, kept);
    kept += part.length;
  });
  return out;
}
