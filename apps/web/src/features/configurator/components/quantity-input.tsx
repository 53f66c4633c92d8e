import { useId, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@print/domain';
import { useCurrentItemStore } from '../../../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';

/** Quantity, at least 1 (spec 1 §5); the step buttons stop at the bounds. */
export function QuantityInput() {
  const t = useConfiguratorText();
  const id = useId();
  const quantity = useCurrentItemStore((state) => state.quantity);
  const setQuantity = useCurrentItemStore((state) => state.setQuantity);
  const [draft, setDraft] = useState<string | null>(null);

  function commit(next: number) {
    setDraft(null);
    setQuantity(Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(next))));
  }

  return (
    <div className="quantity">
      <label htmlFor={id} className="field__label">
        {t('quantity')}
      </label>
      <div className="stepper">
        <button
          type="button"
          className="stepper__button"
          aria-label="−1"
          disabled={quantity <= QUANTITY_MIN}
          onClick={() => commit(quantity - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          className="input input--number stepper__input"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const value = Number(text);
            if (text.trim() !== '' && Number.isInteger(value) && value >= QUANTITY_MIN)
              commit(value);
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label="+1"
          disabled={quantity >= QUANTITY_MAX}
          onClick={() => commit(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
