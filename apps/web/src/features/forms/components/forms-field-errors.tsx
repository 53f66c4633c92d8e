import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { useFormsText, type FormsText } from '../texts';

/** Translates a schema message key (`validation.max20`) into the visitor's language. */
export function describeFormsError(t: FormsText, error: FieldError): string {
  const key =
    typeof error.message === 'string' && error.message.startsWith('validation.')
      ? error.message
      : 'validation.required';
  return t(key as 'validation.required');
}

/** The forms' error texts for the fields inside (their schemas' messages are forms keys). */
export function FormsFieldErrors({ children }: { readonly children: ReactNode }) {
  const t = useFormsText();
  return (
    <FieldErrorTexts describe={(error) => describeFormsError(t, error)}>{children}</FieldErrorTexts>
  );
}
