import type {
  BatchCalculationRequest,
  BatchCalculationResult,
  Price,
  PrintMode,
} from '@print/contracts';
import type { Printability, TaxDisplayMode } from '@print/domain';
import type { ConfigSelection } from '../stores/current-item-store';

/** One pricing parameter for every mode × finish × colour, so a single call prices everything. */
export function buildPricingParams(modes: readonly PrintMode[]): BatchCalculationRequest['params'] {
  return modes.flatMap((mode) =>
    mode.surfaceFinishes.flatMap((finish) =>
      finish.colors.map((color) => ({
        printModeId: mode._id,
        surfaceFinishId: finish._id,
        printModeColorId: color._id,
      })),
    ),
  );
}

export function findResult(
  results: readonly BatchCalculationResult[],
  modeId: string | null,
  finishId: string | null,
  colorId: string | null,
): BatchCalculationResult | null {
  return (
    results.find(
      (result) =>
        result.printModeId === modeId &&
        result.surfaceFinishId === finishId &&
        result.colorId === colorId,
    ) ?? null
  );
}

/**
 * The result a mode card shows: the selected configuration for the selected mode, otherwise the
 * cheapest printable configuration of the mode, otherwise its first (non-printable) one.
 */
export function selectModeResult(
  results: readonly BatchCalculationResult[],
  modeId: string,
  selection: ConfigSelection,
): BatchCalculationResult | null {
  if (modeId === selection.printModeId) {
    const selected = findResult(results, modeId, selection.surfaceFinishId, selection.colorId);
    if (selected) return selected;
  }
  const ofMode = results.filter((result) => result.printModeId === modeId);
  let cheapest: BatchCalculationResult | null = null;
  for (const result of ofMode) {
    if (!result.printable || result.price === null) continue;
    if (cheapest?.price == null || result.price.netPrice < cheapest.price.netPrice)
      cheapest = result;
  }
  return cheapest ?? ofMode[0] ?? null;
}

export function toPrintability(result: BatchCalculationResult): Printability {
  return {
    printable: result.printable,
    tooLarge: result.tooLarge,
    tooSmall: result.tooSmall,
    reasons: result.reasons,
  };
}

export interface DisplayedPrice {
  readonly amountCents: number;
  readonly mode: TaxDisplayMode;
  readonly taxRatePercent: number;
}

/**
 * Business customers see net plus tax, private customers gross incl. tax (rulings "Tax"): both
 * amounts come from the server's price, the browser only picks one.
 */
export function displayPrice(price: Price, isBusinessCustomer: boolean): DisplayedPrice {
  return isBusinessCustomer
    ? { amountCents: price.netPrice, mode: 'PLUS_TAX', taxRatePercent: price.taxRate }
    : { amountCents: price.totalPrice, mode: 'INCL_TAX', taxRatePercent: price.taxRate };
}
