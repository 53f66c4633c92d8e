import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_LIMITS, VatIdFormSchema, type VatIdForm } from '@print/contracts';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../api/use-form-submit';
import { useFormsText } from '../texts';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { HoneypotField, SubmitButton } from './form-parts';
import { MailField, NameFields } from './person-fields';

/** VAT-ID success stays 15 s (spec 2 §9). */
export const VAT_ID_NOTIFICATION_MS = 15_000;

/** "UStID hinterlegen" (spec 2 §2/§5/§8): success or failure, the modal closes either way. */
export function VatIdModal({ onClose }: { readonly onClose: () => void }) {
  const t = useFormsText();
  const { register, handleSubmit, formState } = useForm<VatIdForm>({
    resolver: zodResolver(VatIdFormSchema),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const submit = useFormSubmit(
    'vat-id',
    {
      successHeader: 'notify.vatIdSuccessHeader',
      success: 'notify.vatIdSuccess',
      failure: 'notify.vatIdFailure',
      successDurationMs: VAT_ID_NOTIFICATION_MS,
    },
    { onSuccess: onClose, onFailure: onClose },
  );
  return (
    <Dialog
      title={t('vatId.title')}
      description={t('vatId.intro')}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <form
        className="app-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            await submit(values);
          })(event)
        }
      >
        <TextField
          label={t('vatId.label')}
          isRequired
          placeholder={t('vatId.placeholder')}
          maxLength={FORM_LIMITS.vatId}
          autoComplete="off"
          registration={register('vatId')}
          error={errors.vatId}
        />
        <NameFields
          firstName={{ registration: register('firstName'), error: errors.firstName }}
          lastName={{ registration: register('lastName'), error: errors.lastName }}
        />
        <MailField registration={register('mail')} error={errors.mail} />
        <HoneypotField registration={register('website')} />
        <div className="app-form__actions">
          <SubmitButton isReady={formState.isValid} isSubmitting={formState.isSubmitting} />
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
