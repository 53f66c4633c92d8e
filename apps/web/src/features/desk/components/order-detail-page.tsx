import type { AdminOrderDetail } from '@print/contracts';
import type { OrderStatus } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useOffer } from '../api/offers';
import { orderKeys, useOrderDetail } from '../api/orders';
import { useStaffMe } from '../api/staff-session';
import { useDeskText, useOrderLabels } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { lastListPath } from '../utils/desk-paths';
import { CreditNotesSection } from './credit-notes-section';
import { statusLabel, StatusBadge } from './labels';
import { OrderFacts, OrderLines, OrderTimeline, OrderTotals } from './order-detail-parts';
import { OrderMoney } from './order-money';
import { OrderNotes } from './order-notes';
import { OrderRefunds } from './order-refunds';
import { StatusDialog, type StatusDialogOutcome } from './status-dialog';

type Notice = { readonly tone: 'info' | 'warning'; readonly text: string } | null;

/** The allowed next statuses (transition table ∩ role, from the API) as buttons. */
function StatusActions({
  order,
  onChoose,
}: {
  readonly order: AdminOrderDetail;
  readonly onChoose: (to: OrderStatus) => void;
}) {
  const t = useDeskText();
  const labels = useOrderLabels();
  return (
    <section className="desk-actions" aria-labelledby="order-actions">
      <h2 id="order-actions" className="desk-actions__title">
        {t('order.actions')}
      </h2>
      {order.allowedStatuses.length === 0 ? (
        <p className="desk-hint">{t('order.noActions')}</p>
      ) : (
        <div className="desk-actions__buttons">
          {order.allowedStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className="button button--secondary button--small"
              onClick={() => onChoose(status)}
            >
              {statusLabel(labels, status)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * Quote answering (owner and office): "Answer quote" on an open quote request, "Offers" once a
 * revision was sent. Other roles see neither (the offer routes would refuse them).
 */
function OfferActions({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const me = useStaffMe();
  const mayQuote = me.data?.role === 'owner' || me.data?.role === 'office';
  const isOpen = order.status === 'QUOTE_GENERATED';
  const offer = useOffer(order.id, mayQuote && !isOpen);
  if (!mayQuote) return null;
  const path = `/admin/orders/${encodeURIComponent(order.id)}/offer`;
  const count = offer.data?.revisions.length ?? 0;
  if (!isOpen && count === 0) return null;
  return (
    <div className="desk-actions__buttons">
      {isOpen ? (
        <Link to={path} className="button button--primary">
          {t('offer.answer')}
        </Link>
      ) : (
        <Link to={path} className="desk-link">
          {t('offer.offersLink', { count })}
        </Link>
      )}
    </div>
  );
}

/** /admin/orders/:orderId: everything about one order and its status actions. */
export function OrderDetailPage({ orderId }: { readonly orderId: string }) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const detail = useOrderDetail(orderId);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const order = detail.data;

  useEffect(() => {
    if (order) document.title = `${order.orderNumber} · ${t('common.appName')}`;
  }, [order, t]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const finish = async (outcome: StatusDialogOutcome) => {
    setTarget(null);
    const fresh = (await detail.refetch()).data;
    void client.invalidateQueries({ queryKey: orderKeys.lists });
    const current = fresh ? statusLabel(labels, fresh.status) : '';
    setNotice(
      outcome.kind === 'conflict'
        ? { tone: 'warning', text: t('status.changedBySomeoneElse', { status: current }) }
        : { tone: 'info', text: t('status.done', { status: statusLabel(labels, outcome.to) }) },
    );
  };

  if (detail.isError && !order) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="desk-page">
        <Link to={lastListPath()} className="desk-link">
          ← {t('order.back')}
        </Link>
        <p className="desk-alert desk-alert--error" role="alert">
          {isMissing ? t('order.notFound') : t('common.loadFailed')}
        </p>
      </div>
    );
  }
  if (!order) return <p role="status">{t('common.loading')}</p>;

  return (
    <div className="desk-page">
      <Link to={lastListPath()} className="desk-link">
        ← {t('order.back')}
      </Link>
      <div className="desk-page__head">
        <h1 className="desk-page__title">
          {order.orderNumber}{' '}
          <StatusBadge status={order.status} label={statusLabel(labels, order.status)} />
        </h1>
        <p className="desk-hint">
          {t('order.createdAt', { date: formatDateTime(order.createdAt, language) })}
        </p>
      </div>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`desk-alert desk-alert--${notice.tone}`}
          role={notice.tone === 'warning' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {order.locked && <p className="desk-alert desk-alert--info">{t('order.locked')}</p>}
      <OfferActions order={order} />
      <StatusActions
        order={order}
        onChoose={(to) => {
          setNotice(null);
          setTarget(to);
        }}
      />
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <div className="desk-cards desk-cards--two">
        <OrderTimeline order={order} />
        <div>
          <OrderTotals order={order} />
          <OrderMoney order={order} />
          <OrderRefunds orderId={order.id} isCancelled={order.status === 'ORDER_CANCELLED'} />
          <CreditNotesSection order={order} />
          <OrderNotes order={order} />
        </div>
      </div>
      {target && (
        <StatusDialog
          order={order}
          to={target}
          onClose={() => setTarget(null)}
          onDone={(outcome) => void finish(outcome)}
        />
      )}
    </div>
  );
}
