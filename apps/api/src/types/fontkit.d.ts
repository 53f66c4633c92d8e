/**
 * The part of fontkit (pdfkit's font engine, no types of its own) the documents module uses: a
 * font parsed once per worker and handed to pdfkit, which accepts any object with `layout`.
 */
declare module 'fontkit' {
  export interface GlyphRun {
    readonly glyphs: readonly unknown[];
    positions: object[];
  }
  export interface Glyph {
    codePoints: number[];
  }
  export interface Font {
    layout(text: string, features?: unknown): GlyphRun;
    getGlyph(id: number, codePoints?: number[]): Glyph;
    /** Whether the font has a glyph for the code point (a missing one prints as a box). */
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
