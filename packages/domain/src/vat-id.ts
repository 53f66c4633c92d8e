/**
 * The shop's Swiss VAT number as printed on invoices (MWSTG Art. 26): the UID "CHE-123.456.788"
 * with the VAT suffix MWST, TVA or IVA. The ninth digit is the UID check digit (eCH-0097: the
 * first eight digits weighted 5 4 3 2 7 6 5 4, sum mod 11, 11 − rest; 11 → 0, 10 never issued).
 */
const VAT_ID = /^CHE-(\d{3})\.(\d{3})\.(\d{3}) (MWST|TVA|IVA)$/;
const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4] as const;

export type SwissVatIdError = 'VAT_ID_FORMAT' | 'VAT_ID_CHECK_DIGIT';

/** The UID check digit of eight digits, or null when the rest gives 10 (no such UID). */
export function uidCheckDigit(firstEight: string): number | null {
  const sum = UID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstEight[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 10) return null;
  return digit === 11 ? 0 : digit;
}

/** null when valid; otherwise why not. Spaces around and runs of spaces are not accepted. */
export function checkSwissVatId(value: string): SwissVatIdError | null {
  const match = VAT_ID.exec(value);
  if (match === null) return 'VAT_ID_FORMAT';
  const digits = `${match[1]}${match[2]}${match[3]}`;
  return uidCheckDigit(digits.slice(0, 8)) === Number(digits[8]) ? null : 'VAT_ID_CHECK_DIGIT';
}
