import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { useRouteLanguage, useLocalizePath } from '../../../lib/use-route-language';
import { fetchUserOrders } from '../api/auth-api';
import { useAccountText } from '../texts';
import { formatDate, toOrderRows } from '../utils/order-rows';

/** The order history of the account (spec 2 §2): each row links to its details. */
export function OrderHistory() {
  const t = useAccountText();
  const to = useLocalizePath();
  const { language } = useRouteLanguage();
  const orders = useQuery({ queryKey: queryKeys.userOrders(), queryFn: fetchUserOrders });
  const rows = orders.data ? toOrderRows(orders.data) : [];
  return (
    <section className="account-section" aria-labelledby="account-orders">
      <h2 id="account-orders" className="account-section__title">
        {t('account.orders.title')}
      </h2>
      {orders.isError && <p role="alert">{t('account.orders.failed')}</p>}
      {orders.isSuccess && rows.length === 0 && (
        <p className="account-empty" data-testid="orders-empty">
          {t('account.orders.empty')}
        </p>
      )}
      {rows.length > 0 && (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link
                    to={to(`/order-details/${encodeURIComponent(row.id)}`)}
                    aria-label={t('account.orders.details', { number: row.number })}
                  >
                    {row.number}
                  </Link>
                </td>
                <td>{row.createdAt ? formatDate(row.createdAt, language) : ''}</td>
                <td>{t(`orderStatus.${row.statusKey}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
