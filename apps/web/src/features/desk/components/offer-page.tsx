import type { AdminOfferLine, AdminOfferResponse, OfferTotals } from '@print/contracts';
import {
  OFFER_MAX_LEAD_TIME_DAYS,
  OFFER_MAX_VALID_DAYS,
  OFFER_REASON_MAX_LENGTH,
} from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { offerKeys, saveOfferDraft, sendOffer, useOffer } from '../api/offers';
import { orderKeys } from '../api/orders';
import { errorText, useDeskText, useOrderLabels, type DeskText } from '../texts';
import { formatDateTime, formatDay, useDeskLanguage } from '../utils/desk-language';
import { centsToInput, parseChfToCents } from '../utils/money-input';
import { statusLabel } from './labels';

interface LineInput {
  readonly price: string;
  readonly reason: string;
}

interface FormState {
  readonly leadTimeDays: string;
  readonly validUntil: string;
  readonly lines: Readonly<Record<string, LineInput>>;
}

/** Errors shown at their field: per line (price, reason), lead time, validity; plus the form's. */
interface FormErrors {
  readonly price: Readonly<Record<string, string>>;
  readonly reason: Readonly<Record<string, string>>;
  readonly leadTime?: string;
  readonly validUntil?: string;
  readonly form?: string;
}

const NO_ERRORS: FormErrors = { price: {}, reason: {} };

function formOf(offer: AdminOfferResponse): FormState {
  return {
    leadTimeDays: String(offer.draft.leadTimeDays),
    validUntil: offer.draft.validUntil,
    lines: Object.fromEntries(
      offer.draft.lines.map((line) => [
        line.lineId,
        { price: centsToInput(line.offeredUnitNetCents), reason: line.overrideReason ?? '' },
      ]),
    ),
  };
}

function sameForm(a: FormState, b: FormState): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The price differs from the list price (a text that is no amount counts as different). */
function priceDiffers(line: AdminOfferLine, input: LineInput | undefined): boolean {
  if (input === undefined) return false;
  return parseChfToCents(input.price) !== line.listUnitNetCents;
}

function errorMessage(t: DeskText, code: string): string {
  return errorText(t, code, {
    max: String(
      code === 'OFFER_LEAD_TIME_INVALID' ? OFFER_MAX_LEAD_TIME_DAYS : OFFER_MAX_VALID_DAYS,
    ),
  });
}

/** Checks the form as the server will (checkOfferDraft); the server stays the judge. */
function checkForm(
  t: DeskText,
  lines: readonly AdminOfferLine[],
  form: FormState,
): { errors: FormErrors; ok: boolean } {
  const price: Record<string, string> = {};
  const reason: Record<string, string> = {};
  for (const line of lines) {
    const input = form.lines[line.lineId];
    if (input === undefined) continue;
    if (parseChfToCents(input.price) === null) {
      price[line.lineId] = errorMessage(t, 'OFFER_PRICE_INVALID');
    } else if (priceDiffers(line, input) && input.reason.trim() === '') {
      reason[line.lineId] = errorMessage(t, 'OFFER_OVERRIDE_REASON_REQUIRED');
    }
  }
  const lead = Number(form.leadTimeDays);
  const leadTime =
    /^\d+$/.test(form.leadTimeDays.trim()) && lead >= 1 && lead <= OFFER_MAX_LEAD_TIME_DAYS
      ? undefined
      : errorMessage(t, 'OFFER_LEAD_TIME_INVALID');
  const validUntil = /^\d{4}-\d{2}-\d{2}$/.test(form.validUntil)
    ? undefined
    : errorMessage(t, 'DATE_INVALID');
  const ok =
    Object.keys(price).length === 0 &&
    Object.keys(reason).length === 0 &&
    leadTime === undefined &&
    validUntil === undefined;
  return {
    ok,
    errors: {
      price,
      reason,
      ...(leadTime === undefined ? {} : { leadTime }),
      ...(validUntil === undefined ? {} : { validUntil }),
      ...(ok ? {} : { form: t('offer.checkInput') }),
    },
  };
}

