import { fireEvent, render, screen } from '@testing-library/react';
// The app initialises i18next at start; the components' texts come from its common bundle.
import '../lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { FieldErrorTexts } from './field-error-texts';
import { SelectField } from './select-field';
import { TextAreaField, TextField } from './text-field';

const REQUIRED = { type: 'required', message: 'REQUIRED' } as const;

describe('TextField', () => {
  it('names the input by its label; the required mark is seen, not read', () => {
    render(<TextField label="Vorname" isRequired autoComplete="given-name" />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a limit and never applies it (a longer text gets an error, not a cut)', () => {
    render(<TextField label="Nachname" maxLength={20} />);
    const input = screen.getByRole('textbox', { name: 'Nachname' });
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAccessibleDescription('max. 20 Zeichen');
    expect(screen.getByText('max. 20 Zeichen')).toBeVisible();
  });

  it('translates the error through the form’s vocabulary, with the limit; error, hint, limit', () => {
    const describe = vi.fn((error: { message?: string }, maxLength: number | undefined) =>
      error.message === 'TOO_LONG' ? `Höchstens ${maxLength} Zeichen.` : 'Pflichtfeld.',
    );
    render(
      <FieldErrorTexts describe={describe}>
        <TextField
          label="Strasse"
          maxLength={100}
          hint="mit Hausnummer"
          error={{ type: 'too_big', message: 'TOO_LONG' }}
        />
      </FieldErrorTexts>,
    );
    const input = screen.getByRole('textbox', { name: 'Strasse' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Höchstens 100 Zeichen. mit Hausnummer max. 100 Zeichen',
    );
  });

  it('says "please check" for an error outside any vocabulary', () => {
    render(<TextField label="Ort" error={REQUIRED} />);
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveAccessibleDescription(
      'Bitte prüfen Sie diese Angabe.',
    );
  });

  it('passes the input’s own attributes and the registration through', () => {
    const onChange = vi.fn(() => Promise.resolve());
    render(
      <TextField
        id="email"
        label="E-Mail"
        type="email"
        readOnly
        registration={{ name: 'email', onChange, onBlur: onChange, ref: () => {} }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('readonly');
  });
});

describe('TextAreaField', () => {
  it('counts the characters against the limit when it knows the length', () => {
    render(<TextAreaField label="Nachricht" maxLength={400} length={12} />);
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAccessibleDescription(
      '12 von 400 Zeichen',
    );
  });
});

describe('SelectField', () => {
  it('offers its options with an empty first choice; a disabled option cannot be picked', () => {
    render(
      <SelectField
        label="Land"
        isRequired
        placeholder="Land wählen"
        options={[
          { value: 'ch', label: 'Schweiz' },
          { value: 'de', label: 'Deutschland', isDisabled: true },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Land' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Deutschland' })).toBeDisabled();
    fireEvent.change(select, { target: { value: 'ch' } });
    expect(select).toHaveValue('ch');
  });
});

describe('CheckboxField', () => {
  it('is named by its label, shows what follows it and announces its error', () => {
    render(
      <FieldErrorTexts describe={() => 'Bitte zustimmen.'}>
        <CheckboxField label="AGB gelesen" isRequired error={REQUIRED}>
          <a href="/agb">AGB lesen</a>
        </CheckboxField>
      </FieldErrorTexts>,
    );
    const box = screen.getByRole('checkbox', { name: 'AGB gelesen' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Bitte zustimmen.');
    expect(screen.getByRole('link', { name: 'AGB lesen' })).toBeInTheDocument();
  });
});
