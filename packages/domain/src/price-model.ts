import { computeBoxVolumeMm3, type GeometryFigures } from './geometry-figures.js';
import { assertCents, roundHalfAwayFromZero } from './money.js';
import type { Printability } from './printability.js';

/** {minQuantity: 10, factorBp: 9000} = from 10 pieces on, each costs 90 %. */
export interface QuantityBreak {
  readonly minQuantity: number;
  readonly factorBp: number;
}

/** Per print mode (catalogue data). Rates in cents per cm³; setup and minimum in cents. */
export interface ModePriceRates {
  readonly setupFeeCents: number;
  readonly materialCentsPerCm3: number;
  readonly packingCentsPerCm3: number;
  readonly minPartPriceCents: number;
  readonly quantityBreaks: readonly QuantityBreak[];
  readonly productionDaysExtra: number;
}

export interface FinishPriceRates {
  readonly finishCentsPerCm2: number;
}

/** 10000 bp = neutral. */
export interface ColourPriceRates {
  readonly colourFactorBp: number;
}

export interface PartPrice {
  readonly unitNetCents: number;
  readonly lineNetCents: number;
  readonly quantityFactorBp: number;
}

/** A chosen processing step (catalogue option): its price per piece, applied `quantity` times. */
export interface ProcessingStepPrice {
  readonly priceCents: number;
  /** How often the step is done on one piece (e.g. three threaded inserts), an integer ≥ 1. */
  readonly quantity: number;
}

export interface PartPriceInput {
  readonly scaled: GeometryFigures;
  readonly mode: ModePriceRates;
  readonly finish: FinishPriceRates;
  readonly colour: ColourPriceRates;
  readonly quantity: number;
  /** The processing steps chosen for the part; none when absent. */
  readonly processingSteps?: readonly ProcessingStepPrice[];
}

export const NEUTRAL_FACTOR_BP = 10000;
const MM3_PER_CM3 = 1000;
const MM2_PER_CM2 = 100;

function assertNonNegative(value: number, label: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${label} must be a finite number ≥ 0, got ${value}`);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be an integer ≥ 1, got ${quantity}`);
  }
}

/** factorBp of the break with the largest minQuantity ≤ quantity; 10000 when none applies. */
export function resolveQuantityFactorBp(
  breaks: readonly QuantityBreak[],
  quantity: number,
): number {
  assertQuantity(quantity);
  let best: QuantityBreak | null = null;
  for (const candidate of breaks) {
    assertNonNegative(candidate.factorBp, 'quantity break factorBp');
    if (
      candidate.minQuantity <= quantity &&
      (best === null || candidate.minQuantity > best.minQuantity)
    ) {
      best = candidate;
    }
  }
  return best === null ? NEUTRAL_FACTOR_BP : best.factorBp;
}

/**
 * The processing steps' price per piece: Σ option price × how often, in whole cents. Throws
 * RangeError for a price that is not cents ≥ 0 or a count that is not an integer ≥ 1.
 */
export function computeProcessingCentsPerPiece(steps: readonly ProcessingStepPrice[]): number {
  let totalCents = 0;
  for (const step of steps) {
    assertCents(step.priceCents, 'processing step priceCents');
    assertNonNegative(step.priceCents, 'processing step priceCents');
    if (!Number.isSafeInteger(step.quantity) || step.quantity < 1) {
      throw new RangeError(`processing step quantity must be an integer ≥ 1, got ${step.quantity}`);
    }
    totalCents += step.priceCents * step.quantity;
  }
  assertCents(totalCents, 'processing cents per piece');
  return totalCents;
}

/**
 * docs/decisions/0007-shop-rulings.md "Pricing of a printed part", with its processing steps:
 * unit = max(minPartPrice, setupFee + volume_cm3 × material + boxVolume_cm3 × packing
 *        + area_cm2 × finish) × colourFactor × quantityFactor  (floating cents, rounded once,
 *        half away from zero)
 *      + Σ processing option price × its count  (whole cents, no factor applies);
 * line = unit × quantity. Throws RangeError for a quantity that is not an integer ≥ 1 and for
 * negative/NaN figures, rates or step prices: the api validates before calling, so these are
 * broken invariants.
 */
export function computePartPrice(input: PartPriceInput): PartPrice {
  const { scaled, mode, finish, colour, quantity } = input;
  assertQuantity(quantity);
  assertCents(mode.setupFeeCents, 'setupFeeCents');
  assertCents(mode.minPartPriceCents, 'minPartPriceCents');
  assertNonNegative(mode.setupFeeCents, 'setupFeeCents');
  assertNonNegative(mode.minPartPriceCents, 'minPartPriceCents');
  assertNonNegative(mode.materialCentsPerCm3, 'materialCentsPerCm3');
  assertNonNegative(mode.packingCentsPerCm3, 'packingCentsPerCm3');
  assertNonNegative(finish.finishCentsPerCm2, 'finishCentsPerCm2');
  assertNonNegative(colour.colourFactorBp, 'colourFactorBp');
  assertNonNegative(scaled.volumeMm3, 'volumeMm3');
  assertNonNegative(scaled.areaMm2, 'areaMm2');
  const { x, y, z } = scaled.dimensionsMm;
  assertNonNegative(x, 'dimension x');
  assertNonNegative(y, 'dimension y');
  assertNonNegative(z, 'dimension z');

  const quantityFactorBp = resolveQuantityFactorBp(mode.quantityBreaks, quantity);
  const rawCents =
    mode.setupFeeCents +
    (scaled.volumeMm3 / MM3_PER_CM3) * mode.materialCentsPerCm3 +
    (computeBoxVolumeMm3(scaled.dimensionsMm) / MM3_PER_CM3) * mode.packingCentsPerCm3 +
    (scaled.areaMm2 / MM2_PER_CM2) * finish.finishCentsPerCm2;
  const baseCents = Math.max(mode.minPartPriceCents, rawCents);
  const unitNetCents =
    roundHalfAwayFromZero(
      (baseCents * colour.colourFactorBp * quantityFactorBp) /
        (NEUTRAL_FACTOR_BP * NEUTRAL_FACTOR_BP),
    ) + computeProcessingCentsPerPiece(input.processingSteps ?? []);
  const lineNetCents = unitNetCents * quantity;
  assertCents(unitNetCents, 'unitNetCents');
  assertCents(lineNetCents, 'lineNetCents');
  return { unitNetCents, lineNetCents, quantityFactorBp };
}

/** Non-printable configurations have no price (docs/decisions/0007-shop-rulings.md); the UI shows an empty value. */
export function computePartPriceIfPrintable(
  printability: Printability,
  input: PartPriceInput,
): PartPrice | null {
  return printability.printable ? computePartPrice(input) : null;
}
