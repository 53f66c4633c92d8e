import type { AdminCustomerDetail } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import {
  customerKeys,
  unblockCustomer,
  useCustomerDetail,
  verifyCustomerCompany,
} from '../api/customers';
import { errorText, useDeskText, useOrderLabels, type DeskText } from '../texts';
import { lastCustomerListPath } from '../utils/customer-filters';
import { formatDateTime, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';
import { BlockCustomerDialog } from './block-customer-dialog';
import { statusLabel, StatusBadge } from './labels';
import { Address } from './order-detail-parts';

type Notice = { readonly tone: 'info' | 'error'; readonly text: string } | null;

/** "by Anna Office on 28.11.2026, 08:00" (no name: the command line or a removed member). */
function stampText(
  t: DeskText,
  stamp: { readonly at: string; readonly staffName: string | null },
  language: DeskLanguage,
): string {
  return t('customer.stamp', {
    who: stamp.staffName ?? t('customer.commandLine'),
    date: formatDateTime(stamp.at, language),
  });
}

function CustomerOrders({ customer }: { readonly customer: AdminCustomerDetail }) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  return (
    <section className="desk-card" aria-labelledby="customer-orders">
      <h2 id="customer-orders">{t('customer.orders', { count: customer.orders.length })}</h2>
      {customer.orders.length === 0 ? (
        <p className="desk-hint">{t('customer.noOrders')}</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t('orders.columns.orderNumber')}</th>
                <th scope="col">{t('orders.columns.createdAt')}</th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col">{t('orders.columns.paymentStatus')}</th>
                <th scope="col">{t('orders.columns.paymentMethod')}</th>
                <th scope="col" className="desk-num">
                  {t('orders.columns.totalCents')}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link
                      className="desk-table__open"
                      to={`/admin/orders/${encodeURIComponent(order.id)}`}
                    >
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td>{formatDateTime(order.createdAt, language)}</td>
                  <td>
                    <StatusBadge status={order.status} label={statusLabel(labels, order.status)} />
                  </td>
                  <td>{labels(`paymentStatus.${order.paymentStatus}`)}</td>
                  <td>{labels(`paymentMethod.${order.paymentMethod}`)}</td>
                  <td className="desk-num">{formatMoney(order.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/customers/:customerId: profile, addresses, company, verification, block, orders. */
export function CustomerDetailPage({ customerId }: { readonly customerId: string }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const detail = useCustomerDetail(customerId);
  const [isBlocking, setIsBlocking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const customer = detail.data;

  useEffect(() => {
    if (customer) document.title = `${customer.email} · ${t('common.appName')}`;
  }, [customer, t]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** The API answers the changed customer: shown at once, the lists reload. */
  const show = (next: AdminCustomerDetail, text: string) => {
    client.setQueryData(customerKeys.detail(customerId), next);
    void client.invalidateQueries({ queryKey: customerKeys.lists });
    setNotice({ tone: 'info', text });
  };
  const run = async (action: () => Promise<AdminCustomerDetail>, done: string) => {
    setNotice(null);
    setIsBusy(true);
    try {
      show(await action(), done);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: errorText(t, error instanceof ApiError ? error.code : 'unknown'),
      });
    } finally {
      setIsBusy(false);
    }
  };

  const back = (
    <Link to={lastCustomerListPath()} className="desk-link">
      ← {t('customer.back')}
    </Link>
  );
  if (detail.isError && !customer) {
    const isMissing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="desk-page">
        {back}
        <p className="desk-alert desk-alert--error" role="alert">
          {isMissing ? t('customer.notFound') : t('common.loadFailed')}
        </p>
      </div>
    );
  }
  if (!customer) return <p role="status">{t('common.loading')}</p>;

  const name = customer.name.trim() || customer.userName;
  return (
    <div className="desk-page">
      {back}
      <div className="desk-page__head">
        <h1 className="desk-page__title">
          {name}{' '}
          {customer.blocked && (
            <span className="desk-badge desk-badge--danger">{t('customers.blockedBadge')}</span>
          )}
        </h1>
        <p className="desk-hint">
          {t('customer.since', { date: formatDateTime(customer.createdAt, language) })}
        </p>
      </div>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`desk-alert desk-alert--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <div className="desk-cards">
        <section className="desk-card" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t('customer.profile')}</h2>
          <dl className="desk-dl">
            <dt>{t('order.email')}</dt>
            <dd>
              <a href={`mailto:${customer.email}`}>{customer.email}</a>
            </dd>
            <dt>{t('customers.columns.userName')}</dt>
            <dd>{customer.userName}</dd>
            <dt>{t('customers.type')}</dt>
            <dd>{customer.isBusiness ? t('customers.business') : t('customers.private')}</dd>
            <dt>{t('order.language')}</dt>
            <dd>{customer.language.toUpperCase()}</dd>
            <dt>{t('customer.confirmed')}</dt>
            <dd>
              {customer.confirmedAt
                ? formatDateTime(customer.confirmedAt, language)
                : t('customer.notConfirmed')}
            </dd>
          </dl>
        </section>
        <section className="desk-card" aria-labelledby="customer-billing">
          <h2 id="customer-billing">{t('order.billingAddress')}</h2>
          <Address address={customer.billingAddress} />
        </section>
        <section className="desk-card" aria-labelledby="customer-shipping">
          <h2 id="customer-shipping">{t('order.shippingAddress')}</h2>
          {customer.shippingAddress ? (
            <Address address={customer.shippingAddress} />
          ) : (
            <p className="desk-hint">{t('customer.sameAsBilling')}</p>
          )}
        </section>
      </div>
      <div className="desk-cards desk-cards--two">
        <section className="desk-card" aria-labelledby="customer-company">
          <h2 id="customer-company">{t('customer.company')}</h2>
          <dl className="desk-dl">
            <dt>{t('customer.companyName')}</dt>
            <dd>{customer.company ?? t('common.none')}</dd>
            <dt>{t('customer.vatId')}</dt>
            <dd className="desk-mono">{customer.vatId ?? t('common.none')}</dd>
            <dt>{t('customer.verification')}</dt>
            <dd>
              {customer.companyVerified ? t('customers.verifiedYes') : t('customers.verifiedNo')}
              {customer.companyVerification && (
                <span className="desk-table__sub">
                  {stampText(t, customer.companyVerification, language)}
                </span>
              )}
            </dd>
          </dl>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={isBusy}
            onClick={() =>
              void run(
                () => verifyCustomerCompany(customer.id, !customer.companyVerified),
                customer.companyVerified ? t('customer.unverified') : t('customer.verifiedDone'),
              )
            }
          >
            {customer.companyVerified ? t('customer.unverify') : t('customer.verify')}
          </button>
          <p className="desk-hint">{t('customer.verifyHint')}</p>
        </section>
        <section className="desk-card" aria-labelledby="customer-access">
          <h2 id="customer-access">{t('customer.access')}</h2>
          {customer.block ? (
            <>
              <p className="desk-alert desk-alert--error">{t('customer.blockedState')}</p>
              <dl className="desk-dl">
                <dt>{t('customer.blockReason')}</dt>
                <dd>{customer.block.reason}</dd>
                <dt>{t('customer.blockedBy')}</dt>
                <dd>{stampText(t, customer.block, language)}</dd>
              </dl>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={isBusy}
                onClick={() =>
                  void run(() => unblockCustomer(customer.id), t('customer.unblockedDone'))
                }
              >
                {t('customer.unblock')}
              </button>
            </>
          ) : (
            <>
              <p className="desk-hint">{t('customer.activeState')}</p>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={isBusy}
                onClick={() => {
                  setNotice(null);
                  setIsBlocking(true);
                }}
              >
                {t('customer.block')}
              </button>
            </>
          )}
        </section>
      </div>
      <CustomerOrders customer={customer} />
      {isBlocking && (
        <BlockCustomerDialog
          customer={customer}
          onClose={() => setIsBlocking(false)}
          onDone={(next) => {
            setIsBlocking(false);
            show(next, t('customer.blockedDone'));
          }}
        />
      )}
    </div>
  );
}
