import { zodResolver } from '@hookform/resolvers/zod';
import {
  BugReportFormSchema,
  ContactFormSchema,
  FORM_LIMITS,
  type BugReportFormInput,
  type ContactForm as ContactFormData,
} from '@print/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAnalytxFile } from '../../../lib/server-state/analytx-file';
import { useAuthStatus } from '../../../lib/server-state/auth-status';
import { useLocalizePath } from '../../../lib/use-route-language';
import { useFormSubmit } from '../api/use-form-submit';
import { useFormsText } from '../texts';
import { VAT_ID_HASH } from '../../../lib/modal-hashes';
import '../forms.css';
import { BugReportFields } from './bug-report-fields';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextAreaField, TextField } from '../../../components/text-field';
import { ConfirmationField, HoneypotField, SubmitButton } from './form-parts';
import { FormsFieldErrors } from './forms-field-errors';
import { MailField, NameFields } from './person-fields';

export type ContactFormValues = Partial<ContactFormData> &
  Partial<BugReportFormInput> & { isBugReport: boolean };

const contactResolver = zodResolver(ContactFormSchema) as unknown as Resolver<ContactFormValues>;
const bugResolver = zodResolver(BugReportFormSchema) as unknown as Resolver<ContactFormValues>;
/** The bug-report tick decides which schema validates (the description replaces the message). */
const resolver: Resolver<ContactFormValues> = (values, context, options) =>
  values.isBugReport
    ? bugResolver(values, context, options)
    : contactResolver(values, context, options);

/** Contact form with its bug-report mode (spec 2 §3, §5); success returns to the home page. */
export function ContactForm() {
  const t = useFormsText();
  const to = useLocalizePath();
  const navigate = useNavigate();
  const form = useForm<ContactFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { isBugReport: false, differentBrowsers: [], errorMessageOccurred: false },
  });
  const { register, handleSubmit, control, formState } = form;
  // Issue 13 point 5: the configurator links here with ?file= for a part no mode can print; the
  // request then carries the customer's own file to the shop (the API refuses anyone else's).
  const [searchParams] = useSearchParams();
  const quoteFileId = searchParams.get('file');
  const quoteFileQuery = useAnalytxFile(quoteFileId);
  const quoteFile = quoteFileQuery.data ?? null;
  useEffect(() => {
    if (!quoteFile) return;
    const subject = t('contact.quoteSubject', { name: quoteFile.name });
    if (!form.getValues('subject') && subject.length <= FORM_LIMITS.subject)
      form.setValue('subject', subject);
    const message = t('contact.quoteMessage', { name: quoteFile.name });
    if (!form.getValues('message') && message.length <= FORM_LIMITS.message)
      form.setValue('message', message);
  }, [quoteFile, form, t]);
  // Issue 24 point 13: a signed-in customer's name, e-mail and company fill the empty fields
  // (whenever the account arrives; what the visitor already typed is kept).
  const auth = useAuthStatus();
  const account = auth.data?.isLoggedIn === true ? auth.data.details : null;
  useEffect(() => {
    if (!account) return;
    const billing = account.billingInformation;
    const prefill = [
      ['firstName', billing.firstname],
      ['lastName', billing.lastname],
      ['mail', account.email],
      ['company', billing.company],
    ] as const;
    for (const [field, value] of prefill) {
      if (value && !form.getValues(field)) form.setValue(field, value, { shouldValidate: true });
    }
  }, [account, form]);
  const { errors } = formState;
  const isBugReport = useWatch({ control, name: 'isBugReport' });
  const message = useWatch({ control, name: 'message' }) ?? '';
  const submit = useFormSubmit(
    isBugReport ? 'bug-report' : 'contact',
    {
      successHeader: 'notify.contactSuccessHeader',
      success: 'notify.contactSuccess',
      failure: 'notify.contactFailure',
    },
    { onSuccess: () => void navigate(to('/')) },
  );

  return (
    <FormsFieldErrors>
      <form
        className="app-form contact-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(async (values) => {
            await submit(quoteFile ? { ...values, fileId: quoteFile._id } : values);
          })(event)
        }
      >
        <p className="app-form__hint">{t('requiredHint')}</p>
        {quoteFile && (
          <p className="contact-form__file" role="status" data-testid="quote-file">
            {t('contact.quoteFile', { name: quoteFile.name })}
          </p>
        )}
        {quoteFileId !== null && quoteFileQuery.isError && (
          <p className="contact-form__file" role="status">
            {t('contact.quoteFileUnknown')}
          </p>
        )}
        <CheckboxField label={t('contact.bugReport')} registration={register('isBugReport')} />
        <NameFields
          firstName={{
            registration: register('firstName'),
            error: errors.firstName,
            isRequired: true,
          }}
          lastName={{
            registration: register('lastName'),
            error: errors.lastName,
            isRequired: true,
          }}
        />
        <div className="app-form__row">
          <MailField registration={register('mail')} error={errors.mail} isRequired />
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={FORM_LIMITS.phone}
            registration={register('phone')}
            error={errors.phone}
          />
        </div>
        <TextField
          label={t('fields.company')}
          autoComplete="organization"
          maxLength={FORM_LIMITS.company}
          registration={register('company')}
          error={errors.company}
        />
        <TextField
          label={t('fields.subject')}
          maxLength={FORM_LIMITS.subject}
          registration={register('subject')}
          error={errors.subject}
        />
        {isBugReport ? (
          <BugReportFields form={form} />
        ) : (
          <TextAreaField
            label={t('fields.message')}
            isRequired
            maxLength={FORM_LIMITS.message}
            length={message.length}
            registration={register('message')}
            error={errors.message}
          />
        )}
        <ConfirmationField
          registration={register('confirmation')}
          error={errors.confirmation}
          privacyHref={to('/datenschutz')}
        />
        <HoneypotField registration={register('website')} />
        <SubmitButton isReady={formState.isValid} isSubmitting={formState.isSubmitting} />
      </form>
      <p className="contact-form__vat">
        {t('contact.vatIdQuestion')}{' '}
        <Link to={{ hash: VAT_ID_HASH }} preventScrollReset>
          {t('contact.vatIdAction')}
        </Link>
      </p>
    </FormsFieldErrors>
  );
}
