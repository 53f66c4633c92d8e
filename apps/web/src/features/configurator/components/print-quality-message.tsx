import type { BatchCalculationResult } from '@print/contracts';
import { selectPrintQualityMessage } from '@print/domain';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { formatReasonNumber } from '../utils/printability-text';
import { toPrintability } from '../utils/pricing-view';

export interface PrintQualityMessageProps {
  readonly selected: BatchCalculationResult | null;
  readonly modeResults: readonly BatchCalculationResult[] | null;
  readonly isScaleNumber: boolean;
  readonly isCalculating: boolean;
}

/** The print-quality message by the ordered rule of spec 1 §4, with the reasons of the selection. */
export function PrintQualityMessage(props: PrintQualityMessageProps) {
  const { selected, modeResults, isScaleNumber, isCalculating } = props;
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const message = selectPrintQualityMessage({
    selected: selected && !isCalculating ? toPrintability(selected) : null,
    all: modeResults && !isCalculating ? modeResults.map(toPrintability) : null,
    isScaleNumber,
  });
  if (message === null) return null;
  const reasons =
    message.kind === 'PRINTABLE' || message.kind === 'CALCULATING' ? [] : (selected?.reasons ?? []);
  const number = (value: number) => formatReasonNumber(value, language);
  return (
    <div
      className={`quality-message quality-message--${message.severity}`}
      role="status"
      data-testid="print-quality"
    >
      <p className="quality-message__text">{t(`quality.${message.kind}`)}</p>
      {reasons.length > 0 && (
        <ul className="quality-message__reasons">
          {reasons.map((reason) => (
            <li key={reason.code}>
              {t(`reasons.${reason.code}`, {
                actual: number(reason.actual),
                limit: number(reason.limit),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
