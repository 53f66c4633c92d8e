import type { CartItem, CartTotalsLine } from '@print/contracts';
import { useCheckoutText } from '../texts';
import { formatMoney, formatMoneyOrEmpty } from '../../../lib/format';

export interface ReviewItemsProps {
  readonly items: readonly CartItem[];
  /** The server's lines (display prices in the customer's tax display). */
  readonly lines: readonly CartTotalsLine[];
}

/** Spec 2 §2: the cart items being ordered, priced as the server priced them. */
export function ReviewItems({ items, lines }: ReviewItemsProps) {
  const t = useCheckoutText();
  const lineById = new Map(lines.map((line) => [line.itemId, line]));
  return (
    <section className="review-section" aria-labelledby="review-items-title">
      <h2 id="review-items-title">{t('review.items')}</h2>
      <ul className="review-items">
        {items.map((item) => {
          const line = lineById.get(item._id);
          return (
            <li key={item._id} className="review-item" data-testid="review-item">
              {item.thumbnail !== null ? (
                <img
                  src={item.thumbnail}
                  alt=""
                  className="review-item__thumbnail"
                  width={64}
                  height={64}
                />
              ) : (
                <span className="review-item__thumbnail" aria-hidden="true" />
              )}
              <span className="review-item__text">
                <span className="review-item__name">{item.model.name}</span>
                <span className="review-item__details">
                  {t('review.itemDetails', {
                    mode: item.printMode.name,
                    finish: item.surfaceFinish.name,
                    color: item.color.name,
                  })}
                </span>
              </span>
              <span className="review-item__quantity">
                {t('review.quantity', { quantity: item.quantity })}{' '}
                {formatMoneyOrEmpty(line?.display.unitCents ?? null)}
              </span>
              <span className="review-item__sum">
                {line ? formatMoney(line.display.lineCents) : '–'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
