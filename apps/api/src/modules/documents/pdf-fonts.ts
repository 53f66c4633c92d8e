import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Inter (SIL OFL, @fontsource/inter), embedded as a subset in every PDF so the text looks the same
 * everywhere and stays extractable. The Latin subset covers German, French and English
 * (Latin-1, Œ/œ, typographic quotes, €).
 */
export const FONT_REGULAR = 'Inter';
export const FONT_BOLD = 'Inter-Bold';

/**
 * WOFF 1.0 → plain TrueType, once per worker: fontkit would otherwise inflate the WOFF tables
 * with a pure-JS inflater in every document (measured: 90 % of an invoice's render time).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(2 ** entrySelector * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - 2 ** entrySelector * 16, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}

let cached: { regular: Buffer; bold: Buffer } | null = null;

export function loadInterFonts(): { regular: Buffer; bold: Buffer } {
  if (cached !== null) return cached;
  // The package exports only CSS; its LICENSE is exported and sits beside files/.
  const root = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/LICENSE'));
  const read = (file: string) => woffToSfnt(readFileSync(join(root, 'files', file)));
  cached = {
    regular: read('inter-latin-400-normal.woff'),
    bold: read('inter-latin-700-normal.woff'),
  };
  return cached;
}
