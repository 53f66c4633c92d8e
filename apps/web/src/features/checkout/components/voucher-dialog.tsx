import type { ValidateDiscountResponse } from '@print/contracts';
import { Dialog } from '../../../components/dialog';
import { formatMoney, formatTaxRate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useCheckoutText, type CheckoutText } from '../texts';

/** What the validation answered: the voucher, or 404 (null: not valid). */
export type VoucherCheck =
  | { readonly kind: 'answer'; readonly answer: ValidateDiscountResponse }
  | { readonly kind: 'invalid'; readonly code: string };

export interface VoucherDialogProps {
  readonly check: VoucherCheck;
  readonly language: Language;
  readonly onRedeem: () => void;
  readonly onDiscard: () => void;
  readonly onRetry: () => void;
}

function describeValue(answer: ValidateDiscountResponse, t: CheckoutText, language: Language) {
  const { discount } = answer;
  const value =
    discount.type === 'percentage'
      ? t('voucher.percentage', { value: formatTaxRate(discount.value * 100, language) })
      : t('voucher.absolute', { value: formatMoney(discount.value) });
  return discount.rules.freeShipping ? `${value}, ${t('voucher.freeShipping')}` : value;
}

/**
 * Spec 2 §4 / §8 voucher modals: valid (redeem or discard), below the minimum with the minimum
 * and the remaining amount (no redeem), not redeemable, or not valid (404) with a retry.
 */
export function VoucherDialog({
  check,
  language,
  onRedeem,
  onDiscard,
  onRetry,
}: VoucherDialogProps) {
  const t = useCheckoutText();
  if (check.kind === 'invalid') {
    return (
      <Dialog
        title={t('voucher.invalidTitle')}
        description={t('voucher.invalidBody')}
        onClose={onRetry}
        className="voucher-dialog"
      >
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('voucher.retry')}
          </button>
        </div>
      </Dialog>
    );
  }
  const { answer } = check;
  const { code } = answer.discount;
  const state = answer.validity.state;
  const isRedeemable = answer.validity.isRedeemable;
  const title =
    state === 'BELOW_MINIMUM'
      ? t('voucher.belowMinimumTitle')
      : isRedeemable
        ? t('voucher.validTitle')
        : t('voucher.invalidTitle');
  const body =
    state === 'BELOW_MINIMUM'
      ? t('voucher.belowMinimumBody', {
          code,
          minimum: formatMoney(answer.discount.rules.minValueCents),
          remaining: formatMoney(answer.validity.missingCents),
        })
      : isRedeemable
        ? t('voucher.validBody', { code, value: describeValue(answer, t, language) })
        : t('voucher.notRedeemable', { code });
  return (
    <Dialog title={title} description={body} onClose={onDiscard} className="voucher-dialog">
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onDiscard}>
          {t('voucher.discard')}
        </button>
        {isRedeemable && state === 'VALID' && (
          <button type="button" className="button button--primary" onClick={onRedeem}>
            {t('voucher.redeem')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
