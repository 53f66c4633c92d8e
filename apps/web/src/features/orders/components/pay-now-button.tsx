import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderView } from '@print/contracts';
import { localizePath, type Language } from '../../../lib/language';
import { notify } from '../../../stores/notification-store';
import { payNow } from '../api/order-actions';
import { useOrdersText } from '../texts';

/**
 * Spec 2 §4 "pay now": shown for a non-legacy PayPal order whose payment is pending; asks for a
 * new approval link and hands the buyer over through /redirecting.
 */
export function PayNowButton({
  order,
  language,
}: {
  readonly order: OrderView;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => payNow(order._id),
    onSuccess: (answer) =>
      void navigate(localizePath('/redirecting', language), {
        state: { redirectUrl: answer.payment.redirectUrl },
      }),
    onError: () => notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') }),
  });
  if (!order.actions.canPayNow) return null;
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={mutation.isPending}
      onClick={() => mutation.mutate()}
    >
      {t('details.payNow')}
    </button>
  );
}
