import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCustomerBlockRequestSchema, type AdminCustomerDetail } from '@print/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { blockCustomer } from '../api/customers';
import { errorText, useDeskText } from '../texts';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';

type BlockValues = z.input<typeof AdminCustomerBlockRequestSchema>;
type BlockResult = z.output<typeof AdminCustomerBlockRequestSchema>;

/**
 * Blocks a customer with a required reason (the server's own schema): every session of the
 * customer ends at once and sign-in is refused until someone unblocks; orders stay.
 */
export function BlockCustomerDialog({
  customer,
  onClose,
  onDone,
}: {
  readonly customer: Pick<AdminCustomerDetail, 'id' | 'email'>;
  readonly onClose: () => void;
  readonly onDone: (customer: AdminCustomerDetail) => void;
}) {
  const t = useDeskText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BlockValues, unknown, BlockResult>({
    resolver: zodResolver(AdminCustomerBlockRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async ({ reason }: BlockResult) => {
    setFailure(null);
    try {
      onDone(await blockCustomer(customer.id, reason));
    } catch (error) {
      setFailure(errorText(t, error instanceof ApiError ? error.code : 'unknown'));
    }
  };
  return (
    <Dialog
      title={t('customer.blockTitle', { email: customer.email })}
      description={t('customer.blockExplain')}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <DeskFieldErrors>
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextAreaField
            label={t('customer.blockReason')}
            hint={t('customer.blockReasonHint')}
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
              {isSubmitting ? t('customer.blocking') : t('customer.blockSubmit')}
            </button>
          </div>
        </form>
      </DeskFieldErrors>
    </Dialog>
  );
}
