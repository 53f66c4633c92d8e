import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_LIMITS,
  NewsletterFormSchema,
  SALUTATIONS,
  type NewsletterForm,
} from '@print/contracts';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Dialog } from '../../../components/dialog';
import { IconClose } from '../../../components/icons';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useFormSubmit } from '../api/use-form-submit';
import { useFormsText } from '../texts';
import { ConfirmationField, HoneypotField, SelectField, SubmitButton, TextField } from './fields';

const resolver = zodResolver(NewsletterFormSchema) as unknown as Resolver<Partial<NewsletterForm>>;

/** Newsletter sign-up (spec 2 §3/§5/§8); the API mails a confirmation link (double opt-in). */
export function NewsletterModal({ onClose }: { readonly onClose: () => void }) {
  const t = useFormsText();
  const to = useLocalizePath();
  const titleId = useId();
  const introId = useId();
  const { register, handleSubmit, formState } = useForm<Partial<NewsletterForm>>({
    resolver,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const submit = useFormSubmit(
    'newsletter',
    {
      successHeader: 'notify.newsletterSuccessHeader',
      success: 'notify.newsletterSuccess',
      failure: 'notify.newsletterFailure',
    },
    { onSuccess: onClose },
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
      <h2 id={titleId}>{t('newsletter.title')}</h2>
      <p id={introId}>{t('newsletter.intro')}</p>
      <form
        className="app-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            await submit(values);
          })(event)
        }
      >
        <SelectField
          label={t('newsletter.salutation')}
          isRequired
          placeholder={t('bug.choose')}
          options={SALUTATIONS.map((value) => ({
            value,
            label: t(`newsletter.salutations.${value}`),
          }))}
          registration={register('salutation')}
          error={errors.salutation}
        />
        <div className="app-form__row">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={FORM_LIMITS.name}
            registration={register('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={t('fields.lastName')}
            isRequired
            autoComplete="family-name"
            maxLength={FORM_LIMITS.name}
            registration={register('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={t('newsletter.firm')}
          autoComplete="organization"
          maxLength={FORM_LIMITS.address}
          registration={register('firm')}
          error={errors.firm}
        />
        <TextField
          label={t('newsletter.street')}
          autoComplete="street-address"
          maxLength={FORM_LIMITS.address}
          registration={register('street')}
          error={errors.street}
        />
        <div className="app-form__row">
          <TextField
            label={t('newsletter.plz')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            registration={register('plz')}
            error={errors.plz}
          />
          <TextField
            label={t('newsletter.location')}
            autoComplete="address-level2"
            maxLength={FORM_LIMITS.address}
            registration={register('location')}
            error={errors.location}
          />
        </div>
        <TextField
          label={t('fields.mail')}
          type="email"
          isRequired
          autoComplete="email"
          maxLength={FORM_LIMITS.email}
          registration={register('mail')}
          error={errors.mail}
        />
        <ConfirmationField
          registration={register('confirmation')}
          error={errors.confirmation}
          privacyHref={to('/datenschutz')}
        />
        <HoneypotField registration={register('website')} />
        <div className="app-form__actions">
          <SubmitButton isReady={formState.isValid} isSubmitting={formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
