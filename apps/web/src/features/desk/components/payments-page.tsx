import {
  BANK_TRANSACTION_STATES,
  type AdminBankImportResult,
  type AdminBankTransaction,
  type BankTransactionState,
} from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../../lib/format';
import { paymentKeys, uploadBankFile, useBankImports, useBankTransactions } from '../api/payments';
import { useDeskText } from '../texts';
import { paymentErrorText } from '../utils/payment-errors';
import { formatDateTime, formatDay, useDeskLanguage } from '../utils/desk-language';
import { FormAlert } from './desk-form-errors';
import { Pager } from './pager';
import { AssignPaymentDialog, IgnorePaymentDialog } from './payment-dialogs';

const PAGE_SIZE = 50;

function ImportResult({ result }: { readonly result: AdminBankImportResult }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const { counts } = result;
  return (
    <div className="desk-alert" role="status" aria-labelledby="bank-result-title">
      <p id="bank-result-title">
        <strong>{t('payments.resultTitle')}</strong> ({result.import.fileName})
      </p>
      {result.isDuplicateFile ? (
        <p>
          {t('payments.duplicateFile', {
            date: formatDateTime(result.import.importedAt, language),
          })}
        </p>
      ) : (
        <>
          <p>
            {t('payments.result', {
              new: String(counts.new),
              duplicate: String(counts.duplicate),
              matched: String(counts.matched),
              unmatched: String(counts.unmatched),
              skipped: String(counts.skipped),
            })}
          </p>
          <p>{t('payments.paidOrders', { count: result.paidOrderCount })}</p>
        </>
      )}
    </div>
  );
}

