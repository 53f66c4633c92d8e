import type { AdminCustomerRow } from '@print/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCustomerList } from '../api/customers';
import { useDeskText, type DeskText } from '../texts';
import {
  changeCustomerFilters,
  parseCustomerFilters,
  rememberCustomerListSearch,
  toCustomerSearchParams,
  type CustomerFilters,
  type CustomerFlag,
  type CustomerSort,
} from '../utils/customer-filters';
import { formatDateTime, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';
import { SearchBox } from './order-filter-bar';
import { Pager } from './pager';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminCustomerRow>();

/** The columns the API sorts by (column id → sort key). */
const SORT_OF: Readonly<Record<string, CustomerSort>> = {
  name: 'name',
  email: 'email',
  userName: 'userName',
  createdAt: 'createdAt',
};

export function customerPath(customerId: string): string {
  return `/admin/customers/${encodeURIComponent(customerId)}`;
}

function buildColumns(t: DeskText, language: DeskLanguage) {
  return helper.columns([
    helper.accessor('name', {
      header: t('customers.columns.name'),
      cell: ({ row }) => (
        <>
          <Link className="desk-table__open" to={customerPath(row.original.id)} data-row-link>
            {row.original.name.trim() || row.original.userName}
          </Link>
          {row.original.company && <span className="desk-table__sub">{row.original.company}</span>}
        </>
      ),
    }),
    helper.accessor('email', { header: t('customers.columns.email') }),
    helper.accessor('userName', { header: t('customers.columns.userName') }),
    helper.display({
      id: 'state',
      header: t('customers.columns.state'),
      cell: ({ row }) => (
        <span className="desk-badges">
          <span className="desk-badge">
            {row.original.isBusiness ? t('customers.business') : t('customers.private')}
          </span>{' '}
          {row.original.companyVerified && (
            <span className="desk-badge">{t('customers.verifiedBadge')}</span>
          )}{' '}
          {row.original.blocked && (
            <span className="desk-badge desk-badge--danger">{t('customers.blockedBadge')}</span>
          )}
        </span>
      ),
    }),
    helper.accessor('orderCount', {
      header: t('customers.columns.orderCount'),
      cell: ({ getValue }) => <span className="desk-num">{getValue()}</span>,
    }),
    helper.accessor('lastOrderAt', {
      header: t('customers.columns.lastOrderAt'),
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatDateTime(value, language) : t('common.none');
      },
    }),
    helper.accessor('createdAt', {
      header: t('customers.columns.createdAt'),
      cell: ({ getValue }) => formatDateTime(getValue(), language),
    }),
  ]);
}

