import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@print/domain';
import { clampQuantity } from '../utils/quantity';

export interface QuantityInputProps {
  readonly value: number;
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly isBusy: boolean;
  readonly onCommit: (quantity: number) => void;
  readonly min?: number;
  readonly max?: number;
}

/** A number input with step buttons; clamps to its bounds and disables a button at a bound. */
export function QuantityInput({
  value,
  label,
  decreaseLabel,
  increaseLabel,
  isBusy,
  onCommit,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
}: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    const clamped = clampQuantity(next, min, max);
    setDraft(null);
    if (clamped !== value) onCommit(clamped);
  }

  return (
    <div className="quantity" aria-busy={isBusy}>
      <button
        type="button"
        className="quantity__step"
        aria-label={decreaseLabel}
        disabled={value <= min || isBusy}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        className="quantity__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== null) commit(Number(draft === '' ? Number.NaN : draft));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(Number(draft));
        }}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={increaseLabel}
        disabled={value >= max || isBusy}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
