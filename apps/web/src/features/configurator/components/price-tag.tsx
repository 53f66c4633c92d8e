import type { Price } from '@print/contracts';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { displayPrice } from '../utils/pricing-view';
import { formatMoneyOrEmpty, formatNumber } from '../../../lib/format';

export interface PriceTagProps {
  readonly price: Price | null;
  readonly isCalculating: boolean;
  readonly size?: 'small' | 'large';
  readonly testId?: string;
}

/** A server price as the customer type wants it, or a placeholder while it is calculated. */
export function PriceTag({ price, isCalculating, size = 'small', testId }: PriceTagProps) {
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const className = `price-tag price-tag--${size}`;
  if (isCalculating) {
    return (
      <span className={`${className} price-tag--calculating`} data-testid={testId} aria-busy="true">
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('price.calculating')}</span>
      </span>
    );
  }
  if (price === null) {
    return (
      <span className={className} data-testid={testId} data-printable="false">
        {formatMoneyOrEmpty(null)}
      </span>
    );
  }
  const shown = displayPrice(price, isBusinessCustomer);
  const rate = formatNumber(shown.taxRatePercent, language);
  return (
    <span className={className} data-testid={testId} data-printable="true">
      <span className="price-tag__amount">{formatMoneyOrEmpty(shown.amountCents)}</span>
      <span className="price-tag__tax">
        {shown.mode === 'PLUS_TAX' ? t('price.plusTax', { rate }) : t('price.inclTax', { rate })}
      </span>
    </span>
  );
}
