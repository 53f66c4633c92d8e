import { useOrderCreditNotes } from '../api/credit-notes';
import { useOrdersText } from '../texts';

/** The order's credit notes beside its other documents (nothing while none exists). */
export function CreditNoteLinks({ orderId }: { readonly orderId: string }) {
  const t = useOrdersText();
  const { data } = useOrderCreditNotes(orderId);
  if (!data) return null;
  return data.creditNotes.map((note) => (
    <li key={note.id}>
      <a href={note.url} download>
        {t('documents.creditNote', { number: note.number })}
      </a>
    </li>
  ));
}
