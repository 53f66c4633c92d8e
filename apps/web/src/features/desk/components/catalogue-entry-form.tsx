import type { PriceSetContent, PriceSetDetail } from '@print/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { DeskMessages } from '../../../locales/de/desk';
import { addCatalogueEntry, type NewCatalogueEntry } from '../api/price-sets';
import { useDeskText } from '../texts';

type Kind = NewCatalogueEntry['kind'];
type Texts = { de: string; en: string; fr: string };
const LANGUAGES = ['de', 'en', 'fr'] as const;
const empty = (): Texts => ({ de: '', en: '', fr: '' });

export interface EntryFormState {
  readonly kind: Kind;
  readonly id: string;
  readonly name: Texts;
  readonly description: Texts;
  readonly surfaceQuality: Texts;
  readonly applications: Texts;
  readonly hexcode: string;
  readonly finishIds: readonly string[];
  readonly colorIds: readonly string[];
  readonly printModeId: string;
  readonly copyOf: string;
  readonly materialName: string;
  readonly methodName: string;
}

export function emptyEntryForm(content: PriceSetContent): EntryFormState {
  const firstMode = content.printModes[0]?.id ?? '';
  return {
    kind: 'colors',
    id: '',
    name: empty(),
    description: empty(),
    surfaceQuality: empty(),
    applications: empty(),
    hexcode: '#',
    finishIds: [],
    colorIds: [],
    printModeId: firstMode,
    copyOf: firstMode,
    materialName: '',
    methodName: '',
  };
}

const filled = (t: Texts) => LANGUAGES.every((l) => t[l].trim() !== '');

/**
 * The form as the API's request, or null while something required is empty (the server checks
 * the id's and colour value's shape and answers VALIDATION_FAILED).
 */
export function toNewEntry(state: EntryFormState): NewCatalogueEntry | null {
  const id = state.id.trim();
  if (id === '' || !filled(state.name)) return null;
  switch (state.kind) {
    case 'colors':
      if (state.finishIds.length === 0 || state.hexcode.trim().length < 2) return null;
      return {
        kind: 'colors',
        body: {
          id,
          name: state.name,
          hexcode: state.hexcode.trim(),
          surfaceFinishIds: [...state.finishIds],
        },
      };
    case 'surface-finishes':
      if (state.colorIds.length === 0 || state.printModeId === '' || !filled(state.description)) {
        return null;
      }
      return {
        kind: 'surface-finishes',
        body: {
          id,
          printModeId: state.printModeId,
          name: state.name,
          description: state.description,
          colorIds: [...state.colorIds],
        },
      };
    case 'print-modes':
      if (
        state.copyOf === '' ||
        state.materialName.trim() === '' ||
        state.methodName.trim() === '' ||
        ![state.description, state.surfaceQuality, state.applications].every(filled)
      ) {
        return null;
      }
      return {
        kind: 'print-modes',
        body: {
          id,
          copyOf: state.copyOf,
          materialName: state.materialName.trim(),
          methodName: state.methodName.trim(),
          name: state.name,
          description: state.description,
          surfaceQuality: state.surfaceQuality,
          applications: state.applications,
        },
      };
  }
}

type ErrorKey = keyof DeskMessages['priceSets']['errors'];
type TextField = 'name' | 'description' | 'surfaceQuality' | 'applications';
const FIELD_LABEL = {
  name: 'priceSets.entries.nameIn',
  description: 'priceSets.entries.descriptionIn',
  surfaceQuality: 'priceSets.entries.surfaceQualityIn',
  applications: 'priceSets.entries.applicationsIn',
} as const;

/**
 * Adds a colour, finish or print mode to the draft (issue 26 item 6): names and texts in
 * de/en/fr; the entry comes without prices and is listed as missing until they are entered.
 */
