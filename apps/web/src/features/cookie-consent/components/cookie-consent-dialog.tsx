import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { useConsentStore } from '../stores/consent-store';

export interface CookieConsentDialogProps {
  readonly onClosed?: () => void;
}

const REJECT_ALL = { statisticCookies: false, marketingCookies: false } as const;

/** The consent dialog; mounted by the shell while the store says it is open. */
export function CookieConsentDialog({ onClosed }: CookieConsentDialogProps) {
  const { t } = useTranslation();
  const consent = useConsentStore((state) => state.consent);
  const { saveConsent, revokeConsent } = useConsentStore.getState();
  const [statisticCookies, setStatistics] = useState(consent?.statisticCookies ?? false);
  const [marketingCookies, setMarketing] = useState(consent?.marketingCookies ?? false);

  function finish(choice: { statisticCookies: boolean; marketingCookies: boolean }) {
    saveConsent(choice);
    onClosed?.();
  }

  /** × and Escape count as "reject all": the choice is stored and the dialog does not return. */
  function rejectAll() {
    finish(REJECT_ALL);
  }

  return (
    <Dialog
      title={t('cookies.title')}
      description={t('cookies.intro')}
      closeLabel={t('cookies.close')}
      onClose={rejectAll}
      className="consent"
    >
      <form
        className="consent__form"
        onSubmit={(event) => {
          event.preventDefault();
          finish({ statisticCookies, marketingCookies });
        }}
      >
        <fieldset className="consent__options">
          <legend className="visually-hidden">{t('cookies.title')}</legend>
          <ConsentOption
            label={t('cookies.essential')}
            description={t('cookies.essentialDescription')}
            isChecked
            isDisabled
          />
          <ConsentOption
            label={t('cookies.statistics')}
            description={t('cookies.statisticsDescription')}
            isChecked={statisticCookies}
            onChange={setStatistics}
          />
          <ConsentOption
            label={t('cookies.marketing')}
            description={t('cookies.marketingDescription')}
            isChecked={marketingCookies}
            onChange={setMarketing}
          />
        </fieldset>
        <p className="consent__note">{t('cookies.note')}</p>
        <div className="consent__actions">
          {consent !== null && (
            <button type="button" className="button button--link" onClick={revokeConsent}>
              {t('cookies.revoke')}
            </button>
          )}
          <button type="submit" className="button button--secondary">
            {t('cookies.save')}
          </button>
          {/* Rejecting is exactly as prominent as accepting (same style, size and level). */}
          <button type="button" className="button button--primary" onClick={rejectAll}>
            {t('cookies.rejectAll')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => finish({ statisticCookies: true, marketingCookies: true })}
          >
            {t('cookies.acceptAll')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface ConsentOptionProps {
  readonly label: string;
  readonly description: string;
  readonly isChecked: boolean;
  readonly isDisabled?: boolean;
  readonly onChange?: (isChecked: boolean) => void;
}

function ConsentOption({
  label,
  description,
  isChecked,
  isDisabled,
  onChange,
}: ConsentOptionProps) {
  const descriptionId = useId();
  return (
    <label className="consent__option">
      <input
        type="checkbox"
        className="switch"
        checked={isChecked}
        disabled={isDisabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <span className="consent__text">
        <span className="consent__label">{label}</span>
        <span id={descriptionId} className="consent__description">
          {description}
        </span>
      </span>
    </label>
  );
}
