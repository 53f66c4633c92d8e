import { formatChf, formatChfOrEmpty, formatDeliveryDate as formatDate } from '@print/domain';
import { LOCALES, type Language } from './language';

/**
 * The one place the web formats money and numbers (issue 13 point 9). Money has one format in
 * every language, the one DECISIONS.md names (`CHF 1'234.50`, zero `CHF 0.00`, negative
 * `– CHF 8.12`), implemented once in @print/domain. Numbers have one format per language:
 * the language's locale (LOCALES), never a locale written at the call site. ESLint forbids
 * `Intl.NumberFormat`, `toLocaleString` and `toFixed` for display elsewhere in apps/web.
 */
export const formatMoney: (cents: number | null | undefined) => string = formatChf;
/**
 * A delivery date (YYYY-MM-DD from the server) in the page's language: the same formatter as the
 * PDF and the order mail (packages/domain formatDeliveryDate), so they cannot disagree.
 */
export const formatDeliveryDate = (isoDate: string, language: Language): string =>
  formatDate(isoDate, language);
/** A missing (non-printable) price shows an empty text (spec 1). */
export const formatMoneyOrEmpty: (cents: number | null) => string = formatChfOrEmpty;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat(LOCALES[language], options);
    formatters.set(key, found);
  }
  return found;
}

/** A number in the language's notation, at most `maximumFractionDigits` decimals (1.234,5 / 1,234.5). */
export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return formatter(language, { maximumFractionDigits }).format(value);
}

/**
 * A measured figure (mm in reason texts): at most two decimals; below 0.1 two significant digits,
 * so a real thin wall never reads "0" (issue 13 point 4).
 */
export function formatMeasure(value: number, language: Language): string {
  if (value > 0 && value < 0.1) {
    return formatter(language, { maximumSignificantDigits: 2 }).format(value);
  }
  return formatNumber(value, language);
}

/** Dimensions as "10 × 20,5 × 30" (no unit), at most two decimals (three when all are below 1). */
export function formatDimensions(
  dimensions: { readonly x: number; readonly y: number; readonly z: number },
  language: Language,
): string {
  const largest = Math.max(dimensions.x, dimensions.y, dimensions.z);
  const digits = largest < 1 ? 3 : 2;
  return [dimensions.x, dimensions.y, dimensions.z]
    .map((value) => formatNumber(value, language, digits))
    .join(' × ');
}

/** File size in megabytes (SI, as the 100 MB upload limit is), one decimal. */
export function formatFileSizeMb(sizeBytes: number, language: Language): string {
  return formatter(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(sizeBytes / 1_000_000);
}

/** File sizes: kB below one megabyte (a drawing of 13 bytes is not "0 MB"), SI units. */
export function formatFileSize(sizeBytes: number, language: Language): string {
  if (sizeBytes >= 1_000_000) return formatFileSizeMb(sizeBytes, language);
  return formatter(language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(Math.max(0.1, sizeBytes / 1_000));
}

/** A length in millimetres with the language's decimal separator (0,8 mm / 0.8 mm). */
export function formatMillimetres(valueMm: number, language: Language): string {
  return formatter(language, {
    style: 'unit',
    unit: 'millimeter',
    maximumFractionDigits: 2,
  }).format(valueMm);
}

/** A tax rate given in basis points as a percentage number in the language's format (8,1 / 8.1). */
export function formatTaxRate(taxRateBp: number, language: Language): string {
  return formatNumber(taxRateBp / 100, language);
}
