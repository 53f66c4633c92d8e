import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminBankRefundRequestSchema,
  AdminPayPalRefundRequestSchema,
  type AdminOrderRefunds,
  type AdminRefund,
  type AdminRefundRequest,
} from '@print/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import { Dialog } from '../../../components/dialog';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { TextAreaField, TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { createRefund } from '../api/refunds';
import { useDeskText } from '../texts';
import { moneyErrorText } from '../utils/money-desk-text';
import { parseChfToCents } from '../utils/money-input';
import { FormAlert } from './desk-form-errors';

type Kind = 'paypal' | 'bank';

const paypal = AdminPayPalRefundRequestSchema.shape;
const bank = AdminBankRefundRequestSchema.shape;

/**
 * The dialog's form: the contracts' own field schemas (reason, note, IBAN, holder) and the amount
 * as typed CHF text, read to integer cents and checked against what is left before sending.
 */
function refundFormSchema(kind: Kind, leftCents: number) {
  return z
    .object({
      isWhole: z.boolean(),
      amount: z.string(),
      reason: paypal.reason,
      noteToPayer: z.string(),
      iban: z.string(),
      accountHolder: z.string(),
    })
    .superRefine((values, context) => {
      if (kind === 'bank' || !values.isWhole) {
        const cents = parseChfToCents(values.amount);
        const message =
          cents === null || cents === 0
            ? 'REFUND_AMOUNT_INVALID'
            : cents > leftCents
              ? 'REFUND_AMOUNT_EXCEEDS_LEFT'
              : null;
        if (message !== null) context.addIssue({ code: 'custom', path: ['amount'], message });
      }
      const checks =
        kind === 'bank'
          ? ([
              ['iban', bank.iban],
              ['accountHolder', bank.accountHolder],
            ] as const)
          : ([['noteToPayer', paypal.noteToPayer]] as const);
      for (const [field, schema] of checks) {
        const parsed = schema.safeParse(values[field]);
        if (!parsed.success)
          context.addIssue({
            code: 'custom',
            path: [field],
            message: parsed.error.issues[0]?.message ?? 'REQUIRED',
          });
      }
    });
}

type FormValues = z.infer<ReturnType<typeof refundFormSchema>>;

function toRequest(kind: Kind, values: FormValues): AdminRefundRequest {
  const cents = parseChfToCents(values.amount) ?? 0;
  if (kind === 'bank')
    return {
      kind,
      amountCents: cents,
      reason: values.reason,
      iban: values.iban.trim(),
      accountHolder: values.accountHolder.trim(),
    };
  const note = values.noteToPayer.trim();
  return {
    kind,
    amountCents: values.isWhole ? null : cents,
    reason: values.reason,
    ...(note === '' ? {} : { noteToPayer: note }),
  };
}

/**
 * A PayPal refund (the whole rest or a part, with a reason and an optional note to the payer) or
 * the record of a bank refund (amount, IBAN, holder, reason). The amount is checked against what
 * is left here and again by the server before PayPal is called.
 */
export function RefundDialog({
  orderId,
  refunds,
  onClose,
  onDone,
}: {
  readonly orderId: string;
  readonly refunds: AdminOrderRefunds & { readonly method: Kind };
  readonly onClose: () => void;
  readonly onDone: (refund: AdminRefund) => void;
}) {
  const t = useDeskText();
  const kind = refunds.method;
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () => refundFormSchema(kind, refunds.leftCents),
    [kind, refunds.leftCents],
  );
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      isWhole: kind === 'paypal',
      amount: '',
      reason: '',
      noteToPayer: '',
      iban: '',
      accountHolder: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isWhole = useWatch({ control: form.control, name: 'isWhole' });
  const submit = async (values: FormValues) => {
    setFailure(null);
    try {
      onDone(await createRefund(orderId, toRequest(kind, values)));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      const details = error instanceof ApiError ? (error.details as Record<string, unknown>) : {};
      const issue = typeof details?.issue === 'string' ? details.issue : '';
      setFailure(moneyErrorText(t, 'refunds', code, { issue }));
    }
  };
  return (
    <Dialog
      title={t(kind === 'paypal' ? 'refunds.dialogPayPal' : 'refunds.dialogBank')}
      description={`${t('refunds.dialogLeft', { amount: formatMoney(refunds.leftCents) })}${
        kind === 'bank' ? ` ${t('refunds.bankExplain')}` : ''
      }`}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <FieldErrorTexts
        describe={(error) => moneyErrorText(t, 'refunds', error.message ?? 'REQUIRED')}
      >
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          {kind === 'paypal' && (
            <CheckboxField label={t('refunds.whole')} registration={form.register('isWhole')} />
          )}
          {(kind === 'bank' || !isWhole) && (
            <TextField
              label={t('refunds.amount')}
              hint={t('refunds.amountHint')}
              isRequired
              inputMode="decimal"
              error={errors.amount}
              registration={form.register('amount')}
            />
          )}
          {kind === 'bank' && (
            <>
              <TextField
                label={t('refunds.iban')}
                isRequired
                autoComplete="off"
                error={errors.iban}
                registration={form.register('iban')}
              />
              <TextField
                label={t('refunds.accountHolder')}
                isRequired
                error={errors.accountHolder}
                registration={form.register('accountHolder')}
              />
            </>
          )}
          <TextAreaField
            label={t('refunds.reason')}
            hint={t('refunds.reasonHint')}
            isRequired
            rows={3}
            error={errors.reason}
            registration={form.register('reason')}
          />
          {kind === 'paypal' && (
            <TextField
              label={t('refunds.noteToPayer')}
              hint={t('refunds.noteToPayerHint')}
              error={errors.noteToPayer}
              registration={form.register('noteToPayer')}
            />
          )}
          <FormAlert>{failure}</FormAlert>
          <div className="desk-form__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting
                ? t('refunds.submitting')
                : t(kind === 'paypal' ? 'refunds.submitPayPal' : 'refunds.submitBank')}
            </button>
          </div>
        </form>
      </FieldErrorTexts>
    </Dialog>
  );
}
