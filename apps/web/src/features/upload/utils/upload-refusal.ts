import { ALLOWED_UPLOAD_EXTENSIONS, checkUploadFileName, extractExtension } from '@print/domain';
import type { UploadText } from '../texts';

export interface UploadRefusal {
  readonly header: string;
  readonly body: string;
}

/** Supported formats as a reader sees them: "STL, 3MF, …". */
export function listSupportedFormats(): string {
  return ALLOWED_UPLOAD_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
}

/**
 * Spec 1 §5 client-side check before anything is sent: unknown types get "Dateien vom Typ .{ext}
 * werden nicht unterstützt." plus the supported formats, files over 100 MB "file too large".
 */
export function checkFileForUpload(
  file: { readonly name: string; readonly size: number },
  t: UploadText,
): UploadRefusal | null {
  const result = checkUploadFileName(file.name, file.size);
  if (result.ok) return null;
  const formats = t('supportedFormats', { formats: listSupportedFormats() });
  switch (result.error.code) {
    case 'UNSUPPORTED_FILE_TYPE': {
      const extension = extractExtension(file.name);
      const message =
        extension === '' ? t('unsupportedNoExtension') : t('unsupportedType', { extension });
      return { header: message, body: formats };
    }
    case 'FILE_TOO_LARGE':
      return { header: t('tooLarge'), body: formats };
    case 'EMPTY_FILE':
      return { header: t('emptyFile'), body: formats };
  }
}
