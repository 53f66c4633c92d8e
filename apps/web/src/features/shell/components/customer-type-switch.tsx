import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface CustomerTypeSwitchProps {
  readonly isBusinessCustomer: boolean;
  readonly onChange: (isBusinessCustomer: boolean) => void;
  /** A verified company account is a business customer everywhere (spec 2 §6). */
  readonly isLocked?: boolean;
}

/** Private customers see gross prices, business customers net prices (spec 1 §6). */
export function CustomerTypeSwitch({
  isBusinessCustomer,
  onChange,
  isLocked = false,
}: CustomerTypeSwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="segmented" disabled={isLocked}>
      <legend className="segmented__legend">{t('shell.customerType')}</legend>
      <label className="segmented__option">
        <input
          type="radio"
          name={name}
          checked={!isBusinessCustomer}
          onChange={() => onChange(false)}
        />
        <span>{t('shell.private')}</span>
      </label>
      <label className="segmented__option">
        <input
          type="radio"
          name={name}
          checked={isBusinessCustomer}
          onChange={() => onChange(true)}
        />
        <span>{t('shell.business')}</span>
      </label>
    </fieldset>
  );
}
