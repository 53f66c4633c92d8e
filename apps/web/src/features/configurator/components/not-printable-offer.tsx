import type { BatchCalculationResult, PrintMode } from '@print/contracts';
import { Link } from 'react-router';
import { useLocalizePath, useRouteLanguage } from '../../../lib/use-route-language';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { formatNumber } from '../../../lib/format';
import { formatReasonNumber } from '../utils/printability-text';

export interface NotPrintableOfferProps {
  readonly fileId: string;
  readonly modes: readonly PrintMode[];
  readonly onSelectMode: (mode: PrintMode) => void;
  readonly selected: BatchCalculationResult | null;
  readonly modeResults: readonly BatchCalculationResult[] | null;
  readonly isCalculating: boolean;
}

type Reason = BatchCalculationResult['reasons'][number];

/**
 * Issue 13 point 5: not printable is not a dead end. A part too large for the chosen mode is
 * offered the scale at which it fits (the server's figure); when no mode can print it at all,
 * each mode says why (too large by how much per side against its build volume, walls too thin
 * against its minimum and where), each mode offers its own scale to fit, and a quote request
 * carries the file to the shop.
 */
export function NotPrintableOffer(props: NotPrintableOfferProps) {
  const { fileId, modes, onSelectMode, selected, modeResults, isCalculating } = props;
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
  const mm = (value: number) => formatReasonNumber(value, language);
  const perMode = isNothingPrintable
    ? (modeResults ?? []).flatMap((result) => {
        const mode = modes.find((candidate) => candidate._id === result.printModeId);
        return mode ? [{ mode, result }] : [];
      })
    : [];

  const describeReason = (reason: Reason, mode: PrintMode) => {
    if (reason.code === 'TOO_LARGE' && reason.sides) {
      const { x, y, z } = mode.features.maxDimensions;
      return (
        <>
          {t('offer.tooLarge', { volume: `${mm(x)} × ${mm(y)} × ${mm(z)}` })}
          <ul className="not-printable-offer__sides">
            {reason.sides.map((side, index) => (
              <li key={index} data-testid="too-large-side">
                {t(side.excessMm > 0 ? 'offer.side' : 'offer.sideFits', {
                  actual: mm(side.actualMm),
                  limit: mm(side.limitMm),
                  excess: mm(side.excessMm),
                })}
              </li>
            ))}
          </ul>
        </>
      );
    }
    const text = t(`reasons.${reason.code}`, {
      actual: mm(reason.actual),
      limit: mm(reason.limit),
    });
    return reason.code === 'WALL_TOO_THIN' ? `${text} ${t('offer.thinWhere')}` : text;
  };

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
      {perMode.length > 0 && (
        <section className="not-printable-offer__why" aria-label={t('offer.whyTitle')}>
          <h3 className="not-printable-offer__title">{t('offer.whyTitle')}</h3>
          <ul className="not-printable-offer__modes">
            {perMode.map(({ mode, result }) => (
              <li key={mode._id} data-testid="not-printable-mode" data-mode-id={mode._id}>
                <strong>{mode.name}</strong>
                <ul className="not-printable-offer__reasons">
                  {result.reasons.map((reason) => (
                    <li key={reason.code} data-code={reason.code}>
                      {describeReason(reason, mode)}
                    </li>
                  ))}
                </ul>
                {result.fitScale !== null && (
                  <button
                    type="button"
                    className="button button--link button--small"
                    onClick={() => {
                      onSelectMode(mode);
                      setScale(result.fitScale ?? 1);
                    }}
                  >
                    {t('offer.scaleModeToFit', {
                      scale: number.format(result.fitScale),
                      mode: mode.name,
                    })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {isNothingPrintable && (
        <>
          <p className="not-printable-offer__hint">{t('offer.quoteHint')}</p>
          <Link
            className="button button--link"
            to={`${localize('/kontakt')}?file=${encodeURIComponent(fileId)}`}
          >
            {t('offer.requestQuote')}
          </Link>
        </>
      )}
    </div>
  );
}
