import type { Readable } from 'node:stream';
import { ALLOWED_UPLOAD_EXTENSIONS, err, extractExtension, ok, type Result } from '@print/domain';
import {
  checkUploadContent,
  isRefusedByHead,
  PRECHECK_HEAD_BYTES,
  PRECHECK_TAIL_BYTES,
  type ContentRefusalCode,
} from '@print/mesh/sniff';
import { captureEnds } from '../../storage/capture-ends.js';
import type { FileStorage } from '../../storage/file-storage.js';

export type UploadErrorCode =
  'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_TYPE' | 'EMPTY_FILE' | ContentRefusalCode;

export interface IncomingUpload {
  readonly fileName: string;
  readonly stream: Readable;
  /** True when the multipart parser cut the file at the size limit. */
  readonly isTruncated: () => boolean;
  /** Aborted when the client goes away mid-upload (the parser alone would wait forever). */
  readonly signal?: AbortSignal;
}

export function checkExtension(fileName: string): Result<string, UploadErrorCode> {
  const extension = extractExtension(fileName);
  if (!ALLOWED_UPLOAD_EXTENSIONS.includes(extension))
    return err('UNSUPPORTED_FILE_TYPE', `Files of type .${extension} are not supported`, {
      extension,
      allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS,
    });
  return ok(extension);
}

/**
 * Streams an upload into storage under `key` (never whole in memory), then checks size and
 * content. Anything refused, cut or aborted leaves no file behind.
 */
export async function receiveUpload(
  storage: FileStorage,
  key: string,
  extension: string,
  upload: IncomingUpload,
  maxBytes: number,
): Promise<Result<{ readonly sizeBytes: number }, UploadErrorCode>> {
  const {
    transform,
    head,
    tail,
    sizeBytes: received,
  } = captureEnds({
    headBytes: PRECHECK_HEAD_BYTES,
    tailBytes: PRECHECK_TAIL_BYTES,
    refusedByHead: (first) => isRefusedByHead(first, extension),
  });
  const cut = (error: Error) => transform.destroy(error);
  const onAbort = () => cut(new Error('the client aborted the upload'));
  upload.stream.once('error', cut);
  upload.signal?.addEventListener('abort', onAbort, { once: true });
  if (upload.signal?.aborted) onAbort();
  let stored: number;
  try {
    ({ sizeBytes: stored } = await storage.write(key, upload.stream.pipe(transform)));
  } catch (error) {
    upload.stream.destroy();
    await storage.remove(key);
    throw error;
  } finally {
    upload.signal?.removeEventListener('abort', onAbort);
    upload.stream.off('error', cut);
  }
  // What arrived, stored or (refused by its first bytes) dropped.
  const sizeBytes = received();
  const refusal = checkReceived(
    { head: head(), tail: tail(), sizeBytes },
    extension,
    upload,
    maxBytes,
  );
  if (refusal) {
    await storage.remove(key);
    return refusal;
  }
  if (stored !== sizeBytes) {
    // Cannot happen (a file refused by its head is refused in full): never analyse a cut file.
    await storage.remove(key);
    throw new Error(`stored ${stored} of ${sizeBytes} bytes of an accepted upload`);
  }
  return ok({ sizeBytes });
}

/**
 * Size first, then the content: a file that is not what its extension says is refused here with
 * the format's own reason (packages/mesh precheck), before any analysis thread sees it.
 */
function checkReceived(
  received: { readonly head: Uint8Array; readonly tail: Uint8Array; readonly sizeBytes: number },
  extension: string,
  upload: IncomingUpload,
  maxBytes: number,
): Result<never, UploadErrorCode> | null {
  const { sizeBytes } = received;
  if (upload.isTruncated() || sizeBytes > maxBytes)
    return err('FILE_TOO_LARGE', `The file is too large (max ${maxBytes} bytes)`, { maxBytes });
  if (sizeBytes === 0) return err('EMPTY_FILE', 'The file is empty');
  const content = checkUploadContent({ ...received, extension });
  if (!content.ok)
    return err(content.code, `The content is not a .${extension} file: ${content.message}`, {
      extension,
      ...content.details,
    });
  return null;
}
