import { checkNewPassword } from '@print/domain';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver';

export interface NewPasswordFormValues {
  readonly password: string;
  readonly repeatPassword: string;
}

/**
 * A resolver for a form with a new password and its repeat: the contract's schema checks the
 * body (`toBody`), and the domain's rule the repeat ("Passwörter stimmen nicht überein.").
 */
export function newPasswordResolver<TValues extends NewPasswordFormValues>(
  schema: z.ZodType,
  toBody: (values: TValues) => unknown,
  renames: Readonly<Record<string, string>> = {},
) {
  return contractResolver<TValues>(
    schema,
    toBody,
    (values) => {
      const result = checkNewPassword(values.password, values.repeatPassword);
      return !result.ok && result.error.code === 'PASSWORDS_DO_NOT_MATCH'
        ? [['repeatPassword', 'PASSWORDS_DO_NOT_MATCH']]
        : [];
    },
    renames,
  );
}
