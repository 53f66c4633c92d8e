import { describe, expect, it } from 'vitest';
import { giveSpareBuffer, takeScratchInt32 } from './spare-memory.js';

describe('spare memory', () => {
  it('hands a given buffer to one taker that fits in it, then allocates afresh', () => {
    const given = new Int32Array(1000);
    giveSpareBuffer(given.buffer);
    const taken = takeScratchInt32(600);
    expect(taken.buffer).toBe(given.buffer);
    expect(taken.length).toBe(600);
    expect(takeScratchInt32(600).buffer).not.toBe(given.buffer);
  });

  it('keeps the larger of two spare buffers and never hands out one too small', () => {
    const small = new ArrayBuffer(400);
    const large = new ArrayBuffer(4000);
    giveSpareBuffer(large);
    giveSpareBuffer(small);
    expect(takeScratchInt32(2000).buffer).not.toBe(large);
    expect(takeScratchInt32(1000).buffer).toBe(large);
  });

  it('does not reuse a buffer that was transferred away (detached) after it was given', () => {
    const given = new ArrayBuffer(4000);
    giveSpareBuffer(given);
    structuredClone(given, { transfer: [given] });
    expect(given.byteLength).toBe(0);
    const taken = takeScratchInt32(10);
    expect(taken.buffer).not.toBe(given);
    expect(taken.length).toBe(10);
  });
});
