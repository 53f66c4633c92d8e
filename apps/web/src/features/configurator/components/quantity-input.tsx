import { QuantityInput } from '../../../components/quantity-input';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';

/** The item's quantity (spec 1 §5: at least 1); every whole number typed prices at once. */
export function ItemQuantityInput() {
  const t = useConfiguratorText();
  const quantity = useCurrentItemStore((state) => state.quantity);
  const setQuantity = useCurrentItemStore((state) => state.setQuantity);
  return (
    <QuantityInput
      value={quantity}
      label={t('quantity')}
      isLabelVisible
      decreaseLabel={t('quantityDecrease')}
      increaseLabel={t('quantityIncrease')}
      commitOn="typing"
      onCommit={setQuantity}
    />
  );
}
