import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_LIMITS,
  NewsletterFormSchema,
  SALUTATIONS,
  type NewsletterForm,
} from '@print/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useFormSubmit } from '../api/use-form-submit';
import { useFormsText } from '../texts';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { ConfirmationField, HoneypotField, SubmitButton } from './form-parts';
import { MailField, NameFields } from './person-fields';

const resolver = zodResolver(NewsletterFormSchema) as unknown as Resolver<Partial<NewsletterForm>>;

/** Newsletter sign-up (spec 2 §3/§5/§8); the API mails a confirmation link (double opt-in). */
export function NewsletterModal({ onClose }: { readonly onClose: () => void }) {
  const t = useFormsText();
  const to = useLocalizePath();
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
    <Dialog
      title={t('newsletter.title')}
      description={t('newsletter.intro')}
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
        <NameFields
          firstName={{ registration: register('firstName'), error: errors.firstName }}
          lastName={{
            registration: register('lastName'),
            error: errors.lastName,
            isRequired: true,
          }}
        />
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
        <MailField registration={register('mail')} error={errors.mail} isRequired />
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
