import { createHash } from 'node:crypto';
import { CamtError, CamtReader, type CamtErrorCode, type CamtFile } from './camt-parser.js';

/** A bank file larger than this is refused while it streams (10,000 payments are ~10 MB). */
export const BANK_FILE_MAX_BYTES = 50 * 1024 * 1024;

export type BankFileErrorCode = CamtErrorCode | 'BANK_FILE_TOO_LARGE';

export interface ReadBankFile {
  readonly hash: string;
  readonly bytes: number;
  readonly file: CamtFile;
}

export class BankFileError extends Error {
  constructor(
    readonly code: BankFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Streams a camt file once: SHA-256 of its bytes (the duplicate-file check), the size limit and
 * the XML reader (UTF-8, a BOM is dropped) in the same pass; nothing is kept but the credits.
 * Throws BankFileError with the reader's code (not camt, unsupported version, malformed).
 */
export async function readBankFile(
  source: AsyncIterable<Uint8Array | string>,
  maxBytes: number = BANK_FILE_MAX_BYTES,
): Promise<ReadBankFile> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8');
  const reader = new CamtReader();
  let bytes = 0;
  try {
    for await (const chunk of source) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      bytes += data.byteLength;
      if (bytes > maxBytes)
        throw new BankFileError('BANK_FILE_TOO_LARGE', `A bank file may have ${maxBytes} bytes`);
      hash.update(data);
      reader.write(decoder.decode(data, { stream: true }));
    }
    reader.write(decoder.decode());
    return { hash: hash.digest('hex'), bytes, file: reader.end() };
  } catch (error) {
    if (error instanceof CamtError) throw new BankFileError(error.code, error.message);
    throw error;
  }
}
