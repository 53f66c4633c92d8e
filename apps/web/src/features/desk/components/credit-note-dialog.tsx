import {
  AdminCreditNoteCreateSchema,
  type AdminCreditNote,
  type AdminCreditNoteOverview,
  type CreditNoteAmountsView,
  type CreditNoteRequest,
} from '@print/contracts';
import { formatTaxRatePercent } from '@print/domain';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { createCreditNote, previewCreditNote } from '../api/credit-notes';
import { useDeskText, type DeskText } from '../texts';
import { parseChfToCents } from '../utils/money-input';
import { FormAlert } from './desk-form-errors';

type Mode = 'full' | 'partial';

interface Draft {
  readonly mode: Mode;
  /** Pieces per line id, as typed. */
  readonly quantities: Readonly<Record<string, string>>;
  readonly includeShipping: boolean;
  readonly includeSurcharge: boolean;
  readonly amount: string;
}

const CREDIT_ERRORS = [
  'CREDIT_NOTE_EMPTY',
  'CREDIT_NOTE_LINE_UNKNOWN',
  'CREDIT_NOTE_QUANTITY_EXCEEDED',
  'CREDIT_NOTE_ALREADY_CREDITED',
  'CREDIT_NOTE_EXCEEDS_INVOICE',
  'CREDIT_NOTE_NOTHING_LEFT',
  'CREDIT_NOTE_NO_INVOICE',
] as const;

/** The text of a credit-note answer of the API (its own block of texts), else a generic one. */
export function creditErrorText(t: DeskText, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  const known = CREDIT_ERRORS.find((candidate) => candidate === code);
  return known ? t(`credit.errors.${known}`) : t('errors.unknown', { code });
}

/** The request the draft describes, or the reason it is not one yet. */
function requestOf(
  draft: Draft,
  overview: AdminCreditNoteOverview,
):
  | { ok: true; request: CreditNoteRequest }
  | { ok: false; error: 'AMOUNT_INVALID' | 'QUANTITY_INVALID' } {
  if (draft.mode === 'full') return { ok: true, request: { kind: 'full' } };
  const lines: { lineId: string; quantity: number }[] = [];
  for (const line of overview.lines) {
    const text = (draft.quantities[line.lineId] ?? '').trim();
    if (text === '' || text === '0') continue;
    const quantity = Number(text);
    if (!Number.isSafeInteger(quantity) || quantity < 0)
      return { ok: false, error: 'QUANTITY_INVALID' };
    lines.push({ lineId: line.lineId, quantity });
  }
  const amountGrossCents = draft.amount.trim() === '' ? 0 : parseChfToCents(draft.amount);
  if (amountGrossCents === null) return { ok: false, error: 'AMOUNT_INVALID' };
  return {
    ok: true,
    request: {
      kind: 'partial',
      lines,
      includeShipping: draft.includeShipping,
      includeSurcharge: draft.includeSurcharge,
      amountGrossCents,
    },
  };
}

function PreviewFigures({ amounts }: { readonly amounts: CreditNoteAmountsView }) {
  const t = useDeskText();
  return (
    <dl className="desk-dl desk-dl--amounts" aria-live="polite">
      {amounts.lines.map((line) => (
        <div key={line.lineId}>
          <dt>
            {line.quantity} × {line.name}
          </dt>
          <dd className="desk-num">{formatMoney(line.netCents)}</dd>
        </div>
      ))}
      {amounts.shippingNetCents !== 0 && (
        <div>
          <dt>{t('credit.shipping')}</dt>
          <dd className="desk-num">{formatMoney(amounts.shippingNetCents)}</dd>
        </div>
      )}
      {amounts.surchargeNetCents !== 0 && (
        <div>
          <dt>{t('credit.surcharge')}</dt>
          <dd className="desk-num">{formatMoney(amounts.surchargeNetCents)}</dd>
        </div>
      )}
      {amounts.amountNetCents !== 0 && (
        <div>
          <dt>{t('credit.amountNet')}</dt>
          <dd className="desk-num">{formatMoney(amounts.amountNetCents)}</dd>
        </div>
      )}
      {amounts.adjustmentNetCents !== 0 && (
        <div>
          <dt>{t('credit.adjustment')}</dt>
          <dd className="desk-num">{formatMoney(amounts.adjustmentNetCents)}</dd>
        </div>
      )}
      <div>
        <dt>{t('credit.net')}</dt>
        <dd className="desk-num">{formatMoney(amounts.netCents)}</dd>
      </div>
      {amounts.taxes.map((tax) => (
        <div key={tax.rateBp}>
          <dt>{t('credit.vat', { rate: formatTaxRatePercent(tax.rateBp) })}</dt>
          <dd className="desk-num">{formatMoney(tax.taxCents)}</dd>
        </div>
      ))}
      <div className="is-total">
        <dt>{t('credit.gross')}</dt>
        <dd className="desk-num">{formatMoney(amounts.grossCents)}</dd>
      </div>
    </dl>
  );
}

/**
 * Issues a credit note: in full or in part (pieces per line, shipping, surcharge, an amount incl.
 * VAT), with a required reason. The server computes the amounts; they are previewed before the
 * member confirms, and any change to the choice asks for a new preview.
 */
