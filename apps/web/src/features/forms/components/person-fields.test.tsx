import { render, screen } from '@testing-library/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MailField, NameFields } from './person-fields';

function registration(name: string): UseFormRegisterReturn {
  const settle = () => Promise.resolve();
  return { name, onChange: settle, onBlur: settle, ref: () => {} };
}

const REQUIRED = { type: 'too_small', message: 'validation.required' } as const;

describe('NameFields and MailField', () => {
  it('label the inputs, mark only the required ones and give the limits', () => {
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
    expect(first).toHaveAttribute('maxlength', '20');
    expect(first).not.toHaveAttribute('aria-required');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(first).not.toHaveAttribute('aria-describedby');
    const last = screen.getByLabelText('Nachname *');
    expect(last).toHaveAttribute('aria-required', 'true');
    expect(last).toHaveAttribute('autocomplete', 'family-name');
    const mail = screen.getByLabelText('E-Mail');
    expect(mail).toHaveAttribute('type', 'email');
    expect(mail).toHaveAttribute('autocomplete', 'email');
    expect(mail).toHaveAttribute('maxlength', '254');
  });

  it('wire an error to its input: invalid, described by the translated message', () => {
    render(
      <>
        <NameFields
          firstName={{ registration: registration('firstName'), error: REQUIRED, isRequired: true }}
          lastName={{ registration: registration('lastName'), error: undefined }}
        />
        <MailField
          registration={registration('mail')}
          error={{ type: 'invalid_format', message: 'validation.email' }}
          isRequired
        />
      </>,
    );
    const first = screen.getByLabelText('Vorname *');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByLabelText('Nachname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-Mail *')).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });
});
