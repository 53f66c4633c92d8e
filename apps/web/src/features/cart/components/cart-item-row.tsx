import type { CartItem, CartTotalsLine } from '@print/contracts';
import { IconClose, IconCube } from '../../../components/icons';
import type { Language } from '../../../lib/language';
import type { ProcessingStepDraft } from '../utils/processing-steps';
import { AttachmentsEditor } from './attachments-editor';
import { ProcessingStepsEditor } from './processing-steps-editor';
import { QuantityInput } from '../../../components/quantity-input';
import { useCartText, type CartText } from '../texts';
import { formatMoney, formatMoneyOrEmpty, formatNumber } from '../../../lib/format';

export interface CartItemRowProps {
  readonly cartId: string;
  readonly item: CartItem;
  readonly language: Language;
  /** The line as the server prices it for this customer; undefined while the totals load. */
  readonly display: CartTotalsLine['display'] | undefined;
  /** Today's production days from the totals; the item's own figure while they load. */
  readonly productionDays?: number | undefined;
  readonly isBusy: boolean;
  readonly onQuantityChange: (quantity: number) => void;
  readonly onProcessingStepsChange: (steps: ProcessingStepDraft[]) => void;
  readonly onRemove: () => void;
}

function formatSize(item: CartItem, t: CartText, language: Language): string {
  const dimensions = item.model.analysedProperties?.dimensions;
  if (!dimensions) return '–';
  const format = { format: (value: number) => formatNumber(value, language) };
  return t('sizeValue', {
    x: format.format(dimensions.x * item.scale),
    y: format.format(dimensions.y * item.scale),
    z: format.format(dimensions.z * item.scale),
    unit: item.givenUnitOfLength,
  });
}

/** One cart item: a table row group on desktop, a card on mobile (CSS). */
export function CartItemRow(props: CartItemRowProps) {
  const { item, language, display, isBusy } = props;
  const t = useCartText();
  const name = item.model.name;
  return (
    <tbody className="cart-item" data-testid="cart-item" aria-busy={isBusy}>
      <tr className="cart-item__main">
        <td className="cart-item__product">
          <div className="cart-item__thumb">
            {item.thumbnail !== null ? (
              <img src={item.thumbnail} alt="" width={72} height={72} loading="lazy" />
            ) : (
              <IconCube width="36" height="36" strokeWidth="1.4" />
            )}
          </div>
          <div className="cart-item__identity">
            <span className="cart-item__name">{name}</span>
            <span className="cart-item__meta">
              {t('productionTime', { count: props.productionDays ?? item.productionTime })}
            </span>
          </div>
        </td>
        <td data-label={t('columns.size')} className="cart-item__size">
          {formatSize(item, t, language)}
          {item.scale !== 1 && (
            <span className="cart-item__meta">{t('scale', { scale: item.scale })}</span>
          )}
        </td>
        <td data-label={t('columns.mode')}>
          <div>
            <span className="cart-item__mode">{item.printMode.name}</span>
            <span className="cart-item__color">
              <span
                className="cart-item__swatch"
                style={{ background: item.color.hexcode || 'transparent' }}
                aria-hidden="true"
              />
              {item.color.name} · {item.surfaceFinish.name}
            </span>
          </div>
        </td>
        <td data-label={t('columns.quantity')}>
          <QuantityInput
            value={item.quantity}
            label={t('quantityLabel', { name })}
            isLabelVisible={false}
            commitOn="leave"
            decreaseLabel={t('decrease')}
            increaseLabel={t('increase')}
            isBusy={isBusy}
            onCommit={props.onQuantityChange}
          />
        </td>
        <td
          data-label={t('columns.unitPrice')}
          className="cart-item__price"
          data-testid="unit-price"
        >
          {!item.isAvailable ? (
            <span className="cart-item__unavailable">{t('unavailable')}</span>
          ) : display ? (
            formatMoney(display.unitCents)
          ) : (
            formatMoneyOrEmpty(null)
          )}
        </td>
        <td
          data-label={t('columns.sum')}
          className="cart-item__price cart-item__sum"
          data-testid="item-sum"
        >
          {!item.isAvailable
            ? '–'
            : display
              ? formatMoney(display.lineCents)
              : formatMoneyOrEmpty(null)}
        </td>
        <td className="cart-item__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t('remove', { name })}
            disabled={isBusy}
            onClick={props.onRemove}
          >
            <IconClose />
          </button>
        </td>
      </tr>
      <tr className="cart-item__extras">
        <td colSpan={7}>
          {!item.isAvailable && (
            <p className="cart-item__unavailable-hint" role="status" data-testid="item-unavailable">
              {t('unavailableHint')}
            </p>
          )}
          <div className="cart-extras">
            <ProcessingStepsEditor
              item={item}
              language={language}
              isBusy={isBusy}
              onChange={props.onProcessingStepsChange}
            />
            <AttachmentsEditor cartId={props.cartId} item={item} language={language} />
          </div>
        </td>
      </tr>
    </tbody>
  );
}
