/** Spec 1 §9: brightness 125 and above calls for black edges and text, below it white. */
export const BRIGHTNESS_THRESHOLD = 125;

/** Perceived brightness 0–255 of an sRGB colour (the W3C formula the spec's rule uses). */
export function computeBrightness(red: number, green: number, blue: number): number {
  return (red * 299 + green * 587 + blue * 114) / 1000;
}

/** '#rrggbb' or '#rgb' → [r, g, b]; null for anything else. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Edge colour over a background: black on bright backgrounds, white on dark ones. */
export function selectEdgeColor(backgroundHex: string): '#000000' | '#ffffff' {
  const rgb = parseHexColor(backgroundHex);
  if (!rgb) return '#000000';
  return computeBrightness(...rgb) >= BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
