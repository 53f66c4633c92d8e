import { formatFileSize } from '../../../lib/format';
import type { Language } from '../../../lib/language';

/** Attachment sizes: kB below one megabyte, SI units (the one formatter, lib/format). */
export function formatAttachmentSize(sizeBytes: number, language: Language): string {
  return formatFileSize(sizeBytes, language);
}
