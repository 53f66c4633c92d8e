import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  deskFileExtensions,
  deskFileKindOf,
  detectImageType,
  err,
  extractExtension,
  isPdfHead,
  ok,
  type DeskFileKind,
  type DeskFilePurpose,
  type Result,
} from '@print/domain';
import {
  checkUploadContent,
  isRefusedByHead,
  PRECHECK_HEAD_BYTES,
  PRECHECK_TAIL_BYTES,
  type ContentRefusalCode,
} from '@print/mesh/sniff';
import { captureEnds } from '../../storage/capture-ends.js';
import { sanitiseFileName, type FileStorage } from '../../storage/file-storage.js';

export type DeskUploadErrorCode =
  | 'UNSUPPORTED_FILE_TYPE'
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'FILE_CONTENT_MISMATCH'
  | ContentRefusalCode;

/** One file part of a desk upload as the multipart parser hands it over. */
export interface DeskIncomingFile {
  readonly fileName: string;
  readonly stream: Readable;
  /** True when the parser cut the file at its size limit. */
  readonly isTruncated: () => boolean;
}

/** A desk file in storage, checked: its type decided from the content. */
export interface StoredDeskFile {
  readonly id: string;
  readonly key: string;
  /** The name as uploaded (for the download's name), at most 120 characters. */
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly kind: DeskFileKind;
}

/** Where desk files live in the storage (server-made keys: never a client's id or name alone). */
export function deskFileKey(folder: 'notes' | 'reviews', id: string, fileName: string): string {
  // One flat folder per use (no folder per file: a refusal leaves no empty folder behind).
  return `desk/${folder}/${id}-${sanitiseFileName(fileName)}`;
}

const MODEL_CONTENT_TYPE = 'application/octet-stream';

/** Whether the first bytes already prove the content is not of the kind (the rest is dropped). */
function isRefusedHead(kind: DeskFileKind, extension: string, head: Uint8Array): boolean {
  if (kind === 'image') return detectImageType(head) === null;
  if (kind === 'pdf') return !isPdfHead(head);
  return isRefusedByHead(head, extension);
}

/** The content type of a received file, or the refusal of its content. */
function checkContent(
  kind: DeskFileKind,
  sample: { head: Uint8Array; tail: Uint8Array; sizeBytes: number; extension: string },
): Result<string, DeskUploadErrorCode> {
  const mismatch = () =>
    err('FILE_CONTENT_MISMATCH', `The content is not a .${sample.extension} file`, {
      extension: sample.extension,
    });
  if (kind === 'image') {
    const type = detectImageType(sample.head);
    return type === null ? mismatch() : ok(type);
  }
  if (kind === 'pdf') return isPdfHead(sample.head) ? ok('application/pdf') : mismatch();
  const content = checkUploadContent(sample);
  if (!content.ok)
    return err(content.code, `The content is not a .${sample.extension} file: ${content.message}`, {
      extension: sample.extension,
      ...content.details,
    });
  return ok(MODEL_CONTENT_TYPE);
}

/** Size first (cut, too large, empty), then the content: the file's content type or the refusal. */
function checkReceived(
  upload: DeskIncomingFile,
  maxBytes: number,
  kind: DeskFileKind,
  sample: { head: Uint8Array; tail: Uint8Array; sizeBytes: number; extension: string },
): Result<string, DeskUploadErrorCode> {
  if (upload.isTruncated() || sample.sizeBytes > maxBytes)
    return err('FILE_TOO_LARGE', `The file is too large (max ${maxBytes} bytes)`, { maxBytes });
  if (sample.sizeBytes === 0) return err('EMPTY_FILE', 'The file is empty');
  return checkContent(kind, sample);
}

/**
 * Streams one desk upload into storage under a new key (never whole in memory), then checks its
 * size and its content: the type is decided from the bytes, the name's extension must name the
 * same kind for the purpose. Anything refused, cut or failed leaves no object behind.
 */
export async function receiveDeskFile(
  storage: FileStorage,
  folder: 'notes' | 'reviews',
  upload: DeskIncomingFile,
  rule: { readonly purpose: DeskFilePurpose; readonly maxBytes: number },
): Promise<Result<StoredDeskFile, DeskUploadErrorCode>> {
  const extension = extractExtension(upload.fileName);
  const kind = deskFileKindOf(rule.purpose, extension);
  if (kind === null) {
    upload.stream.resume();
    return err('UNSUPPORTED_FILE_TYPE', `Files of type .${extension} are not taken here`, {
      extension,
      allowedExtensions: deskFileExtensions(rule.purpose),
    });
  }
  const id = randomUUID();
  const key = deskFileKey(folder, id, upload.fileName);
  const capture = captureEnds({
    headBytes: PRECHECK_HEAD_BYTES,
    tailBytes: PRECHECK_TAIL_BYTES,
    refusedByHead: (head) => isRefusedHead(kind, extension, head),
  });
  const cut = (error: Error) => capture.transform.destroy(error);
  upload.stream.once('error', cut);
  let stored: number;
  try {
    ({ sizeBytes: stored } = await storage.write(key, upload.stream.pipe(capture.transform)));
  } catch (error) {
    upload.stream.destroy();
    await storage.remove(key);
    throw error;
  } finally {
    upload.stream.off('error', cut);
  }
  const sizeBytes = capture.sizeBytes();
  const checked = checkReceived(upload, rule.maxBytes, kind, {
    head: capture.head(),
    tail: capture.tail(),
    sizeBytes,
    extension,
  });
  if (!checked.ok || stored !== sizeBytes) {
    await storage.remove(key);
    if (!checked.ok) return checked;
    // Cannot happen (a file refused by its head is refused in full): never keep a cut file.
    throw new Error(`stored ${stored} of ${sizeBytes} bytes of an accepted desk upload`);
  }
  const fileName = upload.fileName.trim().slice(-120) || `file.${extension}`;
  return ok({ id, key, fileName, contentType: checked.value, sizeBytes, kind });
}

/** Removes stored desk files again (a refused or failed request keeps none). */
export async function removeDeskFiles(
  storage: FileStorage,
  files: readonly Pick<StoredDeskFile, 'key'>[],
): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.key)));
}
