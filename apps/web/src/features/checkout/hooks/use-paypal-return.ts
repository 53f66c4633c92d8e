import { useEffect, useState } from 'react';
import type { PayPalCallbackResponse } from '@print/contracts';
import { sendPayPalCallback } from '../api/paypal-callback';

export type PayPalReturn =
  | { readonly status: 'none' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly response: PayPalCallbackResponse }
  | { readonly status: 'error' };

/**
 * Spec 2 §4: back from PayPal with `token` (and `PayerID` when approved), the page first reports
 * the return (success true on the complete page, false on the failed page) and then follows the
 * server's `next`. Without a token there is nothing to report.
 */
export function usePayPalReturn(
  token: string | null,
  payerId: string | null,
  success: boolean,
): PayPalReturn {
  const [state, setState] = useState<PayPalReturn>(
    token === null ? { status: 'none' } : { status: 'pending' },
  );
  useEffect(() => {
    if (token === null) return;
    let isCurrent = true;
    sendPayPalCallback({ token, ...(payerId !== null ? { PayerID: payerId } : {}), success }).then(
      (response) => {
        if (isCurrent) setState({ status: 'done', response });
      },
      () => {
        if (isCurrent) setState({ status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, payerId, success]);
  return state;
}
