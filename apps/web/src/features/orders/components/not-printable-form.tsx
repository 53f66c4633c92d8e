import { useId, useState, type FormEvent } from 'react';
import { NOT_PRINTABLE_COMMENT_MAX_LENGTH, type NotPrintableChoice as Choice } from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import { useOrdersText } from '../texts';

const CHOICES: readonly Choice[] = ['changed_quote', 'cancel'];

/**
 * The choice after files not printable (issue 25 item 6): a changed quote or a cancellation, with
 * an optional comment for the shop. The caller sends it (the owner's order page, the mailed link).
 */
export function NotPrintableForm({
  intro,
  isPending,
  error,
  onAnswer,
}: {
  readonly intro: string;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly onAnswer: (choice: Choice, comment: string | undefined) => void;
}) {
  const t = useOrdersText();
  const id = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [comment, setComment] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setIsMissing(true);
      return;
    }
    onAnswer(choice, comment.trim() || undefined);
  }

  const isClosed = error instanceof ApiError && error.code === 'NOT_PRINTABLE_CHOICE_CLOSED';
  return (
    <section className="offer-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('notPrintable.heading')}</h2>
      <p>{intro}</p>
      <form onSubmit={submit} noValidate>
        <fieldset aria-describedby={isMissing ? `${id}-missing` : undefined}>
          <legend>{t('notPrintable.legend')}</legend>
          {CHOICES.map((value) => (
            <label key={value} className="not-printable__choice">
              <input
                type="radio"
                name={`${id}-choice`}
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setIsMissing(false);
                }}
              />{' '}
              <span>{t(`notPrintable.choices.${value}`)}</span>
            </label>
          ))}
          {isMissing && (
            <p id={`${id}-missing`} role="alert">
              {t('notPrintable.missing')}
            </p>
          )}
        </fieldset>
        <label htmlFor={`${id}-comment`}>{t('notPrintable.comment')}</label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={NOT_PRINTABLE_COMMENT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
        <div className="orders-page__actions">
          <button type="submit" className="button button--primary" disabled={isPending}>
            {isPending ? t('notPrintable.sending') : t('notPrintable.submit')}
          </button>
        </div>
      </form>
      {error !== null && error !== undefined && (
        <p role="alert">{isClosed ? t('notPrintable.closed') : t('errors.body')}</p>
      )}
    </section>
  );
}
