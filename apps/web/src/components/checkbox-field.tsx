import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorText } from './field-error-texts';
import './fields.css';

export type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> & {
  readonly label: ReactNode;
  readonly isRequired?: boolean;
  readonly error?: FieldError | undefined;
  readonly registration?: UseFormRegisterReturn;
  /** Shown under the label (a link to what the tick agrees to). */
  readonly children?: ReactNode;
};

/** A checkbox with its label to the right; an error is announced with it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, isRequired, error, registration, children, id, ...input } = props;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const errorText = useFieldErrorText(error);
  return (
    <div
      className={
        errorText === undefined ? 'field field--check' : 'field field--check field--invalid'
      }
    >
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={errorText === undefined ? undefined : true}
        aria-required={isRequired || undefined}
        aria-describedby={errorText === undefined ? undefined : errorId}
        {...input}
        {...registration}
      />
      <label htmlFor={inputId}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {errorText !== undefined && (
        <p id={errorId} className="field__error">
          {errorText}
        </p>
      )}
    </div>
  );
}
