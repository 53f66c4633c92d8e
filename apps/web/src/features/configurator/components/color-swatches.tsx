import { useId } from 'react';
import type { BatchCalculationResult } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { findResult } from '../utils/pricing-view';
import { isColorSelectable, type ColorOption } from '../utils/selection-rules';

export interface ColorSwatchesProps {
  readonly label: string;
  readonly options: readonly ColorOption[];
  readonly modeId: string;
  readonly surfaceFinishId: string | null;
  readonly colorId: string | null;
  readonly results: readonly BatchCalculationResult[];
  readonly onSelect: (colorId: string) => void;
}

/**
 * Colour swatches as a radio group: selectable only when the colour supports the current finish;
 * a colour whose configuration is not printable carries the title 'Nicht druckbar' (spec 1 §4).
 */
export function ColorSwatches(props: ColorSwatchesProps) {
  const { label, options, modeId, surfaceFinishId, colorId, results, onSelect } = props;
  const t = useConfiguratorText();
  const name = useId();
  return (
    <fieldset className="swatches">
      <legend className="field__label">{label}</legend>
      <div className="swatches__list">
        {options.map((option) => {
          const isSelectable = isColorSelectable(option, surfaceFinishId);
          const result = findResult(results, modeId, surfaceFinishId, option.color._id);
          const isNotPrintable = result !== null && !result.printable;
          return (
            <label
              key={option.color._id}
              className={isSelectable ? 'swatch' : 'swatch swatch--unavailable'}
              title={isNotPrintable ? t('printability.notPrintable') : undefined}
              data-testid="color-swatch"
              data-color-id={option.color._id}
            >
              <input
                type="radio"
                name={name}
                value={option.color._id}
                checked={option.color._id === colorId}
                disabled={!isSelectable}
                onChange={() => onSelect(option.color._id)}
              />
              <span
                className="swatch__chip"
                style={{ backgroundColor: option.color.hexcode }}
                aria-hidden="true"
              />
              <span className="swatch__name">{option.color.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
