import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { OrderView } from '@print/contracts';
import { NOT_PRINTABLE_COMMENT_MAX_LENGTH, type NotPrintableChoice as Choice } from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { answerNotPrintable } from '../api/order-actions';
import { useOrdersText } from '../texts';

const CHOICES: readonly Choice[] = ['changed_quote', 'cancel'];

/**
 * Files not printable (issue 25 item 6): the owner chooses a changed quote or a cancellation, with
 * an optional comment for the shop. Shown while the order waits for the answer
 * (actions.canAnswerNotPrintable); the lines above show each line's reason.
 */
export function NotPrintableChoice({ order }: { readonly order: OrderView }) {
  const t = useOrdersText();
  const client = useQueryClient();
  const id = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [comment, setComment] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const mutation = useMutation({
    mutationFn: (picked: Choice) =>
      answerNotPrintable(order._id, { choice: picked, comment: comment.trim() || undefined }),
    onSuccess: async (answer) => {
      client.setQueryData(queryKeys.order(order._id), answer);
      await client.invalidateQueries({ queryKey: queryKeys.order(order._id) });
    },
  });
  if (!order.actions.canAnswerNotPrintable) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === null) {
      setIsMissing(true);
      return;
    }
    mutation.mutate(choice);
  }

  const isClosed =
    mutation.error instanceof ApiError && mutation.error.code === 'NOT_PRINTABLE_CHOICE_CLOSED';
  return (
    <section className="offer-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('notPrintable.heading')}</h2>
      <p>{t('notPrintable.intro')}</p>
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
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('notPrintable.sending') : t('notPrintable.submit')}
          </button>
        </div>
      </form>
      {mutation.isError && (
        <p role="alert">{isClosed ? t('notPrintable.closed') : t('errors.body')}</p>
      )}
    </section>
  );
}
