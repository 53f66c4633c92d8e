import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@print/domain';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useAccountText } from '../texts';
import { passwordHints } from '../utils/password-rules';
import { TextField } from '../../../components/text-field';

export interface PasswordFieldsProps {
  readonly passwordLabel: string;
  readonly passwordRegistration: UseFormRegisterReturn;
  readonly repeatRegistration: UseFormRegisterReturn;
  /** The current values, for the live hints. */
  readonly password: string;
  readonly repeatPassword: string;
  readonly passwordError?: FieldError | undefined;
  readonly repeatError?: FieldError | undefined;
}

/**
 * A new password and its repeat with the hints of spec 2 §5 ("at least 12 characters",
 * "passwords don't match") shown while typing; the rule is the domain's (DECISIONS.md: 12..128,
 * not only spaces, not one repeated character), its refusals come as field errors.
 */
export function PasswordFields(props: PasswordFieldsProps) {
  const t = useAccountText();
  const hints = passwordHints(props.password, props.repeatPassword);
  const lengthHint = hints.isShortEnough
    ? t('validation.PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH })
    : t('validation.PASSWORD_TOO_LONG', { max: PASSWORD_MAX_LENGTH });
  const isLengthOk = hints.isLongEnough && hints.isShortEnough;
  const showsMismatch = props.repeatPassword.length > 0 && !hints.isEqual;
  return (
    <div className="account-grid">
      <TextField
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        isRequired
        registration={props.passwordRegistration}
        hint={
          <span className={isLengthOk ? 'account-hint account-hint--ok' : 'account-hint'}>
            {lengthHint}
          </span>
        }
        error={props.passwordError}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        isRequired
        registration={props.repeatRegistration}
        hint={
          showsMismatch && props.repeatError === undefined ? (
            <span className="account-hint">{t('validation.PASSWORDS_DO_NOT_MATCH')}</span>
          ) : undefined
        }
        error={props.repeatError}
      />
    </div>
  );
}
