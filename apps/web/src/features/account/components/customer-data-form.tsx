import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDetailsResponse } from '@print/contracts';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { invalidateAuthStatus } from '../../../lib/server-state/auth-status';
import { notify } from '../../../stores/notification-store';
import { updateUserDetails } from '../api/auth-api';
import { useCountriesResolver } from '../hooks/use-countries-resolver';
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
  const defaultCountryId = countries.length === 1 ? countries[0]?._id : undefined;

  useEffect(() => {
    if (defaultCountryId === undefined) return;
    for (const name of ['billingInformation.countryId', 'shippingInformation.countryId'] as const) {
      if (form.getValues(name) === '') form.setValue(name, defaultCountryId);
    }
  }, [defaultCountryId, form]);

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
          className="account-fieldset"
        />
      )}
      <button className="button button--primary" type="submit" disabled={isSubmitting}>
        {t('account.customer.save')}
      </button>
    </form>
  );
}
