import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useDeskText } from '../texts';
import type { PriceSetForm, PriceSetList } from '../utils/price-set-form';

const features = tableFeatures({});

type Entry = { readonly id: string; readonly label?: string | undefined };

/** One editable column: a text field (francs, percent, days, mm) or the availability checkbox. */
export interface EntryColumn {
  readonly field: string;
  readonly header: string;
  readonly kind: 'text' | 'checkbox';
  /** The input's inputmode: decimal for amounts and lengths, numeric for whole numbers. */
  readonly inputMode?: 'decimal' | 'numeric' | 'text';
}

export interface EntryTableProps {
  readonly list: PriceSetList;
  readonly caption: string;
  readonly rows: readonly Entry[];
  readonly columns: readonly EntryColumn[];
  /** Show the entry's group (the print mode of a finish, the country of a shipping method). */
  readonly hasGroup?: boolean;
  readonly isReadOnly: boolean;
  /** `${list}:${id}:${field}` of fields the last check refused or the server reported missing. */
  readonly flagged: ReadonlySet<string>;
  readonly onChange: (
    list: PriceSetList,
    id: string,
    field: string,
    value: string | boolean,
  ) => void;
}

export const flagKey = (list: PriceSetList, id: string, field: string) => `${list}:${id}:${field}`;

/**
 * One list of a price set as an editable table (TanStack Table): the entry's name, then an input
 * per column, each labelled with the column and the entry. The table scrolls inside its frame on
 * a narrow screen; the page does not.
 */
export function EntryTable({
  list,
  caption,
  rows,
  columns,
  hasGroup = false,
  isReadOnly,
  flagged,
  onChange,
}: EntryTableProps) {
  const t = useDeskText();
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Entry>();
    const valueOf = (row: Entry, field: string): string | boolean => {
      const value = (row as unknown as Record<string, unknown>)[field];
      return typeof value === 'string' || typeof value === 'boolean' ? value : '';
    };
    return helper.columns([
      helper.display({
        id: 'name',
        header: t('priceSets.fields.name'),
        cell: ({ row }) => <span>{row.original.label ?? row.original.id}</span>,
      }),
      ...(hasGroup
        ? [
            helper.display({
              id: 'group',
              header: t('priceSets.fields.group'),
              cell: ({ row }) => String(valueOf(row.original, 'group')),
            }),
          ]
        : []),
      ...columns.map((column) =>
        helper.display({
          id: column.field,
          header: column.header,
          cell: ({ row }) => {
            const entry = row.original;
            const label = t('priceSets.fieldLabel', {
              field: column.header,
              name: entry.label ?? entry.id,
            });
            if (column.kind === 'checkbox') {
              return (
                <input
                  type="checkbox"
                  aria-label={label}
                  checked={valueOf(entry, column.field) === true}
                  disabled={isReadOnly}
                  onChange={(event) => onChange(list, entry.id, column.field, event.target.checked)}
                />
              );
            }
            const isFlagged = flagged.has(flagKey(list, entry.id, column.field));
            return (
              <input
                type="text"
                className={column.inputMode === 'text' ? 'desk-breaks-input' : 'desk-price-input'}
                aria-label={label}
                aria-invalid={isFlagged || undefined}
                inputMode={column.inputMode ?? 'decimal'}
                autoComplete="off"
                readOnly={isReadOnly}
                value={String(valueOf(entry, column.field))}
                onChange={(event) => onChange(list, entry.id, column.field, event.target.value)}
              />
            );
          },
        }),
      ),
    ]);
  }, [t, list, columns, hasGroup, isReadOnly, flagged, onChange]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns: tableColumns, data, getRowId: (row) => row.id });
  return (
    <div className="desk-table-wrap">
      <table className="desk-table desk-table--prices">
        <caption className="visually-hidden">{caption}</caption>
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
  );
}

/** The editor's tables: which list, which columns (texts from the desk's translations). */
export function usePriceSetSections(): readonly {
  readonly list: PriceSetList;
  readonly title: string;
  readonly columns: readonly EntryColumn[];
  readonly hasGroup?: boolean;
  readonly rowsOf: (form: PriceSetForm) => readonly Entry[];
}[] {
  const t = useDeskText();
  return useMemo(() => {
    const text = (field: string, header: string, inputMode?: 'numeric' | 'text'): EntryColumn => ({
      field,
      header,
      kind: 'text',
      ...(inputMode ? { inputMode } : {}),
    });
    const available: EntryColumn = {
      field: 'isAvailable',
      header: t('priceSets.fields.available'),
      kind: 'checkbox',
    };
    return [
      {
        list: 'printModes',
        title: t('priceSets.sections.modes'),
        rowsOf: (form) => form.printModes,
        columns: [
          available,
          text('setupFee', t('priceSets.fields.setupFee')),
          text('material', t('priceSets.fields.material')),
          text('packing', t('priceSets.fields.packing')),
          text('minPartPrice', t('priceSets.fields.minPartPrice')),
        ],
      },
      {
        list: 'printModes',
        title: t('priceSets.sections.limits'),
        rowsOf: (form) => form.printModes,
        columns: [
          text('breaks', t('priceSets.fields.breaks'), 'text'),
          text('productionDaysExtra', t('priceSets.fields.productionDaysExtra'), 'numeric'),
          text('maxXMm', t('priceSets.fields.maxXMm')),
          text('maxYMm', t('priceSets.fields.maxYMm')),
          text('maxZMm', t('priceSets.fields.maxZMm')),
          text('minFeatureSizeMm', t('priceSets.fields.minFeatureSizeMm')),
          text('maxNumberOfParts', t('priceSets.fields.maxNumberOfParts'), 'numeric'),
        ],
      },
      {
        list: 'surfaceFinishes',
        title: t('priceSets.sections.finishes'),
        hasGroup: true,
        rowsOf: (form) => form.surfaceFinishes,
        columns: [available, text('price', t('priceSets.fields.finishPrice'))],
      },
      {
        list: 'colors',
        title: t('priceSets.sections.colors'),
        rowsOf: (form) => form.colors,
        columns: [available, text('factorPercent', t('priceSets.fields.factorPercent'))],
      },
      {
        list: 'processingOptions',
        title: t('priceSets.sections.options'),
        hasGroup: true,
        rowsOf: (form) => form.processingOptions,
        columns: [text('price', t('priceSets.fields.price'))],
      },
      {
        list: 'shippingMethods',
        title: t('priceSets.sections.shipping'),
        hasGroup: true,
        rowsOf: (form) => form.shippingMethods,
        columns: [
          available,
          text('price', t('priceSets.fields.price')),
          text('days', t('priceSets.fields.days'), 'numeric'),
        ],
      },
    ];
  }, [t]);
}
