import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useCheckoutText } from '../texts';

export interface CheckoutStatusProps {
  readonly title: string;
  readonly lead: string;
  /** The localized start page; shows the "to start" link. */
  readonly toStart?: string;
  readonly isBusy?: boolean;
  readonly children?: ReactNode;
}

/** A one-message page of the checkout: loading, empty cart, failure and the outcome pages. */
export function CheckoutStatus({
  title,
  lead,
  toStart,
  isBusy = false,
  children,
}: CheckoutStatusProps) {
  const t = useCheckoutText();
  return (
    <div className="checkout-page checkout-status container" aria-busy={isBusy}>
      <h1>{title}</h1>
      <p className="checkout-page__lead" role={isBusy ? 'status' : undefined}>
        {lead}
      </p>
      {isBusy && <span className="checkout-spinner" aria-hidden="true" />}
      {children}
      {toStart !== undefined && (
        <Link className="button button--primary" to={toStart}>
          {t('details.toStart')}
        </Link>
      )}
    </div>
  );
}
