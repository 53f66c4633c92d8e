import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { BatchCalculationRequest, BatchCalculationResult, PrintMode } from '@print/contracts';
import { useCurrentItemStore } from '../stores/current-item-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useBatchPrices, type PricingTrigger } from '../api/batch-pricing';
import { buildPricingParams } from '../utils/pricing-view';
import { isScaleValid } from '../utils/scale';
import { findScaleProblem, type ScaleProblem } from '../utils/size-limits';
import { PRICING_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

export interface ConfiguratorPricing {
  readonly results: readonly BatchCalculationResult[];
  /** True while a change waits for its debounce or its answer: show placeholders. */
  readonly isCalculating: boolean;
  readonly isError: boolean;
  /** The failed request's error code (NETWORK_ERROR, FILE_NOT_FOUND …), null when none failed. */
  readonly errorCode: string | null;
  /** Why no price is asked for at this scale; the screen states it instead of waiting. */
  readonly scaleProblem: ScaleProblem | null;
  readonly retry: () => void;
}

/**
 * Prices every mode × finish × colour in one batch, 500 ms after the last change of selection,
 * scale, unit, quantity or customer type (spec 1 §4 "cart-item-pricing-invalid", debounced).
 */
export function useConfiguratorPricing(
  modes: readonly PrintMode[] | undefined,
): ConfiguratorPricing {
  const objectId = useCurrentItemStore((state) => state.objectId);
  const scale = useCurrentItemStore((state) => state.scale);
  const unit = useCurrentItemStore((state) => state.unit);
  const quantity = useCurrentItemStore((state) => state.quantity);
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const selectionKey = useCurrentItemStore(
    (state) => `${state.printModeId}|${state.surfaceFinishId}|${state.colorId}`,
  );

  const request = useMemo<BatchCalculationRequest | null>(() => {
    if (objectId === null || !modes || modes.length === 0) return null;
    if (!isScaleValid(scale) || !Number.isInteger(quantity) || quantity < 1) return null;
    return {
      objectId,
      objectScale: scale,
      objectUnitLength: unit,
      objectQuantity: quantity,
      params: buildPricingParams(modes),
      isBusinessCustomer,
    };
  }, [objectId, modes, scale, unit, quantity, isBusinessCustomer]);

  const trigger = useMemo<PricingTrigger | null>(
    () => (request === null ? null : { request, selectionKey }),
    [request, selectionKey],
  );
  const debounced = useDebouncedValue(trigger, PRICING_DEBOUNCE_MS);
  const query = useBatchPrices(debounced.value);
  const isError = query.isError && !query.isFetching;
  return {
    // A failed answer never leaves the previous configuration's prices on screen.
    results: request === null || isError ? [] : (query.data ?? []),
    isCalculating: request !== null && (debounced.isPending || query.isFetching),
    isError,
    errorCode: isError ? readErrorCode(query.error) : null,
    scaleProblem: findScaleProblem(scale),
    retry: () => void query.refetch(),
  };
}

function readErrorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'UNKNOWN';
}
