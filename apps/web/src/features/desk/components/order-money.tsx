import type { AdminOrderDetail } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { orderKeys } from '../api/orders';
import { reminderKeys, setRemindersPaused } from '../api/reminders';
import { errorText, useDeskText } from '../texts';
import { formatDateTime, formatDay, useDeskLanguage } from '../utils/desk-language';

type Money = NonNullable<AdminOrderDetail['money']>;
type Reminders = NonNullable<AdminOrderDetail['reminders']>;

function BankPayments({ money }: { readonly money: Money }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  if (money.bankPayments.length === 0) return <p className="desk-hint">{t('money.none')}</p>;
  return (
    <div className="desk-table-wrap">
      <table className="desk-table">
        <caption className="visually-hidden">{t('money.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('money.columns.date')}</th>
            <th scope="col">{t('money.columns.amount')}</th>
            <th scope="col">{t('money.columns.from')}</th>
            <th scope="col">{t('money.columns.match')}</th>
          </tr>
        </thead>
        <tbody>
          {money.bankPayments.map((payment) => (
            <tr key={payment.id}>
              <td>{formatDay(payment.bookingDate, language)}</td>
              <td className="desk-num">{formatMoney(payment.amountCents)}</td>
              <td>
                {payment.debtorName ?? t('common.none')}
                <span className="desk-table__sub desk-mono">{payment.bankReference}</span>
              </td>
              <td>{payment.matchKind === null ? '' : t(`money.match.${payment.matchKind}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PauseForm({
  orderId,
  reminders,
}: {
  readonly orderId: string;
  readonly reminders: Reminders;
}) {
  const t = useDeskText();
  const client = useQueryClient();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const action = reminders.isPaused ? 'resume' : 'pause';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('reminders.reasonRequired'));
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await setRemindersPaused(orderId, action, reason.trim());
      setReason('');
    } catch (failure) {
      setError(errorText(t, failure instanceof ApiError ? failure.code : 'unknown'));
    } finally {
      setIsBusy(false);
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void client.invalidateQueries({ queryKey: reminderKeys.exhausted });
    }
  };
  return (
    <form className="desk-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${ids}-reason`} className="field__label">
          {t(reminders.isPaused ? 'reminders.resumeReason' : 'reminders.pauseReason')}
        </label>
        <input
          id={`${ids}-reason`}
          className="field__input"
          value={reason}
          maxLength={500}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${ids}-error`}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error !== null && (
        <p id={`${ids}-error`} className="desk-alert desk-alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--secondary" disabled={isBusy}>
        {t(reminders.isPaused ? 'reminders.resume' : 'reminders.pause')}
      </button>
    </form>
  );
}

function OrderReminders({
  orderId,
  reminders,
}: {
  readonly orderId: string;
  readonly reminders: Reminders;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  return (
    <>
      <h3>{t('reminders.title')}</h3>
      {reminders.exhaustedSince !== null && (
        <p className="desk-alert desk-alert--warning">
          {t('reminders.exhausted', { date: formatDay(reminders.exhaustedSince, language) })}
        </p>
      )}
      {reminders.pause !== null && (
        <p className="desk-alert desk-alert--info">
          {t('reminders.paused', {
            name: reminders.pause.staffName,
            date: formatDateTime(reminders.pause.at, language),
            reason: reminders.pause.reason,
          })}
        </p>
      )}
      {reminders.reminders.length === 0 ? (
        <p className="desk-hint">{t('reminders.none')}</p>
      ) : (
        <ul className="desk-list">
          {reminders.reminders.map((reminder) => (
            <li key={reminder.level}>
              <a href={reminder.url} className="desk-link">
                {t(`reminders.level.${reminder.level}`)}
              </a>{' '}
              {t('reminders.sent', {
                date: formatDateTime(reminder.sentAt, language),
                amount: formatMoney(reminder.openCents),
              })}
            </li>
          ))}
        </ul>
      )}
      <PauseForm orderId={orderId} reminders={reminders} />
    </>
  );
}

/**
 * What the customer of an invoice or prepaid order has paid by bank and what is open (figures
 * from the server), and for invoices the payment reminders with pause and resume. The API sends
 * these to owners and office staff only; others see nothing here.
 */
export function OrderMoney({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const { money, reminders } = order;
  if (money === null) return null;
  return (
    <section className="desk-card" aria-labelledby="order-money">
      <h2 id="order-money">{t('money.title')}</h2>
      <p>
        <strong>{t(`money.state.${money.state}`)}</strong>
      </p>
      <dl className="desk-dl desk-dl--amounts">
        <div>
          <dt>{t('money.paid')}</dt>
          <dd className="desk-num">{formatMoney(money.paidCents)}</dd>
        </div>
        {money.creditedCents !== 0 && (
          <div>
            <dt>{t('money.credited')}</dt>
            <dd className="desk-num">{formatMoney(money.creditedCents)}</dd>
          </div>
        )}
        <div className="is-total">
          <dt>{t('money.open')}</dt>
          <dd className="desk-num">{formatMoney(money.openCents)}</dd>
        </div>
      </dl>
      <BankPayments money={money} />
      {reminders !== null && <OrderReminders orderId={order.id} reminders={reminders} />}
    </section>
  );
}
