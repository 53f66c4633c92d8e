import { ADDRESS_LIMITS, type ShippingCountry } from '@print/contracts';
import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressFormValues } from './address-form-values';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import './fields.css';

type AddressField = keyof AddressFormValues;

/** Keys of a form's values that hold an address. */
type AddressKey<TValues> = {
  [K in keyof TValues & string]: TValues[K] extends AddressFormValues ? K : never;
}[keyof TValues & string];

export interface AddressFieldsetProps<TValues extends FieldValues> {
  readonly legend: string;
  /** Where the address sits in the form's values ('billingAddress', 'shippingInformation' …). */
  readonly name: AddressKey<TValues>;
  readonly register: UseFormRegister<TValues>;
  readonly errors: Partial<Record<AddressField, FieldError>> | undefined;
  /** The shipping countries; one that is not selectable is listed, but cannot be chosen. */
  readonly countries: readonly ShippingCountry[];
  /** Spec 2 §5: company is required on a checkout's billing address only. */
  readonly isCompanyRequired?: boolean;
  readonly vatNumber?: 'optional' | 'required' | 'hidden';
  readonly isReadOnly?: boolean;
  /** Said politely to screen readers (a town filled in for the postal code). */
  readonly announcement?: string;
  /** The surrounding form's frame for its fieldsets. */
  readonly className?: string;
}

// [field, autocomplete token, spans both columns]; the required ones are spec 2 §5's.
const TEXT_FIELDS = [
  ['title', 'honorific-prefix', false],
  ['company', 'organization', false],
  ['firstname', 'given-name', false],
  ['lastname', 'family-name', false],
  ['street', 'address-line1', true],
  ['addressSuffix', 'address-line2', true],
  ['postalCode', 'postal-code', false],
  ['city', 'address-level2', false],
] as const;
const REQUIRED: ReadonlySet<AddressField> = new Set([
  'firstname',
  'lastname',
  'street',
  'postalCode',
  'city',
]);

/** One postal address as a fieldset: the account's addresses and the checkout's alike. */
export function AddressFieldset<TValues extends FieldValues>(props: AddressFieldsetProps<TValues>) {
  const { register, errors, isReadOnly = false, vatNumber = 'optional' } = props;
  const { t } = useTranslation();
  const path = (field: AddressField) => `${props.name}.${field}` as Path<TValues>;
  const isRequired = (field: AddressField) =>
    REQUIRED.has(field) || (field === 'company' && props.isCompanyRequired === true);
  const selectableCount = props.countries.filter((country) => country.isSelectable).length;
  const className = props.className ? `address-fieldset ${props.className}` : 'address-fieldset';
  return (
    <fieldset className={className}>
      <legend className="address-fieldset__legend">{props.legend}</legend>
      <div className="address-fieldset__grid">
        {TEXT_FIELDS.map(([field, autoComplete, isWide]) => (
          <TextField
            key={field}
            label={t(`address.${field}`)}
            isRequired={isRequired(field)}
            isWide={isWide}
            autoComplete={autoComplete}
            inputMode={field === 'postalCode' ? 'numeric' : undefined}
            maxLength={ADDRESS_LIMITS[field]}
            readOnly={isReadOnly}
            registration={register(path(field))}
            error={errors?.[field]}
          />
        ))}
        <SelectField
          label={t('address.country')}
          isRequired
          autoComplete="country"
          // With one selectable country (CH) there is nothing to choose: it shows at once.
          placeholder={selectableCount > 1 ? t('address.chooseCountry') : undefined}
          options={props.countries.map((country) => ({
            value: country._id,
            label: country.country,
            isDisabled: !country.isSelectable,
          }))}
          disabled={isReadOnly}
          registration={register(path('countryId'))}
          error={errors?.countryId}
        />
        {vatNumber !== 'hidden' && (
          <TextField
            label={t('address.vatRegistrationNumber')}
            isRequired={vatNumber === 'required'}
            autoComplete="off"
            maxLength={ADDRESS_LIMITS.vatRegistrationNumber}
            readOnly={isReadOnly}
            registration={register(path('vatRegistrationNumber'))}
            error={errors?.vatRegistrationNumber}
          />
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {props.announcement ?? ''}
      </p>
    </fieldset>
  );
}
