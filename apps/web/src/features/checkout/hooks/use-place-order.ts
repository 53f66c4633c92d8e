import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutRequest, CheckoutResponse } from '@print/contracts';
import { localizePath, type Language } from '../../../lib/language';
import { notify } from '../../../stores/notification-store';
import { submitCheckout } from '../api/submit-checkout';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { useCheckoutText } from '../texts';
import { selectExplainedError } from '../utils/checkout-error';
import { selectSubmissionAttempt } from '../utils/idempotency-key';

/** Where a placed order sends the customer (spec 2 §4 "Checkout outcomes"). */
export function selectOutcomePath(response: CheckoutResponse): {
  readonly path: string;
  readonly redirectUrl: string | null;
} {
  switch (response.payment.method) {
    case 'paypal':
      return { path: '/redirecting', redirectUrl: response.payment.redirectUrl ?? null };
    case 'quote':
      return { path: '/quote-generated', redirectUrl: null };
    case 'billing':
    case 'prepaid':
      return { path: `/order-complete/${response.order._id}`, redirectUrl: null };
  }
}

/**
 * Places the order: one Idempotency-Key per attempt, kept (in session storage) across retries,
 * double clicks and reloads while the body is the same, so the server answers the same order.
 * A failure goes to /order-failed with the warning notification (spec 2 §4, §8).
 */
export function usePlaceOrder(language: Language) {
  const navigate = useNavigate();
  const t = useCheckoutText();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (request: CheckoutRequest) => {
      const store = useCheckoutDraftStore.getState();
      const attempt = selectSubmissionAttempt(store.submission, JSON.stringify(request));
      store.setSubmission(attempt);
      return submitCheckout(request, attempt.idempotencyKey);
    },
    onSuccess: (response) => {
      const outcome = selectOutcomePath(response);
      // `placed`: the outcome page was reached by placing an order, not opened directly.
      void navigate(localizePath(outcome.path, language), {
        state:
          outcome.redirectUrl !== null ? { redirectUrl: outcome.redirectUrl } : { placed: true },
      });
    },
    onError: (error) => {
      const code = selectExplainedError(error);
      const body = code !== null ? t(`errors.codes.${code}`) : t('errors.body');
      notify({ type: 'warning', header: t('errors.header'), body });
      // `failed`: the page was reached by a refused order, not opened directly.
      void navigate(localizePath('/order-failed', language), { state: { failed: true } });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  return {
    isPending: mutation.isPending,
    placeOrder: (request: CheckoutRequest) => {
      // A second click before React re-renders the disabled button sends nothing.
      if (inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(request);
    },
  };
}
