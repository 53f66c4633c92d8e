import { useEffect, useId, useState } from 'react';
import { accountingExportUrl } from '../api/credit-notes';
import { useDeskText } from '../texts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last day of the month before `today` (YYYY-MM-DD): the usual period to book. */
export function lastMonthOf(today: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * /admin/accounting (owner and office): the bookkeeper's CSV of a period — invoices, credit
 * notes and payments, one row per document, net/VAT/gross per rate. Days are Swiss days.
 */
export function AccountingExportPage() {
  const t = useDeskText();
  const ids = useId();
  const [period, setPeriod] = useState(() => lastMonthOf(new Date()));
  useEffect(() => {
    document.title = `${t('accounting.title')} · ${t('common.appName')}`;
  }, [t]);
  const isValid =
    ISO_DATE.test(period.from) && ISO_DATE.test(period.to) && period.from <= period.to;
  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{t('accounting.title')}</h1>
      <p className="desk-hint">{t('accounting.intro')}</p>
      <div className="desk-form desk-form--inline">
        <div className="field">
          <label htmlFor={`${ids}-from`} className="field__label">
            {t('accounting.from')}
          </label>
          <input
            id={`${ids}-from`}
            className="field__input"
            type="date"
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-to`} className="field__label">
            {t('accounting.to')}
          </label>
          <input
            id={`${ids}-to`}
            className="field__input"
            type="date"
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </div>
      </div>
      {isValid ? (
        <a
          className="button button--primary"
          href={accountingExportUrl(period.from, period.to)}
          download={`accounting-${period.from}-${period.to}.csv`}
        >
          {t('accounting.download')}
        </a>
      ) : (
        <p className="desk-alert desk-alert--warning" role="alert">
          {t('accounting.invalid')}
        </p>
      )}
    </div>
  );
}
