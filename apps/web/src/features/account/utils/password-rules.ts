import { checkPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@print/domain';

/**
 * Spec 2 §5 "Password change": the button is enabled only when the new password meets the
 * domain's rule (DECISIONS.md: 12..128, not only spaces, not one repeated character) and equals
 * the repeat.
 */
export function isPasswordChangeReady(
  oldPassword: string,
  newPassword: string,
  repeatPassword: string,
): boolean {
  return (
    oldPassword.length > 0 && checkPasswordRule(newPassword).ok && newPassword === repeatPassword
  );
}

/** The hints shown under a new password while typing (spec 2 §5 "Password reset"). */
export function passwordHints(
  password: string,
  repeatPassword: string,
): { readonly isLongEnough: boolean; readonly isShortEnough: boolean; readonly isEqual: boolean } {
  return {
    isLongEnough: password.length >= PASSWORD_MIN_LENGTH,
    isShortEnough: password.length <= PASSWORD_MAX_LENGTH,
    isEqual: password.length > 0 && password === repeatPassword,
  };
}
