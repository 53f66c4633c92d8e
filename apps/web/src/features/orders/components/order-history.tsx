import { Link } from 'react-router';
import { selectOrderStatusLabelKey } from '@print/domain';
import { localizePath, type Language } from '../../../lib/language';
import { useUserOrders } from '../api/user-orders';
import { useOrdersText } from '../texts';
import { formatOrderDate } from '../utils/format-date';
import './orders.css';
import { formatMoney } from '../../../lib/format';

/** The account's order history (spec 2 §2 /account): each row links to its details. */
export function OrderHistory({ language }: { readonly language: Language }) {
  const t = useOrdersText();
  const orders = useUserOrders();
  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t('history.title')}</h2>
      {orders.isError && <p role="alert">{t('errors.body')}</p>}
      {orders.isPending && <p role="status">{t('history.loading')}</p>}
      {orders.data?.length === 0 && <p>{t('history.empty')}</p>}
      {orders.data !== undefined && orders.data.length > 0 && (
        <table className="order-history__table">
          <thead>
            <tr>
              <th scope="col">{t('history.number')}</th>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col" className="order-items__number">
                {t('history.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => (
              <tr key={order._id}>
                <td>
                  <Link
                    to={localizePath(`/order-details/${order._id}`, language)}
                    aria-label={t('history.open', { orderNumber: order.orderNumber })}
                  >
                    {order.orderNumber}
                  </Link>
                </td>
                <td>{formatOrderDate(order.createdAt, language)}</td>
                <td>{t(`status.${selectOrderStatusLabelKey(order.orderStatus)}`)}</td>
                <td className="order-items__number">{formatMoney(order.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
