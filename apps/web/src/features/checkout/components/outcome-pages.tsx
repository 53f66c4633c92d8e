import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { localizePath, type Language } from '../../../lib/language';
import { usePayPalReturn } from '../hooks/use-paypal-return';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useCheckoutText } from '../texts';
import { wipeOrderData } from '../utils/wipe-order-data';
import { switchCart } from '../../../lib/server-state/cart';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { isSafeRedirectUrl } from '../utils/safe-redirect';
import { CheckoutStatus } from './checkout-status';
import { PayPalNeutralOutcome } from './paypal-outcome';
import './checkout.css';

export { isSafeRedirectUrl } from '../utils/safe-redirect';

/**
 * /order-failed: the order was cancelled (spec 2 §2). Back from PayPal with a token, the
 * cancellation is reported first (callback with success false, spec 2 §4). Opened directly
 * (neither a refused order nor a PayPal return) it says there is nothing to show.
 */
export function OrderFailedPage(props: {
  readonly language: Language;
  readonly token: string | null;
  readonly onFinished: () => void;
}) {
  const { onFinished, language } = props;
  const t = useCheckoutText();
  const state: unknown = useLocation().state;
  const isReached =
    props.token !== null || (typeof state === 'object' && state !== null && 'failed' in state);
  // A refused checkout keeps its draft: the customer may correct it and try again.
  const [hasDraft] = useState(() => useCheckoutDraftStore.getState().details !== null);
  const paypal = usePayPalReturn(props.token, null, false);
  // Cancelled at PayPal: the order's lines are back in a cart; the review page continues with it.
  const restoredCartId = paypal.status === 'done' ? paypal.response.cartId : undefined;
  const currentCartId = useCartIdStore((state) => state.cartId);
  const isRestoring = restoredCartId !== undefined;
  useEffect(() => {
    if (isRestoring) switchCart(restoredCartId);
  }, [isRestoring, restoredCartId]);
  useEffect(() => {
    if (paypal.status !== 'pending' && !isRestoring) onFinished();
  }, [onFinished, paypal.status, isRestoring]);
  if (isRestoring) {
    return currentCartId === restoredCartId ? (
      // Without its draft (another tab's storage) the review cannot be shown: the cart can.
      <Navigate
        to={localizePath(hasDraft ? '/review-order' : '/cart', language)}
        state={{ paypalCancelled: true }}
        replace
      />
    ) : (
      <CheckoutStatus title={t('failed.title')} lead={t('complete.loading')} isBusy />
    );
  }
  if (paypal.status === 'done' && paypal.response.order === undefined) {
    return <PayPalNeutralOutcome next="failed" language={language} />;
  }
  if (!isReached) return <NoOrderOutcome language={language} />;
  return (
    <CheckoutStatus
      title={t('failed.title')}
      lead={t('failed.lead')}
      toStart={localizePath('/', props.language)}
    >
      {hasDraft && props.token === null && (
        <Link
          className="button button--secondary"
          to={localizePath('/review-order', props.language)}
        >
          {t('failed.back')}
        </Link>
      )}
    </CheckoutStatus>
  );
}

/**
 * /quote-generated: the quote went out by e-mail; the ordered cart is done (spec 2 §2, §4). Opened
 * directly (not reached by placing a quote) it says there is nothing to show and wipes nothing
 * (issue 24 point 13).
 */
export function QuoteGeneratedPage(props: {
  readonly language: Language;
  readonly onCompleted: () => void;
}) {
  const { onCompleted } = props;
  const t = useCheckoutText();
  const state: unknown = useLocation().state;
  const isPlaced = typeof state === 'object' && state !== null && 'placed' in state;
  useEffect(() => {
    if (!isPlaced) return;
    onCompleted();
    void wipeOrderData();
  }, [isPlaced, onCompleted]);
  if (!isPlaced) return <NoOrderOutcome language={props.language} />;
  return (
    <CheckoutStatus
      title={t('quote.title')}
      lead={t('quote.lead')}
      toStart={localizePath('/', props.language)}
    />
  );
}

/** An outcome page opened directly: nothing was ordered or refused here. */
function NoOrderOutcome(props: { readonly language: Language }) {
  const t = useCheckoutText();
  return (
    <div data-testid="no-order-outcome">
      <CheckoutStatus
        title={t('complete.noOrderTitle')}
        lead={t('complete.noOrderLead')}
        toStart={localizePath('/', props.language)}
      />
    </div>
  );
}

/** /redirecting: a loading screen while the browser goes to the payment provider (spec 2 §2). */
export function RedirectingPage(props: {
  readonly language: Language;
  readonly redirectUrl: unknown;
}) {
  const t = useCheckoutText();
  const target = isSafeRedirectUrl(props.redirectUrl) ? props.redirectUrl : null;
  useEffect(() => {
    if (target !== null) window.location.assign(target);
  }, [target]);
  return (
    <CheckoutStatus
      title={t('redirecting.title')}
      lead={t('redirecting.lead')}
      isBusy={target !== null}
      {...(target === null ? { toStart: localizePath('/', props.language) } : {})}
    />
  );
}
