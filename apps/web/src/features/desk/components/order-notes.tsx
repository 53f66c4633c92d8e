import { zodResolver } from '@hookform/resolvers/zod';
import { AdminNoteRequestSchema, type AdminOrderDetail } from '@print/contracts';
import { NOTE_ATTACHMENT_MAX_BYTES, NOTE_ATTACHMENT_MAX_FILES } from '@print/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField } from '../../../components/text-field';
import { formatFileSize } from '../../../lib/format';
import { addOrderNote, orderKeys } from '../api/orders';
import { useDeskText } from '../texts';
import { acceptOf, checkChosenFile, megabytes, uploadErrorText } from '../utils/desk-files';
import { formatDateTime, useDeskLanguage } from '../utils/desk-language';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';
import { DeskFileField } from './desk-file-field';

type NoteValues = z.input<typeof AdminNoteRequestSchema>;

/** The first problem the desk sees in the chosen files (the server checks the content again). */
function checkFiles(t: ReturnType<typeof useDeskText>, files: readonly File[]): string | null {
  if (files.length > NOTE_ATTACHMENT_MAX_FILES)
    return t('deskFiles.errors.TOO_MANY_FILES', { maxFiles: String(NOTE_ATTACHMENT_MAX_FILES) });
  for (const file of files) {
    const problem = checkChosenFile(t, file, 'note', NOTE_ATTACHMENT_MAX_BYTES);
    if (problem !== null) return problem;
  }
  return null;
}

/** Internal notes with their files: staff only, never shown to the customer. */
export function OrderNotes({ order }: { readonly order: AdminOrderDetail }) {
  const t = useDeskText();
  const { language } = useDeskLanguage();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<NoteValues>({
    resolver: zodResolver(AdminNoteRequestSchema),
    defaultValues: { text: '' },
  });
  const chooseFiles = (chosen: File[]) => {
    setFiles(chosen);
    setFileError(checkFiles(t, chosen));
  };
  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    const problem = checkFiles(t, files);
    setFileError(problem);
    if (problem !== null) return;
    try {
      await addOrderNote(order.id, text.trim(), files);
      form.reset();
      setFiles([]);
      await client.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    } catch (error) {
      setFailure(uploadErrorText(t, error));
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
              {note.attachments.length > 0 && (
                <ul className="desk-files__stored" aria-label={t('deskFiles.attachments')}>
                  {note.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} className="desk-link" download={file.fileName}>
                        {file.fileName}
                      </a>{' '}
                      <span className="desk-hint">({formatFileSize(file.size, language)})</span>
                    </li>
                  ))}
                </ul>
              )}
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
          <DeskFileField
            label={t('deskFiles.attachments')}
            hint={t('deskFiles.attachmentsHint', {
              maxFiles: String(NOTE_ATTACHMENT_MAX_FILES),
              maxMb: megabytes(NOTE_ATTACHMENT_MAX_BYTES),
            })}
            accept={acceptOf('note')}
            isMultiple
            files={files}
            onChange={chooseFiles}
            error={fileError}
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
