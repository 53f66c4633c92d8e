import type { AdminOrderDetail } from '@print/contracts';
import type { OrderStatus } from '@print/domain';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { changeOrderStatus } from '../api/orders';
import { errorText, useDeskText, useOrderLabels } from '../texts';
import { statusLabel } from './labels';
import { StatusChangeForm } from './status-change-form';

export type StatusDialogOutcome =
  | { readonly kind: 'changed'; readonly to: OrderStatus }
  /** 409 ORDER_CHANGED: someone else changed the order since this member loaded it. */
  | { readonly kind: 'conflict' };

/**
 * Moves one order to `to` with a required reason, sending the version the member saw. A 409
 * closes the dialog (the page reloads the order and says so); a 422 shows its code's text here.
 */
export function StatusDialog({
  order,
  to,
  onClose,
  onDone,
}: {
  readonly order: Pick<AdminOrderDetail, 'id' | 'version' | 'status'>;
  readonly to: OrderStatus;
  readonly onClose: () => void;
  readonly onDone: (outcome: StatusDialogOutcome) => void;
}) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog
      title={t('status.dialogTitle', {
        from: statusLabel(labels, order.status),
        to: statusLabel(labels, to),
      })}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <StatusChangeForm
        failure={failure}
        onCancel={onClose}
        onSubmit={async ({ reason, notifyCustomer }) => {
          setFailure(null);
          try {
            await changeOrderStatus(order.id, order.version, { to, reason, notifyCustomer });
            onDone({ kind: 'changed', to });
          } catch (error) {
            if (error instanceof ApiError && error.status === 409) {
              onDone({ kind: 'conflict' });
              return;
            }
            setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
          }
        }}
      />
    </Dialog>
  );
}
