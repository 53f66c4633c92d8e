import { Transform } from 'node:stream';

export interface CaptureEndsOptions {
  /** Bytes of the start kept for the content check. */
  readonly headBytes: number;
  /** Bytes of the end kept for the content check. */
  readonly tailBytes: number;
  /** Once `headBytes` have arrived: true drops the rest (counted, never stored). */
  readonly refusedByHead: (head: Uint8Array) => boolean;
}

/**
 * Keeps the first and the last bytes while an upload streams through into storage, and counts
 * them. Once the first bytes prove the file is not what its name says (`refusedByHead`), the rest
 * is only counted and dropped, not stored: the refusal of 99 MB of random bytes costs no disk
 * writes. Used by the customer's 3D uploads (modules/uploads) and the desk's uploads.
 */
export function captureEnds({ headBytes, tailBytes, refusedByHead }: CaptureEndsOptions) {
  const headChunks: Buffer[] = [];
  let kept = 0;
  let tailChunks: Buffer[] = [];
  let tailSize = 0;
  let total = 0;
  let dropping = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (kept < headBytes) {
        const part = chunk.subarray(0, headBytes - kept);
        headChunks.push(Buffer.from(part));
        kept += part.length;
        if (kept === headBytes) dropping = refusedByHead(Buffer.concat(headChunks));
      }
      // The chunks are the parser's own buffers: kept by reference, dropped once past the tail.
      tailChunks.push(chunk);
      tailSize += chunk.length;
      while (tailChunks.length > 1 && tailSize - tailChunks[0]!.length >= tailBytes) {
        tailSize -= tailChunks[0]!.length;
        tailChunks = tailChunks.slice(1);
      }
      if (dropping) done();
      else done(null, chunk);
    },
  });
  return {
    transform,
    sizeBytes: () => total,
    head: () => Buffer.concat(headChunks),
    tail: () => {
      const all = Buffer.concat(tailChunks);
      return all.subarray(Math.max(0, all.length - tailBytes));
    },
  };
}
