import type { OrderPreview as OrderPreviewFigures } from '@print/contracts';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { formatDeliveryDate, formatMoney } from '../../../lib/format';

/**
 * Issue 13 point 6: the minimum order value, the small-order surcharge, shipping and the
 * delivery date of an order of only this part, before the cart. Every figure is the server's.
 */
export function OrderPreview({ preview }: { preview: OrderPreviewFigures }) {
  const t = useConfiguratorText();
  const { language } = useRouteLanguage();
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const hasSurcharge = preview.smallOrderSurchargeCents > 0;
  return (
    <div className="order-preview" data-testid="order-preview">
      {hasSurcharge && (
        <p className="order-preview__surcharge" data-testid="order-preview-surcharge">
          {t('preview.surcharge', {
            minimum: formatMoney(preview.minimumOrderNetCents),
            surcharge: formatMoney(preview.smallOrderSurchargeCents),
          })}
        </p>
      )}
      <dl className="order-preview__figures">
        <dt>{t('preview.shipping')}</dt>
        <dd data-testid="order-preview-shipping">
          {preview.isFreeShipping ? t('preview.freeShipping') : formatMoney(preview.shippingCents)}
        </dd>
        {preview.deliveryDate !== null && (
          <>
            <dt>{t('preview.delivery')}</dt>
            <dd data-testid="order-preview-delivery">
              {formatDeliveryDate(preview.deliveryDate, language)}
            </dd>
          </>
        )}
        <dt>{t('preview.orderTotal')}</dt>
        <dd data-testid="order-preview-total">
          {isBusinessCustomer
            ? t('preview.totalNet', { amount: formatMoney(preview.netTotalCents) })
            : t('preview.totalGross', { amount: formatMoney(preview.totalCents) })}
        </dd>
      </dl>
    </div>
  );
}
