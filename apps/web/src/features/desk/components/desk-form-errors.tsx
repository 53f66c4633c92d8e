import type { ReactNode } from 'react';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { errorText, useDeskText } from '../texts';

/** The desk's texts for its forms' error codes (the contracts' UPPER_SNAKE messages). */
export function DeskFieldErrors({ children }: { readonly children: ReactNode }) {
  const t = useDeskText();
  return (
    <FieldErrorTexts describe={(error) => errorText(t, error.message ?? 'REQUIRED')}>
      {children}
    </FieldErrorTexts>
  );
}

/** A form-level error (an answer of the API), announced when it appears. */
export function FormAlert({ children }: { readonly children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <p className="desk-alert desk-alert--error" role="alert">
      {children}
    </p>
  );
}
