import { Inflate } from 'fflate';
import { failWith, isMeshReadError, MeshReadError } from './errors.js';
import type { ReadLimits } from './limits.js';

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
const INFLATE_SLICE_BYTES = 64 * 1024;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, the zip checksum) of `bytes`. */
export function computeCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
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
 * (TOO_LARGE), each entry's compression ratio (ZIP_BOMB).
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
    if (declaredTotal > limits.maxUncompressedBytes) {
      failWith('TOO_LARGE', 'zip archive declares more uncompressed bytes than allowed');
    }
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

function inflateBounded(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const out = new Uint8Array(entry.uncompressedSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > out.length) {
      throw new MeshReadError('ZIP_BOMB', `zip entry '${entry.name}' inflates beyond its size`);
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let p = 0; p < data.length; p += INFLATE_SLICE_BYTES) {
      const end = Math.min(data.length, p + INFLATE_SLICE_BYTES);
      inflater.push(data.subarray(p, end), end === data.length);
    }
    if (data.length === 0) inflater.push(data, true);
  } catch (error) {
    if (isMeshReadError(error)) throw error;
    failWith('MALFORMED', `zip entry '${entry.name}' is not valid deflate data`);
  }
  if (written !== out.length)
    failWith('TRUNCATED', `zip entry '${entry.name}' is shorter than declared`);
  return out;
}

function checkCrc(content: Uint8Array, entry: ZipEntry): Uint8Array {
  if (computeCrc32(content) !== entry.crc32) {
    failWith('MALFORMED', `the archive is damaged: entry '${entry.name}' fails its CRC-32 check`);
  }
  return content;
}

/**
 * Extracts one entry (stored or deflated) and verifies its CRC-32: a damaged archive is refused
 * (MALFORMED), never read as a part. Inflation is capped at the declared size, which
 * readZipDirectory already checked, so a lying header cannot blow memory (ZIP_BOMB); an entry
 * shorter than declared is TRUNCATED.
 */
export function extractZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = locateData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize)
      failWith('MALFORMED', 'stored zip entry size mismatch');
    return checkCrc(data, entry);
  }
  if (entry.method !== 8) {
    failWith('UNSUPPORTED_FEATURE', `zip compression method ${entry.method} is not supported`);
  }
  return checkCrc(inflateBounded(data, entry), entry);
}
