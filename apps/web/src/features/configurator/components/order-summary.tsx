import { useRef } from 'react';
import type { BatchCalculationResult } from '@print/contracts';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { OrderPreview } from './order-preview';
import { PriceTag } from './price-tag';
import { ItemQuantityInput } from './quantity-input';

export interface OrderSummaryProps {
  readonly selected: BatchCalculationResult | null;
  readonly isCalculating: boolean;
  readonly isAddAllowed: boolean;
  readonly isAdding: boolean;
  /** Resolves false when adding failed: the button then takes the focus back. */
  readonly onAdd: () => Promise<boolean>;
  /** The sub-step's secondary action (choose finishes), if any. */
  readonly secondary?: {
    readonly label: string;
    readonly isAllowed: boolean;
    readonly onClick: () => void;
  };
}

/** Quantity, the selected configuration's price and production time, and the way to the cart. */
export function OrderSummary(props: OrderSummaryProps) {
  const { selected, isCalculating, isAddAllowed, isAdding, onAdd, secondary } = props;
  const t = useConfiguratorText();
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="order-summary">
      <div className="order-summary__figures">
        <ItemQuantityInput />
        <div className="order-summary__price">
          <span className="field__label">{t('price.total')}</span>
          <PriceTag
            price={selected?.price ?? null}
            isCalculating={isCalculating}
            size="large"
            testId="selected-price"
          />
          {selected?.printable && !isCalculating && (
            <span className="order-summary__time">
              {t('price.productionTime')}: {t('price.days', { count: selected.productionTime })}
            </span>
          )}
        </div>
      </div>
      {selected?.orderPreview && !isCalculating && <OrderPreview preview={selected.orderPreview} />}
      <div className="order-summary__actions">
        {secondary && (
          <button
            type="button"
            className="button button--secondary"
            disabled={!secondary.isAllowed}
            onClick={secondary.onClick}
          >
            {secondary.label}
          </button>
        )}
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!isAddAllowed}
          ref={addRef}
          onClick={() => {
            // Disabled while adding, the button loses focus; after a failure it receives it again.
            void onAdd().then((isAdded) => {
              if (!isAdded) addRef.current?.focus();
            });
          }}
        >
          {isAdding ? t('cart.adding') : t('cart.add')}
        </button>
      </div>
    </div>
  );
}
