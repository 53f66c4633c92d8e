import type { ShippingCountry } from '@print/contracts';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
// The app initialises i18next at start; the components' texts come from its common bundle.
import '../lib/i18n';
import { describe, expect, it } from 'vitest';
import { AddressFieldset } from './address-fieldset';
import { emptyAddress, type AddressFormValues } from './address-form-values';
import { FieldErrorTexts } from './field-error-texts';

const country = (id: string, name: string, isSelectable: boolean) =>
  ({ _id: id, country: name, isSelectable }) as ShippingCountry;
const COUNTRIES = [country('ch', 'Schweiz', true), country('de', 'Deutschland', false)];

interface Values {
  readonly billingAddress: AddressFormValues;
}

type Options = Partial<
  Pick<
    ComponentProps<typeof AddressFieldset<Values>>,
    'isCompanyRequired' | 'vatNumber' | 'isReadOnly' | 'errors' | 'announcement'
  >
>;

function Address(options: Options) {
  const form = useForm<Values>({ defaultValues: { billingAddress: emptyAddress('ch') } });
  return (
    <FieldErrorTexts describe={(error) => `Fehler ${error.message ?? ''}`}>
      <AddressFieldset
        legend="Rechnungsadresse"
        name="billingAddress"
        register={form.register}
        errors={options.errors}
        countries={COUNTRIES}
        {...options}
      />
    </FieldErrorTexts>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('AddressFieldset', () => {
  it('asks the contract’s address under the shared labels, marking spec 2 §5’s required ones', () => {
    render(<Address />);
    const group = screen.getByRole('group', { name: 'Rechnungsadresse' });
    const names = within(group)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(names).toEqual([
      'billingAddress.title',
      'billingAddress.company',
      'billingAddress.firstname',
      'billingAddress.lastname',
      'billingAddress.street',
      'billingAddress.addressSuffix',
      'billingAddress.postalCode',
      'billingAddress.city',
      'billingAddress.vatRegistrationNumber',
    ]);
    for (const required of ['Vorname', 'Nachname', 'Strasse und Hausnummer', 'PLZ', 'Ort']) {
      expect(textbox(required)).toHaveAttribute('aria-required', 'true');
    }
    expect(textbox('Firma')).not.toHaveAttribute('aria-required');
    // DECISIONS.md "Customer data": the limit is shown, never applied (no maxlength attribute).
    expect(textbox('Vorname')).toHaveAccessibleDescription('max. 50 Zeichen');
    expect(textbox('Vorname')).not.toHaveAttribute('maxlength');
  });

  it('lists every country, lets only the selectable ones be chosen, and starts on the one there is', () => {
    render(<Address />);
    const select = screen.getByRole('combobox', { name: 'Land' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Schweiz', 'Deutschland']);
    expect(within(select).getByRole('option', { name: 'Deutschland' })).toBeDisabled();
  });

  it('requires company and VAT number for checkout billing; hides the VAT number when asked', () => {
    const { unmount } = render(<Address isCompanyRequired vatNumber="required" />);
    expect(textbox('Firma')).toHaveAttribute('aria-required', 'true');
    expect(textbox('UID / USt-IdNr.')).toHaveAttribute('aria-required', 'true');
    unmount();
    render(<Address vatNumber="hidden" />);
    expect(screen.queryByRole('textbox', { name: 'UID / USt-IdNr.' })).not.toBeInTheDocument();
  });

  it('shows a placed order read-only and ties each error to its field', () => {
    render(
      <Address
        isReadOnly
        errors={{ street: { type: 'required', message: 'REQUIRED' } }}
        announcement="Ort zur PLZ ergänzt: Zürich"
      />,
    );
    expect(textbox('PLZ')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Land' })).toBeDisabled();
    expect(textbox('Strasse und Hausnummer')).toHaveAccessibleDescription(
      'Fehler REQUIRED max. 100 Zeichen',
    );
    expect(screen.getByText('Ort zur PLZ ergänzt: Zürich')).toHaveAttribute('aria-live', 'polite');
  });
});
