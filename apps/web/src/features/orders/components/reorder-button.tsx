import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderView } from '@print/contracts';
import { Dialog } from '../../../components/dialog';
import { createIdempotencyKey } from '../../../lib/idempotency-key';
import { localizePath, type Language } from '../../../lib/language';
import { switchCart } from '../../../lib/server-state/cart';
import { readStoredCartId, useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { notify } from '../../../stores/notification-store';
import { reorder } from '../api/order-actions';
import { useOrdersText } from '../texts';

/**
 * Spec 2 §4: "reorder" for a non-legacy, non-quote, paid order, confirmed in a modal. As a shop
 * does it (issue 24 point 13): the parts go into the cart at today's prices and the customer lands
 * on the cart, from where the checkout takes the account's current addresses and any payment
 * method (a PayPal reorder reaches PayPal there); failure shows the warning.
 */
export function ReorderButton({
  order,
  language,
}: {
  readonly order: OrderView;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  // One key per confirmation: a retry of the same confirmation never orders twice.
  const keyRef = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      keyRef.current ??= createIdempotencyKey();
      const cartId = useCartIdStore.getState().cartId ?? readStoredCartId();
      return reorder(order._id, keyRef.current, cartId);
    },
    onSuccess: (answer) => {
      keyRef.current = null;
      setConfirming(false);
      switchCart(answer.cart._id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart(answer.cart._id) });
      void navigate(localizePath('/cart', language));
      notify({
        type: 'success',
        header: t('details.reorderSuccessHeader'),
        body: t('details.reorderSuccessBody'),
      });
    },
    onError: () => notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') }),
  });
  if (!order.actions.canReorder) return null;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setConfirming(true)}
      >
        {t('details.reorder')}
      </button>
      {isConfirming && (
        <Dialog
          title={t('details.reorderTitle')}
          description={t('details.reorderBody')}
          onClose={() => setConfirming(false)}
        >
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('details.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {t('details.reorderConfirm')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
