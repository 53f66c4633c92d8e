import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_LIMITS, VatIdFormSchema, type VatIdForm } from '@print/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { IconClose } from '../../../components/icons';
import { useFormSubmit } from '../api/use-form-submit';
import { useFormsText } from '../texts';
import { HoneypotField, SubmitButton, TextField } from './fields';

/** VAT-ID success stays 15 s (spec 2 §9). */
export const VAT_ID_NOTIFICATION_MS = 15_000;

/** "UStID hinterlegen" (spec 2 §2/§5/§8): success or failure, the modal closes either way. */
export function VatIdModal({ onClose }: { readonly onClose: () => void }) {
  const t = useFormsText();
  const titleId = useId();
  const introId = useId();
  const { register, handleSubmit, formState } = useForm<VatIdForm>({
    resolver: zodResolver(VatIdFormSchema),
    mode: 'onTouched',
  });
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
    <Dialog titleId={titleId} descriptionId={introId} onClose={onClose} className="form-modal">
      <button
        type="button"
        className="icon-button form-modal__close"
        aria-label={t('close')}
        onClick={onClose}
      >
        <IconClose />
      </button>
      <h2 id={titleId}>{t('vatId.title')}</h2>
      <p id={introId}>{t('vatId.intro')}</p>
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
          error={formState.errors.vatId}
        />
        <div className="app-form__row">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={FORM_LIMITS.name}
            registration={register('firstName')}
            error={formState.errors.firstName}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={FORM_LIMITS.name}
            registration={register('lastName')}
            error={formState.errors.lastName}
          />
        </div>
        <TextField
          label={t('fields.mail')}
          type="email"
          autoComplete="email"
          maxLength={FORM_LIMITS.email}
          registration={register('mail')}
          error={formState.errors.mail}
        />
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
