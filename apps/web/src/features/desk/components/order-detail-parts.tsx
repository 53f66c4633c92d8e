import type { AdminOrderDetail } from '@print/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffMe } from '../api/staff-session';
import { formatDimensions, formatMoney, formatNumber } from '../../../lib/format';
import { useDeskText, useOrderLabels } from '../texts';
import { formatDateTime, formatDay, useDeskLanguage } from '../utils/desk-language';
import { timelineCodeLabel } from './labels';
import { LineReviewForm, useMayReview } from './line-review';
import { useLineViewer, type DeskOrderLine } from '../utils/line-viewer-slot';
import { isOrderStatus, OFFER_STATUSES, type OfferStatus } from '@print/domain';
import { addressLines } from '../utils/desk-address';
import { documentKindLabel, mailEntryParts } from '../utils/desk-timeline';

export function Address({ address }: { readonly address: Record<string, unknown> }) {
  const { language } = useDeskLanguage();
  return (
    <address className="desk-address">
      {addressLines(address, language).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** Customer, addresses, payment: the order's facts. */
export function OrderFacts({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const { data: me } = useStaffMe();
  // Customers are the office's and the owner's (production gets 404 there).
  const canOpenCustomer = me?.role === 'owner' || me?.role === 'office';
  return (
    <div className="desk-cards">
      <section className="desk-card" aria-labelledby="facts-customer">
        <h2 id="facts-customer">{t('order.customer')}</h2>
        <dl className="desk-dl">
          <dt>{t('order.account')}</dt>
          <dd>
            {order.customerAccountId === null ? (
              t('order.guest')
            ) : canOpenCustomer ? (
              <Link
                className="desk-link"
                to={`/admin/customers/${encodeURIComponent(order.customerAccountId)}`}
              >
                {t('order.openCustomer')}
              </Link>
            ) : (
              t('order.hasAccount')
            )}
          </dd>
          <dt>{t('order.email')}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          <dt>{t('order.phone')}</dt>
          <dd>{order.phone || t('common.none')}</dd>
          <dt>{t('order.customer')}</dt>
          <dd>{order.isBusinessCustomer ? t('order.business') : t('order.private')}</dd>
          <dt>{t('order.language')}</dt>
          <dd>{order.language.toUpperCase()}</dd>
          <dt>{t('order.reference')}</dt>
          <dd>{order.referenceNumber || t('common.none')}</dd>
          {order.qrReference && (
            <>
              <dt>{t('order.qrReference')}</dt>
              <dd className="desk-mono">{order.qrReference}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="desk-card" aria-labelledby="facts-billing">
        <h2 id="facts-billing">{t('order.billingAddress')}</h2>
        <Address address={order.billingAddress} />
      </section>
      <section className="desk-card" aria-labelledby="facts-shipping">
        <h2 id="facts-shipping">{t('order.shippingAddress')}</h2>
        <Address address={order.shippingAddress} />
        <p className="desk-hint">
          {t('order.shippingMethod')}: {order.shippingMethodName}
        </p>
      </section>
      <section className="desk-card" aria-labelledby="facts-payment">
        <h2 id="facts-payment">{t('order.payment')}</h2>
        <dl className="desk-dl">
          <dt>{t('orders.paymentMethod')}</dt>
          <dd>{labels(`paymentMethod.${order.paymentMethod}`)}</dd>
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>{labels(`paymentStatus.${order.paymentStatus}`)}</dd>
          {order.dueDate && (
            <>
              <dt>{t('order.dueDate')}</dt>
              <dd>{formatDay(order.dueDate, language)}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}

/** Lines with thumbnail, figures, downloads, options and prices (the server's amounts). */
export function OrderLines({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const mayReview = useMayReview(order);
  const { language } = useDeskLanguage();
  const renderViewer = useLineViewer();
  const [viewedLineId, setViewedLineId] = useState<string | null>(null);
  const viewedLine = order.lines.find((line) => line.id === viewedLineId);
  return (
    <section className="desk-card" aria-labelledby="order-lines">
      <h2 id="order-lines">{t('order.lines')}</h2>
      <div className="desk-table-wrap">
        <table className="desk-table desk-table--lines">
          <thead>
            <tr>
              <th scope="col">{t('order.line.position')}</th>
              <th scope="col">{t('order.line.file')}</th>
              <th scope="col">{t('order.line.printMode')}</th>
              <th scope="col">{t('order.line.quantity')}</th>
              <th scope="col" className="desk-num">
                {t('order.line.unit')}
              </th>
              <th scope="col" className="desk-num">
                {t('order.line.net')}
              </th>
              <th scope="col">{t('order.line.review')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.position}</td>
                <td>
                  <div className="desk-line">
                    {line.thumbnailUrl ? (
                      <img
                        className="desk-line__thumb"
                        src={line.thumbnailUrl}
                        alt=""
                        width={64}
                        height={64}
                      />
                    ) : (
                      <span className="desk-line__thumb desk-line__thumb--none">
                        {t('order.line.noThumbnail')}
                      </span>
                    )}
                    <div>
                      <strong className="desk-line__name">{line.fileName}</strong>
                      {line.figures && (
                        <span className="desk-table__sub">
                          {line.figures.volumeCm3 !== null &&
                            `${t('order.line.volume')} ${formatNumber(line.figures.volumeCm3, language)} cm³ · `}
                          {line.figures.surfaceCm2 !== null &&
                            `${t('order.line.surface')} ${formatNumber(line.figures.surfaceCm2, language)} cm² · `}
                          {line.figures.sizeMm &&
                            `${t('order.line.size')} ${formatDimensions(line.figures.sizeMm, language)} mm`}
                        </span>
                      )}
                      {line.scale !== 1 && (
                        <span className="desk-table__sub">
                          {t('order.line.scale')} {formatNumber(line.scale, language)}
                        </span>
                      )}
                      {renderViewer && (
                        <ViewerToggle
                          line={line}
                          isOpen={viewedLineId === line.id}
                          onToggle={() =>
                            setViewedLineId(viewedLineId === line.id ? null : line.id)
                          }
                        />
                      )}
                      <span className="desk-table__sub">
                        {line.downloads.map((download) => (
                          <a
                            key={download.url}
                            href={download.url}
                            download={download.fileName}
                            className={
                              download.isPrintFile ? 'desk-link desk-files__print' : 'desk-link'
                            }
                          >
                            {download.kind === 'repaired_upload'
                              ? t('deskFiles.repairedUpload')
                              : t(`order.line.${download.kind}`)}
                            {download.isPrintFile && ` (${t('deskFiles.printFile')})`}
                          </a>
                        ))}
                      </span>
                    </div>
                  </div>
                </td>
                <td>
                  {line.printModeName}
                  <span className="desk-table__sub">
                    {line.finishName} ·{' '}
                    <span
                      className="desk-swatch"
                      style={{ background: line.colorHex }}
                      aria-hidden="true"
                    />{' '}
                    {line.colorName}
                  </span>
                </td>
                <td className="desk-num">{line.quantity}</td>
                <td className="desk-num">{formatMoney(line.unitNetCents)}</td>
                <td className="desk-num">{formatMoney(line.lineNetCents)}</td>
                <td>
                  {line.review ? (
                    <>
                      {t(`order.line.verdict.${line.review.verdict}`)}
                      <span className="desk-table__sub">
                        {line.review.staffName}, {formatDateTime(line.review.at, language)}
                        {line.review.reason && `: ${line.review.reason}`}
                      </span>
                      {line.review.picture && (
                        <a
                          className="desk-link"
                          href={line.review.picture.url}
                          target="_blank"
                          rel="noreferrer"
                        >
                          {t('deskFiles.showPicture')}: {line.review.picture.fileName}
                        </a>
                      )}
                    </>
                  ) : (
                    <span className="desk-hint">{t('order.line.notReviewed')}</span>
                  )}
                  {mayReview && <LineReviewForm order={order} line={line} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {renderViewer && viewedLine?.viewer && (
        // Below the table, at the card's width (a table row would scroll with the table on a phone).
        <section
          id={viewerId(viewedLine)}
          className="desk-line-viewer__panel"
          aria-label={`${t('order.line.showViewer')}: ${viewedLine.fileName}`}
        >
          {renderViewer({ line: viewedLine, viewer: viewedLine.viewer })}
        </section>
      )}
    </section>
  );
}

function viewerId(line: DeskOrderLine): string {
  return `line-viewer-${line.id}`;
}

/** Opens the line's 3D view and wall-thickness pictures below it (one line at a time). */
function ViewerToggle({
  line,
  isOpen,
  onToggle,
}: {
  readonly line: DeskOrderLine;
  readonly isOpen: boolean;
  readonly onToggle: () => void;
}) {
  const t = useDeskText();
  if (line.viewer === null)
    return <span className="desk-table__sub">{t('order.line.noViewer')}</span>;
  return (
    <button
      type="button"
      className="button button--secondary button--small desk-line__viewer-toggle"
      aria-expanded={isOpen}
      aria-controls={isOpen ? viewerId(line) : undefined}
      onClick={onToggle}
    >
      {isOpen ? t('order.line.hideViewer') : t('order.line.showViewer')}
    </button>
  );
}

const TOTAL_KEYS = [
  'positionNetCents',
  'discountCents',
  'smallOrderSurchargeCents',
  'shippingCents',
  'netTotalCents',
  'taxCents',
  'totalCents',
] as const;

/** The totals as the server computed them (never recomputed in the browser). */
export function OrderTotals({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  return (
    <section className="desk-card" aria-labelledby="order-totals">
      <h2 id="order-totals">{t('order.totals.title')}</h2>
      <dl className="desk-dl desk-dl--amounts">
        {TOTAL_KEYS.filter(
          (key) => order.totals[key] !== 0 || key === 'totalCents' || key === 'netTotalCents',
        ).map((key) => (
          <div key={key} className={key === 'totalCents' ? 'is-total' : undefined}>
            <dt>{t(`order.totals.${key}`)}</dt>
            <dd className="desk-num">{formatMoney(order.totals[key])}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('order.documents')}</h3>
      {order.documents.length === 0 ? (
        <p className="desk-hint">{t('order.noDocuments')}</p>
      ) : (
        <ul className="desk-list">
          {order.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} className="desk-link">
                {documentKindLabel(t, document.kind)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const isOfferStatus = (value: string): value is OfferStatus =>
  (OFFER_STATUSES as readonly string[]).includes(value);

/** Every transition, payment, mail, note and change, newest first. */
export function OrderTimeline({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const entries = [...order.timeline].sort((a, b) => b.at.localeCompare(a.at));
  // Offer statuses by their labels; order statuses, payments, refunds and reminders by theirs.
  const describe = (value: string | null) => {
    if (value === null) return null;
    if (!isOrderStatus(value) && isOfferStatus(value)) return t(`offer.statuses.${value}`);
    return timelineCodeLabel(t, labels, value);
  };
  const actor = (name: string) =>
    name === 'customer' || name === 'payment' || name === 'system'
      ? t(`order.actor.${name}`)
      : name;
  return (
    <section className="desk-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('order.timeline')}</h2>
      {entries.length === 0 ? (
        <p className="desk-hint">{t('order.timelineEmpty')}</p>
      ) : (
        <ol className="desk-timeline">
          {entries.map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className={`desk-timeline__item desk-timeline__item--${entry.kind}`}
            >
              <span className="desk-timeline__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> ·{' '}
                {t(`order.kind.${entry.kind}`)} · {actor(entry.actor)}
              </span>
              {entry.mail !== undefined ? (
                <span className="desk-timeline__change">
                  {mailEntryParts(t, entry.mail).join(' · ')}
                </span>
              ) : (
                (entry.from !== null || entry.to !== null) && (
                  <span className="desk-timeline__change">
                    {describe(entry.from) ?? t('common.none')} →{' '}
                    {describe(entry.to) ?? t('common.none')}
                  </span>
                )
              )}
              {entry.text && entry.mail === undefined && (
                <span className="desk-timeline__text">{entry.text}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
