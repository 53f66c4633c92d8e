import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { useCart, useCartTotals } from '../../../lib/server-state/cart';
import { notify } from '../../../stores/notification-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { useCartActions } from '../hooks/use-cart-actions';
import { useCartText } from '../texts';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from './cart-summary';
import './cart.css';

export interface CartPageProps {
  readonly language: Language;
  /** 'Choose a different 3D file' (composed by the route: the upload lives in its own feature). */
  readonly anotherFileAction: ReactNode;
  readonly onNextStep: () => void;
  /** The last item was deleted (spec 1 §4: back to no-order-ongoing). */
  readonly onCartEmptied: () => void;
  /** The applied voucher's code: the server's totals include it (issue 13 point 9). */
  readonly discountCode?: string | undefined;
  /** The voucher form (composed by the route: it is the checkout's, shared with /review-order). */
  readonly voucherForm?: ReactNode;
}

/**
 * The cart view of spec 1 §2: items, processing steps, attachments, sums and the next step.
 * Every amount on it is the server's (GET …/totals); the page only formats them.
 */
export function CartPage(props: CartPageProps) {
  const { language, anotherFileAction, onNextStep, onCartEmptied, discountCode } = props;
  const t = useCartText();
  const { cartId, items, error } = useCart();
  const isBusinessCustomer = usePreferencesStore((state) => state.isBusinessCustomer);
  const totals = useCartTotals(
    cartId,
    { isBusinessCustomer, ...(discountCode !== undefined ? { discountCode } : {}) },
    items.length > 0,
  );
  const actions = useCartActions(cartId, onCartEmptied);
  const displayById = new Map(totals.data?.lines.map((line) => [line.itemId, line.display]));
  // Today's production days of each line (the server's totals), not those of the day it was added.
  const productionDaysById = new Map(
    totals.data?.lines.map((line) => [line.itemId, line.productionDays]),
  );
  const isUnreachable =
    (error instanceof ApiError && error.status === 0) ||
    (totals.error instanceof ApiError && totals.error.status === 0);

  // Spec 1 §8 "default notification" when the server cannot be reached.
  useEffect(() => {
    if (isUnreachable) {
      notify({
        type: 'warning',
        header: t('errors.unreachableHeader'),
        body: t('errors.unreachable'),
      });
    }
  }, [isUnreachable, t]);

  return (
    <div className="cart-page container">
      <header className="cart-page__header">
        <h1 className="cart-page__title">{t('title')}</h1>
        {items.length > 0 && <p className="cart-page__lead">{t('lead')}</p>}
      </header>
      {items.length === 0 || cartId === null ? (
        <div className="cart-empty" data-testid="cart-empty">
          <p className="cart-empty__title">{t('empty')}</p>
          <p className="cart-empty__lead">{t('emptyLead')}</p>
          {anotherFileAction}
        </div>
      ) : (
        <div className="cart-layout">
          <div className="cart-layout__items">
            <table className="cart-table">
              <thead>
                <tr>
                  <th scope="col">{t('columns.item')}</th>
                  <th scope="col">{t('columns.size')}</th>
                  <th scope="col">{t('columns.mode')}</th>
                  <th scope="col">{t('columns.quantity')}</th>
                  <th scope="col" className="cart-table__number">
                    {t('columns.unitPrice')}
                  </th>
                  <th scope="col" className="cart-table__number">
                    {t('columns.sum')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              {items.map((item) => (
                <CartItemRow
                  key={item._id}
                  cartId={cartId}
                  item={item}
                  language={language}
                  display={displayById.get(item._id)}
                  productionDays={productionDaysById.get(item._id)}
                  isBusy={actions.pendingItemIds.has(item._id)}
                  onQuantityChange={(quantity) => void actions.updateItem(item, { quantity })}
                  onProcessingStepsChange={(processingSteps) =>
                    void actions.updateItem(item, { processingSteps })
                  }
                  onRemove={() => void actions.removeItem(item)}
                />
              ))}
            </table>
          </div>
          <div className="cart-layout__footer">
            <div className="cart-layout__another">
              {anotherFileAction}
              {props.voucherForm}
            </div>
            <CartSummary totals={totals.data ?? null} language={language} onNextStep={onNextStep} />
          </div>
        </div>
      )}
    </div>
  );
}
