import type { MissingPriceView, PriceSetDetail } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { DeskMessages } from '../../../locales/de/desk';
import {
  discardPriceSet,
  priceSetKeys,
  publishPriceSet,
  savePriceSet,
  withdrawPriceSet,
} from '../api/price-sets';
import { CatalogueEntryForm } from './catalogue-entry-form';
import { useDeskText, type DeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import {
  formFieldOf,
  fromPriceSetForm,
  LIST_OF_KIND,
  toPriceSetForm,
  type PriceSetFieldError,
  type PriceSetForm,
  type PriceSetList,
} from '../utils/price-set-form';
import { EntryTable, flagKey, usePriceSetSections } from './price-set-tables';
import { PriceSetPreviewSection, PublishDialog } from './price-set-preview';

type Notice = { readonly tone: 'info' | 'error'; readonly text: string } | null;
type ErrorKey = keyof DeskMessages['priceSets']['errors'];

function errorOf(t: DeskText, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  const known = t(`priceSets.errors.${code as ErrorKey}`, { code });
  return known === `priceSets.errors.${code}` ? t('priceSets.errors.unknown', { code }) : known;
}

/** The entry's name in the form (for the lists of refused and missing fields). */
function nameOf(form: PriceSetForm, list: PriceSetList, id: string): string {
  const entry = (form[list] as readonly { id: string; label?: string | undefined }[]).find(
    (e) => e.id === id,
  );
  return entry?.label ?? id;
}

type FieldKey = keyof DeskMessages['priceSets']['fields'];

/** The column's name of a form field (a finish's price is per cm²). */
function fieldText(t: DeskText, list: PriceSetList, field: string): string {
  const key = list === 'surfaceFinishes' && field === 'price' ? 'finishPrice' : field;
  const text = t(`priceSets.fields.${key as FieldKey}`);
  return text === `priceSets.fields.${key}` ? field : text;
}

/** One entry's field set to `value` (the form is immutable; React sees a new list). */
function setField(
  form: PriceSetForm,
  list: PriceSetList,
  id: string,
  field: string,
  value: string | boolean,
): PriceSetForm {
  const entries = form[list] as readonly Record<string, unknown>[];
  return { ...form, [list]: entries.map((e) => (e['id'] === id ? { ...e, [field]: value } : e)) };
}

/**
 * A price set: a draft is edited (francs, percent, days, mm; saved as cents and basis points),
 * previewed against the last 50 orders and published with a confirmation; a published set is
 * shown read-only. Missing prices are listed and marked.
 */
export function PriceSetEditor({
  detail,
  onDone,
}: {
  readonly detail: PriceSetDetail;
  readonly onDone: (notice: string) => void;
}) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const sections = usePriceSetSections();
  const [form, setForm] = useState<PriceSetForm>(() => toPriceSetForm(detail.content));
  const [isDirty, setIsDirty] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<readonly PriceSetFieldError[]>([]);
  const [missing, setMissing] = useState<readonly MissingPriceView[]>(detail.missing);
  const [notice, setNotice] = useState<Notice>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isPublishing, setIsPublishing] = useState(false);
  // Adding an entry answers the draft with a new lock version and the entry in it.
  const [added, setAdded] = useState<PriceSetDetail>(detail);
  const current = added.set.lockVersion > detail.set.lockVersion ? added : detail;
  const { set } = current;
  const isDraft = set.status === 'draft';

  const flagged = useMemo(
    () =>
      new Set([
        ...fieldErrors.map((e) => flagKey(e.list, e.id, e.field)),
        ...missing.map((m) => flagKey(LIST_OF_KIND[m.kind], m.id, formFieldOf(m.field))),
      ]),
    [fieldErrors, missing],
  );
  const onChange = useCallback(
    (list: PriceSetList, id: string, field: string, value: string | boolean) => {
      setForm((current) => setField(current, list, id, field, value));
      setIsDirty(true);
    },
    [],
  );

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: priceSetKeys.all });
  };

  const save = async () => {
    const read = fromPriceSetForm(form);
    setFieldErrors(read.ok ? [] : read.errors);
    if (!read.ok) return;
    setIsBusy(true);
    setNotice(null);
    try {
      const saved = await savePriceSet(set.id, set.lockVersion, read.content);
      setMissing(saved.missing);
      setIsDirty(false);
      client.setQueryData(priceSetKeys.detail(set.id), saved);
      setNotice({ tone: 'info', text: t('priceSets.saved') });
      await client.invalidateQueries({ queryKey: priceSetKeys.preview(set.id) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorOf(t, error) });
    } finally {
      setIsBusy(false);
    }
  };

  const publish = async (effectiveFrom: string | null) => {
    setIsBusy(true);
    try {
      const published = await publishPriceSet(set.id, set.lockVersion, effectiveFrom);
      setIsPublishing(false);
      await refresh();
      onDone(
        t('priceSets.published', {
          version: String(published.version),
          date: formatDateTime(published.effectiveFrom ?? new Date().toISOString(), language),
        }),
      );
    } catch (error) {
      setIsPublishing(false);
      if (error instanceof ApiError && error.code === 'PRICE_SET_INCOMPLETE') {
        const details = error.details as { missing?: MissingPriceView[] } | undefined;
        setMissing(details?.missing ?? []);
      }
      setNotice({ tone: 'error', text: errorOf(t, error) });
    } finally {
      setIsBusy(false);
    }
  };

  const withdraw = async (to: 'draft' | 'discard') => {
    if (to === 'discard' && !window.confirm(t('priceSets.withdrawDiscardConfirm'))) return;
    setIsBusy(true);
    try {
      const withdrawn = await withdrawPriceSet(set.id, set.lockVersion, to);
      await refresh();
      onDone(t('priceSets.withdrawn', { version: String(withdrawn.version) }));
    } catch (error) {
      setNotice({ tone: 'error', text: errorOf(t, error) });
      setIsBusy(false);
    }
  };

  const entryAdded = (draft: PriceSetDetail, name: string) => {
    setAdded(draft);
    setForm(toPriceSetForm(draft.content));
    setMissing(draft.missing);
    setIsDirty(false);
    client.setQueryData(priceSetKeys.detail(draft.set.id), draft);
    setNotice({ tone: 'info', text: t('priceSets.entries.added', { name }) });
  };

  const discard = async () => {
    if (!window.confirm(t('priceSets.discardConfirm'))) return;
    setIsBusy(true);
    try {
      await discardPriceSet(set.id, set.lockVersion);
      await refresh();
      onDone(t('priceSets.discarded'));
    } catch (error) {
      setNotice({ tone: 'error', text: errorOf(t, error) });
      setIsBusy(false);
    }
  };

  return (
    <div className="desk-price-set">
      <p className="desk-hint">
        {set.basedOnVersion !== null &&
          t('priceSets.basedOn', { version: String(set.basedOnVersion) })}{' '}
        {!isDraft && t('priceSets.readOnly')}
      </p>
      {notice && (
        <p
          className={`desk-alert desk-alert--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {fieldErrors.length > 0 && (
        <div className="desk-alert desk-alert--error" role="alert">
          <p>{t('priceSets.invalid')}</p>
          <ul>
            {fieldErrors.map((e) => (
              <li key={flagKey(e.list, e.id, e.field)}>
                {t('priceSets.invalidField', {
                  name: nameOf(form, e.list, e.id),
                  field: fieldText(t, e.list, e.field),
                  reason: t(`priceSets.reasons.${e.code}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {isDraft && missing.length > 0 && (
        <div className="desk-alert desk-alert--info">
          <p>{t('priceSets.missingTitle')}</p>
          <ul>
            {missing.map((m) => (
              <li key={`${m.kind}:${m.id}:${m.field}`}>
                {t('priceSets.missingItem', {
                  name: nameOf(form, LIST_OF_KIND[m.kind], m.id),
                  field: fieldText(t, LIST_OF_KIND[m.kind], formFieldOf(m.field)),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {sections.map((section) => (
        <section key={section.title} className="desk-card" aria-label={section.title}>
          <h2>{section.title}</h2>
          <EntryTable
            list={section.list}
            caption={section.title}
            rows={section.rowsOf(form)}
            columns={section.columns}
            hasGroup={section.hasGroup ?? false}
            isReadOnly={!isDraft}
            flagged={flagged}
            onChange={onChange}
          />
        </section>
      ))}
      {isDraft && (
        <>
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={isBusy || !isDirty}
              onClick={() => void save()}
            >
              {t('priceSets.save')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => {
                if (isDirty) setNotice({ tone: 'error', text: t('priceSets.publishSaveFirst') });
                else setIsPublishing(true);
              }}
            >
              {t('priceSets.publish')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => void discard()}
            >
              {t('priceSets.discard')}
            </button>
          </div>
          <CatalogueEntryForm detail={current} isBlocked={isDirty} onAdded={entryAdded} />
          <PriceSetPreviewSection priceSetId={set.id} />
        </>
      )}
      {set.status === 'scheduled' && (
        <div className="desk-card">
          <p className="desk-hint">{t('priceSets.withdrawHint')}</p>
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => void withdraw('draft')}
            >
              {t('priceSets.withdrawToDraft')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={isBusy}
              onClick={() => void withdraw('discard')}
            >
              {t('priceSets.withdrawDiscard')}
            </button>
          </div>
        </div>
      )}
      {isPublishing && (
        <PublishDialog
          version={set.version}
          isBusy={isBusy}
          onPublish={(at) => void publish(at)}
          onClose={() => setIsPublishing(false)}
        />
      )}
    </div>
  );
}
