import type { CatalogueEntryTexts, EditEntryTextsRequest } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { DeskMessages } from '../../../locales/de/desk';
import { catalogueTextsKey, saveCatalogueTexts, useCatalogueTexts } from '../api/price-sets';
import { useDeskText } from '../texts';
import { useDeskLanguage } from '../utils/desk-language';

const LANGUAGES = ['de', 'en', 'fr'] as const;
type Field = keyof EditEntryTextsRequest;
const FIELDS: readonly Field[] = ['name', 'description', 'surfaceQuality', 'applications'];
const FIELD_LABEL = {
  name: 'priceSets.entries.nameIn',
  description: 'priceSets.entries.descriptionIn',
  surfaceQuality: 'priceSets.entries.surfaceQualityIn',
  applications: 'priceSets.entries.applicationsIn',
} as const;
type ErrorKey = keyof DeskMessages['priceSets']['errors'];

const keyOf = (e: { kind: string; id: string }) => `${e.kind}/${e.id}`;

/**
 * Names and texts of print modes, finishes and colours in de/en/fr, as the configurator and the
 * shop show them; saved directly (not part of a price set, decision 0029), audit-logged.
 */
export function CatalogueTextsEditor() {
  const t = useDeskText();
  const { language: deskLanguage } = useDeskLanguage();
  const uid = useId();
  const client = useQueryClient();
  const texts = useCatalogueTexts();
  const [selected, setSelected] = useState<string>('');
  const [draft, setDraft] = useState<CatalogueEntryTexts | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const items = texts.data?.items ?? [];

  const choose = (key: string) => {
    setSelected(key);
    setNotice(null);
    setDraft(items.find((e) => keyOf(e) === key) ?? null);
  };

  const save = async () => {
    if (draft === null) return;
    const body: EditEntryTextsRequest = {};
    for (const field of FIELDS) {
      const value = draft[field];
      if (value !== null) body[field] = value;
    }
    setIsBusy(true);
    setNotice(null);
    try {
      const saved = await saveCatalogueTexts(draft, body);
      setDraft(saved);
      await client.invalidateQueries({ queryKey: catalogueTextsKey });
      setNotice({ tone: 'info', text: t('priceSets.texts.saved') });
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'unknown';
      const known = t(`priceSets.errors.${code as ErrorKey}`, { code });
      setNotice({
        tone: 'error',
        text:
          known === `priceSets.errors.${code}` ? t('priceSets.errors.unknown', { code }) : known,
      });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="desk-card" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('priceSets.texts.title')}</h2>
      <p className="desk-hint">{t('priceSets.texts.hint')}</p>
      {texts.data === undefined ? (
        <p role="status">{texts.isError ? t('common.loadFailed') : t('common.loading')}</p>
      ) : (
        <form
          className="desk-form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label className="field">
            <span className="field__label">{t('priceSets.texts.entry')}</span>
            <select
              className="field__input"
              value={selected}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">{t('priceSets.texts.choose')}</option>
              {items.map((e) => (
                <option key={keyOf(e)} value={keyOf(e)}>
                  {`${t(`priceSets.entries.kinds.${e.kind}`)}: ${e.name[deskLanguage]}`}
                </option>
              ))}
            </select>
          </label>
          {draft !== null &&
            FIELDS.map((field) => {
              const value = draft[field];
              if (value === null) return null;
              return LANGUAGES.map((language) => (
                <label key={`${field}-${language}`} className="field">
                  <span className="field__label">
                    {t(FIELD_LABEL[field], { language: t(`priceSets.languages.${language}`) })}
                  </span>
                  {field === 'name' ? (
                    <input
                      className="field__input"
                      lang={language}
                      value={value[language]}
                      maxLength={80}
                      onChange={(e) =>
                        setDraft({ ...draft, [field]: { ...value, [language]: e.target.value } })
                      }
                    />
                  ) : (
                    <textarea
                      className="field__input"
                      lang={language}
                      rows={2}
                      value={value[language]}
                      maxLength={2000}
                      onChange={(e) =>
                        setDraft({ ...draft, [field]: { ...value, [language]: e.target.value } })
                      }
                    />
                  )}
                </label>
              ));
            })}
          {notice && (
            <p
              className={`desk-alert desk-alert--${notice.tone}`}
              role={notice.tone === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
          {draft !== null && (
            <div className="desk-actions__buttons">
              <button type="submit" className="button button--secondary" disabled={isBusy}>
                {t('priceSets.texts.save')}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
