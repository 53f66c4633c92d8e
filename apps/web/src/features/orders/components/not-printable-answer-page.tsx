import type { NotPrintableLinkView } from '@print/contracts';
import { selectOrderStatusLabelKey } from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { useAnswerNotPrintableLink, useNotPrintableLink } from '../api/not-printable-link';
import { useOrdersText, type OrdersText } from '../texts';
import { NotPrintableForm } from './not-printable-form';
import './orders.css';

/** A link the server refused: its stable code decides the text (anything else: try later). */
function linkErrorText(error: unknown, t: OrdersText): string {
  if (error instanceof ApiError && error.code === 'ORDER_LINK_EXPIRED')
    return t('notPrintableLink.expired');
  if (error instanceof ApiError && error.code === 'ORDER_LINK_INVALID')
    return t('notPrintableLink.invalid');
  return t('errors.body');
}

function Lines({ view, t }: { readonly view: NotPrintableLinkView; readonly t: OrdersText }) {
  return (
    <ul className="not-printable-link__lines">
      {view.lines.map((line) => (
        <li key={line.lineId} className="not-printable-link__line">
          <p>
            <strong className="not-printable-link__file">{line.fileName}</strong>{' '}
            {t('notPrintableLink.quantity', { quantity: line.quantity })}
          </p>
          <p>
            <strong>{t('review.not_printable')}</strong>
            {line.reason && `: ${line.reason}`}
          </p>
          {line.pictureUrl && (
            <a href={line.pictureUrl} target="_blank" rel="noreferrer">
              <img
                className="not-printable-link__picture"
                src={line.pictureUrl}
                alt={t('notPrintableLink.pictureAlt', { name: line.fileName })}
                loading="lazy"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /order-answer/:token: the not printable review's mailed link (issue 25 item 6). Without signing
 * in — a guest's order has no account page — the customer reads the lines production could not
 * print (reason, picture) and asks for a changed quote or cancels; afterwards, or when the order
 * has moved on, the page says where it stands.
 */
export function NotPrintableAnswerPage({
  token,
}: {
  readonly token: string;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const link = useNotPrintableLink(token);
  const answer = useAnswerNotPrintableLink(token);
  const view = link.data;
  return (
    <div className="orders-page container">
      <h1>
        {view
          ? t('notPrintableLink.title', { orderNumber: view.orderNumber })
          : t('notPrintableLink.titlePlain')}
      </h1>
      {link.isError && <p role="alert">{linkErrorText(link.error, t)}</p>}
      {link.isPending && (
        <p role="status" aria-busy="true">
          {t('notPrintableLink.loading')}
        </p>
      )}
      {view && (
        <>
          <Lines view={view} t={t} />
          {view.canAnswer ? (
            <NotPrintableForm
              intro={t('notPrintableLink.intro')}
              isPending={answer.isPending}
              error={answer.error}
              onAnswer={(choice, comment) => answer.mutate({ choice, comment })}
            />
          ) : (
            <p role="status">
              {t(
                view.orderStatus === 'ORDER_CANCELLED'
                  ? 'notPrintableLink.cancelled'
                  : view.orderStatus === 'QUOTE_GENERATED'
                    ? 'notPrintableLink.quoteRequested'
                    : 'notPrintableLink.closed',
                { status: t(`status.${selectOrderStatusLabelKey(view.orderStatus)}`) },
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
}
