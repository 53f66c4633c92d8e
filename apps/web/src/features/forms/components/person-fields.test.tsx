import { render, screen } from '@testing-library/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormsFieldErrors } from './forms-field-errors';
import { MailField, NameFields } from './person-fields';

function registration(name: string): UseFormRegisterReturn {
  const settle = () => Promise.resolve();
  return { name, onChange: settle, onBlur: settle, ref: () => {} };
}

const REQUIRED = { type: 'too_small', message: 'validation.required' } as const;

describe('NameFields and MailField', () => {
  it('label the inputs, mark only the required ones and show the name limits', () => {
    render(
      <>
        <NameFields
          firstName={{ registration: registration('firstName'), error: undefined }}
          lastName={{ registration: registration('lastName'), error: undefined, isRequired: true }}
        />
        <MailField registration={registration('mail')} error={undefined} />
      </>,
    );
    const first = screen.getByLabelText('Vorname');
    expect(first).toHaveAttribute('name', 'firstName');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    // The limit is said, not applied: a longer name gets an error instead of being cut.
    expect(first).not.toHaveAttribute('maxlength');
    expect(first).toHaveAccessibleDescription('max. 50 Zeichen');
    expect(first).not.toHaveAttribute('aria-required');
    expect(first).not.toHaveAttribute('aria-invalid');
    const last = screen.getByLabelText('Nachname *');
    expect(last).toHaveAttribute('aria-required', 'true');
    expect(last).toHaveAttribute('autocomplete', 'family-name');
    const mail = screen.getByLabelText('E-Mail');
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toHaveAttribute('autocomplete', 'email');
    expect(mail).not.toHaveAttribute('aria-describedby');
  });

  it('wire an error to its input: invalid, described by the translated message', () => {
    render(
      <FormsFieldErrors>
        <NameFields
          firstName={{ registration: registration('firstName'), error: REQUIRED, isRequired: true }}
          lastName={{ registration: registration('lastName'), error: undefined }}
        />
        <MailField
          registration={registration('mail')}
          error={{ type: 'invalid_format', message: 'validation.email' }}
          isRequired
        />
      </FormsFieldErrors>,
    );
    const first = screen.getByLabelText('Vorname *');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus. max. 50 Zeichen');
    expect(screen.getByLabelText('Nachname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-Mail *')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });
});
