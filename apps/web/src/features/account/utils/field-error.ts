import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from '@print/domain';
import type { FieldError } from 'react-hook-form';
import type { AccountText } from '../texts';

/** The validation codes of the auth contracts (and the API's answers) the pages translate. */
const KNOWN_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'EMAIL_INVALID',
  'USER_NAME_TOO_SHORT',
  'USER_NAME_TOO_LONG',
  'USER_NAME_INVALID',
  'USER_NAME_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'PASSWORD_TOO_SIMPLE',
  'PASSWORDS_DO_NOT_MATCH',
  'PRIVACY_REQUIRED',
  'POSTAL_CODE_INVALID',
  'COUNTRY_NOT_SELECTABLE',
] as const;
export type FieldErrorCode = (typeof KNOWN_CODES)[number];

export function isFieldErrorCode(code: string): code is FieldErrorCode {
  return (KNOWN_CODES as readonly string[]).includes(code);
}

/**
 * The text of a field's error in the page language. The contracts' messages are codes; a message
 * that is none (zod's own, e.g. an empty id) reads as "required", the only way a form reaches it.
 * `maxLength` is the field's limit, named by TOO_LONG.
 */
export function describeFieldError(
  t: AccountText,
  error: FieldError,
  maxLength: number | undefined,
): string {
  const code = error.message ?? '';
  const known: FieldErrorCode = isFieldErrorCode(code) ? code : 'REQUIRED';
  const isUserName = known.startsWith('USER_NAME');
  return t(`validation.${known}`, {
    count: maxLength ?? 0,
    min: isUserName ? USER_NAME_MIN_LENGTH : PASSWORD_MIN_LENGTH,
    max: isUserName ? USER_NAME_MAX_LENGTH : PASSWORD_MAX_LENGTH,
  });
}
