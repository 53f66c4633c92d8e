import { PHONE_MAX_LENGTH } from '@print/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import { useCheckoutText } from '../texts';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';

export interface CustomerFieldsetProps {
  readonly register: UseFormRegister<PaymentDetailsFormValues>;
  readonly errors: FieldErrors<PaymentDetailsFormValues>;
  readonly isReadOnly: boolean;
}

/** Spec 2 §3 customer data: e-mail, phone and the customer's reference. */
export function CustomerFieldset({ register, errors, isReadOnly }: CustomerFieldsetProps) {
  const t = useCheckoutText();
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('details.customer')}</legend>
      <div className="form-grid">
        <TextField
          label={t('details.email')}
          type="email"
          isRequired
          autoComplete="email"
          readOnly={isReadOnly}
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          label={t('details.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          readOnly={isReadOnly}
          registration={register('phone')}
          error={errors.phone}
        />
        <TextField
          label={t('details.referenceNumber')}
          isRequired
          isWide
          readOnly={isReadOnly}
          registration={register('referenceNumber')}
          error={errors.referenceNumber}
        />
      </div>
    </fieldset>
  );
}
