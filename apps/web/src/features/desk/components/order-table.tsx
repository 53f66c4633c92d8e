import type { AdminOrderRow } from '@print/contracts';
import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { useDeskText, useOrderLabels, type DeskText } from '../texts';
import {
  formatDateTime,
  formatDay,
  useDeskLanguage,
  type DeskLanguage,
} from '../utils/desk-language';
import type { OrderFilters, OrderSort } from '../utils/order-filters';
import { statusLabel, StatusBadge } from './labels';

const features = tableFeatures({ rowSelectionFeature });
const helper = createColumnHelper<typeof features, AdminOrderRow>();

interface ColumnContext {
  readonly t: DeskText;
  readonly labels: ReturnType<typeof useOrderLabels>;
  readonly language: DeskLanguage;
}

/** The columns the API sorts by (column id → sort key). */
const SORT_OF: Readonly<Record<string, OrderSort>> = {
  orderNumber: 'orderNumber',
  createdAt: 'createdAt',
  customer: 'customer',
  status: 'status',
  totalCents: 'totalCents',
  dueDate: 'dueDate',
};

function buildColumns({ t, labels, language }: ColumnContext) {
  return helper.columns([
    helper.display({
      id: 'select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('orders.selectAll')}
          checked={table.getIsAllRowsSelected()}
          ref={(input) => {
            if (input) input.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={() => table.toggleAllRowsSelected()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('orders.selectRow', { orderNumber: row.original.orderNumber })}
          checked={row.getIsSelected()}
          onChange={() => row.toggleSelected()}
        />
      ),
    }),
    helper.accessor('orderNumber', {
      header: t('orders.columns.orderNumber'),
      cell: ({ row }) => (
        <Link className="desk-table__open" to={`/admin/orders/${row.original.id}`} data-row-link>
          {row.original.orderNumber}
        </Link>
      ),
    }),
    helper.accessor('createdAt', {
      header: t('orders.columns.createdAt'),
      cell: ({ getValue }) => formatDateTime(getValue(), language),
    }),
    helper.accessor('customerName', {
      id: 'customer',
      header: t('orders.columns.customer'),
      cell: ({ row }) => (
        <>
          {row.original.customerName}
          {row.original.company && <span className="desk-table__sub">{row.original.company}</span>}
        </>
      ),
    }),
    helper.accessor('email', { header: t('orders.columns.email') }),
    helper.accessor('status', {
      header: t('orders.columns.status'),
      cell: ({ getValue }) => (
        <StatusBadge status={getValue()} label={statusLabel(labels, getValue())} />
      ),
    }),
    helper.accessor('paymentStatus', {
      header: t('orders.columns.paymentStatus'),
      cell: ({ getValue }) => labels(`paymentStatus.${getValue()}`),
    }),
    helper.accessor('paymentMethod', {
      header: t('orders.columns.paymentMethod'),
      cell: ({ getValue }) => labels(`paymentMethod.${getValue()}`),
    }),
    helper.accessor('totalCents', {
      header: t('orders.columns.totalCents'),
      cell: ({ getValue }) => <span className="desk-num">{formatMoney(getValue())}</span>,
    }),
    helper.accessor('dueDate', {
      header: t('orders.columns.dueDate'),
      cell: ({ row }) => {
        if (row.original.overdue) {
          return <span className="desk-badge desk-badge--danger">{t('orders.overdueBadge')}</span>;
        }
        const due = row.original.dueDate;
        return due ? (
          <span className="desk-badge">
            {t('orders.dueBadge', { date: formatDay(due, language) })}
          </span>
        ) : null;
      },
    }),
  ]);
}

/** Arrow keys move between the rows' order links (each row's way in); Enter opens. */
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

export interface OrderTableProps {
  readonly rows: readonly AdminOrderRow[];
  readonly filters: OrderFilters;
  readonly selection: RowSelectionState;
  readonly onSelectionChange: (updater: Updater<RowSelectionState>) => void;
  readonly onSort: (sort: OrderSort, dir: 'asc' | 'desc') => void;
  readonly isFetching: boolean;
}

/** The order list's table (TanStack Table): sorting and paging happen on the server. */
export function OrderTable(props: OrderTableProps) {
  const { rows, filters, selection, onSelectionChange, onSort } = props;
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const navigate = useNavigate();
  const columns = useMemo(() => buildColumns({ t, labels, language }), [t, labels, language]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
  });
  const sortedColumn = t(
    `orders.columns.${filters.sort === 'customer' ? 'customer' : filters.sort}`,
  );

  if (rows.length === 0) return <p className="desk-empty">{t('orders.empty')}</p>;
  return (
    <div className="desk-table-wrap" aria-busy={props.isFetching}>
      <table className="desk-table">
        <caption className="visually-hidden">
          {t('orders.tableCaption', {
            column: sortedColumn,
            direction: t(filters.dir === 'asc' ? 'orders.ascending' : 'orders.descending'),
          })}{' '}
          {t('orders.openHint')}
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
              className={row.getIsSelected() ? 'is-selected' : undefined}
              onClick={(event) => {
                const target = event.target as HTMLElement;
                if (target.closest('a, button, input, label')) return;
                void navigate(`/admin/orders/${row.original.id}`);
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
