import type { AuditEntrySchema } from '@print/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useAuditPage, type AuditFilters } from '../api/audit';
import { useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';
import { Pager } from './pager';

type AuditEntry = z.infer<typeof AuditEntrySchema>;
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AuditEntry>();
const PAGE_SIZE = 50;

function shortJson(value: unknown): string {
  if (value === null || value === undefined) return '–';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function buildColumns(t: DeskText, language: DeskLanguage) {
  return helper.columns([
    helper.accessor('at', {
      header: t('audit.columns.at'),
      cell: ({ getValue }) => (
        <time dateTime={getValue()}>{formatDateTime(getValue(), language)}</time>
      ),
    }),
    helper.accessor('staffName', {
      header: t('audit.columns.staff'),
      cell: ({ getValue }) => getValue() ?? t('common.none'),
    }),
    helper.accessor('action', { header: t('audit.columns.action') }),
    helper.accessor('entityType', {
      header: t('audit.columns.entity'),
      cell: ({ row }) =>
        row.original.orderId ? (
          <Link className="desk-link" to={`/admin/orders/${row.original.orderId}`}>
            {row.original.entityType} {row.original.entityId}
          </Link>
        ) : (
          `${row.original.entityType} ${row.original.entityId ?? ''}`
        ),
    }),
    helper.display({
      id: 'change',
      header: t('audit.columns.change'),
      cell: ({ row }) => (
        <span className="desk-mono desk-audit__change">
          {shortJson(row.original.before)} → {shortJson(row.original.after)}
        </span>
      ),
    }),
    helper.accessor('clientAddress', {
      header: t('audit.columns.client'),
      cell: ({ getValue }) => <span className="desk-mono">{getValue()}</span>,
    }),
    helper.accessor('requestId', {
      header: t('audit.columns.requestId'),
      cell: ({ getValue }) => <span className="desk-mono">{getValue()}</span>,
    }),
  ]);
}

function readFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  return {
    staffId: params.get('staffId') ?? '',
    orderId: params.get('orderId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function toParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['staffId', 'orderId', 'from', 'to'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** /admin/audit (owners): every staff action, filtered by staff, order and day, in the URL. */
export function AuditPage() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [draft, setDraft] = useState(filters);
  const audit = useAuditPage(filters);
  const columns = useMemo(() => buildColumns(t, language), [t, language]);
  const data = useMemo(() => audit.data?.items ?? [], [audit.data]);
  const table = useTable({ features, columns, data });
  const ids = { staff: useId(), order: useId(), from: useId(), to: useId() };

  const [draftOf, setDraftOf] = useState(filters);
  if (draftOf !== filters) {
    setDraftOf(filters);
    setDraft(filters);
  }
  useEffect(() => {
    document.title = `${t('audit.title')} · ${t('common.appName')}`;
  }, [t]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(toParams({ ...draft, page: 1 }));
  };
  const field = (
    key: keyof Omit<AuditFilters, 'page'>,
    id: string,
    label: string,
    type = 'text',
  ) => (
    <div className="desk-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </div>
  );

  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{t('audit.title')}</h1>
      <form className="desk-filters desk-filters__row" onSubmit={apply}>
        {field('staffId', ids.staff, t('audit.staff'))}
        {field('orderId', ids.order, t('audit.order'))}
        {field('from', ids.from, t('audit.from'), 'date')}
        {field('to', ids.to, t('audit.to'), 'date')}
        <button type="submit" className="button button--secondary button--small">
          {t('audit.apply')}
        </button>
      </form>
      {audit.isError && !audit.data && (
        <p className="desk-alert desk-alert--error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {!audit.data && audit.isPending && <p role="status">{t('common.loading')}</p>}
      {audit.data && audit.data.items.length === 0 && (
        <p className="desk-empty">{t('audit.empty')}</p>
      )}
      {audit.data && audit.data.items.length > 0 && (
        <>
          <div className="desk-table-wrap">
            <table className="desk-table">
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
          <Pager
            page={filters.page}
            pageSize={audit.data.pageSize || PAGE_SIZE}
            total={audit.data.total}
            onPage={(page) => setParams(toParams({ ...filters, page }))}
          />
        </>
      )}
    </div>
  );
}
