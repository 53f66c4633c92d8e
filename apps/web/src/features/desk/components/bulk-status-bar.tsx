import type { AdminOrderRow } from '@print/contracts';
import { mayStaffSetStatus, ORDER_STATUSES, type OrderStatus } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { changeOrderStatuses, orderKeys, type BulkResult } from '../api/orders';
import { deskRequest } from '../api/desk-client';
import { useStaffMe } from '../api/staff-session';
import { errorText, useDeskText, useOrderLabels } from '../texts';
import { statusLabel } from './labels';
import { StatusChangeForm } from './status-change-form';

/** The version each order had when the member saw it (the row's, else its detail's). */
async function readVersions(rows: readonly AdminOrderRow[]) {
  return Promise.all(
    rows.map(async (row) => {
      if (row.version !== undefined) return { orderId: row.id, version: row.version };
      const detail = (await deskRequest(`/admin/orders/${row.id}`)) as { version: number };
      return { orderId: row.id, version: detail.version };
    }),
  );
}

/** The selection's bar: how many, "change status …", clear. */
export function BulkStatusBar({
  rows,
  onClear,
}: {
  readonly rows: readonly AdminOrderRow[];
  readonly onClear: () => void;
}) {
  const t = useDeskText();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div
      className="desk-bulk"
      role="region"
      aria-label={t('orders.bulk.selected', { count: rows.length })}
    >
      <span>{t('orders.bulk.selected', { count: rows.length })}</span>
      <button
        type="button"
        className="button button--primary button--small"
        onClick={() => setIsOpen(true)}
      >
        {t('orders.bulk.change')}
      </button>
      <button type="button" className="button button--link button--small" onClick={onClear}>
        {t('orders.bulk.clear')}
      </button>
      {isOpen && <BulkStatusDialog rows={rows} onClose={() => setIsOpen(false)} />}
    </div>
  );
}

function BulkStatusDialog({
  rows,
  onClose,
}: {
  readonly rows: readonly AdminOrderRow[];
  readonly onClose: () => void;
}) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const client = useQueryClient();
  const { data: me } = useStaffMe();
  const selectId = useId();
  const targets = ORDER_STATUSES.filter(
    (status) => status !== 'UNKNOWN' && (!me || mayStaffSetStatus(me.role, status)),
  );
  const [to, setTo] = useState<OrderStatus>(targets[0] ?? 'READY_FOR_PROCESSING');
  const [failure, setFailure] = useState<string | null>(null);
  const [results, setResults] = useState<readonly BulkResult[] | null>(null);
  const numberOf = new Map(rows.map((row) => [row.id, row.orderNumber]));

  return (
    <Dialog
      title={t('orders.bulk.title', { count: rows.length })}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      {results ? (
        <>
          <h3>{t('orders.bulk.results')}</h3>
          <ul className="desk-results">
            {results.map((result) => (
              <li key={result.orderId} className={result.ok ? 'is-ok' : 'is-failed'}>
                <strong>{numberOf.get(result.orderId) ?? result.orderId}</strong>:{' '}
                {result.ok ? t('orders.bulk.ok') : errorText(t, result.code ?? 'unknown')}
                {result.status && ` (${statusLabel(labels, result.status)})`}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      ) : (
        <StatusChangeForm
          failure={failure}
          onCancel={onClose}
          onSubmit={async ({ reason, notifyCustomer }) => {
            setFailure(null);
            try {
              const orders = await readVersions(rows);
              setResults(await changeOrderStatuses(orders, { to, reason, notifyCustomer }));
              await client.invalidateQueries({ queryKey: orderKeys.lists });
            } catch (error) {
              setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
            }
          }}
        >
          <div className="field">
            <label htmlFor={selectId} className="field__label">
              {t('status.to')}
            </label>
            <select
              id={selectId}
              className="field__input"
              value={to}
              onChange={(event) => setTo(event.target.value as OrderStatus)}
            >
              {targets.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(labels, status)}
                </option>
              ))}
            </select>
          </div>
        </StatusChangeForm>
      )}
    </Dialog>
  );
}
