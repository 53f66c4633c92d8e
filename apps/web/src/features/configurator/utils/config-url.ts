import { isLengthUnit, QUANTITY_MAX, QUANTITY_MIN, type LengthUnit } from '@print/domain';
import type { ConfigureSubStep } from '../stores/current-item-store';

/**
 * Issue 13 point 7: the configuration lives in the URL (`/?file={id}&step=1&mode=…`), so that
 * reload, back, forward and a shared link restore it. Unknown or malformed values are dropped
 * (the configurator then uses its defaults), never trusted.
 */
export interface ConfigUrlState {
  readonly fileId: string | null;
  readonly subStep: ConfigureSubStep | null;
  readonly printModeId: string | null;
  readonly surfaceFinishId: string | null;
  readonly colorId: string | null;
  readonly scale: number | null;
  readonly quantity: number | null;
  readonly unit: LengthUnit | null;
}

const ID_PATTERN = /^[\w.:-]{1,100}$/;

function readId(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value !== null && ID_PATTERN.test(value) ? value : null;
}

function readNumber(params: URLSearchParams, key: string): number | null {
  const text = params.get(key);
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function parseConfigUrl(search: string): ConfigUrlState {
  const params = new URLSearchParams(search);
  const step = readNumber(params, 'step');
  const quantity = readNumber(params, 'qty');
  const unit = params.get('unit');
  return {
    fileId: readId(params, 'file'),
    subStep: step === 0 || step === 1 || step === 2 ? step : null,
    printModeId: readId(params, 'mode'),
    surfaceFinishId: readId(params, 'finish'),
    colorId: readId(params, 'color'),
    // Any finite scale is kept: an out-of-range one is stated by the configurator, not hidden.
    scale: readNumber(params, 'scale'),
    quantity:
      quantity !== null &&
      Number.isInteger(quantity) &&
      quantity >= QUANTITY_MIN &&
      quantity <= QUANTITY_MAX
        ? quantity
        : null,
    unit: unit !== null && isLengthUnit(unit) ? unit : null,
  };
}

/** The search string of a configuration (stable key order, so equal states give equal URLs). */
export function writeConfigUrl(state: {
  readonly fileId: string;
  readonly subStep: ConfigureSubStep;
  readonly printModeId: string | null;
  readonly surfaceFinishId: string | null;
  readonly colorId: string | null;
  readonly scale: number;
  readonly quantity: number;
  readonly unit: LengthUnit;
}): string {
  const params = new URLSearchParams({ file: state.fileId, step: String(state.subStep) });
  if (state.printModeId) params.set('mode', state.printModeId);
  if (state.surfaceFinishId) params.set('finish', state.surfaceFinishId);
  if (state.colorId) params.set('color', state.colorId);
  params.set('scale', String(state.scale));
  params.set('qty', String(state.quantity));
  params.set('unit', state.unit);
  return `?${params.toString()}`;
}
