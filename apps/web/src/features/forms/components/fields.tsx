import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFormsText, type FormsText } from '../texts';

interface FieldFrameProps {
  readonly label: string;
  readonly isRequired?: boolean;
  readonly error?: FieldError | undefined;
  readonly hint?: string | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}

/** What a field's control carries: its id for the label, and its state for assistive technology. */
interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-required': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** Translates a schema message key (`validation.max20`) into the visitor's language. */
export function errorText(t: FormsText, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key =
    typeof error.message === 'string' && error.message.startsWith('validation.')
      ? error.message
      : 'validation.required';
  return t(key as 'validation.required');
}

/** Label, control, hint and error, wired with for/id, aria-describedby and aria-invalid. */
function FieldFrame({ label, isRequired, error, hint, children }: FieldFrameProps) {
  const t = useFormsText();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {errorText(t, error)}
        </p>
      )}
    </div>
  );
}

type Common = Omit<FieldFrameProps, 'children'> & { readonly registration: UseFormRegisterReturn };

export function TextField({
  registration,
  label,
  isRequired,
  error,
  hint,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} isRequired={isRequired} error={error} hint={hint}>
      {(control) => (
        <input {...control} className="form-field__input" {...input} {...registration} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  registration,
  label,
  isRequired,
  error,
  hint,
  ...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} isRequired={isRequired} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          className="form-field__input form-field__textarea"
          rows={4}
          {...textarea}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  registration,
  label,
  isRequired,
  error,
  hint,
  options,
  placeholder,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    readonly options: readonly { readonly value: string; readonly label: string }[];
    readonly placeholder: string;
  }) {
  return (
    <FieldFrame label={label} isRequired={isRequired} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          className="form-field__input"
          defaultValue=""
          {...select}
          {...registration}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

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
  const id = useId();
  return (
    <div className={`form-field form-field--check${error ? ' form-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <label htmlFor={id}>
        {t('fields.confirmation')}
        <span aria-hidden="true"> *</span>
      </label>
      <a href={privacyHref} target="_blank" rel="noopener" className="form-field__link">
        {t('fields.privacyLink')}
      </a>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {errorText(t, error)}
        </p>
      )}
    </div>
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
