import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  MINIMUM_ORDER_NET_CENTS,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
} from '@print/domain';
import type { ValidateDiscountRequest } from '@print/contracts';
import { WELCOME_DISCOUNT_PERCENT, WELCOME_VOUCHER_CODE } from '../../../lib/config';
import { formatMoney } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { notify } from '../../../stores/notification-store';
import { validateDiscount } from '../api/validate-discount';
import type { VoucherDraft } from '../stores/checkout-draft-store';
import { useCheckoutText } from '../texts';
import { VoucherDialog, type VoucherCheck } from './voucher-dialog';

export interface VoucherFormProps {
  readonly language: Language;
  readonly voucher: VoucherDraft | null;
  /** The pricing inputs sent along, so the server compares the minimum with this cart. */
  readonly context: Omit<ValidateDiscountRequest, 'code'>;
  readonly onChange: (voucher: VoucherDraft | null) => void;
  /**
   * The applied voucher saves nothing (or less) because the goods value after it is below the
   * minimum order value and the small-order surcharge fills the gap (issue 24 point 13): said
   * beside the voucher, never silently.
   */
  readonly isOffsetBySurcharge?: boolean;
}

/** Spec 2 §2 voucher form: 2 to 30 characters, validated by the server, then redeemed or discarded. */
export function VoucherForm({
  language,
  voucher,
  context,
  onChange,
  isOffsetBySurcharge = false,
}: VoucherFormProps) {
  const t = useCheckoutText();
  const minimum = formatMoney(MINIMUM_ORDER_NET_CENTS);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<VoucherCheck | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const validation = useMutation({
    mutationFn: (requested: string) => validateDiscount({ ...context, code: requested }),
    onSuccess: (answer, requested) => {
      if (answer === null) {
        setCheck({ kind: 'invalid', code: requested });
        return;
      }
      // Validated: stored, not yet applied (spec 2 §4).
      onChange({ code: answer.discount.code, isApplied: false });
      setCheck({ kind: 'answer', answer });
    },
    onError: () => notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') }),
  });
  const trimmed = code.trim();

  if (voucher?.isApplied === true) {
    return (
      <section className="review-section voucher" aria-labelledby="voucher-title">
        <h2 id="voucher-title">{t('voucher.title')}</h2>
        <p className="voucher__applied" data-testid="voucher-applied">
          {t('voucher.applied', { code: voucher.code })}
        </p>
        {isOffsetBySurcharge && (
          <p
            className="checkout-hint checkout-hint--warning"
            role="status"
            data-testid="voucher-below-minimum"
          >
            {t('voucher.belowMinimumOrder', { code: voucher.code, minimum })}
          </p>
        )}
        <button type="button" className="button button--link" onClick={() => onChange(null)}>
          {t('voucher.remove')}
        </button>
      </section>
    );
  }
  return (
    <section className="review-section voucher" aria-labelledby="voucher-title">
      <h2 id="voucher-title">{t('voucher.title')}</h2>
      <form
        className="voucher__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed.length >= VOUCHER_CODE_MIN_LENGTH) validation.mutate(trimmed);
        }}
      >
        <label htmlFor="voucher-code">{t('voucher.label')}</label>
        <input
          ref={inputRef}
          id="voucher-code"
          value={code}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className="button button--secondary"
          disabled={trimmed.length < VOUCHER_CODE_MIN_LENGTH || validation.isPending}
        >
          {t('voucher.submit')}
        </button>
      </form>
      <p className="voucher__conditions" data-testid="voucher-conditions">
        {t('voucher.welcomeConditions', {
          code: WELCOME_VOUCHER_CODE,
          percent: WELCOME_DISCOUNT_PERCENT,
          minimum,
        })}
      </p>
      {check !== null && (
        <VoucherDialog
          check={check}
          language={language}
          onRedeem={() => {
            if (check.kind === 'answer')
              onChange({ code: check.answer.discount.code, isApplied: true });
            setCheck(null);
            setCode('');
          }}
          onDiscard={() => {
            onChange(null);
            setCheck(null);
            setCode('');
          }}
          onRetry={() => {
            setCheck(null);
            inputRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
