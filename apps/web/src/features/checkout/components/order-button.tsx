import { Link } from 'react-router';
import type { PaymentMethodKey, PaymentMethodUnavailableReason } from '@print/domain';
import { CheckboxField } from '../../../components/checkbox-field';
import { useCheckoutText } from '../texts';

export interface OrderButtonProps {
  readonly method: PaymentMethodKey;
  readonly termsPath: string;
  readonly hasAgreedToTerms: boolean;
  readonly onAgreeToTerms: (hasAgreed: boolean) => void;
  readonly signupToNewsletter: boolean;
  readonly onSignupToNewsletter: (signup: boolean) => void;
  readonly isPending: boolean;
  /** Why the chosen method cannot be used for this cart now, or null. */
  readonly unavailableReason: PaymentMethodUnavailableReason | null;
  readonly detailsPath: string;
  readonly onSubmit: () => void;
}

/** Spec 2 §2: the button's text follows the payment method. */
export function selectOrderButtonKey(method: PaymentMethodKey) {
  switch (method) {
    case 'paypal':
      return 'review.goToPayPal' as const;
    case 'quote':
      return 'review.getQuote' as const;
    case 'billing':
    case 'prepaid':
      return 'review.buyNow' as const;
  }
}

/**
 * Terms (required, spec 2 §5: the button is disabled with the title "Bitte stimmen Sie den AGB
 * zu" until agreed), the newsletter flag and the order button, disabled while the order is sent.
 */
export function OrderButton(props: OrderButtonProps) {
  const t = useCheckoutText();
  const isDisabled = !props.hasAgreedToTerms || props.isPending || props.unavailableReason !== null;
  return (
    <section className="review-section order-button">
      {props.unavailableReason !== null && (
        <p className="checkout-hint checkout-hint--warning" role="alert">
          {t(`payment.unavailable.${props.unavailableReason}`)}{' '}
          <Link to={props.detailsPath}>{t('review.changeMethod')}</Link>
        </p>
      )}
      <CheckboxField
        id="terms"
        label={t('review.terms')}
        isRequired
        checked={props.hasAgreedToTerms}
        onChange={(event) => props.onAgreeToTerms(event.target.checked)}
      />
      <a href={props.termsPath} target="_blank" rel="noreferrer" className="checkout-note">
        {t('review.termsLink')}
      </a>
      <CheckboxField
        id="newsletter"
        label={t('review.newsletter')}
        checked={props.signupToNewsletter}
        onChange={(event) => props.onSignupToNewsletter(event.target.checked)}
      />
      <button
        type="button"
        className="button button--primary button--large order-button__submit"
        disabled={isDisabled}
        aria-describedby={!props.hasAgreedToTerms ? 'terms-required' : undefined}
        title={!props.hasAgreedToTerms ? t('review.termsRequired') : undefined}
        onClick={props.onSubmit}
      >
        {props.isPending ? t('review.submitting') : t(selectOrderButtonKey(props.method))}
      </button>
      {!props.hasAgreedToTerms && (
        <p className="visually-hidden" id="terms-required">
          {t('review.termsRequired')}
        </p>
      )}
    </section>
  );
}
