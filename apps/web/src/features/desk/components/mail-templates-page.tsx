import { ORDER_STATUSES, type OrderStatus } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  mailTemplateKeys,
  previewMailTemplate,
  saveMailTemplate,
  useMailTemplates,
  type StatusMailPreview,
  type StatusMailTemplate,
  type TemplateDraft,
} from '../api/mail-templates';
import { errorText, useDeskText, useOrderLabels } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { FormAlert } from './desk-form-errors';
import { statusLabel } from './labels';

const PLACEHOLDERS = '{{orderNumber}}, {{customerName}}, {{status}}, {{reason}}, {{orderUrl}}';
const MAIL_LANGUAGES = ['de', 'en', 'fr'] as const;

function sameDraft(a: TemplateDraft, b: TemplateDraft): boolean {
  return a.enabled === b.enabled && a.subject === b.subject && a.body === b.body;
}

/** One template's editor: a preview of exactly the current text comes before saving. */
function TemplateEditor({ template }: { readonly template: StatusMailTemplate }) {
  const t = useDeskText();
  const client = useQueryClient();
  const ids = { enabled: useId(), subject: useId(), body: useId() };
  const [draft, setDraft] = useState<TemplateDraft>(template);
  const [preview, setPreview] = useState<{ draft: TemplateDraft; mail: StatusMailPreview } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const isPreviewed = preview !== null && sameDraft(preview.draft, draft);

  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    setSaved(false);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="desk-card desk-mail__editor">
      <div className="desk-form">
        <div className="field field--check">
          <input
            id={ids.enabled}
            type="checkbox"
            role="switch"
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />
          <label htmlFor={ids.enabled}>{t('mail.enabled')}</label>
        </div>
        <div className="field">
          <label htmlFor={ids.subject} className="field__label">
            {t('mail.subject')}
          </label>
          <input
            id={ids.subject}
            className="field__input"
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.body} className="field__label">
            {t('mail.body')}
          </label>
          <textarea
            id={ids.body}
            className="field__input field__textarea desk-mono"
            rows={10}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
          />
        </div>
        <FormAlert>{failure}</FormAlert>
        {saved && (
          <p role="status" className="desk-alert desk-alert--info">
            {t('mail.saved')}
          </p>
        )}
        <div className="desk-form__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                setPreview({ draft, mail: await previewMailTemplate(template, draft) });
              })
            }
          >
            {t('mail.preview')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !isPreviewed}
            aria-describedby={isPreviewed ? undefined : `${ids.body}-first`}
            onClick={() =>
              void run(async () => {
                await saveMailTemplate(template, draft);
                setSaved(true);
                await client.invalidateQueries({ queryKey: mailTemplateKeys.all });
              })
            }
          >
            {t('mail.saveAfterPreview')}
          </button>
        </div>
        {!isPreviewed && (
          <p id={`${ids.body}-first`} className="desk-hint">
            {t('mail.previewFirst')}
          </p>
        )}
      </div>
      {preview && (
        <section className="desk-mail__preview" aria-label={t('mail.previewTitle')}>
          <h3>{t('mail.previewTitle')}</h3>
          <p>
            <strong>{t('mail.subject')}:</strong> {preview.mail.subject}
          </p>
          <pre className="desk-mail__text">{preview.mail.text}</pre>
        </section>
      )}
    </div>
  );
}

/** /admin/mail-templates (owner, office): per status × language, on/off, text, preview. */
export function MailTemplatesPage() {
  const t = useDeskText();
  const labels = useOrderLabels();
  const { language } = useDeskLanguage();
  const templates = useMailTemplates();
  const [selected, setSelected] = useState<{ status: OrderStatus; language: string } | null>(null);

  useEffect(() => {
    document.title = `${t('mail.title')} · ${t('common.appName')}`;
  }, [t]);

  const find = (status: OrderStatus, mailLanguage: string) =>
    templates.data?.find((item) => item.status === status && item.language === mailLanguage);
  const current = selected ? find(selected.status, selected.language) : undefined;
  const statuses = ORDER_STATUSES.filter((status) =>
    templates.data?.some((item) => item.status === status),
  );

  return (
    <div className="desk-page">
      <h1 className="desk-page__title">{t('mail.title')}</h1>
      <p className="desk-hint">
        {t('mail.intro', { placeholders: PLACEHOLDERS, interpolation: { escapeValue: false } })}
      </p>
      {templates.isError && (
        <p className="desk-alert desk-alert--error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      {templates.isPending && <p role="status">{t('common.loading')}</p>}
      {templates.data && (
        <div className="desk-mail">
          <div className="desk-table-wrap">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col">{t('mail.status')}</th>
                  {MAIL_LANGUAGES.map((mailLanguage) => (
                    <th key={mailLanguage} scope="col">
                      {t(`mail.languages.${mailLanguage}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statuses.map((status) => (
                  <tr key={status}>
                    <th scope="row">{statusLabel(labels, status)}</th>
                    {MAIL_LANGUAGES.map((mailLanguage) => {
                      const item = find(status, mailLanguage);
                      if (!item) return <td key={mailLanguage}>{t('common.none')}</td>;
                      const isSelected =
                        selected?.status === status && selected.language === mailLanguage;
                      return (
                        <td key={mailLanguage}>
                          <button
                            type="button"
                            className="desk-chip"
                            aria-pressed={isSelected}
                            onClick={() => setSelected({ status, language: mailLanguage })}
                          >
                            {item.enabled ? t('mail.on') : t('mail.off')}
                            <span className="visually-hidden">
                              {' '}
                              {t('mail.edit')}: {statusLabel(labels, status)},{' '}
                              {t(`mail.languages.${mailLanguage}`)}
                            </span>
                          </button>
                          <span className="desk-table__sub">
                            {item.updatedAt
                              ? t('mail.updatedAt', {
                                  date: formatDateTime(item.updatedAt, language),
                                })
                              : t('mail.neverSaved')}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {current && (
            <section
              aria-label={`${statusLabel(labels, current.status)} · ${t(`mail.languages.${current.language}`)}`}
            >
              <h2 className="desk-mail__heading">
                {statusLabel(labels, current.status)} · {t(`mail.languages.${current.language}`)}
              </h2>
              <TemplateEditor
                key={`${current.status}-${current.language}-${current.updatedAt ?? ''}`}
                template={current}
              />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
