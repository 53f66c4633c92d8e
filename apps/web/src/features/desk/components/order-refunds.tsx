import type { AdminOrderRefunds, AdminRefund } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { orderKeys } from '../api/orders';
import { refundKeys, syncRefund, useOrderRefunds } from '../api/refunds';
import { useStaffMe } from '../api/staff-session';
import { useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { moneyErrorText } from '../utils/money-desk-text';
import { refundFailureLabel, refundStatusLabel } from './labels';
import { RefundDialog } from './refund-dialog';

type Notice = { readonly tone: 'info' | 'error'; readonly text: string } | null;

function Figures({ refunds, t }: { readonly refunds: AdminOrderRefunds; readonly t: DeskText }) {
  return (
    <dl className="desk-dl">
      <dt>{t('refunds.paid')}</dt>
      <dd className="desk-num">{formatMoney(refunds.paidCents)}</dd>
      <dt>{t('refunds.refunded')}</dt>
      <dd className="desk-num">{formatMoney(refunds.refundedCents)}</dd>
      {refunds.openCents > 0 && (
        <>
          <dt>{t('refunds.open')}</dt>
          <dd className="desk-num">{formatMoney(refunds.openCents)}</dd>
        </>
      )}
      <dt>{t('refunds.left')}</dt>
      <dd className="desk-num">{formatMoney(refunds.leftCents)}</dd>
    </dl>
  );
}

function RefundRows({
  refunds,
  onSync,
  syncing,
}: {
  readonly refunds: readonly AdminRefund[];
  readonly onSync: (refund: AdminRefund) => void;
  readonly syncing: string | null;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  return (
    <div className="desk-table-wrap">
      <table className="desk-table">
        <caption className="visually-hidden">{t('refunds.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('refunds.columns.createdAt')}</th>
            <th scope="col">{t('refunds.columns.kind')}</th>
            <th scope="col">{t('refunds.columns.amount')}</th>
            <th scope="col">{t('refunds.columns.status')}</th>
            <th scope="col">{t('refunds.columns.reason')}</th>
            <th scope="col">{t('refunds.columns.staff')}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => {
            const canSync =
              refund.kind === 'paypal' &&
              (refund.status === 'REQUESTED' || refund.status === 'PENDING');
            return (
              <tr key={refund.id}>
                <td>{formatDateTime(refund.createdAt, language)}</td>
                <td>
                  {t(`refunds.kind.${refund.kind}`)}
                  {refund.iban && <span className="desk-table__sub desk-mono">{refund.iban}</span>}
                </td>
                <td className="desk-num">{formatMoney(refund.amountCents)}</td>
                <td>
                  {refundStatusLabel(t, refund.status)}
                  {refund.failure && (
                    <span className="desk-table__sub">{refundFailureLabel(t, refund.failure)}</span>
                  )}
                  {canSync && (
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={syncing === refund.id}
                      onClick={() => onSync(refund)}
                    >
                      {syncing === refund.id ? t('refunds.syncing') : t('refunds.sync')}
                    </button>
                  )}
                </td>
                <td>{refund.reason}</td>
                <td>{refund.staffName ?? t('refunds.atPayPal')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The order's refunds (owner and office): what was paid, refunded and is left, every refund with
 * its status, and the refund dialog — PayPal for PayPal orders, the record of a bank refund for
 * invoice and prepaid orders; a cancelled order with money left says a refund is due. Other
 * roles see nothing (the API would refuse them).
 */
export function OrderRefunds({
  orderId,
  isCancelled = false,
}: {
  readonly orderId: string;
  /** A cancelled order with money left to refund says so (a customer's cancel, a staff one). */
  readonly isCancelled?: boolean;
}) {
  const t = useDeskText();
  const client = useQueryClient();
  const me = useStaffMe();
  const mayRefund = me.data?.role === 'owner' || me.data?.role === 'office';
  const query = useOrderRefunds(orderId, mayRefund);
  const [isOpen, setIsOpen] = useState(false);
  const [syncing, setSyncing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  if (!mayRefund) return null;
  const refunds = query.data;

  const refresh = async () => {
    await query.refetch();
    void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    void client.invalidateQueries({ queryKey: refundKeys.ofOrder(orderId) });
  };
  const sync = async (refund: AdminRefund) => {
    setSyncing(refund.id);
    setNotice(null);
    try {
      const fresh = await syncRefund(orderId, refund.id);
      setNotice({
        tone: 'info',
        text: t('refunds.synced', { status: refundStatusLabel(t, fresh.status) }),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      setNotice({ tone: 'error', text: moneyErrorText(t, 'refunds', code) });
    } finally {
      setSyncing(null);
      await refresh();
    }
  };

  return (
    <section className="desk-card" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t('refunds.title')}</h2>
      {refunds === undefined ? (
        <p role="status">{query.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : (
        <>
          <Figures refunds={refunds} t={t} />
          {isCancelled && refunds.method !== null && refunds.leftCents > 0 && (
            <p className="desk-alert desk-alert--error" role="status">
              {t('refunds.due', { amount: formatMoney(refunds.leftCents) })}
            </p>
          )}
          {notice && (
            <p
              className={`desk-alert desk-alert--${notice.tone}`}
              role={notice.tone === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
          {refunds.refunds.length === 0 ? (
            <p className="desk-hint">{t('refunds.none')}</p>
          ) : (
            <RefundRows refunds={refunds.refunds} onSync={(r) => void sync(r)} syncing={syncing} />
          )}
          {refunds.method === null ? (
            <p className="desk-hint">{t('refunds.notPaid')}</p>
          ) : (
            refunds.leftCents > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setIsOpen(true)}
              >
                {t(refunds.method === 'paypal' ? 'refunds.refundPayPal' : 'refunds.recordBank')}
              </button>
            )
          )}
          {isOpen && refunds.method !== null && (
            <RefundDialog
              orderId={orderId}
              refunds={{ ...refunds, method: refunds.method }}
              onClose={() => setIsOpen(false)}
              onDone={(refund) => {
                setIsOpen(false);
                setNotice({
                  tone: 'info',
                  text: t('refunds.done', {
                    amount: formatMoney(refund.amountCents),
                    status: refundStatusLabel(t, refund.status),
                  }),
                });
                void refresh();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