/** An answer of the API placed at its field (the line of details.lineId, lead time, validity). */
function errorsOfApi(t: DeskText, error: unknown, lines: readonly AdminOfferLine[]): FormErrors {
  if (!(error instanceof ApiError)) return { ...NO_ERRORS, form: errorText(t, 'unknown') };
  const text = errorMessage(t, error.code);
  const details = error.details as { lineId?: unknown } | undefined;
  const lineId = typeof details?.lineId === 'string' ? details.lineId : null;
  const line = lines.find((candidate) => candidate.lineId === lineId);
  if (line && error.code === 'OFFER_PRICE_INVALID') {
    return {
      ...NO_ERRORS,
      price: { [line.lineId]: text },
      form: t('offer.lineError', { position: String(line.position), text }),
    };
  }
  if (line) {
    return {
      ...NO_ERRORS,
      reason: { [line.lineId]: text },
      form: t('offer.lineError', { position: String(line.position), text }),
    };
  }
  if (error.code === 'OFFER_LEAD_TIME_INVALID') return { ...NO_ERRORS, leadTime: text, form: text };
  if (error.code === 'OFFER_VALID_UNTIL_INVALID') {
    return { ...NO_ERRORS, validUntil: text, form: text };
  }
  return { ...NO_ERRORS, form: text };
}

function OfferTotalsList({ totals }: { readonly totals: OfferTotals }) {
  const t = useDeskText();
  const rows = (
    [
      'positionNetCents',
      'discountCents',
      'smallOrderSurchargeCents',
      'shippingCents',
      'netTotalCents',
      'taxCents',
      'totalCents',
    ] as const
  ).filter((key) => totals[key] !== 0 || key === 'totalCents' || key === 'netTotalCents');
  return (
    <>
      <dl className="desk-dl desk-dl--amounts" data-testid="offer-totals">
        {rows.map((key) => (
          <div key={key} className={key === 'totalCents' ? 'is-total' : undefined}>
            <dt>{t(`order.totals.${key}`)}</dt>
            <dd className="desk-num">{formatMoney(totals[key])}</dd>
          </div>
        ))}
      </dl>
      <p className="desk-hint">
        {totals.taxDisplay === 'INCL_TAX' ? t('offer.taxIncl') : t('offer.taxPlus')}
      </p>
    </>
  );
}

