import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useExhaustedReminders } from '../api/reminders';
import { useDeskText } from '../texts';
import { formatDateTime, formatDay, useDeskLanguage } from '../utils/desk-language';

/**
 * /admin/reminders (owner and office): overdue invoices whose reminders are exhausted (reminder
 * 2 and the wait after it are over), oldest due date first — the ones to call or hand on.
 */
export function RemindersPage() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const list = useExhaustedReminders();
  useEffect(() => {
    document.title = `${t('reminders.pageTitle')} · ${t('common.appName')}`;
  }, [t]);
  const items = list.data?.items;
  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{t('reminders.pageTitle')}</h1>
      <p className="desk-hint">{t('reminders.intro')}</p>
      {items === undefined ? (
        <p role="status">{list.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="desk-hint">{t('reminders.empty')}</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <caption className="visually-hidden">{t('reminders.pageTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reminders.columns.order')}</th>
                <th scope="col">{t('reminders.columns.customer')}</th>
                <th scope="col">{t('reminders.columns.due')}</th>
                <th scope="col">{t('reminders.columns.reminder2')}</th>
                <th scope="col">{t('reminders.columns.open')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.orderId}>
                  <td>
                    <Link
                      to={`/admin/orders/${encodeURIComponent(item.orderId)}`}
                      className="desk-link"
                    >
                      {item.orderNumber}
                    </Link>
                    {item.isPaused && (
                      <span className="desk-table__sub">{t('reminders.pausedShort')}</span>
                    )}
                  </td>
                  <td>
                    {item.customerName}
                    <span className="desk-table__sub">{item.email}</span>
                  </td>
                  <td>{formatDay(item.dueDate, language)}</td>
                  <td>{formatDateTime(item.reminder2At, language)}</td>
                  <td className="desk-num">{formatMoney(item.openCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
