import { useQueryClient } from '@tanstack/react-query';
import type { UserDetailsResponse } from '@print/contracts';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { invalidateAuthStatus } from '../../../lib/server-state/auth-status';
import { notify } from '../../../stores/notification-store';
import { updateUserDetails } from '../api/auth-api';
import { useCountriesResolver } from '../hooks/use-countries-resolver';
import { useCountryFields } from '../hooks/use-country-fields';
import { useSelectableCountries } from '../hooks/use-selectable-countries';
import { readFieldIssues } from '../utils/server-issues';
import { useAccountText } from '../texts';
import {
  createCustomerDataResolver,
  toCustomerDataForm,
  toUpdateRequest,
  type CustomerDataFormValues,
} from '../utils/customer-data-form';
import { AddressFieldset } from '../../../components/address-fieldset';
import { CheckboxField } from '../../../components/checkbox-field';
import { useTownSuggestion } from '../../../components/town-suggestion';

const COUNTRY_FIELDS = [
  'billingInformation.countryId',
  'shippingInformation.countryId',
] as const satisfies readonly Path<CustomerDataFormValues>[];

export interface CustomerDataFormProps {
  readonly details: UserDetailsResponse;
  readonly headingLevel: 'h1' | 'h2';
  readonly title: string;
}

/**
 * Customer data with billing and shipping address and a save button (spec 2 §2 account and
 * /profile-update; §5 required fields; §8 "Speichern erfolgreich / Ihre Daten wurden
 * gespeichert", a failure the generic warning).
 */
export function CustomerDataForm({ details, headingLevel: Heading, title }: CustomerDataFormProps) {
  const t = useAccountText();
  const queryClient = useQueryClient();
  const countries = useSelectableCountries();
  const resolver = useCountriesResolver(countries, createCustomerDataResolver);
  const form = useForm<CustomerDataFormValues>({
    resolver,
    defaultValues: toCustomerDataForm(details),
  });
  const { errors, isSubmitting } = form.formState;
  const isShippingDifferent = useWatch({ control: form.control, name: 'isShippingDifferent' });
  const billingTown = useTownSuggestion(form, 'billingInformation', countries);
  const shippingTown = useTownSuggestion(form, 'shippingInformation', countries);
  const townText = (town: string | null) =>
    town === null ? undefined : t('address.citySuggested', { city: town });

  useCountryFields(form, COUNTRY_FIELDS, countries);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUserDetails(toUpdateRequest(values));
      notify({
        type: 'success',
        header: t('account.customer.savedHeader'),
        body: t('account.customer.savedBody'),
      });
      await invalidateAuthStatus(queryClient);
    } catch (error) {
      const issues = readFieldIssues(error);
      for (const [path, code] of issues) {
        form.setError(path as Path<CustomerDataFormValues>, { message: code });
      }
      if (issues.length === 0) {
        notify({
          type: 'warning',
          header: t('errors.genericHeader'),
          body: t('errors.genericBody'),
        });
      }
    }
  });

  return (
    <form className="account-form account-form--wide" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Heading className="account-section__title">{title}</Heading>
      <p className="account-form__meta">
        {t('fields.email')}: {details.email}
      </p>
      <AddressFieldset
        legend={t('address.billing')}
        name="billingInformation"
        register={form.register}
        errors={errors.billingInformation}
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
          name="shippingInformation"
          register={form.register}
          errors={errors.shippingInformation}
          countries={countries}
          announcement={townText(shippingTown)}
          className="account-fieldset"
        />
      )}
      <button className="button button--primary" type="submit" disabled={isSubmitting}>
        {t('account.customer.save')}
      </button>
    </form>
  );
}
