import type { AdminVoucher } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { setVoucherActive, useVoucherList, voucherKeys } from '../api/vouchers';
import { useStaffMe } from '../api/staff-session';
import { useDeskText, type DeskText } from '../texts';
import { formatDay, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';
import { moneyErrorText } from '../utils/money-desk-text';
import { VoucherFormDialog } from './voucher-form-dialog';
import { VoucherHistoryDialog } from './voucher-history-dialog';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminVoucher>();

type Open = { readonly kind: 'form' | 'history'; readonly voucher: AdminVoucher | null } | null;

interface ColumnContext {
  readonly t: DeskText;
  readonly language: DeskLanguage;
  readonly isOwner: boolean;
  readonly onOpen: (open: Open) => void;
  readonly onToggle: (voucher: AdminVoucher) => void;
}

function discountOf(voucher: AdminVoucher): string {
  return voucher.type === 'percentage' ? `${voucher.value} %` : formatMoney(voucher.value);
}

function validityOf(voucher: AdminVoucher, t: DeskText, language: DeskLanguage): string {
  const from = voucher.fromDate === null ? null : formatDay(voucher.fromDate, language);
  const to = voucher.toDate === null ? null : formatDay(voucher.toDate, language);
  if (from !== null && to !== null) return t('vouchers.range', { from, to });
  if (from !== null) return t('vouchers.from', { date: from });
  if (to !== null) return t('vouchers.until', { date: to });
  return t('vouchers.always');
}

function buildColumns({ t, language, isOwner, onOpen, onToggle }: ColumnContext) {
  return helper.columns([
    helper.accessor('code', {
      header: t('vouchers.columns.code'),
      cell: ({ getValue }) => <span className="desk-mono">{getValue()}</span>,
    }),
    helper.display({
      id: 'discount',
      header: t('vouchers.columns.discount'),
      cell: ({ row }) => discountOf(row.original),
    }),
    helper.accessor('minValueCents', {
      header: t('vouchers.columns.minValue'),
      cell: ({ getValue }) => <span className="desk-num">{formatMoney(getValue())}</span>,
    }),
    helper.display({
      id: 'validity',
      header: t('vouchers.columns.validity'),
      cell: ({ row }) => validityOf(row.original, t, language),
    }),
    helper.display({
      id: 'usage',
      header: t('vouchers.columns.usage'),
      cell: ({ row }) =>
        t('vouchers.usage', {
          used: String(row.original.usageCount),
          max:
            row.original.maxUsage === null
              ? t('vouchers.unlimited')
              : String(row.original.maxUsage),
        }),
    }),
    helper.accessor('freeShipping', {
      header: t('vouchers.columns.freeShipping'),
      cell: ({ getValue }) => (getValue() ? t('vouchers.yes') : t('vouchers.no')),
    }),
    helper.accessor('active', {
      header: t('vouchers.columns.state'),
      cell: ({ getValue }) => (
        <span className={getValue() ? 'desk-badge' : 'desk-badge desk-badge--danger'}>
          {getValue() ? t('vouchers.active') : t('vouchers.inactive')}
        </span>
      ),
    }),
    helper.display({
      id: 'actions',
      header: t('vouchers.columns.actions'),
      cell: ({ row }) => {
        const voucher = row.original;
        const label = (text: string) => `${text}: ${voucher.code}`;
        return (
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={label(t('vouchers.history'))}
              onClick={() => onOpen({ kind: 'history', voucher })}
            >
              {t('vouchers.history')}
            </button>
            {isOwner && (
              <>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={label(t('vouchers.edit'))}
                  onClick={() => onOpen({ kind: 'form', voucher })}
                >
                  {t('vouchers.edit')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={label(
                    voucher.active ? t('vouchers.deactivate') : t('vouchers.activate'),
                  )}
                  onClick={() => onToggle(voucher)}
                >
                  {voucher.active ? t('vouchers.deactivate') : t('vouchers.activate')}
                </button>
              </>
            )}
          </div>
        );
      },
    }),
  ]);
}

/** /admin/vouchers: every voucher (owner and office read; the owner creates, edits, deactivates). */
export function VoucherListPage() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const me = useStaffMe();
  const list = useVoucherList();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const isOwner = me.data?.role === 'owner';

  useEffect(() => {
    document.title = `${t('vouchers.title')} · ${t('common.appName')}`;
  }, [t]);

  const toggle = async (voucher: AdminVoucher) => {
    if (voucher.active && !window.confirm(t('vouchers.deactivateConfirm', { code: voucher.code })))
      return;
    setNotice(null);
    try {
      const saved = await setVoucherActive(voucher.id, !voucher.active);
      setNotice({ tone: 'info', text: t('vouchers.saved', { code: saved.code }) });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: moneyErrorText(t, 'vouchers', error instanceof ApiError ? error.code : 'unknown'),
      });
    }
    await client.invalidateQueries({ queryKey: voucherKeys.list });
  };

  const columns = useMemo(
    () => buildColumns({ t, language, isOwner, onOpen: setOpen, onToggle: (v) => void toggle(v) }),
    // toggle only closes over stable setters and the query client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language, isOwner],
  );
  const data = useMemo(() => [...(list.data?.items ?? [])], [list.data]);
  const table = useTable({ features, columns, data, getRowId: (row) => row.id });

  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('vouchers.title')}</h1>
        <p className="desk-hint">{t('vouchers.intro')}</p>
      </div>
      {isOwner && (
        <div className="desk-actions__buttons">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen({ kind: 'form', voucher: null })}
          >
            {t('vouchers.create')}
          </button>
        </div>
      )}
      {notice && (
        <p
          className={`desk-alert desk-alert--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {list.data === undefined ? (
        <p role="status">{list.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : data.length === 0 ? (
        <p className="desk-empty">{t('vouchers.empty')}</p>
      ) : (
        <div className="desk-table-wrap" aria-busy={list.isFetching}>
          <table className="desk-table">
            <caption className="visually-hidden">{t('vouchers.caption')}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      <table.FlexRender header={header} />
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open?.kind === 'form' && (
        <VoucherFormDialog
          voucher={open.voucher}
          onClose={() => setOpen(null)}
          onDone={(saved) => {
            setOpen(null);
            setNotice({ tone: 'info', text: t('vouchers.saved', { code: saved.code }) });
            void client.invalidateQueries({ queryKey: voucherKeys.list });
          }}
        />
      )}
      {open?.kind === 'history' && open.voucher !== null && (
        <VoucherHistoryDialog voucher={open.voucher} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
