import { NEWSLETTER_HASH, VAT_ID_HASH } from '../../../lib/modal-hashes';
import '../forms.css';
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
  if (hash === NEWSLETTER_HASH) return <NewsletterModal onClose={onClose} />;
  if (hash === VAT_ID_HASH) return <VatIdModal onClose={onClose} />;
  return null;
}
