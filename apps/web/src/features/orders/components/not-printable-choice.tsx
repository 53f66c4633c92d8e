import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@print/contracts';
import type { NotPrintableChoice as Choice } from '@print/domain';
import { queryKeys } from '../../../lib/server-state/query-keys';
import { answerNotPrintable } from '../api/order-actions';
import { useOrdersText } from '../texts';
import { NotPrintableForm } from './not-printable-form';

/**
 * Files not printable (issue 25 item 6) on the owner's order page: shown while the order waits
 * for the answer (actions.canAnswerNotPrintable); the lines above show each line's reason.
 */
export function NotPrintableChoice({ order }: { readonly order: OrderView }) {
  const t = useOrdersText();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (answer: { choice: Choice; comment: string | undefined }) =>
      answerNotPrintable(order._id, answer),
    onSuccess: async (answer) => {
      client.setQueryData(queryKeys.order(order._id), answer);
      await client.invalidateQueries({ queryKey: queryKeys.order(order._id) });
    },
  });
  if (!order.actions.canAnswerNotPrintable) return null;
  return (
    <NotPrintableForm
      intro={t('notPrintable.intro')}
      isPending={mutation.isPending}
      error={mutation.error}
      onAnswer={(choice, comment) => mutation.mutate({ choice, comment })}
    />
  );
}
