import { FORM_LIMITS } from '@print/contracts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFormsText } from '../texts';
import { TextField } from '../../../components/text-field';

/** One form value's field: what react-hook-form registers, its error and whether it is required. */
export interface FieldBinding {
  readonly registration: UseFormRegisterReturn;
  readonly error: FieldError | undefined;
  readonly isRequired?: boolean;
}

/** First and last name side by side, as the contact, newsletter and VAT-ID forms ask them. */
export function NameFields({
  firstName,
  lastName,
}: {
  readonly firstName: FieldBinding;
  readonly lastName: FieldBinding;
}) {
  const t = useFormsText();
  return (
    <div className="app-form__row">
      <TextField
        label={t('fields.firstName')}
        isRequired={firstName.isRequired}
        autoComplete="given-name"
        maxLength={FORM_LIMITS.name}
        registration={firstName.registration}
        error={firstName.error}
      />
      <TextField
        label={t('fields.lastName')}
        isRequired={lastName.isRequired}
        autoComplete="family-name"
        maxLength={FORM_LIMITS.name}
        registration={lastName.registration}
        error={lastName.error}
      />
    </div>
  );
}

/** The visitor's e-mail address. */
export function MailField({ registration, error, isRequired }: FieldBinding) {
  const t = useFormsText();
  return (
    <TextField
      label={t('fields.mail')}
      type="email"
      isRequired={isRequired}
      autoComplete="email"
      registration={registration}
      error={error}
    />
  );
}