export function CreditNoteDialog({
  orderId,
  overview,
  onClose,
  onDone,
}: {
  readonly orderId: string;
  readonly overview: AdminCreditNoteOverview;
  readonly onClose: () => void;
  readonly onDone: (note: AdminCreditNote) => void;
}) {
  const t = useDeskText();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>({
    mode: 'full',
    quantities: {},
    includeShipping: false,
    includeSurcharge: false,
    amount: '',
  });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [preview, setPreview] = useState<CreditNoteAmountsView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setPreview(null);
    setFailure(null);
  };

  const askPreview = async () => {
    const built = requestOf(draft, overview);
    if (!built.ok) {
      setFailure(t(`credit.errors.${built.error}`));
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      setPreview(await previewCreditNote(orderId, built.request));
    } catch (error) {
      setFailure(creditErrorText(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = async () => {
    const checked = AdminCreditNoteCreateSchema.shape.reason.safeParse(reason);
    if (!checked.success) {
      setReasonError(
        t(checked.error.issues[0]?.message === 'TOO_LONG' ? 'errors.TOO_LONG' : 'errors.REQUIRED'),
      );
      return;
    }
    const built = requestOf(draft, overview);
    if (!built.ok || preview === null) return;
    setIsBusy(true);
    setFailure(null);
    try {
      onDone(await createCreditNote(orderId, built.request, checked.data));
    } catch (error) {
      setFailure(creditErrorText(t, error));
      setPreview(null);
    } finally {
      setIsBusy(false);
    }
  };

  const reasonId = `${ids}-reason`;
  const reasonErrorId = `${ids}-reason-error`;
  return (
    <Dialog
      title={t('credit.dialogTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <div className="desk-form">
        <p className="desk-hint">
          {t('credit.remaining', { amount: formatMoney(overview.remaining.grossCents) })}
        </p>
        <fieldset className="desk-fieldset">
          <legend>{t('credit.mode')}</legend>
          {(['full', 'partial'] as const).map((mode) => (
            <label key={mode} className="desk-radio">
              <input
                type="radio"
                name={`${ids}-mode`}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => change({ mode })}
              />{' '}
              {t(`credit.modes.${mode}`)}
            </label>
          ))}
        </fieldset>
        {draft.mode === 'partial' && (
          <fieldset className="desk-fieldset">
            <legend>{t('credit.parts')}</legend>
            {overview.lines.map((line) => {
              const left = line.quantity - line.creditedQuantity;
              const inputId = `${ids}-line-${line.lineId}`;
              return (
                <div key={line.lineId} className="field">
                  <label htmlFor={inputId} className="field__label">
                    {t('credit.linePieces', {
                      name: line.name,
                      left: String(left),
                      quantity: String(line.quantity),
                    })}
                  </label>
                  <input
                    id={inputId}
                    className="field__input"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left}
                    disabled={left === 0}
                    value={draft.quantities[line.lineId] ?? ''}
                    onChange={(event) =>
                      change({
                        quantities: { ...draft.quantities, [line.lineId]: event.target.value },
                      })
                    }
                  />
                </div>
              );
            })}
            {overview.shippingNetCents > 0 && (
              <label className="desk-checkbox">
                <input
                  type="checkbox"
                  checked={draft.includeShipping}
                  disabled={overview.isShippingCredited}
                  onChange={(event) => change({ includeShipping: event.target.checked })}
                />{' '}
                {t('credit.includeShipping', { amount: formatMoney(overview.shippingNetCents) })}
              </label>
            )}
            {overview.surchargeNetCents > 0 && (
              <label className="desk-checkbox">
                <input
                  type="checkbox"
                  checked={draft.includeSurcharge}
                  disabled={overview.isSurchargeCredited}
                  onChange={(event) => change({ includeSurcharge: event.target.checked })}
                />{' '}
                {t('credit.includeSurcharge', { amount: formatMoney(overview.surchargeNetCents) })}
              </label>
            )}
            <div className="field">
              <label htmlFor={`${ids}-amount`} className="field__label">
                {t('credit.amount')}
              </label>
              <input
                id={`${ids}-amount`}
                className="field__input"
                inputMode="decimal"
                value={draft.amount}
                onChange={(event) => change({ amount: event.target.value })}
              />
            </div>
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={reasonId} className="field__label">
            {t('credit.reason')} *
          </label>
          <textarea
            id={reasonId}
            className="field__input field__textarea"
            rows={3}
            aria-required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? reasonErrorId : undefined}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError && (
            <p id={reasonErrorId} className="field__error">
              {reasonError}
            </p>
          )}
        </div>
        {preview && (
          <section aria-label={t('credit.previewTitle')}>
            <h3>{t('credit.previewTitle')}</h3>
            <PreviewFigures amounts={preview} />
          </section>
        )}
        <FormAlert>{failure}</FormAlert>
        <div className="desk-form__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void askPreview()}
          >
            {t('credit.preview')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={isBusy || preview === null}
            onClick={() => void confirm()}
          >
            {t('credit.submit')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
