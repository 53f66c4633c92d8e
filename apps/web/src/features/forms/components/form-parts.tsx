import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field';
import { useFormsText } from '../texts';

/** The privacy tick with a link to the privacy page (opens in a new tab: the form keeps its input). */
export function ConfirmationField({
  registration,
  error,
  privacyHref,
}: {
  readonly registration: UseFormRegisterReturn;
  readonly error: FieldError | undefined;
  readonly privacyHref: string;
}) {
  const t = useFormsText();
  return (
    <CheckboxField
      label={t('fields.confirmation')}
      isRequired
      registration={registration}
      error={error}
    >
      <a href={privacyHref} target="_blank" rel="noopener" className="field__link">
        {t('fields.privacyLink')}
      </a>
    </CheckboxField>
  );
}

/** Spam trap: off-screen and hidden from assistive technology; people never fill it in. */
export function HoneypotField({ registration }: { readonly registration: UseFormRegisterReturn }) {
  const t = useFormsText();
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('fields.website')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** Submit button: disabled until the required fields are filled, with the spec's title hint. */
export function SubmitButton({
  isReady,
  isSubmitting,
}: {
  readonly isReady: boolean;
  readonly isSubmitting: boolean;
}) {
  const t = useFormsText();
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={!isReady || isSubmitting}
      title={isReady ? undefined : t('requiredMissing')}
    >
      {isSubmitting ? t('sending') : t('send')}
    </button>
  );
}
