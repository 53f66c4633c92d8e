/**
 * Memory handed from a pass that is done with its scratch array to the next pass that needs
 * one. On the machine that runs the command line, the first write to a fresh page costs
 * ~10–15 µs (a page fault), as much as the arithmetic of a one-shot pass over it: the weld's
 * hash table (4 MB on 675k triangles), no longer needed once the weld ends, becomes the edge
 * topology's per-vertex list heads and then the shell labels, pages that are already mapped. One buffer at most, held through a WeakRef: it never outlives a garbage collection,
 * so a long-running process keeps nothing. A taker gets whatever bytes were left in it and must
 * write every element before reading it.
 */
let spare: WeakRef<ArrayBuffer> | null = null;

/** Offers a buffer its owner will never touch again; the larger of it and the current spare is kept. */
export function giveSpareBuffer(buffer: ArrayBufferLike): void {
  if (!(buffer instanceof ArrayBuffer)) return;
  const current = spare?.deref();
  if (current === undefined || buffer.byteLength > current.byteLength) {
    spare = new WeakRef(buffer);
  }
}

/** An Int32Array of `length` on the spare buffer when it is large enough, else a new one. Its content is undefined. */
export function takeScratchInt32(length: number): Int32Array<ArrayBuffer> {
  const buffer = spare?.deref();
  if (buffer !== undefined && buffer.byteLength >= length * 4) {
    spare = null;
    return new Int32Array(buffer, 0, length);
  }
  return new Int32Array(length);
}
