import {
  ORDER_STATUSES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUSES,
  type OrderStatus,
} from '@print/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { usePrintModes } from '../../../lib/server-state/print-modes';
import { useDeskText, useOrderLabels } from '../texts';
import { useDeskLanguage } from '../utils/desk-language';
import { toggleValue, type OrderFilters } from '../utils/order-filters';
import { statusLabel } from './labels';

const SEARCH_DELAY_MS = 300;
const LISTED_STATUSES = ORDER_STATUSES.filter((status) => status !== 'UNKNOWN');

export interface OrderFilterBarProps {
  readonly filters: OrderFilters;
  readonly statusCounts: Partial<Record<OrderStatus, number>> | undefined;
  readonly onChange: (change: Partial<OrderFilters>) => void;
  readonly onReset: () => void;
}

/** The search box waits for a pause in typing; a changed URL (back button) refills it. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder?: string;
}) {
  const t = useDeskText();
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A changed URL (back button, reset) refills the box: state adjusted while rendering.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="desk-filter desk-filter--search">
      <label htmlFor={id}>{t('orders.search')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? t('orders.searchPlaceholder')}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          onSearch(text.trim());
        }}
      />
    </div>
  );
}

function Chip({
  label,
  count,
  isPressed,
  onToggle,
}: {
  label: string;
  count?: number | undefined;
  isPressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="desk-chip" aria-pressed={isPressed} onClick={onToggle}>
      {label}
      {count !== undefined && <span className="desk-chip__count">{count}</span>}
    </button>
  );
}

export function OrderFilterBar({ filters, statusCounts, onChange, onReset }: OrderFilterBarProps) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const printModes = usePrintModes(language);
  const ids = { from: useId(), to: useId(), material: useId(), overdue: useId() };
  return (
    <section className="desk-filters" aria-label={t('orders.filters')}>
      <div className="desk-filters__row">
        <SearchBox value={filters.q} onSearch={(q) => onChange({ q })} />
        <div className="desk-filter">
          <label htmlFor={ids.from}>{t('orders.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div className="desk-filter">
          <label htmlFor={ids.to}>{t('orders.to')}</label>
          <input
            id={ids.to}
            type="date"
            value={filters.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        <div className="desk-filter">
          <label htmlFor={ids.material}>{t('orders.material')}</label>
          <select
            id={ids.material}
            value={filters.material}
            onChange={(event) => onChange({ material: event.target.value })}
          >
            <option value="">{t('orders.any')}</option>
            {(printModes.data ?? []).map((mode) => (
              <option key={mode._id} value={mode._id}>
                {mode.name}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter desk-filter--check">
          <input
            id={ids.overdue}
            type="checkbox"
            checked={filters.overdue}
            onChange={(event) => onChange({ overdue: event.target.checked })}
          />
          <label htmlFor={ids.overdue}>{t('orders.overdue')}</label>
        </div>
        <button type="button" className="button button--link button--small" onClick={onReset}>
          {t('orders.resetFilters')}
        </button>
      </div>
      <div className="desk-chips" role="group" aria-label={t('orders.statusFilter')}>
        {LISTED_STATUSES.map((status) => (
          <Chip
            key={status}
            label={statusLabel(labels, status)}
            count={statusCounts?.[status] ?? 0}
            isPressed={filters.status.includes(status)}
            onToggle={() => onChange({ status: toggleValue(filters.status, status) })}
          />
        ))}
      </div>
      <div className="desk-filters__row">
        <div className="desk-chips" role="group" aria-label={t('orders.paymentStatus')}>
          <span className="desk-chips__label" aria-hidden="true">
            {t('orders.paymentStatus')}
          </span>
          {PAYMENT_STATUSES.map((status) => (
            <Chip
              key={status}
              label={labels(`paymentStatus.${status}`)}
              isPressed={filters.paymentStatus.includes(status)}
              onToggle={() =>
                onChange({ paymentStatus: toggleValue(filters.paymentStatus, status) })
              }
            />
          ))}
        </div>
        <div className="desk-chips" role="group" aria-label={t('orders.paymentMethod')}>
          <span className="desk-chips__label" aria-hidden="true">
            {t('orders.paymentMethod')}
          </span>
          {PAYMENT_METHOD_KEYS.map((method) => (
            <Chip
              key={method}
              label={labels(`paymentMethod.${method}`)}
              isPressed={filters.paymentMethod.includes(method)}
              onToggle={() =>
                onChange({ paymentMethod: toggleValue(filters.paymentMethod, method) })
              }
            />
          ))}
        </div>
      </div>
    </section>
  );
}
