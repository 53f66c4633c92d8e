import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { OrderView } from '@print/contracts';
import { Dialog } from '../../../components/dialog';
import { createIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { notify } from '../../../stores/notification-store';
import { reorder } from '../api/order-actions';
import { useOrdersText } from '../texts';

/**
 * Spec 2 §4: "reorder" for a non-legacy, non-quote, paid order, confirmed in a modal; success
 * says so in a notification (spec 2 §8), failure shows the warning.
 */
export function ReorderButton({ order }: { readonly order: OrderView }) {
  const t = useOrdersText();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  // One key per confirmation: a retry of the same confirmation never orders twice.
  const keyRef = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      keyRef.current ??= createIdempotencyKey();
      return reorder(order._id, keyRef.current);
    },
    onSuccess: () => {
      keyRef.current = null;
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.userOrders() });
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
