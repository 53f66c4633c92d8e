import { desk as deskDe } from '../../../locales/de/desk';
import { errorText, type DeskText } from '../texts';

type Section = 'refunds' | 'vouchers';

/**
 * The text of an error code in the refunds' or vouchers' own block (issue 26), else the desk's
 * shared error texts. Details such as PayPal's issue code fill the placeholders.
 */
export function moneyErrorText(
  t: DeskText,
  section: Section,
  code: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const own: Readonly<Record<string, string>> = deskDe[section].errors;
  if (code in own)
    return t(`${section}.errors.${code}` as 'refunds.errors.IBAN_INVALID', {
      issue: '',
      ...values,
    });
  return errorText(t, code, values);
}
