import { LOCALES, type Language } from '../../../lib/language';

/** Attachment sizes: kB below one megabyte (a drawing of 13 bytes is not "0 MB"), SI units. */
export function formatAttachmentSize(sizeBytes: number, language: Language): string {
  const isSmall = sizeBytes < 1_000_000;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: isSmall ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(isSmall ? Math.max(0.1, sizeBytes / 1_000) : sizeBytes / 1_000_000);
}
