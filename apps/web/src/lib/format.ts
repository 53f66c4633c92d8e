import { LOCALES, type Language } from './language';

/** File size in megabytes (SI, as the 100 MB upload limit is), one decimal. */
export function formatFileSizeMb(sizeBytes: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(sizeBytes / 1_000_000);
}

/** A length in millimetres with the language's decimal separator (0,8 mm / 0.8 mm). */
export function formatMillimetres(valueMm: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: 'millimeter',
    maximumFractionDigits: 2,
  }).format(valueMm);
}

/** A tax rate given in basis points as a percentage number in the language's format (8,1 / 8.1). */
export function formatTaxRate(taxRateBp: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    taxRateBp / 100,
  );
}
