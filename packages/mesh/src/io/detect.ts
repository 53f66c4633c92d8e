import type { MeshFormat } from '../types.js';
import { inspectBinaryStl } from './stl-binary.js';

const SNIFF_BYTES = 64 * 1024;

function startsWithText(bytes: Uint8Array, offset: number, text: string): boolean {
  if (offset + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}

function skipLeadingBlanks(bytes: Uint8Array): number {
  let p = 0;
  if (startsWithText(bytes, 0, '\u00ef\u00bb\u00bf')) p = 3;
  while (p < bytes.length && (bytes[p] === 32 || (bytes[p] >= 9 && bytes[p] <= 13))) p++;
  return p;
}

/** True when the first bytes look like text (no control bytes besides whitespace). */
function looksLikeText(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let i = 0; i < end; i++) {
    const c = bytes[i];
    if (c < 9 || (c > 13 && c < 32) || c === 127) return false;
  }
  return true;
}

function headText(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 4096)));
}

function looksLikeObj(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, SNIFF_BYTES));
  return /^\s*v\s+\S+\s+\S+\s+\S+/m.test(text) && /^\s*(f|o|g|vn|vt)\s/m.test(text);
}

function looksLike3ds(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || bytes[0] !== 0x4d || bytes[1] !== 0x4d) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The main chunk's first child is the version, the editor or the keyframer chunk.
  const firstChild = view.getUint16(6, true);
  return view.getUint32(2, true) >= 6 && [0x0002, 0x3d3d, 0xb000].includes(firstChild);
}

function detectByName(bytes: Uint8Array, fileName: string | undefined): MeshFormat | null {
  const name = (fileName ?? '').toLowerCase();
  if (name.endsWith('.stl') && bytes.length >= 84) return 'stl-binary';
  return null;
}

/**
 * Detects the format from the bytes; the file name only breaks ties (a binary STL whose
 * facet count lies). Returns null when nothing matches.
 */
export function detectFormat(bytes: Uint8Array, fileName?: string): MeshFormat | null {
  if (bytes.length === 0) return null;
  const stl = inspectBinaryStl(bytes);
  if (bytes.length >= 84 && 84 + 50 * stl.declared === bytes.length) return 'stl-binary';
  if (startsWithText(bytes, 0, 'PK\u0003\u0004')) return '3mf';
  const start = skipLeadingBlanks(bytes);
  if (startsWithText(bytes, start, 'ply') && /^ply\r?\n/.test(headText(bytes).slice(start))) {
    return 'ply';
  }
  if (/^\s*(\/\*[\s\S]*?\*\/\s*)*ISO-10303-21/.test(headText(bytes).slice(start))) return 'step';
  if (looksLike3ds(bytes)) return '3ds';
  const isText = looksLikeText(bytes);
  if (isText && startsWithText(bytes, start, 'solid')) {
    const head = headText(bytes);
    if (/\b(facet|endsolid)\b/.test(head) || bytes.length < 84) return 'stl-ascii';
  }
  if (isText && looksLikeObj(bytes)) return 'obj';
  if (!isText && bytes.length >= 134 && (bytes.length - 84) % 50 === 0) return 'stl-binary';
  return isText ? null : detectByName(bytes, fileName);
}
