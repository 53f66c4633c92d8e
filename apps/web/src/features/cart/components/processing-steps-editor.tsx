import type { CartItem } from '@print/contracts';
import { useId, useState } from 'react';
import type { Language } from '../../../lib/language';
import { usePrintModes } from '../../../lib/server-state/print-modes';
import { useCartText } from '../texts';
import {
  canAddProcessingStep,
  toProcessingStepInputs,
  type ProcessingStepDraft,
} from '../utils/processing-steps';
import { formatMoney } from '../../../lib/format';

export interface ProcessingStepsEditorProps {
  readonly item: CartItem;
  readonly language: Language;
  readonly isBusy: boolean;
  readonly onChange: (steps: ProcessingStepDraft[]) => void;
}

/** The item's processing steps with a small form to add one (spec 1 §5: option and quantity > 0). */
export function ProcessingStepsEditor({
  item,
  language,
  isBusy,
  onChange,
}: ProcessingStepsEditorProps) {
  const t = useCartText();
  const id = useId();
  const modes = usePrintModes(language);
  const available =
    modes.data?.find((mode) => mode._id === item.printModeId)?.processingSteps ?? [];
  const [draft, setDraft] = useState<ProcessingStepDraft | null>(null);
  const current = toProcessingStepInputs(item.processingSteps);
  const step = available.find((candidate) => candidate._id === draft?.stepId);

  return (
    <div className="cart-extras__block">
      <h3 className="cart-extras__title">{t('processing.title')}</h3>
      {item.processingSteps.length === 0 && draft === null && (
        <p className="cart-extras__empty">{t('processing.none')}</p>
      )}
      <ul className="cart-extras__list">
        {item.processingSteps.map((entry) => (
          <li key={entry.stepId} className="cart-extras__entry">
            <span>
              {entry.name}: {entry.option.name} × {entry.quantity}
              <span className="cart-extras__muted"> ({formatMoney(entry.option.priceCents)})</span>
            </span>
            <button
              type="button"
              className="button button--link button--small"
              disabled={isBusy}
              aria-label={t('processing.remove', { name: entry.name })}
              onClick={() => onChange(current.filter((other) => other.stepId !== entry.stepId))}
            >
              {t('removeShort')}
            </button>
          </li>
        ))}
      </ul>
      {draft === null ? (
        available.length > 0 && (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={isBusy}
            onClick={() => setDraft({ stepId: available[0]?._id ?? '', optionId: '', quantity: 1 })}
          >
            {t('processing.add')}
          </button>
        )
      ) : (
        <form
          className="processing-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!canAddProcessingStep(draft)) return;
            onChange([...current.filter((other) => other.stepId !== draft.stepId), draft]);
            setDraft(null);
          }}
        >
          <label htmlFor={`${id}-step`}>{t('processing.step')}</label>
          <select
            id={`${id}-step`}
            value={draft.stepId}
            onChange={(event) => setDraft({ ...draft, stepId: event.target.value, optionId: '' })}
          >
            {available.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {candidate.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-option`}>{t('processing.option')}</label>
          <select
            id={`${id}-option`}
            value={draft.optionId}
            onChange={(event) => setDraft({ ...draft, optionId: event.target.value })}
          >
            <option value="">{t('processing.chooseOption')}</option>
            {(step?.options ?? []).map((option) => (
              <option key={option._id} value={option._id}>
                {option.name} ({formatMoney(option.priceCents)})
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-quantity`}>{t('processing.quantity')}</label>
          <input
            id={`${id}-quantity`}
            type="number"
            min={1}
            step={1}
            value={draft.quantity}
            onChange={(event) => setDraft({ ...draft, quantity: Number(event.target.value) })}
          />
          <div className="processing-form__actions">
            <button
              type="submit"
              className="button button--primary button--small"
              disabled={!canAddProcessingStep(draft) || isBusy}
            >
              {t('processing.save')}
            </button>
            <button
              type="button"
              className="button button--link button--small"
              onClick={() => setDraft(null)}
            >
              {t('processing.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
