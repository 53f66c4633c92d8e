import type { PriceSetPreview } from '@print/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { formatMoney, formatNumber } from '../../../lib/format';
import { usePriceSetPreview } from '../api/price-sets';
import { useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage, type DeskLanguage } from '../utils/desk-language';

type PreviewOrder = PriceSetPreview['orders'][number];
type Comparison = PreviewOrder['positions'];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, PreviewOrder>();

function amount(cents: number | null, t: DeskText): string {
  return cents === null ? t('priceSets.noPrice') : formatMoney(cents);
}

/** "+ CHF 47.50 (+ 3.7 %)": the server's difference, signed; nothing computed here. */
function difference(comparison: Comparison, t: DeskText, language: DeskLanguage): string {
  const { differenceCents, differenceBp } = comparison;
  if (differenceCents === null) return t('common.none');
  const sign = differenceCents > 0 ? '+ ' : '';
  const percent =
    differenceBp === null
      ? ''
      : ` (${differenceBp > 0 ? '+' : ''}${formatNumber(differenceBp / 100, language, 1)} %)`;
  return `${sign}${formatMoney(differenceCents)}${percent}`;
}

function buildColumns(t: DeskText, language: DeskLanguage) {
  const c = (key: keyof ReturnType<typeof headers>) => headers(t)[key];
  return helper.columns([
    helper.accessor('orderNumber', { header: c('order') }),
    helper.accessor('createdAt', {
      header: c('date'),
      cell: ({ getValue }) => formatDateTime(getValue(), language),
    }),
    helper.accessor('orderedPositionsNetCents', {
      header: c('ordered'),
      cell: ({ getValue }) => <span className="desk-num">{formatMoney(getValue())}</span>,
    }),
    helper.display({
      id: 'old',
      header: c('old'),
      cell: ({ row }) => (
        <span className="desk-num">{amount(row.original.positions.oldCents, t)}</span>
      ),
    }),
    helper.display({
      id: 'new',
      header: c('new'),
      cell: ({ row }) => (
        <span className="desk-num">{amount(row.original.positions.newCents, t)}</span>
      ),
    }),
    helper.display({
      id: 'difference',
      header: c('difference'),
      cell: ({ row }) => (
        <span className="desk-num">{difference(row.original.positions, t, language)}</span>
      ),
    }),
    helper.display({
      id: 'shippingOld',
      header: c('shippingOld'),
      cell: ({ row }) => (
        <span className="desk-num">{amount(row.original.shipping.oldCents, t)}</span>
      ),
    }),
    helper.display({
      id: 'shippingNew',
      header: c('shippingNew'),
      cell: ({ row }) => (
        <span className="desk-num">{amount(row.original.shipping.newCents, t)}</span>
      ),
    }),
  ]);
}

function headers(t: DeskText) {
  return {
    order: t('priceSets.previewColumns.order'),
    date: t('priceSets.previewColumns.date'),
    ordered: t('priceSets.previewColumns.ordered'),
    old: t('priceSets.previewColumns.old'),
    new: t('priceSets.previewColumns.new'),
    difference: t('priceSets.previewColumns.difference'),
    shippingOld: t('priceSets.previewColumns.shippingOld'),
    shippingNew: t('priceSets.previewColumns.shippingNew'),
  };
}

/** The draft against the last 50 orders: old and new price side by side (computed by the API). */
export function PriceSetPreviewSection({ priceSetId }: { readonly priceSetId: string }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const preview = usePriceSetPreview(priceSetId, isOpen);
  const columns = useMemo(() => buildColumns(t, language), [t, language]);
  const data = useMemo(() => [...(preview.data?.orders ?? [])], [preview.data]);
  const table = useTable({ features, columns, data, getRowId: (row) => row.orderId });
  if (!isOpen) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {t('priceSets.preview')}
      </button>
    );
  }
  return (
    <section className="desk-card" aria-labelledby="price-set-preview-title">
      <h2 id="price-set-preview-title">
        {t('priceSets.previewTitle', {
          version: String(preview.data?.comparedWithVersion ?? '–'),
        })}
      </h2>
      <p className="desk-hint">{t('priceSets.previewHint')}</p>
      {preview.data === undefined ? (
        <p role="status">{preview.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : data.length === 0 ? (
        <p className="desk-empty">{t('priceSets.previewEmpty')}</p>
      ) : (
        // Focusable: a table wider than a phone scrolls inside its frame, also by keyboard.
        <div
          className="desk-table-wrap"
          aria-busy={preview.isFetching}
          role="region"
          aria-label={t('priceSets.preview')}
          tabIndex={0}
        >
          <table className="desk-table">
            <caption className="visually-hidden">{t('priceSets.preview')}</caption>
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
    </section>
  );
}

/** Publishing with a confirmation: now or from a date and time (the browser's local time). */
export function PublishDialog({
  version,
  isBusy,
  onPublish,
  onClose,
}: {
  readonly version: number;
  readonly isBusy: boolean;
  readonly onPublish: (effectiveFrom: string | null) => void;
  readonly onClose: () => void;
}) {
  const t = useDeskText();
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const atDate = at === '' ? null : new Date(at);
  const isValid = when === 'now' || (atDate !== null && !Number.isNaN(atDate.getTime()));
  return (
    <Dialog
      title={t('priceSets.publishTitle', { version: String(version) })}
      description={t('priceSets.intro')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid) onPublish(when === 'now' || atDate === null ? null : atDate.toISOString());
        }}
      >
        <fieldset className="desk-fieldset">
          <legend className="visually-hidden">
            {t('priceSets.publishTitle', { version: String(version) })}
          </legend>
          <label className="desk-radio">
            <input
              type="radio"
              name="when"
              checked={when === 'now'}
              onChange={() => setWhen('now')}
            />
            {t('priceSets.publishNow')}
          </label>
          <label className="desk-radio">
            <input
              type="radio"
              name="when"
              checked={when === 'at'}
              onChange={() => setWhen('at')}
            />
            {t('priceSets.publishAt')}
          </label>
        </fieldset>
        {when === 'at' && (
          <label className="desk-publish-date">
            <span>{t('priceSets.publishDate')}</span>
            <input
              type="datetime-local"
              required
              value={at}
              onChange={(event) => setAt(event.target.value)}
            />
          </label>
        )}
        <div className="desk-actions__buttons">
          <button type="submit" className="button button--primary" disabled={!isValid || isBusy}>
            {t('priceSets.publishConfirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
