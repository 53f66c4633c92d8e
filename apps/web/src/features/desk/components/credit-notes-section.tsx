import type { AdminCreditNote, AdminOrderDetail } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { creditNoteKeys, useCreditNotes } from '../api/credit-notes';
import { orderKeys } from '../api/orders';
import { useStaffMe } from '../api/staff-session';
import { useDeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { CreditNoteDialog } from './credit-note-dialog';

/**
 * The order's credit notes with their stored PDFs, what is left of the invoice, and "Credit
 * note …" (owner and office: the money roles; others see nothing, the API would refuse them).
 */
export function CreditNotesSection({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const me = useStaffMe();
  const client = useQueryClient();
  const mayCredit = me.data?.role === 'owner' || me.data?.role === 'office';
  const overview = useCreditNotes(order.id, mayCredit);
  const [isOpen, setIsOpen] = useState(false);
  const [issued, setIssued] = useState<AdminCreditNote | null>(null);
  if (!mayCredit) return null;
  const data = overview.data;

  const done = (note: AdminCreditNote) => {
    setIsOpen(false);
    setIssued(note);
    void client.invalidateQueries({ queryKey: creditNoteKeys.overview(order.id) });
    void client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
  };

  return (
    <section className="desk-card" aria-labelledby="order-credit-notes">
      <h2 id="order-credit-notes">{t('credit.title')}</h2>
      {overview.isError && <p className="desk-hint">{t('credit.loadFailed')}</p>}
      {!data && !overview.isError && <p role="status">{t('common.loading')}</p>}
      {issued && (
        <p className="desk-alert desk-alert--info" role="status">
          {t('credit.issued', { number: issued.number, amount: formatMoney(issued.grossCents) })}
        </p>
      )}
      {data && (
        <>
          {data.hasInvoice ? (
            <p className="desk-hint">
              {t('credit.remaining', { amount: formatMoney(data.remaining.grossCents) })}
            </p>
          ) : (
            <p className="desk-hint">{t('credit.noInvoice')}</p>
          )}
          {data.creditNotes.length === 0 ? (
            <p className="desk-hint">{t('credit.none')}</p>
          ) : (
            <ul className="desk-list">
              {data.creditNotes.map((note) => (
                <li key={note.id}>
                  <a href={note.pdfUrl} className="desk-link">
                    {note.number}
                  </a>{' '}
                  · {formatDateTime(note.issuedAt, language)} · {formatMoney(note.grossCents)} ·{' '}
                  {note.trigger === 'cancellation' ? t('credit.byCancellation') : note.staffName}
                  <br />
                  <span className="desk-hint">{note.reason}</span>
                </li>
              ))}
            </ul>
          )}
          {data.hasInvoice && data.remaining.grossCents > 0 && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => {
                setIssued(null);
                setIsOpen(true);
              }}
            >
              {t('credit.open')}
            </button>
          )}
          {isOpen && (
            <CreditNoteDialog
              orderId={order.id}
              overview={data}
              onClose={() => setIsOpen(false)}
              onDone={done}
            />
          )}
        </>
      )}
    </section>
  );
}
