import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ShippingCountry } from '@print/contracts';
import { PHONE_MAX_LENGTH, requiresVatNumber, type PaymentMethodContext } from '@print/domain';
import { usePostalCodeAutofill } from '../hooks/use-postal-code-autofill';
import { useCheckoutText } from '../texts';
import { createZodKeyResolver } from '../utils/form-resolver';
import {
  createPaymentDetailsFormSchema,
  type PaymentDetailsFormValues,
  type PaymentDetailsRules,
} from '../utils/payment-details-form';
import { AddressFieldset } from './address-fieldset';
import { FormField } from './form-field';
import { PaymentMethodFieldset } from './payment-method-fieldset';

export interface PaymentDetailsFormProps {
  readonly initialValues: PaymentDetailsFormValues;
  readonly rules: PaymentDetailsRules;
  readonly methodContext: PaymentMethodContext;
  readonly isReadOnly: boolean;
  readonly isLoggedIn: boolean;
  /** Every change of a new order's form (the draft kept in session storage). */
  readonly onChange?: (values: PaymentDetailsFormValues) => void;
  readonly onSubmit: (values: PaymentDetailsFormValues) => void;
  readonly actions: React.ReactNode;
}

function useTownSuggestion(
  form: UseFormReturn<PaymentDetailsFormValues>,
  role: 'billingAddress' | 'shippingAddress',
  countries: readonly ShippingCountry[],
): string | null {
  const [town, setTown] = useState<string | null>(null);
  const postalCode = useWatch({ control: form.control, name: `${role}.postalCode` });
  const countryId = useWatch({ control: form.control, name: `${role}.countryId` });
  const country = countries.find((entry) => entry._id === countryId) ?? null;
  usePostalCodeAutofill(postalCode, country, (suggested) => {
    form.setValue(`${role}.city`, suggested, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    setTown(suggested);
  });
  return town;
}

/** Spec 2 §2 payment details: customer data, addresses, payment method (read-only for an order). */
export function PaymentDetailsForm(props: PaymentDetailsFormProps) {
  const { rules, isReadOnly, onChange } = props;
  const t = useCheckoutText();
  // The rules change with the sign-in state and the cart; the resolver reads the latest.
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  });
  const resolver = useCallback<Resolver<PaymentDetailsFormValues>>(
    (values, context, options) =>
      createZodKeyResolver<PaymentDetailsFormValues>(
        createPaymentDetailsFormSchema(rulesRef.current),
      )(values, context, options),
    [],
  );
  const form = useForm<PaymentDetailsFormValues>({
    defaultValues: props.initialValues,
    resolver,
    mode: 'onTouched',
  });
  const { register, formState } = form;
  useEffect(() => {
    if (onChange === undefined) return;
    return form.subscribe({
      formState: { values: true },
      callback: () => onChange(form.getValues()),
    });
  }, [form, onChange]);
  const billingTown = useTownSuggestion(form, 'billingAddress', rules.countries);
  const shippingTown = useTownSuggestion(form, 'shippingAddress', rules.countries);
  const isShippingDifferent = useWatch({ control: form.control, name: 'isShippingDifferent' });
  const billingCountryId = useWatch({ control: form.control, name: 'billingAddress.countryId' });
  const billingCountry = rules.countries.find((c) => c._id === billingCountryId) ?? null;
  const isVatRequired = requiresVatNumber({
    isBusinessCustomer: rules.isBusinessCustomer,
    country: billingCountry,
  });
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(props.onSubmit)(event)}
    >
      {hasErrors && formState.isSubmitted && (
        <p className="form-summary" role="alert">
          {t('validation.summary')}
        </p>
      )}
      <fieldset className="checkout-fieldset">
        <legend>{t('details.customer')}</legend>
        <div className="form-grid">
          <FormField
            id="email"
            type="email"
            label={t('details.email')}
            autoComplete="email"
            readOnly={isReadOnly}
            error={formState.errors.email}
            {...register('email')}
          />
          <FormField
            id="phone"
            type="tel"
            label={t('details.phone')}
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            readOnly={isReadOnly}
            error={formState.errors.phone}
            {...register('phone')}
          />
          <FormField
            id="referenceNumber"
            className="form-field--wide"
            label={t('details.referenceNumber')}
            readOnly={isReadOnly}
            error={formState.errors.referenceNumber}
            {...register('referenceNumber')}
          />
        </div>
      </fieldset>
      <AddressFieldset
        role="billingAddress"
        legend={t('details.billingAddress')}
        register={register}
        errors={formState.errors}
        countries={rules.countries}
        isReadOnly={isReadOnly}
        isCompanyRequired
        isVatRequired={isVatRequired}
        showVat={rules.isBusinessCustomer}
        suggestedTown={billingTown}
      />
      <div className="checkbox-field">
        <input
          type="checkbox"
          id="isShippingDifferent"
          disabled={isReadOnly}
          {...register('isShippingDifferent')}
        />
        <label htmlFor="isShippingDifferent">{t('details.shippingDiffers')}</label>
      </div>
      {isShippingDifferent && (
        <AddressFieldset
          role="shippingAddress"
          legend={t('details.shippingAddress')}
          register={register}
          errors={formState.errors}
          countries={rules.countries}
          isReadOnly={isReadOnly}
          isCompanyRequired={false}
          isVatRequired={false}
          showVat={false}
          suggestedTown={shippingTown}
        />
      )}
      <PaymentMethodFieldset
        register={register}
        context={props.methodContext}
        isReadOnly={isReadOnly}
        error={formState.errors.billingPaymentMethod}
      />
      {props.isLoggedIn && !isReadOnly && (
        <div className="checkbox-field">
          <input type="checkbox" id="saveNewAddress" {...register('saveNewAddress')} />
          <label htmlFor="saveNewAddress">{t('details.saveAddress')}</label>
        </div>
      )}
      <div className="checkout-actions">{props.actions}</div>
    </form>
  );
}
