import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { create as createFont, type Font, type GlyphRun } from 'fontkit';

/**
 * Inter (SIL OFL, @fontsource/inter), embedded as a subset in every PDF so the text looks the same
 * everywhere and stays extractable. The Latin subset covers German, French and English
 * (Latin-1, Œ/œ, typographic quotes, €).
 */
export const FONT_REGULAR = 'Inter';
export const FONT_BOLD = 'Inter-Bold';

/**
 * WOFF 1.0 → plain TrueType, once per worker: fontkit would otherwise inflate the WOFF tables
 * with a pure-JS inflater (measured: 90 % of an invoice's render time when it did so per document).
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

/** Distinct words whose shaping a font keeps (a few hundred per document; mostly the same ones). */
const LAYOUT_MEMO_SIZE = 4096;

/**
 * The font made fit to serve many documents, with its shaping remembered across them. pdfkit lays
 * text out word by word and keeps the runs for one document only; OpenType shaping of Inter
 * (contextual alternates, kerning) was most of an invoice's render time, and every invoice
 * repeats the same labels. A run is handed out as a copy with its own positions (pdfkit scales
 * them in place).
 *
 * fontkit keeps one glyph object per glyph id, with the characters of its first use; a subset
 * written at a document's end creates its composite glyphs' parts with none. A later document
 * whose text uses such a part (’ in French "jusqu’au") would then map it to no character in its
 * ToUnicode table, and the word would not be copied or found. So a glyph without characters takes
 * those of its first use in text, as it would in a font new to the document.
 */
function shareAcrossDocuments(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints !== undefined && codePoints.length > 0) {
      glyph.codePoints = codePoints;
    }
    return glyph;
  };
  const layout = font.layout.bind(font);
  const memo = new Map<string, GlyphRun>();
  font.layout = (text, features) => {
    if (features !== undefined) return layout(text, features);
    let run = memo.get(text);
    if (run === undefined) {
      if (memo.size >= LAYOUT_MEMO_SIZE) memo.clear();
      run = layout(text);
      memo.set(text, run);
    }
    const copy = Object.assign(
      Object.create(Object.getPrototypeOf(run) as object) as GlyphRun,
      run,
    );
    copy.positions = run.positions.map((position) =>
      Object.assign(Object.create(Object.getPrototypeOf(position) as object) as object, position),
    );
    return copy;
  };
  return font;
}

export interface InterFonts {
  readonly regular: Font;
  readonly bold: Font;
}

/**
 * Inter regular and bold, parsed from their WOFF files. `memo: false` gives fonts for one
 * document, as pdfkit would make them from bytes (the tests compare both).
 */
export function createInterFonts(options: { readonly memo: boolean }): InterFonts {
  // The package exports only CSS; its LICENSE is exported and sits beside files/.
  const root = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/LICENSE'));
  const read = (file: string) => {
    const font = createFont(woffToSfnt(readFileSync(join(root, 'files', file))));
    return options.memo ? shareAcrossDocuments(font) : font;
  };
  return {
    regular: read('inter-latin-400-normal.woff'),
    bold: read('inter-latin-700-normal.woff'),
  };
}

let cached: InterFonts | null = null;

/**
 * The fonts every document of this thread uses, parsed once: pdfkit would parse a font given as
 * bytes again in every document (its tables, then its shaping lookups on first use).
 */
export function loadInterFonts(): InterFonts {
  cached ??= createInterFonts({ memo: true });
  return cached;
}
