import { BROWSERS, FORM_LIMITS, OPERATING_SYSTEMS } from '@print/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useFormsText } from '../texts';
import type { ContactFormValues } from './contact-form';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-field';
import { describeFormsError } from './forms-field-errors';

/** The description that replaces the message in bug-report mode (spec 2 §3). */
export function BugReportFields({ form }: { readonly form: UseFormReturn<ContactFormValues> }) {
  const t = useFormsText();
  const { register, control, formState } = form;
  const { errors } = formState;
  const hasError = useWatch({ control, name: 'errorMessageOccurred' }) === true;
  const browserOptions = BROWSERS.map((value) => ({ value, label: t(`browsers.${value}`) }));
  return (
    <fieldset className="app-form__group">
      <legend>{t('bug.legend')}</legend>
      <TextAreaField
        label={t('bug.userIntention')}
        isRequired
        maxLength={FORM_LIMITS.message}
        registration={register('userIntention')}
        error={errors.userIntention}
      />
      <TextAreaField
        label={t('bug.userExpectation')}
        isRequired
        maxLength={FORM_LIMITS.message}
        registration={register('userExpectation')}
        error={errors.userExpectation}
      />
      <TextAreaField
        label={t('bug.systemResponse')}
        isRequired
        maxLength={FORM_LIMITS.message}
        registration={register('systemResponse')}
        error={errors.systemResponse}
      />
      <div className="app-form__row">
        <SelectField
          label={t('bug.browserUsed')}
          isRequired
          placeholder={t('bug.choose')}
          options={browserOptions}
          registration={register('browserUsed')}
          error={errors.browserUsed}
        />
        <SelectField
          label={t('bug.osUsed')}
          isRequired
          placeholder={t('bug.choose')}
          options={OPERATING_SYSTEMS.map((value) => ({ value, label: t(`systems.${value}`) }))}
          registration={register('osUsed')}
          error={errors.osUsed}
        />
      </div>
      <fieldset className="app-form__choices">
        <legend>{t('bug.differentBrowsers')}</legend>
        {browserOptions.map((option) => (
          <label key={option.value} className="app-form__choice">
            <input type="checkbox" value={option.value} {...register('differentBrowsers')} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset
        className="app-form__choices"
        aria-describedby={errors.userCheckedInternetConnection ? 'bug-connection-error' : undefined}
      >
        <legend>
          {t('bug.userCheckedInternetConnection')}
          <span aria-hidden="true"> *</span>
        </legend>
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="app-form__choice">
            <input type="radio" value={value} {...register('userCheckedInternetConnection')} />
            {t(`bug.${value}`)}
          </label>
        ))}
        {errors.userCheckedInternetConnection && (
          <p id="bug-connection-error" className="field__error">
            {describeFormsError(t, errors.userCheckedInternetConnection)}
          </p>
        )}
      </fieldset>
      <CheckboxField
        label={t('bug.errorMessageOccurred')}
        registration={register('errorMessageOccurred')}
      />
      <TextAreaField
        label={t('bug.errorMessage')}
        maxLength={FORM_LIMITS.message}
        // Enabled only when an error occurred; a disabled field is not sent (spec 2 §5).
        registration={register('errorMessage', { disabled: !hasError })}
        error={errors.errorMessage}
      />
    </fieldset>
  );
}
