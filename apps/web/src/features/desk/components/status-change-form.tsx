import { zodResolver } from '@hookform/resolvers/zod';
import { AdminStatusChangeRequestSchema } from '@print/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextAreaField } from '../../../components/text-field';
import { useDeskText } from '../texts';
import { DeskFieldErrors, FormAlert } from './desk-form-errors';

const ReasonSchema = AdminStatusChangeRequestSchema.pick({ reason: true, notifyCustomer: true });
type ReasonValues = z.input<typeof ReasonSchema>;
export type ReasonResult = z.output<typeof ReasonSchema>;

/** Reason (required) and "notify the customer", validated by the server's own schema. */
export function StatusChangeForm({
  failure,
  onSubmit,
  onCancel,
  children,
}: {
  readonly failure: string | null;
  readonly onSubmit: (values: ReasonResult) => Promise<void>;
  readonly onCancel: () => void;
  readonly children?: ReactNode;
}) {
  const t = useDeskText();
  const form = useForm<ReasonValues, unknown, ReasonResult>({
    resolver: zodResolver(ReasonSchema),
    defaultValues: { reason: '', notifyCustomer: true },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <DeskFieldErrors>
      <form
        className="desk-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        {children}
        <TextAreaField
          label={t('status.reason')}
          hint={t('status.reasonHint')}
          isRequired
          rows={3}
          error={errors.reason}
          registration={form.register('reason')}
        />
        <CheckboxField label={t('status.notify')} registration={form.register('notifyCustomer')}>
          <span className="desk-hint">{t('status.notifyHint')}</span>
        </CheckboxField>
        <FormAlert>{failure}</FormAlert>
        <div className="desk-form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('status.submitting') : t('status.submit')}
          </button>
        </div>
      </form>
    </DeskFieldErrors>
  );
}
