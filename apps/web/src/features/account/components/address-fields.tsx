import { useId } from 'react';
import { ADDRESS_LIMITS } from '@print/contracts';
import type { FieldError, UseFormRegister, FieldValues, Path } from 'react-hook-form';
import type { ShippingCountry } from '@print/contracts';
import { useAccountText } from '../texts';
import { describeFieldError } from '../utils/field-error';
import type { AddressFormValues } from '../utils/address-form';
import { TextField } from './form-controls';

type AddressErrors = Partial<Record<keyof AddressFormValues, FieldError>> | undefined;

export interface AddressFieldsProps<TValues extends FieldValues> {
  readonly legend: string;
  /** The form path of this address ('billingAddress', 'shippingInformation' …). */
  readonly prefix: string;
  readonly register: UseFormRegister<TValues>;
  readonly errors: AddressErrors;
  readonly countries: readonly ShippingCountry[];
  /** Company is required for checkout billing only; shown as optional here. */
  readonly isCompanyRequired?: boolean;
}

const TEXT_FIELDS = [
  ['title', false, 'honorific-prefix'],
  ['firstname', true, 'given-name'],
  ['lastname', true, 'family-name'],
  ['company', false, 'organization'],
  ['street', true, 'address-line1'],
  ['addressSuffix', false, 'address-line2'],
  ['postalCode', true, 'postal-code'],
  ['city', true, 'address-level2'],
  ['vatRegistrationNumber', false, 'off'],
] as const;

/** One address (spec 2 §3 "Address") as a fieldset; required marks follow spec 2 §5. */
export function AddressFields<TValues extends FieldValues>(props: AddressFieldsProps<TValues>) {
  const { legend, prefix, register, errors, countries } = props;
  const t = useAccountText();
  const countryId = useId();
  const countryError = describeFieldError(t, errors?.countryId?.message);
  const field = (name: keyof AddressFormValues) => `${prefix}.${name}` as Path<TValues>;
  return (
    <fieldset className="account-fieldset">
      <legend className="account-fieldset__legend">{legend}</legend>
      <div className="account-grid">
        {TEXT_FIELDS.map(([name, isRequired, autoComplete]) => (
          <TextField
            key={name}
            label={t(`address.${name}`)}
            registration={register(field(name))}
            isRequired={isRequired || (name === 'company' && props.isCompanyRequired === true)}
            autoComplete={autoComplete}
            maxLength={ADDRESS_LIMITS[name]}
            error={describeFieldError(t, errors?.[name]?.message, ADDRESS_LIMITS[name])}
          />
        ))}
        <div className="account-field">
          <label className="account-field__label" htmlFor={countryId}>
            {t('address.country')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={countryId}
            className="account-field__input"
            aria-required={true}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            autoComplete="country"
            {...register(field('countryId'))}
          >
            <option value="">{t('address.chooseCountry')}</option>
            {countries.map((country) => (
              <option key={country._id} value={country._id}>
                {country.country}
              </option>
            ))}
          </select>
          {countryError && (
            <p id={`${countryId}-error`} className="account-field__error">
              {countryError}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
