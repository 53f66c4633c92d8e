import { checkPaymentMethod, PAYMENT_METHOD_KEYS, type PaymentMethodContext } from '@print/domain';
import type { PaymentDeclineReason, PaymentNextStep } from '@print/contracts';
import { localizePath, type Language } from '../../../lib/language';
import { useCheckoutText } from '../texts';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';
import { CheckoutStatus } from './checkout-status';
import { isSafeRedirectUrl } from '../utils/safe-redirect';

/**
 * Back from PayPal in a browser without the shop's session (the PayPal app opened the link
 * elsewhere): the outcome and that the confirmation comes by mail, never the order's details.
 */
export function PayPalNeutralOutcome(props: {
  readonly next: PaymentNextStep;
  readonly language: Language;
}) {
  const t = useCheckoutText();
  const [title, lead] =
    props.next === 'complete'
      ? [t('paypal.receivedTitle'), t('paypal.receivedLead')]
      : props.next === 'failed'
        ? [t('paypal.cancelledTitle'), t('paypal.cancelledLead')]
        : [t('paypal.checkingTitle'), t('paypal.checkingLead')];
  return (
    <div data-testid="paypal-neutral-outcome" data-next={props.next}>
      <CheckoutStatus title={title} lead={lead} toStart={localizePath('/', props.language)} />
    </div>
  );
}

/** A declined capture: say why, then let the buyer go back to PayPal (never automatically). */
export function PayPalDeclined(props: {
  readonly reason: PaymentDeclineReason;
  readonly redirectUrl: string;
}) {
  const t = useCheckoutText();
  return (
    <div role="alert" data-testid="paypal-declined" data-reason={props.reason}>
      <CheckoutStatus title={t('paypal.declinedTitle')} lead={t(`paypal.declined.${props.reason}`)}>
        {isSafeRedirectUrl(props.redirectUrl) && (
          <p className="checkout-actions">
            <a className="button button--primary" href={props.redirectUrl}>
              {t('paypal.backToPayPal')}
            </a>
          </p>
        )}
      </CheckoutStatus>
    </div>
  );
}

/**
 * The review page after a cancel at PayPal: the note and the payment methods to choose from (the
 * cart is back, the order was cancelled without a mail).
 */
export function PayPalCancelledNote(props: {
  readonly details: PaymentDetailsFormValues;
  readonly context: PaymentMethodContext;
  readonly onChange: (details: PaymentDetailsFormValues) => void;
}) {
  const t = useCheckoutText();
  const { details } = props;
  return (
    <section
      className="checkout-hint checkout-hint--warning"
      role="status"
      data-testid="paypal-cancelled-note"
    >
      <p>{t('paypal.cancelledNote')}</p>
      <fieldset className="checkout-fieldset">
        <legend>{t('paypal.paymentMethod')}</legend>
        <div className="payment-methods">
          {PAYMENT_METHOD_KEYS.map((key) => {
            const isAvailable = checkPaymentMethod(key, props.context).ok;
            return (
              <div key={key} className="payment-method">
                <input
                  type="radio"
                  id={`review-payment-method-${key}`}
                  name="review-payment-method"
                  value={key}
                  checked={details.billingPaymentMethod === key}
                  disabled={!isAvailable}
                  onChange={() => props.onChange({ ...details, billingPaymentMethod: key })}
                />
                <label htmlFor={`review-payment-method-${key}`} className="payment-method__name">
                  {t(`payment.${key}`)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
