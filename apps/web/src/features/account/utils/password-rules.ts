import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@print/domain';

/**
 * Spec 2 §5 "Password change": the button is enabled only when the trimmed new password has at
 * least 8 characters (DECISIONS.md: 8..128), is within the maximum and equals the repeat.
 */
export function isPasswordChangeReady(
  oldPassword: string,
  newPassword: string,
  repeatPassword: string,
): boolean {
  const trimmedLength = newPassword.trim().length;
  return (
    oldPassword.length > 0 &&
    trimmedLength >= PASSWORD_MIN_LENGTH &&
    newPassword.length <= PASSWORD_MAX_LENGTH &&
    newPassword === repeatPassword
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
