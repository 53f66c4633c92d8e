import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { useCheckoutText, type CheckoutText } from '../texts';
import type { ValidationKey } from '../utils/form-resolver';

/** The customer's sentence for a field error (keys set by form-resolver; the limit in types.max). */
function describeCheckoutError(t: CheckoutText, error: FieldError): string {
  const key = (error.message ?? 'required') as ValidationKey;
  const max = error.types?.max;
  return t(`validation.${key}`, { max: typeof max === 'string' ? max : '' });
}

/** The checkout's error texts for the fields inside. */
export function CheckoutFieldErrors({ children }: { readonly children: ReactNode }) {
  const t = useCheckoutText();
  return (
    <FieldErrorTexts describe={(error) => describeCheckoutError(t, error)}>
      {children}
    </FieldErrorTexts>
  );
}
