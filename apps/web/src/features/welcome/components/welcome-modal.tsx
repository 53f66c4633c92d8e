import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';

const NBSP = '\u00a0';

export interface WelcomeModalProps {
  readonly voucherCode: string;
  readonly discountPercent: number;
  /** External marketplace; the link is hidden when empty. */
  readonly marketplaceUrl: string;
  readonly onClose: () => void;
}

/** Full-screen notice for customers of the former marketplace brand (spec 1 §1). */
export function WelcomeModal({
  voucherCode,
  discountPercent,
  marketplaceUrl,
  onClose,
}: WelcomeModalProps) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);

  function copyCode() {
    void navigator.clipboard?.writeText(voucherCode).then(() => setCopied(true));
  }

  return (
    <Dialog
      title={t('welcome.title')}
      description={t('welcome.body')}
      closeLabel={t('welcome.close')}
      onClose={onClose}
      className="welcome"
    >
      {/* After the heading in the document, drawn above it (CSS order): a decoration only. */}
      <p className="welcome__badge" aria-hidden="true">
        −{discountPercent}
        {NBSP}%
      </p>
      <div className="welcome__content">
        <p className="welcome__voucher">{t('welcome.voucher')}</p>
        <div className="welcome__code">
          <span className="welcome__code-label">{t('welcome.codeLabel')}</span>
          <code className="welcome__code-value">{voucherCode}</code>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={copyCode}
          >
            {isCopied ? t('welcome.copied') : t('welcome.copy')}
          </button>
        </div>
        <div className="welcome__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('welcome.start')}
          </button>
          {marketplaceUrl !== '' && (
            <a className="button button--link" href={marketplaceUrl} rel="noopener">
              {t('welcome.marketplace')}
            </a>
          )}
        </div>
      </div>
    </Dialog>
  );
}
