import type { CartVoucherState } from '@print/contracts';

/**
 * Issue 23 item 6: a code that cannot be used — unknown, not started, expired, used up, below its
 * minimum order value — gets one and the same answer on every route that evaluates codes
 * (validate, the cart's totals, the order), so a guesser cannot tell an existing code from a
 * made-up one. The web shows one translated sentence for it.
 */
export const VOUCHER_NOT_USABLE = {
  code: 'VOUCHER_NOT_FOUND',
  message: 'This voucher code cannot be used',
} as const;

/** The totals' voucher state of any code that is not applied: the caller's own code echoed. */
export function notUsableVoucherState(requestedCode: string): CartVoucherState {
  return { isApplied: false, code: requestedCode, reason: VOUCHER_NOT_USABLE.code };
}
