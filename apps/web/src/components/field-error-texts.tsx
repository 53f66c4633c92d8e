import { createContext, useContext, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The visitor's sentence for a form error. An error's message is a key of the form's own
 * vocabulary (a contract's code like TOO_LONG, or a translation key like validation.max20), so
 * the feature that owns the form translates it; `maxLength` is the field's limit, for messages
 * that name it.
 */
export type DescribeFieldError = (error: FieldError, maxLength: number | undefined) => string;

const FieldErrorTextsContext = createContext<DescribeFieldError | null>(null);

/** Gives the fields inside a form their error texts (see DescribeFieldError). */
export function FieldErrorTexts({
  describe,
  children,
}: {
  readonly describe: DescribeFieldError;
  readonly children: ReactNode;
}) {
  return <FieldErrorTextsContext value={describe}>{children}</FieldErrorTextsContext>;
}

/** The error text of a field; outside FieldErrorTexts a general "please check" stands in. */
export function useFieldErrorText(
  error: FieldError | undefined,
  maxLength?: number,
): string | undefined {
  const { t } = useTranslation();
  const describe = useContext(FieldErrorTextsContext);
  if (error === undefined) return undefined;
  return describe ? describe(error, maxLength) : t('fields.invalid');
}
