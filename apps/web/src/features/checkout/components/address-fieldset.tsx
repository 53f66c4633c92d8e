import type { ShippingCountry } from '@print/contracts';
import { NAME_MAX_LENGTH } from '@print/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCheckoutText } from '../texts';
import type { PaymentDetailsFormValues } from '../utils/payment-details-form';
import { FormField, useFieldErrorText } from './form-field';

export interface AddressFieldsetProps {
  readonly role: 'billingAddress' | 'shippingAddress';
  readonly legend: string;
  readonly register: UseFormRegister<PaymentDetailsFormValues>;
  readonly errors: FieldErrors<PaymentDetailsFormValues>;
  readonly countries: readonly ShippingCountry[];
  readonly isReadOnly: boolean;
  /** Spec 2 §5: company is required on the billing address. */
  readonly isCompanyRequired: boolean;
  /** Spec 2 §5: a business customer in an EU country other than DE needs a VAT number. */
  readonly isVatRequired: boolean;
  readonly showVat: boolean;
  /** A town suggested for the postal code (announced politely), or null. */
  readonly suggestedTown: string | null;
}

/** One address of spec 2 §3; only selectable countries (CH) can be chosen (spec 2 §5). */
export function AddressFieldset(props: AddressFieldsetProps) {
  const { role, register, countries, isReadOnly } = props;
  const t = useCheckoutText();
  const errorText = useFieldErrorText();
  const errors = props.errors[role];
  const id = (field: string) => `${role}-${field}`;
  const common = { readOnly: isReadOnly };
  const countryError = errorText(errors?.countryId);
  return (
    <fieldset className="checkout-fieldset">
      <legend>{props.legend}</legend>
      <div className="form-grid">
        <FormField
          id={id('company')}
          className="form-field--wide"
          label={props.isCompanyRequired ? t('address.company') : t('address.companyOptional')}
          autoComplete="organization"
          error={errors?.company}
          {...common}
          {...register(`${role}.company`)}
        />
        <FormField
          id={id('firstname')}
          label={t('address.firstname')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors?.firstname}
          {...common}
          {...register(`${role}.firstname`)}
        />
        <FormField
          id={id('lastname')}
          label={t('address.lastname')}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          error={errors?.lastname}
          {...common}
          {...register(`${role}.lastname`)}
        />
        <FormField
          id={id('street')}
          className="form-field--wide"
          label={t('address.street')}
          autoComplete="street-address"
          error={errors?.street}
          {...common}
          {...register(`${role}.street`)}
        />
        <FormField
          id={id('addressSuffix')}
          className="form-field--wide"
          label={t('address.addressSuffix')}
          error={errors?.addressSuffix}
          {...common}
          {...register(`${role}.addressSuffix`)}
        />
        <FormField
          id={id('postalCode')}
          label={t('address.postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors?.postalCode}
          {...common}
          {...register(`${role}.postalCode`)}
        />
        <FormField
          id={id('city')}
          label={t('address.city')}
          autoComplete="address-level2"
          error={errors?.city}
          {...common}
          {...register(`${role}.city`)}
        />
        <div className="form-field">
          <label htmlFor={id('countryId')}>{t('address.country')}</label>
          <select
            id={id('countryId')}
            autoComplete="country"
            disabled={isReadOnly}
            aria-invalid={countryError !== null}
            aria-describedby={countryError !== null ? `${id('countryId')}-error` : undefined}
            {...register(`${role}.countryId`)}
          >
            {countries.map((country) => (
              <option key={country._id} value={country._id} disabled={!country.isSelectable}>
                {country.country}
              </option>
            ))}
          </select>
          {countryError !== null && (
            <p className="form-field__error" id={`${id('countryId')}-error`}>
              {countryError}
            </p>
          )}
        </div>
        {props.showVat && (
          <FormField
            id={id('vatRegistrationNumber')}
            label={
              props.isVatRequired
                ? t('address.vatRegistrationNumberRequired')
                : t('address.vatRegistrationNumber')
            }
            error={errors?.vatRegistrationNumber}
            {...common}
            {...register(`${role}.vatRegistrationNumber`)}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {props.suggestedTown !== null
          ? t('address.citySuggested', { city: props.suggestedTown })
          : ''}
      </p>
    </fieldset>
  );
}
