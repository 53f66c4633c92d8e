import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ShippingCountry } from '@print/contracts';
import { listAvailablePaymentMethods } from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import { localizePath, type Language } from '../../../lib/language';
import { useAuthStatus } from '../../../lib/server-state/auth-status';
import { useCart } from '../../../lib/server-state/cart';
import { useOrder } from '../../../lib/server-state/order';
import { useShippingCountries } from '../../../lib/server-state/shipping-countries';
import { notify } from '../../../stores/notification-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { saveAccountAddress } from '../api/save-account-address';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useCheckoutText } from '../texts';
import { toAccountFormValues } from '../utils/account-form-values';
import { toOrderFormValues } from '../utils/order-form-values';
import {
  createEmptyDetails,
  toPaymentDetails,
  type PaymentDetailsFormValues,
} from '../utils/payment-details-form';
import { CheckoutStatus } from './checkout-status';
import { PaymentDetailsForm } from './payment-details-form';
import './checkout.css';

export interface PaymentDetailsPageProps {
  readonly language: Language;
  /** Spec 2 §2: with an order id the existing order is shown read-only. */
  readonly orderId: string | null;
}

function defaultCountryId(countries: readonly ShippingCountry[]): string {
  return countries.find((country) => country.isSelectable)?._id ?? '';
}

/** /payment-details(/:orderId): who orders, where it goes, how it is paid (spec 2 §2, §4, §5). */
export function PaymentDetailsPage({ language, orderId }: PaymentDetailsPageProps) {
  const t = useCheckoutText();
  const navigate = useNavigate();
  const countries = useShippingCountries(language);
  const cart = useCart();
  const order = useOrder(orderId);
  const authStatus = useAuthStatus();
  const account = authStatus.data?.isLoggedIn === true ? authStatus.data.details : null;
  const isLoggedIn = account !== null;
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const setDetails = useCheckoutDraftStore((state) => state.setDetails);
  const to = (path: string) => localizePath(path, language);
  const existing = order.data ?? null;
  // The draft as it is now: a form mounted later (after an error view, say) starts from what the
  // customer typed last, never from what was stored when the page first rendered.
  const storedDetails = useCheckoutDraftStore.getState().details;
  const isCartEmpty = !cart.isLoading && cart.items.length === 0;
  const isReady =
    countries.data !== undefined &&
    (orderId === null || existing !== null) &&
    (orderId !== null || !cart.isLoading) &&
    // A new checkout of a signed-in customer starts from the account's addresses.
    (orderId !== null || storedDetails !== null || !authStatus.isPending);
  // Once the form is on screen it stays there: a later load (the sign-in state, the countries
  // or the cart in another language, a refetch) never replaces it by a loading view, which would
  // unmount the form and discard what the customer is typing (issue 24 items 1 and 4).
  const [hasShownForm, setHasShownForm] = useState(false);
  if (isReady && !hasShownForm && (existing !== null || !isCartEmpty)) setHasShownForm(true);

  if (countries.isError || order.isError) {
    const isNotFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <CheckoutStatus
        title={t('errors.header')}
        lead={isNotFound ? t('errors.orderNotFound') : t('errors.body')}
        toStart={to('/')}
      />
    );
  }
  if (existing === null && isReady && isCartEmpty) {
    return (
      <CheckoutStatus title={t('details.title')} lead={t('details.emptyCart')} toStart={to('/')} />
    );
  }
  if (countries.data === undefined || (!isReady && !hasShownForm)) {
    return <CheckoutStatus title={t('details.title')} lead={t('review.loading')} isBusy />;
  }
  const methodContext = {
    hasAttachments: cart.items.some((item) => item.attachments.length > 0),
    isLoggedIn,
    existingOrderMethod: existing?.paymentMethod ?? null,
  };
  const rules = {
    countries: countries.data,
    isBusinessCustomer: existing?.isBusinessCustomer ?? isBusinessCustomer,
    availableMethods: listAvailablePaymentMethods(methodContext),
  };
  const initialValues =
    existing !== null
      ? toOrderFormValues(existing)
      : (storedDetails ??
        (account !== null
          ? toAccountFormValues(account, defaultCountryId(countries.data))
          : createEmptyDetails(defaultCountryId(countries.data))));

  function handleSubmit(values: PaymentDetailsFormValues) {
    setDetails(values);
    if (isLoggedIn && values.saveNewAddress) {
      const details = toPaymentDetails(
        values,
        { shippingMethodId: '', signupToNewsletter: false },
        true,
      );
      saveAccountAddress({
        billingAddress: details.billingAddress,
        shippingAddress: values.isShippingDifferent ? (details.shippingAddress ?? null) : null,
      }).catch(() =>
        notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') }),
      );
    }
    void navigate(to('/review-order'));
  }

  return (
    <div className="checkout-page container">
      <header className="checkout-page__header">
        <h1>
          {existing !== null
            ? t('details.titleExisting', { orderNumber: existing.orderNumber })
            : t('details.title')}
        </h1>
        <p className="checkout-page__lead">
          {existing !== null ? t('details.readOnly') : t('details.lead')}
        </p>
      </header>
      <PaymentDetailsForm
        key={existing?._id ?? 'new'}
        initialValues={initialValues}
        rules={rules}
        methodContext={methodContext}
        isReadOnly={existing !== null}
        isLoggedIn={isLoggedIn}
        {...(existing === null ? { onChange: setDetails } : {})}
        onSubmit={handleSubmit}
        actions={
          existing !== null ? (
            <Link className="button button--primary" to={to(`/review-order/${existing._id}`)}>
              {t('details.next')}
            </Link>
          ) : (
            <>
              <Link className="button button--secondary" to={to('/cart')}>
                {t('details.back')}
              </Link>
              <button type="submit" className="button button--primary">
                {t('details.next')}
              </button>
            </>
          )
        }
      />
    </div>
  );
}
