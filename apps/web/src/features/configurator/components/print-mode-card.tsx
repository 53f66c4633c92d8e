import type { BatchCalculationResult, PrintMode } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { classifyResult } from '../utils/printability-text';
import { PriceTag } from './price-tag';
import { RankingBars } from './ranking-bars';

export interface PrintModeCardProps {
  readonly mode: PrintMode;
  readonly groupName: string;
  readonly isSelected: boolean;
  readonly result: BatchCalculationResult | null;
  readonly isCalculating: boolean;
  readonly onSelect: () => void;
  readonly onShowDetails: () => void;
}

/** One print mode as a radio card: material, method, price, production time, rankings. */
export function PrintModeCard(props: PrintModeCardProps) {
  const { mode, groupName, isSelected, result, isCalculating, onSelect, onShowDetails } = props;
  const t = useConfiguratorText();
  const status = result ? classifyResult(result) : null;
  const isPriceShown = isCalculating || result !== null;
  return (
    <div
      className={isSelected ? 'mode-card mode-card--selected' : 'mode-card'}
      data-testid="print-mode-card"
      data-mode-id={mode._id}
      data-status={status ?? 'unknown'}
    >
      <label className="mode-card__select">
        <input
          type="radio"
          className="mode-card__radio"
          name={groupName}
          value={mode._id}
          checked={isSelected}
          onChange={onSelect}
        />
        <span className="mode-card__head">
          <span className="mode-card__name">{mode.printModeMaterial.name}</span>
          <span className="mode-card__meta">{mode.printModeMethod.name}</span>
        </span>
        <span className="mode-card__offer">
          {!isSelected && result?.price && !isCalculating && (
            <span className="mode-card__from">{t('material.from')}</span>
          )}
          {isPriceShown && (
            <PriceTag
              price={result?.price ?? null}
              isCalculating={isCalculating}
              testId="mode-price"
            />
          )}
          {result && !isCalculating && result.printable && (
            <span className="mode-card__time">
              {t('price.days', { count: result.productionTime })}
            </span>
          )}
        </span>
        {status !== null && status !== 'printable' && !isCalculating && (
          <span className={`badge badge--${status === 'tooSmall' ? 'warning' : 'danger'}`}>
            {t(`printability.${status}`)}
          </span>
        )}
        <RankingBars ranking={mode.features.ranking} />
      </label>
      <button
        type="button"
        className="button button--link button--small mode-card__details"
        aria-label={t('material.detailsOf', { name: mode.name })}
        onClick={onShowDetails}
      >
        {t('material.details')}
      </button>
    </div>
  );
}
