import type { FastifyRequest } from 'fastify';
import { ApiError, toApiError } from '../../plugins/api-error.js';
import { controlCharacterError, findControlCharacter } from '../../plugins/input-guard.js';
import type { FileStorage } from '../../storage/file-storage.js';
import {
  removeDeskFiles,
  type DeskIncomingFile,
  type DeskUploadErrorCode,
  type StoredDeskFile,
} from './desk-upload.js';
import type { Result } from '@print/domain';

export interface DeskFormOptions {
  readonly storage: FileStorage;
  /** File parts taken (a file part without a name, an empty file input, is skipped). */
  readonly maxFiles: number;
  /** The parser's cut for one file (the purpose's own limit is checked by `store`). */
  readonly maxFileBytes: number;
  /** Streams one file into storage and checks it. */
  readonly store: (file: DeskIncomingFile) => Promise<Result<StoredDeskFile, DeskUploadErrorCode>>;
}

export interface DeskForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly StoredDeskFile[];
}

const MAX_FIELDS = 10;

/**
 * Reads a desk upload (multipart/form-data): text fields, and each file part streamed into
 * storage and checked as it arrives. Any refusal or failure removes what was already stored and
 * throws the API error; the caller owns the files only when this returns (and removes them
 * itself when its own write fails).
 */
export async function readDeskForm(
  request: FastifyRequest,
  options: DeskFormOptions,
): Promise<DeskForm> {
  const fields: Record<string, string> = {};
  const files: StoredDeskFile[] = [];
  try {
    // One more file than taken: the extra one is refused with our own code, not the parser's.
    const parts = request.parts({
      limits: {
        files: options.maxFiles + 1,
        fileSize: options.maxFileBytes,
        fields: MAX_FIELDS,
        parts: options.maxFiles + 1 + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        if (findControlCharacter(part.value) !== null)
          throw controlCharacterError(`field ${part.fieldname}`, `/${part.fieldname}`);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.filename === '') {
        part.file.resume();
        continue;
      }
      if (files.length >= options.maxFiles) {
        part.file.resume();
        throw tooManyFiles(options.maxFiles);
      }
      if (findControlCharacter(part.filename) !== null) {
        part.file.resume();
        throw controlCharacterError('file name', '/filename');
      }
      const stored = await options.store({
        fileName: part.filename,
        stream: part.file,
        isTruncated: () => part.file.truncated,
      });
      if (!stored.ok) throw toApiError(stored.error);
      files.push(stored.value);
    }
  } catch (error) {
    await removeDeskFiles(options.storage, files);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT')
      throw tooManyFiles(options.maxFiles);
    throw error;
  }
  return { fields, files };
}

function tooManyFiles(maxFiles: number): ApiError {
  return new ApiError(413, 'TOO_MANY_FILES', `At most ${maxFiles} files at once`, { maxFiles });
}
