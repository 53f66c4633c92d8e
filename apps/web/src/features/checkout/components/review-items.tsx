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
              {/* Labelled figures (issue 24 point 13): a phone shows them as a card, each value
                  with its name, and a screen reader reads the name with the value. */}
              <dl className="review-item__figures">
                <div className="review-item__figure">
                  <dt>{t('review.columns.quantity')}</dt>
                  <dd data-testid="review-item-quantity">{item.quantity}</dd>
                </div>
                <div className="review-item__figure">
                  <dt>{t('review.columns.unitPrice')}</dt>
                  <dd data-testid="review-item-unit-price">
                    {formatMoneyOrEmpty(line?.display.unitCents ?? null)}
                  </dd>
                </div>
                <div className="review-item__figure review-item__sum">
                  <dt>{t('review.columns.sum')}</dt>
                  <dd data-testid="review-item-sum">
                    {line ? formatMoney(line.display.lineCents) : '–'}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
