import './account.css';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'onChange' | 'onBlur'
> {
  readonly label: string;
  readonly registration: UseFormRegisterReturn;
  /** The translated error, shown under the input and announced with it. */
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly isRequired?: boolean;
}

/** A labelled input; errors and hints are tied to it with aria-describedby. */
export function TextField({
  label,
  registration,
  error,
  hint,
  isRequired = false,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="account-field">
      <label className="account-field__label" htmlFor={id}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        className="account-field__input"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {hint && (
        <div id={hintId} className="account-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  readonly registration: UseFormRegisterReturn;
  readonly error?: string | undefined;
}

export function CheckboxField({ label, registration, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="account-field account-field--check">
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FormMessageProps {
  readonly tone: 'success' | 'danger' | 'info';
  readonly children: ReactNode;
}

/**
 * An outcome shown in the page (a failed login, a sent link): errors as alerts, the others as
 * polite status messages, so screen readers hear them without losing focus.
 */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div
      className={`account-message account-message--${tone}`}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

/** A one-column page of the account area with its heading and lead. */
export function AccountSection({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="account-page container">
      <h1 className="account-page__title">{title}</h1>
      {lead && <p className="account-page__lead">{lead}</p>}
      {children}
    </section>
  );
}
