import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './field-error-texts';
import './fields.css';

/** What every field shows around its control. */
export interface FieldProps {
  readonly label: ReactNode;
  /** A fixed id (a label elsewhere points at it); otherwise one is generated. */
  readonly id?: string;
  readonly isRequired?: boolean;
  readonly hint?: ReactNode;
  readonly error?: FieldError | undefined;
  /**
   * Shown beside the label and never applied to the input: a longer text gets the form's error
   * instead of being cut without a word (DECISIONS.md, customer data).
   */
  readonly maxLength?: number;
  /** The text's current length; the limit then reads as a counter. */
  readonly length?: number;
  /** Spans both columns of a two-column form grid. */
  readonly isWide?: boolean;
}

/** What the control inside a field carries: its id for the label, its state for assistive technology. */
export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-required': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

function useLimitText(maxLength: number | undefined, length: number | undefined) {
  const { t } = useTranslation();
  if (maxLength === undefined) return undefined;
  return length === undefined
    ? t('fields.limit', { max: maxLength })
    : t('fields.counter', { count: length, max: maxLength });
}

/** Label (with the required mark), limit, control, hint and error, wired by id. */
export function FieldFrame(
  props: FieldProps & { readonly children: (c: ControlProps) => ReactNode },
) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const errorText = useFieldErrorText(props.error, props.maxLength);
  const limitText = useLimitText(props.maxLength, props.length);
  const ids = { error: `${id}-error`, hint: `${id}-hint`, limit: `${id}-limit` };
  const describedBy = [
    errorText === undefined ? '' : ids.error,
    props.hint ? ids.hint : '',
    limitText === undefined ? '' : ids.limit,
  ].filter(Boolean);
  const className = ['field', props.isWide ? 'field--wide' : '', errorText ? 'field--invalid' : ''];
  return (
    <div className={className.filter(Boolean).join(' ')}>
      <div className="field__head">
        <label htmlFor={id} className="field__label">
          {props.label}
          {props.isRequired && <span aria-hidden="true"> *</span>}
        </label>
        {limitText !== undefined && (
          <span id={ids.limit} className="field__limit">
            {limitText}
          </span>
        )}
      </div>
      {props.children({
        id,
        'aria-invalid': errorText === undefined ? undefined : true,
        'aria-required': props.isRequired || undefined,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      })}
      {props.hint && (
        <div id={ids.hint} className="field__hint">
          {props.hint}
        </div>
      )}
      {errorText !== undefined && (
        <p id={ids.error} className="field__error">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** Splits a field's props from those of its control. */
export function splitFieldProps<T extends FieldProps>(props: T) {
  const { label, id, isRequired, hint, error, maxLength, length, isWide, ...control } = props;
  const field: FieldProps = { label, id, isRequired, hint, error, maxLength, length, isWide };
  return { field, control };
}
