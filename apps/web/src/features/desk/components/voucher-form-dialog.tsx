import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminVoucherRequestSchema,
  type AdminVoucher,
  type AdminVoucherRequest,
} from '@print/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field';
import { Dialog } from '../../../components/dialog';
import { FieldErrorTexts } from '../../../components/field-error-texts';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { saveVoucher } from '../api/vouchers';
import { useDeskText } from '../texts';
import { moneyErrorText } from '../utils/money-desk-text';
import { centsToInput, parseChfToCents } from '../utils/money-input';
import { FormAlert } from './desk-form-errors';

/** The form's text fields, read into the contract's request (the server's own schema checks it). */
const FormSchema = z
  .object({
    code: z.string(),
    type: z.enum(['percentage', 'absolute']),
    value: z.string(),
    minValue: z.string(),
    fromDate: z.string(),
    toDate: z.string(),
    maxUsage: z.string(),
    freeShipping: z.boolean(),
  })
  .superRefine((values, context) => {
    const { request, unreadable } = toRequest(values);
    for (const field of unreadable)
      context.addIssue({
        code: 'custom',
        path: [field],
        message: field === 'maxUsage' ? 'VOUCHER_VALUE_INVALID' : 'AMOUNT_INVALID',
      });
    const parsed = AdminVoucherRequestSchema.safeParse(request);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'code');
      const path = field === 'minValueCents' ? 'minValue' : field;
      if (!(unreadable as readonly string[]).includes(path))
        context.addIssue({ code: 'custom', path: [path], message: issue.message });
    }
  });

type FormValues = z.infer<typeof FormSchema>;

type NumberField = 'value' | 'minValue' | 'maxUsage';

/**
 * The request read from the texts, and the number fields whose text could not be read (they
 * stand in with a valid value, so the other fields are still checked by the server's schema).
 */
function toRequest(values: FormValues): {
  readonly request: AdminVoucherRequest;
  readonly unreadable: readonly NumberField[];
} {
  const unreadable: NumberField[] = [];
  const valueText = values.value.trim().replace(',', '.');
  const value =
    values.type === 'absolute'
      ? parseChfToCents(valueText)
      : /^\d+(\.\d+)?$/.test(valueText)
        ? Number(valueText)
        : null;
  if (value === null) unreadable.push('value');
  const minValueCents = values.minValue.trim() === '' ? 0 : parseChfToCents(values.minValue);
  if (minValueCents === null) unreadable.push('minValue');
  const maxText = values.maxUsage.trim();
  const isMaxReadable = maxText === '' || /^\d+$/.test(maxText);
  if (!isMaxReadable) unreadable.push('maxUsage');
  return {
    unreadable,
    request: {
      code: values.code.trim(),
      type: values.type,
      value: value ?? 1,
      minValueCents: minValueCents ?? 0,
      fromDate: values.fromDate === '' ? null : values.fromDate,
      toDate: values.toDate === '' ? null : values.toDate,
      maxUsage: maxText === '' || !isMaxReadable ? null : Number(maxText),
      freeShipping: values.freeShipping,
    },
  };
}

function defaultsOf(voucher: AdminVoucher | null): FormValues {
  if (voucher === null)
    return {
      code: '',
      type: 'percentage',
      value: '',
      minValue: '',
      fromDate: '',
      toDate: '',
      maxUsage: '',
      freeShipping: false,
    };
  return {
    code: voucher.code,
    type: voucher.type,
    value: voucher.type === 'absolute' ? centsToInput(voucher.value) : String(voucher.value),
    minValue: voucher.minValueCents === 0 ? '' : centsToInput(voucher.minValueCents),
    fromDate: voucher.fromDate ?? '',
    toDate: voucher.toDate ?? '',
    maxUsage: voucher.maxUsage === null ? '' : String(voucher.maxUsage),
    freeShipping: voucher.freeShipping,
  };
}

/** Creates a voucher (voucher null) or edits one; a taken code is shown at the code field. */
export function VoucherFormDialog({
  voucher,
  onClose,
  onDone,
}: {
  readonly voucher: AdminVoucher | null;
  readonly onClose: () => void;
  readonly onDone: (voucher: AdminVoucher) => void;
}) {
  const t = useDeskText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaultsOf(voucher),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async (values: FormValues) => {
    setFailure(null);
    const { request, unreadable } = toRequest(values);
    if (unreadable.length > 0) return;
    try {
      onDone(await saveVoucher(voucher?.id ?? null, request));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown';
      if (code === 'VOUCHER_CODE_TAKEN') form.setError('code', { message: code });
      else setFailure(moneyErrorText(t, 'vouchers', code));
    }
  };
  return (
    <Dialog
      title={
        voucher === null
          ? t('vouchers.dialogCreate')
          : t('vouchers.dialogEdit', { code: voucher.code })
      }
      closeLabel={t('common.close')}
      onClose={onClose}
      className="desk-dialog"
    >
      <FieldErrorTexts
        describe={(error) => moneyErrorText(t, 'vouchers', error.message ?? 'REQUIRED')}
      >
        <form
          className="desk-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          <TextField
            label={t('vouchers.code')}
            hint={t('vouchers.codeHint')}
            isRequired
            autoComplete="off"
            error={errors.code}
            registration={form.register('code')}
          />
          <SelectField
            label={t('vouchers.type')}
            options={[
              { value: 'percentage', label: t('vouchers.types.percentage') },
              { value: 'absolute', label: t('vouchers.types.absolute') },
            ]}
            registration={form.register('type')}
          />
          <TextField
            label={t('vouchers.value')}
            hint={t('vouchers.valueHint')}
            isRequired
            inputMode="decimal"
            error={errors.value}
            registration={form.register('value')}
          />
          <TextField
            label={t('vouchers.minValue')}
            inputMode="decimal"
            error={errors.minValue}
            registration={form.register('minValue')}
          />
          <TextField
            label={t('vouchers.fromDate')}
            type="date"
            error={errors.fromDate}
            registration={form.register('fromDate')}
          />
          <TextField
            label={t('vouchers.toDate')}
            type="date"
            error={errors.toDate}
            registration={form.register('toDate')}
          />
          <TextField
            label={t('vouchers.maxUsage')}
            hint={t('vouchers.maxUsageHint')}
            inputMode="numeric"
            error={errors.maxUsage}
            registration={form.register('maxUsage')}
          />
          <CheckboxField
            label={t('vouchers.freeShipping')}
            registration={form.register('freeShipping')}
          />
          <FormAlert>{failure}</FormAlert>
          <div className="desk-form__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {isSubmitting ? t('vouchers.saving') : t('common.save')}
            </button>
          </div>
        </form>
      </FieldErrorTexts>
    </Dialog>
  );
}
