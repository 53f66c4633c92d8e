import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Inter (SIL OFL, @fontsource/inter), embedded as a subset in every PDF so the text looks the same
 * everywhere and stays extractable. Read once per worker thread. The Latin subset covers German,
 * French and English (Latin-1, Œ/œ, typographic quotes, €).
 */
export const FONT_REGULAR = 'Inter';
export const FONT_BOLD = 'Inter-Bold';

let cached: { regular: Buffer; bold: Buffer } | null = null;

export function loadInterFonts(): { regular: Buffer; bold: Buffer } {
  if (cached !== null) return cached;
  // The package exports only CSS; its LICENSE is exported and sits beside files/.
  const root = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/LICENSE'));
  cached = {
    regular: readFileSync(join(root, 'files', 'inter-latin-400-normal.woff')),
    bold: readFileSync(join(root, 'files', 'inter-latin-700-normal.woff')),
  };
  return cached;
}
