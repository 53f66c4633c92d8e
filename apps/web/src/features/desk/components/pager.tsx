import { useId } from 'react';
import { useDeskText } from '../texts';
import { PAGE_SIZES } from '../utils/order-filters';

export interface PagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly onPageSize?: (pageSize: number) => void;
}

/** Previous / next, "page 2 of 9", the number of results and (optionally) the page size. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const t = useDeskText();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      className="desk-pager"
      aria-label={t('common.page', { page: String(page), pages: String(pages) })}
    >
      <span className="desk-pager__count">{t('common.results', { count: total })}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </button>
      <span aria-live="polite">
        {t('common.page', { page: String(page), pages: String(pages) })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </button>
      {onPageSize && (
        <span className="desk-pager__size">
          <label htmlFor={sizeId}>{t('orders.pageSize')}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}
