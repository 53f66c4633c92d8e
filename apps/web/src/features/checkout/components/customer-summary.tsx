import { Link } from 'react-router';
import type { ShippingCountry } from '@print/contracts';
import { useCheckoutText } from '../texts';
import type { AddressFormValues } from '../../../components/address-form-values';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';

function AddressLines({
  address,
  countries,
}: {
  readonly address: AddressFormValues;
  readonly countries: readonly ShippingCountry[];
}) {
  const country = countries.find((entry) => entry._id === address.countryId)?.country ?? '';
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.street,
    address.addressSuffix,
    `${address.postalCode} ${address.city}`.trim(),
    country,
  ].filter((line) => line !== '');
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

export interface CustomerSummaryProps {
  readonly details: PaymentDetailsFormValues;
  readonly countries: readonly ShippingCountry[];
  readonly editPath: string;
}

/** Spec 2 §2 customer summary: who orders, the addresses and the payment method, with an edit link. */
export function CustomerSummary({ details, countries, editPath }: CustomerSummaryProps) {
  const t = useCheckoutText();
  const shipping = details.isShippingDifferent ? details.shippingAddress : details.billingAddress;
  return (
    <section className="review-section customer-summary" aria-labelledby="customer-summary-title">
      <div className="review-section__header">
        <h2 id="customer-summary-title">{t('review.customer')}</h2>
        <Link to={editPath} className="button button--link">
          {t('review.edit')}
        </Link>
      </div>
      <dl className="summary-list">
        <div>
          <dt>{t('review.email')}</dt>
          <dd data-testid="summary-email">{details.email}</dd>
        </div>
        {details.phone !== '' && (
          <div>
            <dt>{t('review.phone')}</dt>
            <dd>{details.phone}</dd>
          </div>
        )}
        <div>
          <dt>{t('review.referenceNumber')}</dt>
          <dd>{details.referenceNumber}</dd>
        </div>
        <div>
          <dt>{t('details.billingAddress')}</dt>
          <dd>
            <AddressLines address={details.billingAddress} countries={countries} />
          </dd>
        </div>
        <div>
          <dt>{t('details.shippingAddress')}</dt>
          <dd>
            <AddressLines address={shipping} countries={countries} />
          </dd>
        </div>
        <div>
          <dt>{t('details.paymentMethod')}</dt>
          <dd data-testid="summary-payment-method">
            {t(`payment.${details.billingPaymentMethod}`)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