/** Arrow keys move between the rows' links (each row's way in); Enter opens. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = Array.from(
    event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row-link]'),
  );
  const index = links.findIndex((link) => link === document.activeElement);
  if (index === -1) return;
  const next = links[event.key === 'ArrowDown' ? index + 1 : index - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function CustomerTable({
  rows,
  filters,
  onSort,
  isFetching,
}: {
  readonly rows: readonly AdminCustomerRow[];
  readonly filters: CustomerFilters;
  readonly onSort: (sort: CustomerSort, dir: 'asc' | 'desc') => void;
  readonly isFetching: boolean;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const navigate = useNavigate();
  const columns = useMemo(() => buildColumns(t, language), [t, language]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns, data, getRowId: (row) => row.id });

  if (rows.length === 0) return <p className="desk-empty">{t('customers.empty')}</p>;
  return (
    <div className="desk-table-wrap" aria-busy={isFetching}>
      <table className="desk-table">
        <caption className="visually-hidden">
          {t('customers.tableCaption', {
            column: t(`customers.columns.${filters.sort}`),
            direction: t(filters.dir === 'asc' ? 'orders.ascending' : 'orders.descending'),
          })}{' '}
          {t('customers.openHint')}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sort = SORT_OF[header.column.id];
                const isSorted = sort !== undefined && sort === filters.sort;
                const ariaSort = isSorted
                  ? filters.dir === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined;
                return (
                  <th key={header.id} scope="col" aria-sort={ariaSort}>
                    {sort === undefined ? (
                      <table.FlexRender header={header} />
                    ) : (
                      <button
                        type="button"
                        className="desk-table__sort"
                        onClick={() =>
                          onSort(sort, isSorted && filters.dir === 'desc' ? 'asc' : 'desc')
                        }
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="desk-table__arrow">
                          {isSorted ? (filters.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody onKeyDown={moveBetweenRows}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={(event) => {
                const target = event.target as HTMLElement;
                if (target.closest('a, button, input, label')) return;
                void navigate(customerPath(row.original.id));
              }}
            >
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
  );
}

function FlagSelect({
  label,
  value,
  yes,
  no,
  onChange,
}: {
  readonly label: string;
  readonly value: CustomerFlag;
  readonly yes: string;
  readonly no: string;
  readonly onChange: (value: CustomerFlag) => void;
}) {
  const t = useDeskText();
  const id = useId();
  return (
    <div className="desk-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CustomerFlag)}
      >
        <option value="">{t('orders.any')}</option>
        <option value="true">{yes}</option>
        <option value="false">{no}</option>
      </select>
    </div>
  );
}

function CustomerFilterBar({
  filters,
  onChange,
  onReset,
}: {
  readonly filters: CustomerFilters;
  readonly onChange: (change: Partial<CustomerFilters>) => void;
  readonly onReset: () => void;
}) {
  const t = useDeskText();
  const typeId = useId();
  return (
    <section className="desk-filters" aria-label={t('orders.filters')}>
      <div className="desk-filters__row">
        <SearchBox
          value={filters.q}
          placeholder={t('customers.searchPlaceholder')}
          onSearch={(q) => onChange({ q })}
        />
        <div className="desk-filter">
          <label htmlFor={typeId}>{t('customers.type')}</label>
          <select
            id={typeId}
            value={filters.type}
            onChange={(event) => onChange({ type: event.target.value as CustomerFilters['type'] })}
          >
            <option value="">{t('orders.any')}</option>
            <option value="business">{t('customers.business')}</option>
            <option value="private">{t('customers.private')}</option>
          </select>
        </div>
        <FlagSelect
          label={t('customers.verified')}
          value={filters.verified}
          yes={t('customers.verifiedYes')}
          no={t('customers.verifiedNo')}
          onChange={(verified) => onChange({ verified })}
        />
        <FlagSelect
          label={t('customers.blocked')}
          value={filters.blocked}
          yes={t('customers.blockedYes')}
          no={t('customers.blockedNo')}
          onChange={(blocked) => onChange({ blocked })}
        />
        <button type="button" className="button button--link button--small" onClick={onReset}>
          {t('orders.resetFilters')}
        </button>
      </div>
    </section>
  );
}

/** /admin/customers: search, filters, sort and page live in the URL. */
export function CustomerListPage() {
  const t = useDeskText();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCustomerFilters(params), [params]);
  const list = useCustomerList(filters);
  const listKey = toCustomerSearchParams(filters).toString();

  useEffect(() => {
    document.title = `${t('customers.title')} · ${t('common.appName')}`;
  }, [t]);
  useEffect(() => rememberCustomerListSearch(listKey), [listKey]);

  const update = (next: CustomerFilters) => setParams(toCustomerSearchParams(next));
  const rows = list.data?.items;

  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('customers.title')}</h1>
      </div>
      <CustomerFilterBar
        filters={filters}
        onChange={(change) => update(changeCustomerFilters(filters, change))}
        onReset={() => setParams(new URLSearchParams())}
      />
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
          <CustomerTable
            rows={rows}
            filters={filters}
            onSort={(sort, dir) => update(changeCustomerFilters(filters, { sort, dir }))}
            isFetching={list.isFetching}
          />
          <Pager
            page={filters.page}
            pageSize={filters.pageSize}
            total={list.data?.total ?? 0}
            onPage={(page) => update({ ...filters, page })}
            onPageSize={(pageSize) => update(changeCustomerFilters(filters, { pageSize }))}
          />
        </>
      )}
    </div>
  );
}
