import { PAYMENT_METHOD_KEYS, checkPaymentMethod, type PaymentMethodContext } from '@print/domain';
import type { FieldError, UseFormRegister } from 'react-hook-form';
import { useCheckoutText } from '../texts';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';
import { useFieldErrorText } from '../../../components/field-error-texts';

export interface PaymentMethodFieldsetProps {
  readonly register: UseFormRegister<PaymentDetailsFormValues>;
  readonly context: PaymentMethodContext;
  readonly isReadOnly: boolean;
  readonly error: FieldError | undefined;
}

/**
 * The four payment methods of spec 2 §3 as radios; an unavailable one (spec 2 §4: attachments,
 * not signed in, an existing PayPal order) is disabled and says why.
 */
export function PaymentMethodFieldset({
  register,
  context,
  isReadOnly,
  error,
}: PaymentMethodFieldsetProps) {
  const t = useCheckoutText();
  const errorText = useFieldErrorText(error);
  return (
    <fieldset
      className="checkout-fieldset"
      aria-describedby={errorText === undefined ? undefined : 'payment-method-error'}
    >
      <legend>{t('details.paymentMethod')}</legend>
      <div className="payment-methods">
        {PAYMENT_METHOD_KEYS.map((key) => {
          const check = checkPaymentMethod(key, context);
          const hintId = `payment-method-${key}-hint`;
          return (
            <div key={key} className="payment-method">
              <input
                type="radio"
                id={`payment-method-${key}`}
                value={key}
                disabled={isReadOnly || !check.ok}
                aria-describedby={hintId}
                {...register('billingPaymentMethod')}
              />
              <span className="payment-method__text">
                <label htmlFor={`payment-method-${key}`} className="payment-method__name">
                  {t(`payment.${key}`)}
                </label>
                <span className="payment-method__hint" id={hintId}>
                  {check.ok
                    ? t(`payment.${key}Hint`)
                    : t(`payment.unavailable.${check.error.code}`)}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      {errorText !== undefined && (
        <p className="field__error" id="payment-method-error">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
