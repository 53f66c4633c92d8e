import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { checkPaymentMethod } from '@print/domain';
import { localizePath, type Language } from '../../../lib/language';
import { useAuthStatus } from '../../../lib/server-state/auth-status';
import { useCart, useCartTotals } from '../../../lib/server-state/cart';
import { useShippingCountries } from '../../../lib/server-state/shipping-countries';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useCheckoutText } from '../texts';
import { selectDeliveryAddress, toPaymentDetails } from '../utils/payment-details-form';
import { selectShippingMethodId } from '../utils/shipping-method';
import { CheckoutStatus } from './checkout-status';
import { CustomerSummary } from './customer-summary';
import { OrderButton } from './order-button';
import { PayPalCancelledNote } from './paypal-outcome';
import { ReviewItems } from './review-items';
import { ReviewTotals } from './review-totals';
import { ShippingMethodList } from './shipping-method-list';
import { VoucherForm } from './voucher-form';
import './checkout.css';

/** /review-order: items, shipping, voucher, summaries, terms and the order button (spec 2 §2). */
export function ReviewOrderPage({ language }: { readonly language: Language }) {
  const t = useCheckoutText();
  const to = (path: string) => localizePath(path, language);
  const draft = useCheckoutDraftStore();
  const countries = useShippingCountries(language);
  const { cartId, items, isLoading: isCartLoading } = useCart();
  const authStatus = useAuthStatus().data;
  const isLoggedIn = authStatus?.isLoggedIn === true;
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const [hasAgreedToTerms, setAgreedToTerms] = useState(false);
  const locationState: unknown = useLocation().state;
  const isBackFromPayPalCancel =
    typeof locationState === 'object' &&
    locationState !== null &&
    'paypalCancelled' in locationState &&
    locationState.paypalCancelled === true;
  const { placeOrder, isPending } = usePlaceOrder(language);
  const details = draft.details;
  const country = countries.data?.find(
    (entry) => details !== null && entry._id === selectDeliveryAddress(details).countryId,
  );
  const shippingMethodId = country ? selectShippingMethodId(country, draft.shippingMethodId) : null;
  const discountCode = draft.voucher?.isApplied === true ? draft.voucher.code : undefined;
  const totalsQuery = {
    isBusinessCustomer,
    ...(country ? { countryCode: country.countryCode } : {}),
    ...(shippingMethodId !== null ? { shippingMethodId } : {}),
    ...(discountCode !== undefined ? { discountCode } : {}),
  };
  const totals = useCartTotals(cartId, totalsQuery, details !== null && country !== undefined);

  if (details === null) return <Navigate to={to('/payment-details')} replace />;
  const methodContext = {
    hasAttachments: items.some((item) => item.attachments.length > 0),
    isLoggedIn: isLoggedIn || authStatus === undefined,
    existingOrderMethod: null,
  };
  if (countries.isError || totals.isError) {
    return <CheckoutStatus title={t('errors.header')} lead={t('errors.body')} toStart={to('/')} />;
  }
  if (!isCartLoading && (cartId === null || items.length === 0) && !isPending) {
    return (
      <CheckoutStatus title={t('review.title')} lead={t('details.emptyCart')} toStart={to('/')} />
    );
  }
  if (totals.data === undefined || countries.data === undefined || shippingMethodId === null) {
    return <CheckoutStatus title={t('review.title')} lead={t('review.loading')} isBusy />;
  }
  const method = details.billingPaymentMethod;
  // The cart or the sign-in may have changed since the details were given (spec 2 §4 rules);
  // while the sign-in state is unknown, nothing is blocked.
  const methodCheck = checkPaymentMethod(method, methodContext);

  function submit() {
    if (cartId === null || shippingMethodId === null || details === null) return;
    placeOrder({
      cartId,
      paymentDetails: toPaymentDetails(
        details,
        { shippingMethodId, signupToNewsletter: draft.signupToNewsletter },
        isLoggedIn,
      ),
      isBusinessCustomer,
      ...(discountCode !== undefined ? { discountId: discountCode } : {}),
    });
  }

  return (
    <div className="checkout-page container">
      <header className="checkout-page__header">
        <h1>{t('review.title')}</h1>
      </header>
      {isBackFromPayPalCancel && (
        <PayPalCancelledNote
          details={details}
          context={methodContext}
          onChange={draft.setDetails}
        />
      )}
      <div className="review-layout">
        <div className="review-layout__main">
          <ReviewItems items={items} lines={totals.data.lines} />
          <ShippingMethodList
            options={totals.data.shippingOptions}
            selectedId={shippingMethodId}
            onSelect={draft.setShippingMethodId}
          />
          <VoucherForm
            language={language}
            voucher={draft.voucher}
            context={{
              ...(cartId !== null ? { cartId } : {}),
              isBusinessCustomer,
              countryCode: country?.countryCode,
              shippingMethodId,
            }}
            onChange={draft.setVoucher}
            isOffsetBySurcharge={
              totals.data.discountCents > 0 && totals.data.smallOrderSurchargeCents > 0
            }
          />
          <CustomerSummary
            details={details}
            countries={countries.data}
            editPath={to('/payment-details')}
          />
        </div>
        <div className="review-layout__aside">
          <ReviewTotals totals={totals.data} language={language} />
          <OrderButton
            method={method}
            termsPath={to('/agb')}
            hasAgreedToTerms={hasAgreedToTerms}
            onAgreeToTerms={setAgreedToTerms}
            signupToNewsletter={draft.signupToNewsletter}
            onSignupToNewsletter={draft.setSignupToNewsletter}
            isPending={isPending}
            unavailableReason={methodCheck.ok ? null : methodCheck.error.code}
            detailsPath={to('/payment-details')}
            onSubmit={submit}
          />
        </div>
      </div>
    </div>
  );
}
