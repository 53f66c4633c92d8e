import type { InputHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useCheckoutText } from '../texts';
import type { ValidationKey } from '../utils/form-resolver';

/** The customer's sentence for a field error (keys set by form-resolver). */
export function useFieldErrorText(): (error: FieldError | undefined) => string | null {
  const t = useCheckoutText();
  return (error) => {
    if (error?.message === undefined) return null;
    const key = error.message as ValidationKey;
    const max = error.types?.max;
    return t(`validation.${key}`, { max: typeof max === 'string' ? max : '' });
  };
}

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly id: string;
  readonly label: string;
  readonly error: FieldError | undefined;
}

/** A labelled input with its error announced through aria-describedby. */
export function FormField({ id, label, error, className, ...input }: FormFieldProps) {
  const errorText = useFieldErrorText()(error);
  const errorId = `${id}-error`;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errorText !== null}
        aria-describedby={errorText !== null ? errorId : undefined}
        {...input}
      />
      {errorText !== null && (
        <p className="form-field__error" id={errorId}>
          {errorText}
        </p>
      )}
    </div>
  );
}
