import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame';

/** A form value's binding (react-hook-form's register), or none for a controlled input. */
interface Registered {
  readonly registration?: UseFormRegisterReturn;
}

export type TextFieldProps = FieldProps &
  Registered &
  Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>;

/** A labelled one-line input. */
export function TextField({ registration, ...props }: TextFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(wiring) => <input className="field__input" {...wiring} {...control} {...registration} />}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldProps &
  Registered &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>;

/** A labelled multi-line input, four rows unless told otherwise. */
export function TextAreaField({ registration, ...props }: TextAreaFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(wiring) => (
        <textarea
          className="field__input field__textarea"
          rows={4}
          {...wiring}
          {...control}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}