export function CatalogueEntryForm({
  detail,
  isBlocked,
  onAdded,
}: {
  readonly detail: PriceSetDetail;
  /** Unsaved price edits: adding answers a new draft, so they are saved first. */
  readonly isBlocked: boolean;
  readonly onAdded: (draft: PriceSetDetail, name: string) => void;
}) {
  const t = useDeskText();
  const uid = useId();
  const [state, setState] = useState<EntryFormState>(() => emptyEntryForm(detail.content));
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { content } = detail;
  const set = <K extends keyof EntryFormState>(key: K, value: EntryFormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const setText = (field: TextField, language: (typeof LANGUAGES)[number], value: string) =>
    setState((s) => ({ ...s, [field]: { ...s[field], [language]: value } }));
  const toggle = (key: 'finishIds' | 'colorIds', id: string, on: boolean) =>
    setState((s) => ({ ...s, [key]: on ? [...s[key], id] : s[key].filter((x) => x !== id) }));

  const submit = async () => {
    if (isBlocked) {
      setError(t('priceSets.publishSaveFirst'));
      return;
    }
    const entry = toNewEntry(state);
    if (entry === null) {
      setError(t('priceSets.entries.required'));
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      const draft = await addCatalogueEntry(detail.set, entry);
      onAdded(draft, state.name.de);
      setState(emptyEntryForm(draft.content));
    } catch (caught) {
      const code = caught instanceof ApiError ? caught.code : 'unknown';
      const known = t(`priceSets.errors.${code as ErrorKey}`, { code });
      setError(
        known === `priceSets.errors.${code}` ? t('priceSets.errors.unknown', { code }) : known,
      );
    } finally {
      setIsBusy(false);
    }
  };

  const textFields: readonly TextField[] =
    state.kind === 'colors'
      ? ['name']
      : state.kind === 'surface-finishes'
        ? ['name', 'description']
        : ['name', 'description', 'surfaceQuality', 'applications'];

  return (
    <section className="desk-card" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('priceSets.entries.title')}</h2>
      <p className="desk-hint">{t('priceSets.entries.hint')}</p>
      <form
        className="desk-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span className="field__label">{t('priceSets.entries.kind')}</span>
          <select
            className="field__input"
            value={state.kind}
            onChange={(e) => set('kind', e.target.value as Kind)}
            disabled={isBusy}
          >
            {(['colors', 'surface-finishes', 'print-modes'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`priceSets.entries.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('priceSets.entries.id')}</span>
          <input
            className="field__input"
            value={state.id}
            onChange={(e) => set('id', e.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={48}
          />
        </label>
        {textFields.map((field) =>
          LANGUAGES.map((language) => (
            <label key={`${field}-${language}`} className="field">
              <span className="field__label">
                {t(FIELD_LABEL[field], { language: t(`priceSets.languages.${language}`) })}
              </span>
              {field === 'name' ? (
                <input
                  className="field__input"
                  lang={language}
                  value={state[field][language]}
                  onChange={(e) => setText(field, language, e.target.value)}
                  maxLength={80}
                />
              ) : (
                <textarea
                  className="field__input"
                  lang={language}
                  rows={2}
                  value={state[field][language]}
                  onChange={(e) => setText(field, language, e.target.value)}
                  maxLength={2000}
                />
              )}
            </label>
          )),
        )}
        {state.kind === 'colors' && (
          <>
            <label className="field">
              <span className="field__label">{t('priceSets.entries.hexcode')}</span>
              <input
                className="field__input"
                value={state.hexcode}
                onChange={(e) => set('hexcode', e.target.value)}
                maxLength={7}
                spellCheck={false}
              />
            </label>
            <fieldset className="desk-fieldset">
              <legend>{t('priceSets.entries.finishes')}</legend>
              {content.surfaceFinishes.map((f) => (
                <label key={f.id} className="desk-checkbox">
                  <input
                    type="checkbox"
                    checked={state.finishIds.includes(f.id)}
                    onChange={(e) => toggle('finishIds', f.id, e.target.checked)}
                  />
                  {f.group ? `${f.group}: ${f.label ?? f.id}` : (f.label ?? f.id)}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {state.kind === 'surface-finishes' && (
          <>
            <label className="field">
              <span className="field__label">{t('priceSets.entries.printMode')}</span>
              <select
                className="field__input"
                value={state.printModeId}
                onChange={(e) => set('printModeId', e.target.value)}
              >
                {content.printModes.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label ?? m.id}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="desk-fieldset">
              <legend>{t('priceSets.entries.colors')}</legend>
              {content.colors.map((c) => (
                <label key={c.id} className="desk-checkbox">
                  <input
                    type="checkbox"
                    checked={state.colorIds.includes(c.id)}
                    onChange={(e) => toggle('colorIds', c.id, e.target.checked)}
                  />
                  {c.label ?? c.id}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {state.kind === 'print-modes' && (
          <>
            <label className="field">
              <span className="field__label">{t('priceSets.entries.materialName')}</span>
              <input
                className="field__input"
                value={state.materialName}
                onChange={(e) => set('materialName', e.target.value)}
                maxLength={80}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('priceSets.entries.methodName')}</span>
              <input
                className="field__input"
                value={state.methodName}
                onChange={(e) => set('methodName', e.target.value)}
                maxLength={80}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('priceSets.entries.copyOf')}</span>
              <select
                className="field__input"
                value={state.copyOf}
                onChange={(e) => set('copyOf', e.target.value)}
              >
                {content.printModes.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.label ?? m.id}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        {error && (
          <p className="desk-alert desk-alert--error" role="alert">
            {error}
          </p>
        )}
        <div className="desk-actions__buttons">
          <button type="submit" className="button button--secondary" disabled={isBusy}>
            {t('priceSets.entries.add')}
          </button>
        </div>
      </form>
    </section>
  );
}
