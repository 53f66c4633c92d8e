import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, splitFieldProps, type FieldProps } from './field-frame';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly isDisabled?: boolean;
}

export type SelectFieldProps = Omit<FieldProps, 'maxLength' | 'length'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> & {
    readonly registration?: UseFormRegisterReturn;
    readonly options: readonly SelectOption[];
    /** An empty first choice ("please choose"), the one shown until the visitor picks another. */
    readonly placeholder?: string;
  };

/** A labelled drop-down list. */
export function SelectField({ registration, options, placeholder, ...props }: SelectFieldProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(wiring) => (
        <select className="field__input" {...wiring} {...control} {...registration}>
          {placeholder !== undefined && (
            // Enabled: a select shows its first enabled option until a value is set.
            <option value="">{placeholder}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
