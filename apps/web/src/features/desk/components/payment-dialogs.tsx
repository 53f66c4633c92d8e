import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminBankAssignRequestSchema,
  AdminBankIgnoreRequestSchema,
  type AdminBankTransaction,
} from '@print/contracts';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { TextAreaField, TextField } from '../../../components/text-field';
import { formatMoney } from '../../../lib/format';
import { assignBankTransaction, ignoreBankTransaction } from '../api/payments';
import { useDeskText } from '../texts';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { FormAlert } from './desk-form-errors';
import { paymentCodeText, paymentErrorText } from '../utils/payment-errors';

type AssignValues = z.input<typeof AdminBankAssignRequestSchema>;
type AssignResult = z.output<typeof AdminBankAssignRequestSchema>;
type IgnoreValues = z.input<typeof AdminBankIgnoreRequestSchema>;
type IgnoreResult = z.output<typeof AdminBankIgnoreRequestSchema>;

/** Field errors of these forms: the payments' codes (ORDER_NUMBER_FORMAT) and the desk's. */
function PaymentFieldErrors({ children }: { readonly children: ReactNode }) {
  const t = useDeskText();
  return (
    <FieldErrorTexts describe={(error) => paymentCodeText(t, error.message ?? 'REQUIRED')}>
      {children}
    </FieldErrorTexts>
  );
}

interface PaymentDialogProps {
  readonly payment: AdminBankTransaction;
  readonly onClose: () => void;
  readonly onDone: (payment: AdminBankTransaction) => void;
}

/** Assigns an unmatched payment to an order by its number (the server's own schema). */
export function AssignPaymentDialog({ payment, onClose, onDone }: PaymentDialogProps) {
  const t = useDeskText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AssignValues, unknown, AssignResult>({
    resolver: zodResolver(AdminBankAssignRequestSchema),
    defaultValues: { orderNumber: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ orderNumber, note }: AssignResult) => {
    setFailure(null);
    try {
      onDone(
        await assignBankTransaction(payment.id, note ? { orderNumber, note } : { orderNumber }),
      );
    } catch (error) {
      setFailure(paymentErrorText(t, error));
    }
  };
  return (
    <Dialog
      title={t('payments.assignTitle', { amount: formatMoney(payment.amountCents) })}
      description={t('payments.assignExplain')}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <PaymentFieldErrors>
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextField
            label={t('payments.orderNumber')}
            hint={t('payments.orderNumberHint')}
            isRequired
            autoComplete="off"
            error={errors.orderNumber}
            registration={form.register('orderNumber')}
          />
          <TextField
            label={t('payments.note')}
            error={errors.note}
            registration={form.register('note')}
          />
          <FormAlert>{failure}</FormAlert>
          <div className="desk-form__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('payments.assignSubmit')}
            </button>
          </div>
        </form>
      </PaymentFieldErrors>
    </Dialog>
  );
}

/** Sets an unmatched payment aside with a required reason (logged). */
export function IgnorePaymentDialog({ payment, onClose, onDone }: PaymentDialogProps) {
  const t = useDeskText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IgnoreValues, unknown, IgnoreResult>({
    resolver: zodResolver(AdminBankIgnoreRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ reason }: IgnoreResult) => {
    setFailure(null);
    try {
      onDone(await ignoreBankTransaction(payment.id, reason));
    } catch (error) {
      setFailure(paymentErrorText(t, error));
    }
  };
  return (
    <Dialog
      title={t('payments.ignoreTitle', { amount: formatMoney(payment.amountCents) })}
      description={t('payments.ignoreExplain')}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <PaymentFieldErrors>
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextAreaField
            label={t('payments.reason')}
            isRequired
            rows={3}
            error={errors.reason}
            registration={form.register('reason')}
          />
          <FormAlert>{failure}</FormAlert>
          <div className="desk-form__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('payments.ignoreSubmit')}
            </button>
          </div>
        </form>
      </PaymentFieldErrors>
    </Dialog>
  );
}
