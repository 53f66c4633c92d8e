/**
 * Print materials described on the home page (spec 1 §3, "Materials described in texts").
 * Figures in millimetres; blue PA12 has none in the spec, so none are shown for it.
 */
export interface MaterialFacts {
  readonly id: 'pa2200' | 'alumide' | 'pa3200gf' | 'tpu' | 'pa12Blue';
  readonly name: string;
  /** Swatch colour of the raw material, for the card's visual only. */
  readonly swatchHex: string;
  readonly figures: {
    readonly minWallMm: number;
    readonly resolutionMm: number;
    readonly layerMm: number;
  } | null;
}

export const MATERIALS: readonly MaterialFacts[] = [
  {
    id: 'pa2200',
    name: 'PA2200',
    swatchHex: '#f4f2ec',
    figures: { minWallMm: 0.8, resolutionMm: 0.4, layerMm: 0.12 },
  },
  {
    id: 'alumide',
    name: 'Alumide',
    swatchHex: '#9aa0a6',
    figures: { minWallMm: 1, resolutionMm: 0.4, layerMm: 0.12 },
  },
  {
    id: 'pa3200gf',
    name: 'PA3200GF',
    swatchHex: '#e6e1d3',
    figures: { minWallMm: 1, resolutionMm: 0.4, layerMm: 0.12 },
  },
  {
    id: 'tpu',
    name: 'TPU',
    swatchHex: '#3a3f47',
    figures: { minWallMm: 1, resolutionMm: 0.75, layerMm: 0.25 },
  },
  { id: 'pa12Blue', name: 'PA12', swatchHex: '#1f5fbf', figures: null },
];
