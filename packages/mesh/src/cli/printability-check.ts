// The one place where the engine meets the domain rules (docs/decisions/0002).
import { assessPrintability, describePrintabilityReason, type Printability } from '@print/domain';
import type { MeshReport } from '../analyze/index.js';

export interface PrintabilityLimitsInput {
  readonly minWallMm: number | null;
  readonly buildMm: { readonly x: number; readonly y: number; readonly z: number } | null;
  readonly maxParts: number | null;
}

export interface PrintabilityOutcome {
  readonly printability: Printability;
  readonly reasons: readonly string[];
}

/** Applies the domain's printability rule to the engine's figures (file units = mm, scale 1). */
export function checkPrintability(
  report: MeshReport,
  thinnestWallMm: number | null,
  limits: PrintabilityLimitsInput,
): PrintabilityOutcome {
  const printability = assessPrintability(
    {
      volumeMm3: report.volumeMm3,
      areaMm2: report.areaMm2,
      dimensionsMm: report.dimensionsMm,
      thinnestWallMm,
      shellCount: report.shellCount,
      isWatertight: report.isWatertight,
    },
    {
      maxDimensionsMm: limits.buildMm ?? { x: Infinity, y: Infinity, z: Infinity },
      minFeatureSizeMm: limits.minWallMm ?? 0,
      maxNumberOfParts: limits.maxParts,
    },
  );
  return { printability, reasons: printability.reasons.map(describePrintabilityReason) };
}
