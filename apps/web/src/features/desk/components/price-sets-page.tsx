import type { PriceSetSummary } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import {
  createPriceSetDraft,
  priceSetKeys,
  usePriceSetDetail,
  usePriceSetList,
} from '../api/price-sets';
import { useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';
import { CatalogueTextsEditor } from './catalogue-texts-editor';
import { PriceSetEditor } from './price-set-editor';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, PriceSetSummary>();
const BASE = '/admin/catalogue';

function byWhom(t: DeskText, language: DeskLanguage, iso: string | null, name: string | null) {
  if (iso === null) return t('common.none');
  const date = formatDateTime(iso, language);
  return name === null ? date : t('priceSets.by', { date, name });
}

function buildColumns(t: DeskText, language: DeskLanguage) {
  return helper.columns([
    helper.accessor('version', { header: t('priceSets.columns.version') }),
    helper.accessor('status', {
      header: t('priceSets.columns.status'),
      cell: ({ getValue }) => (
        <span
          className={getValue() === 'effective' ? 'desk-badge' : 'desk-badge desk-badge--muted'}
        >
          {t(`priceSets.status.${getValue()}`)}
        </span>
      ),
    }),
    helper.accessor('effectiveFrom', {
      header: t('priceSets.columns.effectiveFrom'),
      cell: ({ getValue }) => {
        const iso = getValue();
        // The first set is effective "since ever" (1970): no date worth showing.
        return iso === null || iso.startsWith('1970-')
          ? t('common.none')
          : formatDateTime(iso, language);
      },
    }),
    helper.display({
      id: 'created',
      header: t('priceSets.columns.created'),
      cell: ({ row }) => byWhom(t, language, row.original.createdAt, row.original.createdByName),
    }),
    helper.display({
      id: 'published',
      header: t('priceSets.columns.published'),
      cell: ({ row }) =>
        row.original.publishedAt?.startsWith('1970-')
          ? t('common.none')
          : byWhom(t, language, row.original.publishedAt, row.original.publishedByName),
    }),
    helper.display({
      id: 'actions',
      header: t('priceSets.columns.actions'),
      cell: ({ row }) => (
        <Link
          className="button button--secondary button--small"
          to={`${BASE}/${encodeURIComponent(row.original.id)}`}
          aria-label={`${t(row.original.status === 'draft' ? 'priceSets.openDraft' : 'priceSets.view')}: ${t('priceSets.columns.version')} ${row.original.version}`}
        >
          {t(row.original.status === 'draft' ? 'priceSets.openDraft' : 'priceSets.view')}
        </Link>
      ),
    }),
  ]);
}

/** /admin/catalogue: the price sets (owners only) and, with an id, one set's editor. */
export function PriceSetsPage() {
  const { priceSetId } = useParams();
  return priceSetId === undefined ? <PriceSetListView /> : <PriceSetView id={priceSetId} />;
}

function PriceSetListView() {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const list = usePriceSetList();
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  // What the editor did last (published, discarded), handed over with the navigation.
  const done = (location.state as { notice?: string } | null)?.notice ?? null;
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo(() => buildColumns(t, language), [t, language]);
  const data = useMemo(() => [...(list.data?.items ?? [])], [list.data]);
  const table = useTable({ features, columns, data, getRowId: (row) => row.id });
  const draft = data.find((s) => s.status === 'draft');

  useEffect(() => {
    document.title = `${t('priceSets.title')} · ${t('common.appName')}`;
  }, [t]);

  const createDraft = async () => {
    setError(null);
    try {
      const created = await createPriceSetDraft();
      client.setQueryData(priceSetKeys.detail(created.set.id), created);
      await client.invalidateQueries({ queryKey: priceSetKeys.list });
      await navigate(`${BASE}/${encodeURIComponent(created.set.id)}`);
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'unknown';
      setError(
        code === 'PRICE_SET_DRAFT_EXISTS'
          ? t('priceSets.errors.PRICE_SET_DRAFT_EXISTS')
          : t('priceSets.errors.unknown', { code }),
      );
    }
  };

  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('priceSets.title')}</h1>
        <p className="desk-hint">{t('priceSets.intro')}</p>
      </div>
      <div className="desk-actions__buttons">
        {draft ? (
          <Link className="button button--primary" to={`${BASE}/${encodeURIComponent(draft.id)}`}>
            {t('priceSets.openDraft')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void createDraft()}
          >
            {t('priceSets.newDraft')}
          </button>
        )}
      </div>
      {done && (
        <p className="desk-alert desk-alert--info" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="desk-alert desk-alert--error" role="alert">
          {error}
        </p>
      )}
      {list.data === undefined ? (
        <p role="status">{list.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : data.length === 0 ? (
        <p className="desk-empty">{t('priceSets.empty')}</p>
      ) : (
        <div className="desk-table-wrap" aria-busy={list.isFetching}>
          <table className="desk-table">
            <caption className="visually-hidden">{t('priceSets.caption')}</caption>
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
      <CatalogueTextsEditor />
    </div>
  );
}

function PriceSetView({ id }: { readonly id: string }) {
  const t = useDeskText();
  const detail = usePriceSetDetail(id);
  const navigate = useNavigate();
  const set = detail.data?.set;

  useEffect(() => {
    document.title = `${t('priceSets.title')} · ${t('common.appName')}`;
  }, [t]);

  return (
    <div className="desk-page">
      <div className="desk-page__head">
        <Link to={BASE}>{t('priceSets.back')}</Link>
        <h1 className="desk-page__title">
          {set
            ? t('priceSets.editorTitle', {
                version: String(set.version),
                status: t(`priceSets.status.${set.status}`),
              })
            : t('priceSets.title')}
        </h1>
      </div>
      {detail.data === undefined ? (
        <p role="status">{detail.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : (
        <PriceSetEditor
          key={detail.data.set.id}
          detail={detail.data}
          onDone={(notice) => void navigate(BASE, { state: { notice } })}
        />
      )}
    </div>
  );
}
