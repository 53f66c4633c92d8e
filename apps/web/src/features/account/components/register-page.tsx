import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/use-route-language';
import { signup } from '../api/auth-api';
import { useCountriesResolver } from '../hooks/use-countries-resolver';
import { useCountryFields } from '../hooks/use-country-fields';
import { useSelectableCountries } from '../hooks/use-selectable-countries';
import { readFieldIssues } from '../utils/server-issues';
import { useAccountText } from '../texts';
import { isApiError } from '../utils/api-error-code';
import {
  EMPTY_SIGNUP,
  createSignupResolver,
  toSignupRequest,
  type SignupFormValues,
} from '../utils/signup-form';
import { AddressFieldset } from '../../../components/address-fieldset';
import { PasswordFields } from './password-fields';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextField } from '../../../components/text-field';
import { useTownSuggestion } from '../../../components/town-suggestion';
import { AccountSection, FormMessage } from './account-section';

/**
 * /register (spec 2 §2, §5, §8): login data, billing and (when it differs) shipping address,
 * privacy consent. A taken name is said at the name; success asks to confirm the mailed link.
 */
const COUNTRY_FIELDS = [
  'billingAddress.countryId',
  'shippingAddress.countryId',
] as const satisfies readonly Path<SignupFormValues>[];

export function RegisterPage() {
  const t = useAccountText();
  const to = useLocalizePath();
  const countries = useSelectableCountries();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const resolver = useCountriesResolver(countries, createSignupResolver);
  const form = useForm<SignupFormValues>({ resolver, defaultValues: EMPTY_SIGNUP });
  const { errors, isSubmitting } = form.formState;
  const [isShippingDifferent, password, repeatPassword] = useWatch({
    control: form.control,
    name: ['isShippingDifferent', 'password', 'repeatPassword'],
  });
  const billingTown = useTownSuggestion(form, 'billingAddress', countries);
  const shippingTown = useTownSuggestion(form, 'shippingAddress', countries);
  const townText = (town: string | null) =>
    town === null ? undefined : t('address.citySuggested', { city: town });

  // With one selectable country (CH) it is chosen already; the list still shows it.
  useCountryFields(form, COUNTRY_FIELDS, countries);

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await signup(toSignupRequest(values));
      setOutcome('sent');
    } catch (error) {
      if (isApiError(error, 'USER_NAME_TAKEN')) {
        form.setError('username', { message: 'USER_NAME_TAKEN' }, { shouldFocus: true });
      } else if (isApiError(error, 'PASSWORD_TOO_COMMON')) {
        form.setError('password', { message: 'PASSWORD_TOO_COMMON' }, { shouldFocus: true });
      } else if (readFieldIssues(error).length > 0) {
        for (const [path, code] of readFieldIssues(error)) {
          form.setError(path as Path<SignupFormValues>, { message: code });
        }
      } else {
        setOutcome('failed');
      }
    }
  });

  if (outcome === 'sent') {
    return (
      <AccountSection title={t('register.title')}>
        <FormMessage tone="success">
          <strong>{t('register.sentHeader')}</strong> {t('register.sentBody')}
        </FormMessage>
      </AccountSection>
    );
  }

  return (
    <AccountSection title={t('register.title')} lead={t('register.lead')}>
      <form
        className="account-form account-form--wide"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        {outcome === 'failed' && <FormMessage tone="danger">{t('register.failed')}</FormMessage>}
        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t('register.account')}</legend>
          <div className="account-grid">
            <TextField
              label={t('fields.username')}
              registration={form.register('username')}
              autoComplete="username"
              isRequired
              error={errors.username}
            />
            <TextField
              label={t('fields.email')}
              type="email"
              registration={form.register('email')}
              autoComplete="email"
              isRequired
              error={errors.email}
            />
          </div>
          <PasswordFields
            passwordLabel={t('fields.password')}
            passwordRegistration={form.register('password')}
            repeatRegistration={form.register('repeatPassword')}
            password={password}
            repeatPassword={repeatPassword}
            passwordError={errors.password}
            repeatError={errors.repeatPassword}
          />
        </fieldset>
        <AddressFieldset
          legend={t('address.billing')}
          name="billingAddress"
          register={form.register}
          errors={errors.billingAddress}
          countries={countries}
          announcement={townText(billingTown)}
          className="account-fieldset"
        />
        <CheckboxField
          label={t('address.shippingDiffers')}
          registration={form.register('isShippingDifferent')}
        />
        {isShippingDifferent && (
          <AddressFieldset
            legend={t('address.shipping')}
            name="shippingAddress"
            register={form.register}
            errors={errors.shippingAddress}
            countries={countries}
            announcement={townText(shippingTown)}
            className="account-fieldset"
          />
        )}
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="fields.privacy"
              components={[<Link key="privacy" to={to('/datenschutz')} />]}
            />
          }
          registration={form.register('isPrivacyAccepted')}
          error={errors.isPrivacyAccepted}
        />
        <button className="button button--primary" type="submit" disabled={isSubmitting}>
          {t('register.submit')}
        </button>
        <p className="account-form__links">
          {t('register.haveAccount')} <Link to={to('/login')}>{t('register.login')}</Link>
        </p>
      </form>
    </AccountSection>
  );
}
