import type { CartShippingOption } from '@print/contracts';
import { useCheckoutText } from '../texts';
import { formatDeliveryDate, formatMoney } from '../../../lib/format';
import { useRouteLanguage } from '../../../lib/use-route-language';

export interface ShippingMethodListProps {
  /** The country's methods priced for this cart by the server (GET …/totals shippingOptions). */
  readonly options: readonly CartShippingOption[];
  readonly selectedId: string | null;
  readonly onSelect: (shippingMethodId: string) => void;
}

/** Spec 2 §2: the shipping-method radio list with the server's prices. */
export function ShippingMethodList({ options, selectedId, onSelect }: ShippingMethodListProps) {
  const t = useCheckoutText();
  const { language } = useRouteLanguage();
  return (
    <fieldset className="review-section shipping-methods">
      <legend>{t('review.shippingMethods')}</legend>
      {options.map((option) => (
        <div key={option._id} className="shipping-method">
          <input
            type="radio"
            name="shippingMethod"
            id={`shipping-method-${option._id}`}
            value={option._id}
            checked={option._id === selectedId}
            onChange={() => onSelect(option._id)}
          />
          <label htmlFor={`shipping-method-${option._id}`}>
            <span className="shipping-method__name">{option.name}</span>
            <span className="shipping-method__time">
              {t('review.shippingTime', { count: option.shippingTimeDays })} ·{' '}
              <span data-testid="shipping-method-delivery">
                {t('review.deliveryOn', {
                  date: formatDeliveryDate(option.deliveryDate, language),
                })}
              </span>
            </span>
            <span className="shipping-method__price">
              {option.isFree ? t('review.free') : formatMoney(option.priceCents)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