function UploadCard() {
  const t = useDeskText();
  const client = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<AdminBankImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setFailure(null);
    setResult(null);
    if (!file) {
      setFailure(t('payments.fileMissing'));
      return;
    }
    setIsBusy(true);
    try {
      setResult(await uploadBankFile(file));
      if (input.current) input.current.value = '';
      await client.invalidateQueries({ queryKey: paymentKeys.all });
    } catch (error) {
      setFailure(paymentErrorText(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="desk-card" aria-labelledby="bank-upload">
      <h2 id="bank-upload">{t('payments.uploadTitle')}</h2>
      <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('payments.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            className="field__input"
            type="file"
            name="file"
            accept=".xml,application/xml,text/xml"
            aria-describedby={hintId}
          />
          <p className="desk-hint" id={hintId}>
            {t('payments.fileHint')}
          </p>
        </div>
        <FormAlert>{failure}</FormAlert>
        <div className="desk-form__actions">
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {isBusy ? t('payments.uploading') : t('payments.upload')}
          </button>
        </div>
      </form>
      {result && <ImportResult result={result} />}
    </section>
  );
}

function referenceOf(row: AdminBankTransaction): string {
  return [row.qrReference ?? row.creditorReference, row.remittanceText]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

type Dialog = { readonly kind: 'assign' | 'ignore'; readonly row: AdminBankTransaction } | null;

function TransactionRow({
  row,
  onDialog,
}: {
  readonly row: AdminBankTransaction;
  readonly onDialog: (dialog: Dialog) => void;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  return (
    <tr>
      <td>{row.bookingDate ? formatDay(row.bookingDate, language) : t('common.none')}</td>
      <td className="desk-num">
        {row.currency === 'CHF'
          ? formatMoney(row.amountCents)
          : `${row.currency} ${formatNumber(row.amountCents / 100, language)}`}
      </td>
      <td>
        {row.debtorName ?? t('common.none')}
        {row.debtorIban && <span className="desk-table__sub desk-mono">{row.debtorIban}</span>}
      </td>
      <td>{referenceOf(row) || t('common.none')}</td>
      <td>
        {row.order ? (
          <>
            <Link to={`/admin/orders/${encodeURIComponent(row.order.id)}`}>
              {row.order.orderNumber}
            </Link>
            {row.settlement && (
              <span
                className={`desk-badge${row.settlement === 'paid' ? '' : ' desk-badge--danger'}`}
              >
                {t(`payments.settlement.${row.settlement}`)}
              </span>
            )}
          </>
        ) : (
          (row.note ?? t('common.none'))
        )}
      </td>
      <td>
        {row.state === 'unmatched' && (
          <span className="desk-badges">
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onDialog({ kind: 'assign', row })}
            >
              {t('payments.assign')}
            </button>{' '}
            <button
              type="button"
              className="button button--link button--small"
              onClick={() => onDialog({ kind: 'ignore', row })}
            >
              {t('payments.ignore')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}

function TransactionsCard() {
  const t = useDeskText();
  const client = useQueryClient();
  const selectId = useId();
  const [state, setState] = useState<BankTransactionState>('unmatched');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useBankTransactions(state, page);

  const done = async (text: string) => {
    setDialog(null);
    setNotice(text);
    await client.invalidateQueries({ queryKey: paymentKeys.all });
  };

  return (
    <section className="desk-card" aria-labelledby="bank-list">
      <h2 id="bank-list">{t('payments.listTitle')}</h2>
      <div className="desk-filter">
        <label htmlFor={selectId}>{t('payments.state')}</label>
        <select
          id={selectId}
          value={state}
          onChange={(event) => {
            setState(event.target.value as BankTransactionState);
            setPage(1);
            setNotice(null);
          }}
        >
          {BANK_TRANSACTION_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`payments.states.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <p className="desk-alert" role="status">
          {notice}
        </p>
      )}
      {list.isError && (
        <p className="desk-alert desk-alert--error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {list.data && list.data.items.length === 0 && (
        <p className="desk-empty">{t('payments.empty')}</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <div className="desk-table-wrap" aria-busy={list.isFetching}>
            <table className="desk-table">
              <caption className="visually-hidden">{t(`payments.states.${state}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments.columns.bookingDate')}</th>
                  <th scope="col" className="desk-num">
                    {t('payments.columns.amount')}
                  </th>
                  <th scope="col">{t('payments.columns.debtor')}</th>
                  <th scope="col">{t('payments.columns.reference')}</th>
                  <th scope="col">{t('payments.columns.order')}</th>
                  <th scope="col">{t('payments.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => (
                  <TransactionRow key={row.id} row={row} onDialog={setDialog} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
        </>
      )}
      {dialog?.kind === 'assign' && (
        <AssignPaymentDialog
          payment={dialog.row}
          onClose={() => setDialog(null)}
          onDone={(row) =>
            void done(
              t('payments.assigned', {
                orderNumber: row.order?.orderNumber ?? '',
                settlement: row.settlement ? t(`payments.settlement.${row.settlement}`) : '',
              }),
            )
          }
        />
      )}
      {dialog?.kind === 'ignore' && (
        <IgnorePaymentDialog
          payment={dialog.row}
          onClose={() => setDialog(null)}
          onDone={() => void done(t('payments.ignored'))}
        />
      )}
    </section>
  );
}

function ImportsCard() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const imports = useBankImports();
  const items = imports.data?.items ?? [];
  return (
    <section className="desk-card" aria-labelledby="bank-imports">
      <h2 id="bank-imports">{t('payments.importsTitle')}</h2>
      {imports.isError && (
        <p className="desk-alert desk-alert--error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {imports.data && items.length === 0 && (
        <p className="desk-empty">{t('payments.noImports')}</p>
      )}
      {items.length > 0 && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t('payments.importColumns.importedAt')}</th>
                <th scope="col">{t('payments.importColumns.fileName')}</th>
                <th scope="col">{t('payments.importColumns.format')}</th>
                <th scope="col">{t('payments.importColumns.source')}</th>
                <th scope="col">{t('payments.importColumns.counts')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.importedAt, language)}</td>
                  <td>{item.fileName}</td>
                  <td className="desk-mono">{item.format}</td>
                  <td>
                    {item.source === 'upload'
                      ? t('payments.sources.upload', { name: item.staffName ?? '' })
                      : t('payments.sources.folder')}
                  </td>
                  <td className="desk-num">
                    {item.counts.new} / {item.counts.matched} / {item.counts.unmatched}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/payments (issue 26 item 1): bank files in, the unmatched queue, the latest imports. */
export function PaymentsPage() {
  const t = useDeskText();
  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('payments.title')}</h1>
        <p className="desk-hint">{t('payments.intro')}</p>
      </div>
      <UploadCard />
      <TransactionsCard />
      <ImportsCard />
    </div>
  );
}
