import type { LengthUnit } from '@print/domain';
import { unitToMm } from '@print/domain';

export interface BuildPlate {
  /** Side of the square plate in mm (the scene is in mm). */
  readonly sizeMm: number;
  readonly divisions: number;
  /** Spacing of the grid lines in the chosen unit, for the label. */
  readonly spacing: number;
}

const NICE_STEPS = [1, 2, 5] as const;

/**
 * A square grid under the model, at least 1.5× its footprint, with a round spacing in the chosen
 * unit (1, 2, 5 × 10^n) and about 10 cells across, so the customer can read sizes off it.
 */
export function computeBuildPlate(footprintMm: number, unit: LengthUnit): BuildPlate {
  const mmPerUnit = unitToMm(unit);
  const wantedUnits = Math.max(footprintMm * 1.5, mmPerUnit) / mmPerUnit;
  const rawSpacing = wantedUnits / 10;
  const magnitude = 10 ** Math.floor(Math.log10(rawSpacing));
  const factor = NICE_STEPS.find((step) => step * magnitude >= rawSpacing) ?? 10;
  const spacing = Number((factor * magnitude).toPrecision(6));
  const divisions = Math.max(2, Math.ceil(wantedUnits / spacing));
  return { sizeMm: divisions * spacing * mmPerUnit, divisions, spacing };
}
