import {
  assessPrintability,
  computePartPriceIfPrintable,
  findFitScale,
  err,
  ok,
  lineProductionDays,
  figuresAt,
  type FileGeometry,
  type LengthUnit,
  type Printability,
  type Result,
} from '@print/domain';
import type {
  CatalogSnapshot,
  ConfigurationErrorCode,
  ResolvedConfiguration,
  ResolvedProcessingStep,
} from '../catalog/index.js';

export interface LineConfiguration {
  readonly printModeId: string;
  readonly surfaceFinishId: string;
  readonly colorId: string;
  readonly scale: number;
  readonly unit: LengthUnit;
  readonly quantity: number;
  readonly processingSteps: readonly {
    readonly stepId: string;
    readonly optionId: string;
    readonly quantity: number;
  }[];
}

export interface LineQuote {
  readonly resolved: ResolvedConfiguration;
  readonly steps: readonly ResolvedProcessingStep[];
  readonly printability: Printability;
  /** null when not printable (no price, rulings "Pricing"). */
  readonly unitNetCents: number | null;
  readonly lineNetCents: number | null;
  /** Working days: weekday rule of the order day + the mode's extra days. */
  readonly productionDays: number;
  /** The largest scale at which a too-large part fits this mode; null otherwise. */
  readonly fitScale: number | null;
  /** The price set the figures come from (the snapshot's). */
  readonly priceSetId: string | null;
}

/**
 * Prices one configuration of an analysed file from catalogue data only: scaled figures →
 * printability → part price with its processing steps (domain computePartPrice).
 */
export function quoteLine(
  snapshot: CatalogSnapshot,
  geometry: FileGeometry,
  config: LineConfiguration,
  now: Date,
): Result<LineQuote, ConfigurationErrorCode> {
  const resolved = snapshot.resolveConfiguration(
    config.printModeId,
    config.surfaceFinishId,
    config.colorId,
  );
  if (!resolved.ok) return resolved;
  const steps = snapshot.resolveProcessingSteps(config.printModeId, config.processingSteps);
  if (!steps.ok) return err(steps.error.code, steps.error.message);
  const { modeRates, finishRates, colourRates, limits } = resolved.value;
  const scaled = figuresAt(geometry, { scale: config.scale, unitOfLength: config.unit });
  const printability = assessPrintability(scaled, limits);
  const part = computePartPriceIfPrintable(printability, {
    scaled,
    mode: modeRates,
    finish: finishRates,
    colour: colourRates,
    quantity: config.quantity,
    processingSteps: steps.value.map((s) => ({
      priceCents: s.option.priceCents,
      quantity: s.quantity,
    })),
  });
  return ok({
    resolved: resolved.value,
    steps: steps.value,
    printability,
    unitNetCents: part?.unitNetCents ?? null,
    lineNetCents: part?.lineNetCents ?? null,
    productionDays: lineProductionDays(now, modeRates.productionDaysExtra),
    fitScale: fitScaleOf(printability, scaled.dimensionsMm, config.scale),
    priceSetId: snapshot.priceSetId,
  });
}

function fitScaleOf(
  printability: Printability,
  dimensionsMm: { x: number; y: number; z: number },
  scale: number,
): number | null {
  const overflow = printability.reasons.find((r) => r.code === 'TOO_LARGE');
  if (!overflow?.buildVolumeMm) return null;
  return findFitScale(dimensionsMm, overflow.buildVolumeMm, scale);
}
