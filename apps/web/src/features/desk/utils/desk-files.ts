import {
  deskFileExtensions,
  deskFileKindOf,
  extractExtension,
  type DeskFilePurpose,
} from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import { errorText, type DeskText } from '../texts';

const MB = 1_000_000;

/** Megabytes for a text ("50"), bytes as the server counts them (1 MB = 10^6 bytes). */
export function megabytes(bytes: number): string {
  return String(Math.floor(bytes / MB));
}

/** The `accept` attribute of a file input for a purpose (".png,.jpg,…"). */
export function acceptOf(purpose: DeskFilePurpose): string {
  return deskFileExtensions(purpose)
    .map((extension) => `.${extension}`)
    .join(',');
}

/**
 * What the desk can tell before sending: the type by the name, empty, too large. The server
 * checks again from the content (a renamed file passes here and is refused there).
 */
export function checkChosenFile(
  t: DeskText,
  file: File,
  purpose: DeskFilePurpose,
  maxBytes: number,
): string | null {
  if (deskFileKindOf(purpose, extractExtension(file.name)) === null)
    return t('deskFiles.errors.fileType', {
      file: file.name,
      allowed: deskFileExtensions(purpose).join(', '),
    });
  if (file.size === 0) return t('deskFiles.errors.fileEmpty', { file: file.name });
  if (file.size > maxBytes)
    return t('deskFiles.errors.fileTooLarge', { file: file.name, maxMb: megabytes(maxBytes) });
  return null;
}

const FILE_CODES = new Set([
  'FILE_CONTENT_MISMATCH',
  'UNSUPPORTED_FILE_TYPE',
  'EMPTY_FILE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'REVIEW_FILE_NOT_EXPECTED',
]);

/** The text of an upload's refusal (the server's code and details), else the desk's error text. */
export function uploadErrorText(t: DeskText, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'unknown';
  const details = (error instanceof ApiError ? error.details : undefined) as
    Readonly<Record<string, unknown>> | undefined;
  if (FILE_CODES.has(code)) {
    const allowed = Array.isArray(details?.allowedExtensions)
      ? details.allowedExtensions.join(', ')
      : '';
    const maxBytes = typeof details?.maxBytes === 'number' ? details.maxBytes : 0;
    const maxFiles = typeof details?.maxFiles === 'number' ? String(details.maxFiles) : '';
    return t(`deskFiles.errors.${code as 'EMPTY_FILE'}`, {
      allowed,
      maxMb: megabytes(maxBytes),
      maxFiles,
    });
  }
  // The 3D precheck's own codes (STL_…, THREEMF_…, OBJ_…): the file cannot be a model.
  if (
    error instanceof ApiError &&
    error.status === 422 &&
    /^(STL|THREEMF|OBJ|STEP|PLY|THREEDS)_/.test(code)
  )
    return t('deskFiles.errors.MODEL_UNREADABLE', { code });
  return errorText(t, code);
}
