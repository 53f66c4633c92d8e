import { err, ok, type Result } from './result.js';

/** 100 MB = 1e8 bytes; exactly 1e8 is allowed, more is too large (spec 1 §5). */
export const MAX_UPLOAD_BYTES = 100_000_000;
/** Lower case; matched case-insensitively. obj is accepted in addition to the spec's list (task ruling). */
export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] = [
  'ply',
  'stl',
  '3ds',
  '3mf',
  'step',
  'stp',
  'obj',
];

export const SCALE_MIN = 0.01;
export const SCALE_MAX = 10;
export const SCALE_INPUT_STEP = 0.01;
export const SCALE_SLIDER_MIN = 0.1;
export const SCALE_SLIDER_MAX = 10;
export const SCALE_SLIDER_STEP = 0.1;
export const DEFAULT_SCALE = 1;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10000;
export const DEFAULT_QUANTITY = 1;

export type UploadErrorCode = 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_TYPE' | 'EMPTY_FILE';

/** The lower-case extension of the last path segment, '' when there is none ("model", "model."). */
export function extractExtension(fileName: string): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  const dot = baseName.lastIndexOf('.');
  return dot < 0 ? '' : baseName.slice(dot + 1).toLowerCase();
}

/**
 * Checks name and size before an upload is accepted, in this order: file type (a name without
 * an extension is unsupported), empty file, size above MAX_UPLOAD_BYTES.
 * Throws RangeError when sizeBytes is not an integer ≥ 0 (a caller bug, not user input).
 */
export function checkUploadFileName(
  name: string,
  sizeBytes: number,
): Result<{ extension: string }, UploadErrorCode> {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0) {
    throw new RangeError(`sizeBytes must be an integer ≥ 0, got ${sizeBytes}`);
  }
  const extension = extractExtension(name);
  if (!ALLOWED_UPLOAD_EXTENSIONS.includes(extension)) {
    const what = extension === '' ? 'Files without an extension' : `Files of type .${extension}`;
    return err('UNSUPPORTED_FILE_TYPE', `${what} are not supported`, {
      extension,
      allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS,
    });
  }
  if (sizeBytes === 0) return err('EMPTY_FILE', 'The file is empty');
  if (sizeBytes > MAX_UPLOAD_BYTES) {
    return err('FILE_TOO_LARGE', 'The file is too large (max 100 MB)', {
      sizeBytes,
      maxBytes: MAX_UPLOAD_BYTES,
    });
  }
  return ok({ extension });
}
