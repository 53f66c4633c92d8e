import { NEWSLETTER_HASH, VAT_ID_HASH } from '../../../lib/modal-hashes';
import '../forms.css';
import { FormsFieldErrors } from './forms-field-errors';
import { NewsletterModal } from './newsletter-modal';
import { VatIdModal } from './vat-id-modal';

/** The modal the hash names (#newsletter, #ustid); this chunk loads only when one opens. */
export function FormModals({
  hash,
  onClose,
}: {
  readonly hash: string;
  readonly onClose: () => void;
}) {
  return (
    <FormsFieldErrors>
      {hash === NEWSLETTER_HASH && <NewsletterModal onClose={onClose} />}
      {hash === VAT_ID_HASH && <VatIdModal onClose={onClose} />}
    </FormsFieldErrors>
  );
}
