import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { API_BASE_PATH } from '../../../lib/config';
import { useOrderList } from '../api/orders';
import { useDeskText } from '../texts';
import { rememberListSearch } from '../utils/desk-paths';
import {
  changeFilters,
  orderCsvHref,
  parseOrderFilters,
  toOrderSearchParams,
  type OrderFilters,
} from '../utils/order-filters';
import { BulkStatusBar } from './bulk-status-bar';
import { OrderFilterBar } from './order-filter-bar';
import { OrderTable } from './order-table';
import { Pager } from './pager';

/**
 * /admin/orders: the filters live in the URL (reload, back and shared links keep them); the CSV
 * link sends exactly the same filters; rows can be selected for a bulk status change.
 */
export function OrderListPage() {
  const t = useDeskText();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const list = useOrderList(filters);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const listKey = toOrderSearchParams(filters).toString();

  useEffect(() => {
    document.title = `${t('orders.title')} · ${t('common.appName')}`;
  }, [t]);
  // Another filter or page shows other rows: a selection of rows no longer shown is dropped.
  const [selectionKey, setSelectionKey] = useState(listKey);
  if (selectionKey !== listKey) {
    setSelectionKey(listKey);
    setSelection({});
  }
  useEffect(() => rememberListSearch(listKey), [listKey]);

  const update = (next: OrderFilters) => setParams(toOrderSearchParams(next));
  const rows = list.data?.items;
  const selectedRows = (rows ?? []).filter((row) => selection[row.id] === true);

  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('orders.title')}</h1>
        <a
          className="button button--secondary button--small"
          href={orderCsvHref(API_BASE_PATH, filters)}
        >
          {t('orders.exportCsv')}
        </a>
      </div>
      <OrderFilterBar
        filters={filters}
        statusCounts={list.data?.statusCounts}
        onChange={(change) => update(changeFilters(filters, change))}
        onReset={() => setParams(new URLSearchParams())}
      />
      {selectedRows.length > 0 && (
        <BulkStatusBar rows={selectedRows} onClear={() => setSelection({})} />
      )}
      {list.isError && !rows && (
        <p className="desk-alert desk-alert--error" role="alert">
          {t('common.loadFailed')}{' '}
          <button type="button" className="button button--link" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {!rows && list.isPending && <p role="status">{t('common.loading')}</p>}
      {rows && (
        <>
          <OrderTable
            rows={rows}
            filters={filters}
            selection={selection}
            onSelectionChange={setSelection}
            onSort={(sort, dir) => update(changeFilters(filters, { sort, dir }))}
            isFetching={list.isFetching}
          />
          <Pager
            page={filters.page}
            pageSize={filters.pageSize}
            total={list.data?.total ?? 0}
            onPage={(page) => update({ ...filters, page })}
            onPageSize={(pageSize) => update(changeFilters(filters, { pageSize }))}
          />
        </>
      )}
    </div>
  );
}
