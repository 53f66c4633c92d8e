import { Transform, type Readable } from 'node:stream';
import { ALLOWED_UPLOAD_EXTENSIONS, err, extractExtension, ok, type Result } from '@print/domain';
import { detectFormat } from '@print/mesh/sniff';
import type { LocalFileStorage } from '../../storage/file-storage.js';

export type UploadErrorCode = 'FILE_TOO_LARGE' | 'UNSUPPORTED_FILE_TYPE' | 'EMPTY_FILE';

export interface IncomingUpload {
  readonly fileName: string;
  readonly stream: Readable;
  /** True when the multipart parser cut the file at the size limit. */
  readonly isTruncated: () => boolean;
  /** Aborted when the client goes away mid-upload (the parser alone would wait forever). */
  readonly signal?: AbortSignal;
}

/** Enough of the start of a file for every content sniffer (detectFormat reads at most 64 KiB). */
const HEAD_BYTES = 64 * 1024;

/** The format family each accepted extension must contain. */
const FORMATS_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  stl: ['stl-binary', 'stl-ascii'],
  '3mf': ['3mf'],
  ply: ['ply'],
  obj: ['obj'],
  '3ds': ['3ds'],
  step: ['step'],
  stp: ['step'],
};

export function checkExtension(fileName: string): Result<string, UploadErrorCode> {
  const extension = extractExtension(fileName);
  if (!ALLOWED_UPLOAD_EXTENSIONS.includes(extension))
    return err('UNSUPPORTED_FILE_TYPE', `Files of type .${extension} are not supported`, {
      extension,
      allowedExtensions: ALLOWED_UPLOAD_EXTENSIONS,
    });
  return ok(extension);
}

/** Keeps the first bytes while the stream flows through untouched. */
function captureHead(): { transform: Transform; head: () => Uint8Array } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - kept);
        chunks.push(Buffer.from(part));
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  return { transform, head: () => Buffer.concat(chunks) };
}

/**
 * Streams an upload into storage under `key` (never whole in memory), then checks size and
 * content. Anything refused, cut or aborted leaves no file behind.
 */
export async function receiveUpload(
  storage: LocalFileStorage,
  key: string,
  extension: string,
  upload: IncomingUpload,
  maxBytes: number,
): Promise<Result<{ readonly sizeBytes: number }, UploadErrorCode>> {
  const { transform, head } = captureHead();
  const cut = (error: Error) => transform.destroy(error);
  const onAbort = () => cut(new Error('the client aborted the upload'));
  upload.stream.once('error', cut);
  upload.signal?.addEventListener('abort', onAbort, { once: true });
  if (upload.signal?.aborted) onAbort();
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await storage.write(key, upload.stream.pipe(transform)));
  } catch (error) {
    upload.stream.destroy();
    await storage.remove(key);
    throw error;
  } finally {
    upload.signal?.removeEventListener('abort', onAbort);
    upload.stream.off('error', cut);
  }
  const refusal = checkReceived(head(), sizeBytes, extension, upload, maxBytes);
  if (refusal) {
    await storage.remove(key);
    return refusal;
  }
  return ok({ sizeBytes });
}

function checkReceived(
  head: Uint8Array,
  sizeBytes: number,
  extension: string,
  upload: IncomingUpload,
  maxBytes: number,
): Result<never, UploadErrorCode> | null {
  if (upload.isTruncated() || sizeBytes > maxBytes)
    return err('FILE_TOO_LARGE', `The file is too large (max ${maxBytes} bytes)`, { maxBytes });
  if (sizeBytes === 0) return err('EMPTY_FILE', 'The file is empty');
  const format = detectFormat(head, upload.fileName);
  const expected = FORMATS_BY_EXTENSION[extension] ?? [];
  if (format === null || !expected.includes(format))
    return err('UNSUPPORTED_FILE_TYPE', `The content is not a .${extension} file`, {
      extension,
      detectedFormat: format,
    });
  return null;
}
