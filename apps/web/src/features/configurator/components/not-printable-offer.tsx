import type { BatchCalculationResult } from '@print/contracts';
import { Link } from 'react-router';
import { useLocalizePath, useRouteLanguage } from '../../../lib/use-route-language';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { formatNumber } from '../../../lib/format';

export interface NotPrintableOfferProps {
  readonly fileId: string;
  readonly selected: BatchCalculationResult | null;
  readonly modeResults: readonly BatchCalculationResult[] | null;
  readonly isCalculating: boolean;
}

/**
 * Issue 13 point 5: not printable is not a dead end. A part too large for the chosen mode is
 * offered the scale at which it fits (the server's figure); when no mode can print it at all,
 * the best such scale over all modes, and a quote request with the file named.
 */
export function NotPrintableOffer(props: NotPrintableOfferProps) {
  const { fileId, selected, modeResults, isCalculating } = props;
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const localize = useLocalizePath();
  const setScale = useCurrentItemStore((state) => state.setScale);
  if (isCalculating || selected === null || selected.printable) return null;
  const isNothingPrintable = (modeResults ?? []).every((result) => !result.printable);
  const fitScales = (isNothingPrintable ? (modeResults ?? []) : [selected])
    .map((result) => result.fitScale)
    .filter((scale): scale is number => scale !== null);
  const fitScale = fitScales.length > 0 ? Math.max(...fitScales) : null;
  const number = { format: (value: number) => formatNumber(value, language) };
  return (
    <div className="not-printable-offer" data-testid="not-printable-offer">
      {fitScale !== null && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setScale(fitScale)}
        >
          {t('offer.scaleToFit', { scale: number.format(fitScale) })}
        </button>
      )}
      {isNothingPrintable && (
        <Link
          className="button button--link"
          to={`${localize('/kontakt')}?file=${encodeURIComponent(fileId)}`}
        >
          {t('offer.requestQuote')}
        </Link>
      )}
    </div>
  );
}
