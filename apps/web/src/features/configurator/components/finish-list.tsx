import { useId } from 'react';
import type { BatchCalculationResult, PrintMode } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { findResult } from '../utils/pricing-view';
import { PriceTag } from './price-tag';

export interface FinishListProps {
  readonly mode: PrintMode;
  readonly surfaceFinishId: string | null;
  readonly results: readonly BatchCalculationResult[];
  readonly isCalculating: boolean;
  readonly onSelect: (finishId: string) => void;
}

/** The finishes of the selected mode as radio cards, each priced with its first colour. */
export function FinishList({
  mode,
  surfaceFinishId,
  results,
  isCalculating,
  onSelect,
}: FinishListProps) {
  const t = useConfiguratorText();
  const name = useId();
  return (
    <fieldset className="option-list">
      <legend className="field__label">{t('finishes.finishes')}</legend>
      {mode.surfaceFinishes.map((finish) => {
        const isSelected = finish._id === surfaceFinishId;
        const result = findResult(results, mode._id, finish._id, finish.colors[0]?._id ?? null);
        return (
          <label
            key={finish._id}
            className={isSelected ? 'option-card option-card--selected' : 'option-card'}
            data-testid="finish-option"
            data-finish-id={finish._id}
          >
            <input
              type="radio"
              name={name}
              value={finish._id}
              checked={isSelected}
              onChange={() => onSelect(finish._id)}
            />
            <span className="option-card__text">
              <span className="option-card__name">{finish.properties.name}</span>
              <span className="option-card__description">{finish.properties.description}</span>
            </span>
            <PriceTag price={result?.price ?? null} isCalculating={isCalculating} />
          </label>
        );
      })}
    </fieldset>
  );
}
