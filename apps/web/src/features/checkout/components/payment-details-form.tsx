import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { ShippingCountry } from '@print/contracts';
import { isCompanyRequired, requiresVatNumber, type PaymentMethodContext } from '@print/domain';
import { AddressFieldset } from '../../../components/address-fieldset';
import { CheckboxField } from '../../../components/checkbox-field';
import { usePostalCodeAutofill } from '../hooks/use-postal-code-autofill';
import { useCheckoutText } from '../texts';
import { createZodKeyResolver } from '../utils/form-resolver';
import {
  createPaymentDetailsFormSchema,
  type PaymentDetailsFormValues,
  type PaymentDetailsRules,
} from '../utils/payment-details-form';
import { CheckoutFieldErrors } from './checkout-field-errors';
import { CustomerFieldset } from './customer-fieldset';
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

/** The form with the checkout's resolver (the latest rules) and the draft kept on every change. */
function usePaymentDetailsForm({
  initialValues,
  rules,
  onChange,
}: Pick<PaymentDetailsFormProps, 'initialValues' | 'rules' | 'onChange'>) {
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
    defaultValues: initialValues,
    resolver,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (onChange === undefined) return;
    return form.subscribe({
      formState: { values: true },
      callback: () => onChange(form.getValues()),
    });
  }, [form, onChange]);
  return form;
}

/** Spec 2 §5: business customers give a VAT number, required in an EU country other than DE. */
function useVatNumberField(
  form: UseFormReturn<PaymentDetailsFormValues>,
  rules: PaymentDetailsRules,
): 'optional' | 'required' | 'hidden' {
  const countryId = useWatch({ control: form.control, name: 'billingAddress.countryId' });
  if (!rules.isBusinessCustomer) return 'hidden';
  const country = rules.countries.find((entry) => entry._id === countryId) ?? null;
  return requiresVatNumber({ isBusinessCustomer: true, country }) ? 'required' : 'optional';
}

/** Spec 2 §2 payment details: customer data, addresses, payment method (read-only for an order). */
export function PaymentDetailsForm(props: PaymentDetailsFormProps) {
  const { rules, isReadOnly } = props;
  const t = useCheckoutText();
  const form = usePaymentDetailsForm(props);
  const { register, formState } = form;
  const billingTown = useTownSuggestion(form, 'billingAddress', rules.countries);
  const shippingTown = useTownSuggestion(form, 'shippingAddress', rules.countries);
  const isShippingDifferent = useWatch({ control: form.control, name: 'isShippingDifferent' });
  const vatNumber = useVatNumberField(form, rules);
  const hasErrors = Object.keys(formState.errors).length > 0;
  const townText = (town: string | null) =>
    town === null ? '' : t('address.citySuggested', { city: town });

  return (
    <CheckoutFieldErrors>
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
        <CustomerFieldset register={register} errors={formState.errors} isReadOnly={isReadOnly} />
        <AddressFieldset
          className="checkout-fieldset"
          legend={t('details.billingAddress')}
          name="billingAddress"
          register={register}
          errors={formState.errors.billingAddress}
          countries={rules.countries}
          isReadOnly={isReadOnly}
          isCompanyRequired={isCompanyRequired(rules)}
          vatNumber={vatNumber}
          announcement={townText(billingTown)}
        />
        <CheckboxField
          id="isShippingDifferent"
          label={t('details.shippingDiffers')}
          disabled={isReadOnly}
          registration={register('isShippingDifferent')}
        />
        {isShippingDifferent && (
          <AddressFieldset
            className="checkout-fieldset"
            legend={t('details.shippingAddress')}
            name="shippingAddress"
            register={register}
            errors={formState.errors.shippingAddress}
            countries={rules.countries}
            isReadOnly={isReadOnly}
            vatNumber="hidden"
            announcement={townText(shippingTown)}
          />
        )}
        <PaymentMethodFieldset
          register={register}
          context={props.methodContext}
          isReadOnly={isReadOnly}
          error={formState.errors.billingPaymentMethod}
        />
        {props.isLoggedIn && !isReadOnly && (
          <CheckboxField
            id="saveNewAddress"
            label={t('details.saveAddress')}
            registration={register('saveNewAddress')}
          />
        )}
        <div className="checkout-actions">{props.actions}</div>
      </form>
    </CheckoutFieldErrors>
  );
}