function RevisionList({ offer }: { readonly offer: AdminOfferResponse }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  return (
    <section className="desk-card" aria-labelledby="offer-revisions">
      <h2 id="offer-revisions">{t('offer.revisions')}</h2>
      {offer.revisions.length === 0 ? (
        <p className="desk-hint">{t('offer.noRevisions')}</p>
      ) : (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">{t('offer.revision')}</th>
                <th scope="col">{t('offer.revisionStatus')}</th>
                <th scope="col">{t('offer.sentAt')}</th>
                <th scope="col">{t('offer.sentBy')}</th>
                <th scope="col">{t('offer.validUntil')}</th>
                <th scope="col">{t('offer.leadTime')}</th>
                <th scope="col" className="desk-num">
                  {t('offer.total')}
                </th>
                <th scope="col">{t('offer.pdf')}</th>
              </tr>
            </thead>
            <tbody>
              {offer.revisions.map((revision) => (
                <tr key={revision.id}>
                  <td>{revision.revision}</td>
                  <td>
                    <span className={`desk-offer-status desk-offer-status--${revision.status}`}>
                      {t(`offer.statuses.${revision.status}`)}
                    </span>
                    {revision.declineReason !== null && (
                      <span className="desk-hint">
                        {' '}
                        {t('offer.declineReason', { reason: revision.declineReason })}
                      </span>
                    )}
                  </td>
                  <td>{formatDateTime(revision.sentAt, language)}</td>
                  <td>{revision.createdByName ?? t('common.none')}</td>
                  <td>{formatDay(revision.validUntil, language)}</td>
                  <td>{t('offer.days', { count: revision.leadTimeDays })}</td>
                  <td className="desk-num">{formatMoney(revision.totals.totalCents)}</td>
                  <td>
                    <a
                      href={revision.pdfUrl}
                      className="desk-link"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t('offer.pdfLink', { revision: String(revision.revision) })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function SendDialog({
  offer,
  onClose,
  onSent,
}: {
  readonly offer: AdminOfferResponse;
  readonly onClose: () => void;
  readonly onSent: (offer: AdminOfferResponse) => void;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = (offer.revisions[0]?.revision ?? 0) + 1;
  return (
    <Dialog
      title={t('offer.sendTitle')}
      description={t('offer.sendBody', {
        revision: String(next),
        date: formatDay(offer.draft.validUntil, language),
      })}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      {offer.draft.totals && (
        <p>
          <strong>
            {t('offer.sendTotal', { total: formatMoney(offer.draft.totals.totalCents) })}
          </strong>
        </p>
      )}
      {failure && (
        <p className="desk-alert desk-alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="desk-form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setFailure(null);
            sendOffer(offer.orderId)
              .then(onSent)
              .catch((error: unknown) => {
                setBusy(false);
                setFailure(errorMessage(t, error instanceof ApiError ? error.code : 'unknown'));
              });
          }}
        >
          {busy ? t('offer.sending') : t('offer.sendConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

function OfferForm({ offer }: { readonly offer: AdminOfferResponse }) {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const idBase = useId();
  const [form, setForm] = useState<FormState>(() => formOf(offer));
  const [saved, setSaved] = useState<FormState>(() => formOf(offer));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const dirty = !sameForm(form, saved);
  const lines = offer.draft.lines;
  const editable = offer.isOpen;

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const accept = (fresh: AdminOfferResponse) => {
    client.setQueryData(offerKeys.offer(fresh.orderId), fresh);
    const next = formOf(fresh);
    setForm(next);
    setSaved(next);
  };

  const setLine = (lineId: string, change: Partial<LineInput>) => {
    setForm((current) => {
      const line = current.lines[lineId] ?? { price: '', reason: '' };
      return { ...current, lines: { ...current.lines, [lineId]: { ...line, ...change } } };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const check = checkForm(t, lines, form);
    setErrors(check.errors);
    if (!check.ok) return;
    setSaving(true);
    try {
      const fresh = await saveOfferDraft(offer.orderId, {
        leadTimeDays: Number(form.leadTimeDays),
        validUntil: form.validUntil,
        lines: lines.map((line) => {
          const input = form.lines[line.lineId];
          const cents = parseChfToCents(input?.price ?? '') ?? line.listUnitNetCents;
          const overridden = cents !== line.listUnitNetCents;
          return {
            lineId: line.lineId,
            overrideUnitNetCents: overridden ? cents : null,
            overrideReason: overridden ? (input?.reason.trim() ?? null) : null,
          };
        }),
      });
      accept(fresh);
      setNotice(t('offer.saved'));
    } catch (error) {
      setErrors(errorsOfApi(t, error, lines));
    } finally {
      setSaving(false);
    }
  };

  const fieldId = (kind: string, lineId = '') => `${idBase}-${kind}-${lineId}`;

  return (
    <>
      {!editable && (
        <p className="desk-alert desk-alert--info">
          {t('offer.notOpen', { status: statusLabel(labels, offer.orderStatus) })}
        </p>
      )}
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className="desk-alert desk-alert--info" role="status">
          {notice}
        </p>
      )}
      <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset disabled={!editable || saving} className="desk-offer__fieldset">
          <section className="desk-card" aria-labelledby="offer-lines">
            <h2 id="offer-lines">{t('offer.lines')}</h2>
            <div className="desk-table-wrap">
              <table className="desk-table desk-table--offer">
                <thead>
                  <tr>
                    <th scope="col">{t('offer.line.position')}</th>
                    <th scope="col">{t('offer.line.file')}</th>
                    <th scope="col">{t('offer.line.material')}</th>
                    <th scope="col" className="desk-num">
                      {t('offer.line.quantity')}
                    </th>
                    <th scope="col" className="desk-num">
                      {t('offer.line.listUnit')}
                    </th>
                    <th scope="col">{t('offer.line.offeredUnit')}</th>
                    <th scope="col">{t('offer.line.reason')}</th>
                    <th scope="col" className="desk-num">
                      {t('offer.line.lineNet')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => {
                    const input = form.lines[line.lineId] ?? { price: '', reason: '' };
                    const differs = priceDiffers(line, input);
                    const priceError = errors.price[line.lineId];
                    const reasonError = errors.reason[line.lineId];
                    const priceId = fieldId('price', line.lineId);
                    const reasonId = fieldId('reason', line.lineId);
                    return (
                      <tr key={line.lineId} className={differs ? 'is-changed' : undefined}>
                        <td>{line.position}</td>
                        <td className="desk-line__name">{line.name}</td>
                        <td>{line.details}</td>
                        <td className="desk-num">{line.quantity}</td>
                        <td className="desk-num">{formatMoney(line.listUnitNetCents)}</td>
                        <td>
                          <label htmlFor={priceId} className="visually-hidden">
                            {t('offer.line.offeredUnitFor', {
                              position: String(line.position),
                              name: line.name,
                            })}
                          </label>
                          <input
                            id={priceId}
                            className="desk-offer__price"
                            type="text"
                            inputMode="decimal"
                            autoComplete="off"
                            value={input.price}
                            aria-invalid={priceError ? true : undefined}
                            aria-describedby={priceError ? `${priceId}-error` : undefined}
                            onChange={(event) =>
                              setLine(line.lineId, { price: event.target.value })
                            }
                          />
                          {differs && !priceError && (
                            <span className="desk-badge desk-offer__changed">
                              {t('offer.line.changed')}
                            </span>
                          )}
                          {priceError && (
                            <p id={`${priceId}-error`} className="desk-field-error">
                              {priceError}
                            </p>
                          )}
                        </td>
                        <td>
                          <label htmlFor={reasonId} className="visually-hidden">
                            {t('offer.line.reasonFor', { position: String(line.position) })}
                          </label>
                          <input
                            id={reasonId}
                            type="text"
                            autoComplete="off"
                            maxLength={OFFER_REASON_MAX_LENGTH}
                            value={input.reason}
                            required={differs}
                            aria-required={differs}
                            aria-invalid={reasonError ? true : undefined}
                            aria-describedby={`${reasonId}-hint`}
                            onChange={(event) =>
                              setLine(line.lineId, { reason: event.target.value })
                            }
                          />
                          <p id={`${reasonId}-hint`} className="desk-hint">
                            {reasonError ? (
                              <span className="desk-field-error">{reasonError}</span>
                            ) : differs ? (
                              t('offer.line.reasonRequired')
                            ) : (
                              t('offer.line.reasonHint')
                            )}
                          </p>
                        </td>
                        <td className="desk-num">
                          {line.offeredLineNetCents === null
                            ? t('common.none')
                            : formatMoney(line.offeredLineNetCents)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
          <div className="desk-cards desk-cards--two">
            <section className="desk-card" aria-labelledby="offer-terms">
              <h2 id="offer-terms">{t('offer.terms')}</h2>
              <div className="desk-filter">
                <label htmlFor={fieldId('lead')}>{t('offer.leadTime')}</label>
                <input
                  id={fieldId('lead')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={OFFER_MAX_LEAD_TIME_DAYS}
                  step={1}
                  required
                  value={form.leadTimeDays}
                  aria-invalid={errors.leadTime ? true : undefined}
                  aria-describedby={`${fieldId('lead')}-hint`}
                  onChange={(event) => setForm({ ...form, leadTimeDays: event.target.value })}
                />
                <p id={`${fieldId('lead')}-hint`} className="desk-hint">
                  {errors.leadTime ? (
                    <span className="desk-field-error">{errors.leadTime}</span>
                  ) : (
                    t('offer.leadTimeHint', { max: String(OFFER_MAX_LEAD_TIME_DAYS) })
                  )}
                </p>
              </div>
              <div className="desk-filter">
                <label htmlFor={fieldId('valid')}>{t('offer.validUntil')}</label>
                <input
                  id={fieldId('valid')}
                  type="date"
                  required
                  value={form.validUntil}
                  aria-invalid={errors.validUntil ? true : undefined}
                  aria-describedby={`${fieldId('valid')}-hint`}
                  onChange={(event) => setForm({ ...form, validUntil: event.target.value })}
                />
                <p id={`${fieldId('valid')}-hint`} className="desk-hint">
                  {errors.validUntil ? (
                    <span className="desk-field-error">{errors.validUntil}</span>
                  ) : (
                    t('offer.validUntilHint', { max: String(OFFER_MAX_VALID_DAYS) })
                  )}
                </p>
              </div>
            </section>
            <section className="desk-card" aria-labelledby="offer-totals">
              <h2 id="offer-totals">{t('offer.totals')}</h2>
              <p className="desk-hint">{t('offer.totalsHint')}</p>
              {offer.draft.totals ? (
                <OfferTotalsList totals={offer.draft.totals} />
              ) : (
                <p className="desk-alert desk-alert--warning">{t('offer.totalsUnavailable')}</p>
              )}
              {dirty && <p className="desk-alert desk-alert--warning">{t('offer.unsaved')}</p>}
              <p className="desk-hint">
                {offer.draft.updatedAt
                  ? t('offer.savedAt', { date: formatDateTime(offer.draft.updatedAt, language) })
                  : t('offer.neverSaved')}
              </p>
            </section>
          </div>
          {errors.form && (
            <p className="desk-alert desk-alert--error" role="alert">
              {errors.form}
            </p>
          )}
          <div className="desk-form__actions">
            <button type="submit" className="button button--secondary">
              {saving ? t('offer.saving') : t('offer.save')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={dirty || offer.draft.totals === null}
              aria-describedby={dirty ? fieldId('send') : undefined}
              onClick={() => {
                setNotice(null);
                setSending(true);
              }}
            >
              {t('offer.send')}
            </button>
            {dirty && (
              <p id={fieldId('send')} className="desk-hint">
                {t('offer.sendSaveFirst')}
              </p>
            )}
          </div>
        </fieldset>
      </form>
      {sending && (
        <SendDialog
          offer={offer}
          onClose={() => setSending(false)}
          onSent={(fresh) => {
            setSending(false);
            accept(fresh);
            void client.invalidateQueries({ queryKey: orderKeys.detail(fresh.orderId) });
            void client.invalidateQueries({ queryKey: orderKeys.lists });
            setNotice(t('offer.sent', { revision: String(fresh.revisions[0]?.revision ?? 1) }));
          }}
        />
      )}
      <RevisionList offer={offer} />
    </>
  );
}

/** /admin/orders/:orderId/offer: answering a quote request (issue 25 item 7). */
export function OfferPage({ orderId }: { readonly orderId: string }) {
  const t = useDeskText();
  const query = useOffer(orderId);
  const offer = query.data;
  const orderPath = `/admin/orders/${encodeURIComponent(orderId)}`;

  useEffect(() => {
    if (offer)
      document.title = `${t('offer.title', { number: offer.orderNumber })} · ${t('common.appName')}`;
  }, [offer, t]);

  if (query.isError && !offer) {
    const code = query.error instanceof ApiError ? query.error.code : 'unknown';
    return (
      <div className="desk-page">
        <Link to={orderPath} className="desk-link">
          ← {t('offer.back')}
        </Link>
        <p className="desk-alert desk-alert--error" role="alert">
          {code === 'ORDER_NOT_FOUND' ? t('order.notFound') : t('common.loadFailed')}
        </p>
      </div>
    );
  }
  if (!offer) return <p role="status">{t('common.loading')}</p>;

  return (
    <div className="desk-page">
      <Link to={orderPath} className="desk-link">
        ← {t('offer.back')}
      </Link>
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('offer.title', { number: offer.orderNumber })}</h1>
        <p className="desk-hint">{t('offer.intro')}</p>
      </div>
      <OfferForm offer={offer} />
    </div>
  );
}
