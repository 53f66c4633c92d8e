import { useId, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@print/domain';
import { clampQuantity } from './clamp-quantity';

export interface QuantityInputProps {
  readonly value: number;
  readonly label: string;
  /** true: a visible label above the field (configurator); false: only for assistive tech (cart rows). */
  readonly isLabelVisible: boolean;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly onCommit: (quantity: number) => void;
  /**
   * 'typing': every whole number typed is committed at once (live prices); 'leave': on blur or
   * Enter (each commit is a server change).
   */
  readonly commitOn: 'typing' | 'leave';
  readonly isBusy?: boolean;
  readonly min?: number;
  readonly max?: number;
}

/**
 * The one quantity field: number input with − and + buttons, clamped to its bounds (spec 1 §5:
 * at least 1); a button at its bound is disabled, text that is no number falls back on leaving.
 */
export function QuantityInput(props: QuantityInputProps) {
  const { value, label, isLabelVisible, onCommit, commitOn, isBusy = false } = props;
  const { min = QUANTITY_MIN, max = QUANTITY_MAX } = props;
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    const clamped = clampQuantity(next, min, max);
    setDraft(null);
    if (clamped !== value) onCommit(clamped);
  }

  return (
    <div className="quantity" aria-busy={isBusy}>
      {isLabelVisible && (
        <label htmlFor={id} className="field__label">
          {label}
        </label>
      )}
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label={props.decreaseLabel}
          disabled={value <= min || isBusy}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="input input--number stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          {...(isLabelVisible ? {} : { 'aria-label': label })}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const typed = Number(text);
            const isWhole = text.trim() !== '' && Number.isInteger(typed);
            if (commitOn === 'typing' && isWhole && typed >= min && typed <= max) {
              setDraft(null);
              if (typed !== value) onCommit(typed);
            }
          }}
          onBlur={() => {
            if (draft !== null) commit(Number(draft === '' ? Number.NaN : draft));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && draft !== null) commit(Number(draft));
          }}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={props.increaseLabel}
          disabled={value >= max || isBusy}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
