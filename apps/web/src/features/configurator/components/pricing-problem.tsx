import { SCALE_MAX, SCALE_MIN } from '@print/domain';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import type { ScaleProblem } from '../utils/size-limits';
import { formatNumber } from '../../../lib/format';

/** Error codes with their own explanation; any other code reads as OTHER. */
const EXPLAINED_CODES = [
  'NETWORK_ERROR',
  'FILE_NOT_FOUND',
  'FILE_NOT_ANALYSED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
] as const;
type ExplainedCode = (typeof EXPLAINED_CODES)[number] | 'OTHER';

export function explainPricingError(code: string): ExplainedCode {
  return (EXPLAINED_CODES as readonly string[]).includes(code) ? (code as ExplainedCode) : 'OTHER';
}

export interface PricingProblemProps {
  readonly scaleProblem: ScaleProblem | null;
  readonly errorCode: string | null;
  readonly onRetry: () => void;
}

/**
 * Issue 13 point 1: when no price can come (scale out of range) or the price request failed,
 * the reason is stated at once and announced, instead of a placeholder that waits forever.
 */
export function PricingProblem({ scaleProblem, errorCode, onRetry }: PricingProblemProps) {
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const number = { format: (value: number) => formatNumber(value, language) };
  if (scaleProblem !== null) {
    return (
      <div
        className="quality-message quality-message--danger"
        role="alert"
        data-testid="pricing-problem"
      >
        <p className="quality-message__text">
          {t(`pricingProblem.scale.${scaleProblem}`, {
            min: number.format(SCALE_MIN),
            max: number.format(SCALE_MAX),
          })}
        </p>
      </div>
    );
  }
  if (errorCode === null) return null;
  return (
    <div
      className="quality-message quality-message--danger"
      role="alert"
      data-testid="pricing-problem"
    >
      <p className="quality-message__text">
        {t('pricingProblem.failed')} {t(`pricingProblem.codes.${explainPricingError(errorCode)}`)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('pricingProblem.retry')}
      </button>
    </div>
  );
}
