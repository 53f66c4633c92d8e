import { useId, useRef, useState, type FormEvent } from 'react';
import { FILE_NAME_MAX_LENGTH } from '@print/contracts';
import { LENGTH_UNITS, type Dimensions, type LengthUnit } from '@print/domain';
import { useCurrentItemStore } from '../stores/current-item-store';
import { useConfiguratorText } from '../hooks/use-configurator-text';
import { useSaveBasics } from '../hooks/use-save-basics';
import { isNextAllowed } from '../utils/repair-gate';
import { PartSizeNotice } from './part-size-notice';

export interface BasicsStepProps {
  readonly fileId: string;
  readonly initialName: string;
  /** The unit stored with the file (the next button saves only what changed). */
  readonly savedUnit: LengthUnit;
  /** The part's dimensions as read from the file (numbers in the declared unit). */
  readonly dimensionsAsRead: Dimensions | null;
  readonly hasRepairInfo: boolean;
  readonly onShowRepairs: () => void;
}

/** Sub-step 0: object name, unit of length and, for repaired files, the repair agreement. */
export function BasicsStep(props: BasicsStepProps) {
  const { fileId, initialName, savedUnit, dimensionsAsRead, hasRepairInfo, onShowRepairs } = props;
  const t = useConfiguratorText();
  const ids = { name: useId(), unit: useId(), agreement: useId(), hint: useId() };
  const [name, setName] = useState(initialName);
  const nameRef = useRef<HTMLInputElement>(null);
  const unit = useCurrentItemStore((state) => state.unit);
  const setUnit = useCurrentItemStore((state) => state.setUnit);
  const isAcknowledged = useCurrentItemStore((state) => state.acknowledgedRepairInfo);
  const setAcknowledged = useCurrentItemStore((state) => state.setAcknowledgedRepairInfo);
  const { isSaving, saveBasics } = useSaveBasics(fileId);
  const isNameValid = name.trim().length > 0;
  const canProceed = isNameValid && isNextAllowed({ hasRepairInfo, isAcknowledged }) && !isSaving;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canProceed) return;
    // The button is disabled while saving and so loses focus; on failure the form gets it back.
    void saveBasics({ name, unit }, { name: initialName, unit: savedUnit }).then((isSaved) => {
      if (!isSaved) nameRef.current?.focus();
    });
  }

  return (
    <form className="config-step" onSubmit={submit} noValidate>
      <h2 className="config-step__title">{t('basics.title')}</h2>
      <div className="field">
        <label htmlFor={ids.name} className="field__label">
          {t('basics.name')}
        </label>
        <input
          id={ids.name}
          ref={nameRef}
          className="input"
          value={name}
          maxLength={FILE_NAME_MAX_LENGTH}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="field">
        <legend className="field__label">{t('basics.unit')}</legend>
        <p className="field__hint">{t('basics.unitHint')}</p>
        <div className="choice-row">
          {LENGTH_UNITS.map((option: LengthUnit) => (
            <label key={option} className="choice-pill">
              <input
                type="radio"
                name={ids.unit}
                value={option}
                checked={unit === option}
                onChange={() => setUnit(option)}
              />
              <span>{t(`basics.units.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {dimensionsAsRead && <PartSizeNotice asRead={dimensionsAsRead} />}
      {hasRepairInfo && (
        <div className="repair-agreement">
          <label className="repair-agreement__label">
            <input
              type="checkbox"
              checked={isAcknowledged}
              aria-describedby={isAcknowledged ? undefined : ids.hint}
              onChange={(event) => setAcknowledged(event.target.checked)}
            />
            <span>{t('basics.repairAgreement')}</span>
          </label>
          <button type="button" className="button button--link" onClick={onShowRepairs}>
            {t('basics.showRepairs')}
          </button>
          {!isAcknowledged && (
            <p id={ids.hint} className="field__hint field__hint--warning">
              {t('basics.repairRequired')}
            </p>
          )}
        </div>
      )}
      <div className="config-step__actions">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={!canProceed}
        >
          {isSaving ? t('basics.saving') : t('basics.next')}
        </button>
      </div>
    </form>
  );
}
