import { zodResolver } from '@hookform/resolvers/zod';
import { AdminNoteRequestSchema, type AdminOrderDetail } from '@print/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { addOrderNote, orderKeys } from '../api/orders';
import { errorText, useDeskText } from '../texts';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';

type NoteValues = z.input<typeof AdminNoteRequestSchema>;

/** Internal notes: staff only, never shown to the customer. */
export function OrderNotes({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NoteValues>({
    resolver: zodResolver(AdminNoteRequestSchema),
    defaultValues: { text: '' },
  });
  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await addOrderNote(order.id, text.trim());
      form.reset();
      await client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    } catch (error) {
      setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
    }
  });
  return (
    <section className="desk-card" aria-labelledby="order-notes">
      <h2 id="order-notes">{t('order.notes')}</h2>
      <p className="desk-hint">{t('order.notesHint')}</p>
      {order.notes.length === 0 ? (
        <p className="desk-hint">{t('order.noNotes')}</p>
      ) : (
        <ul className="desk-notes">
          {order.notes.map((note) => (
            <li key={note.id}>
              <span className="desk-timeline__meta">
                {note.staffName},{' '}
                <time dateTime={note.at}>{formatDateTime(note.at, language)}</time>
              </span>
              <p className="desk-notes__text">{note.text}</p>
              {note.attachments.map((file) => (
                <a key={file.id} href={file.url} className="desk-link" download={file.fileName}>
                  {file.fileName}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
      <FormAlert>{failure}</FormAlert>
      <DeskFieldErrors>
        <form className="desk-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextAreaField
            label={t('order.noteText')}
            rows={3}
            isRequired
            error={form.formState.errors.text}
            registration={form.register('text')}
          />
          <div className="desk-form__actions">
            <button
              type="submit"
              className="button button--secondary button--small"
              disabled={form.formState.isSubmitting}
            >
              {t('order.addNote')}
            </button>
          </div>
        </form>
      </DeskFieldErrors>
    </section>
  );
}
