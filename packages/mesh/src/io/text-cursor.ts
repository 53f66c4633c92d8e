import { failWith } from './errors.js';

const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;

function isBlank(c: number): boolean {
  return c === SPACE || c === TAB || c === 11 || c === 12 || c === 0;
}

/** A line ends with LF (Unix), CRLF (Windows) or a bare CR (classic Mac OS): all read the same. */
function isLineEnd(c: number): boolean {
  return c === LF || c === CR;
}

const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

function scaleByPow10(value: number, exponent: number): number {
  if (exponent === 0) return value;
  if (exponent > 0) return exponent < 23 ? value * POW10[exponent] : value * 10 ** exponent;
  return exponent > -23 ? value / POW10[-exponent] : value / 10 ** -exponent;
}

/**
 * Byte-level tokenizer for the text formats (ASCII STL, OBJ, ASCII PLY): no decoding of the
 * whole file into a string, numbers parsed straight from bytes.
 */
export class TextCursor {
  pos = 0;
  tokenStart = 0;
  tokenEnd = 0;

  constructor(readonly bytes: Uint8Array) {}

  /** Moves to the next token anywhere; false at end of input. */
  nextToken(): boolean {
    const b = this.bytes;
    let p = this.pos;
    while (p < b.length && (isBlank(b[p]) || isLineEnd(b[p]))) p++;
    return this.takeToken(p);
  }

  /** Moves to the next token on the current line; false at end of line or input. */
  nextTokenOnLine(): boolean {
    const b = this.bytes;
    let p = this.pos;
    while (p < b.length && isBlank(b[p])) p++;
    if (p >= b.length || isLineEnd(b[p])) {
      this.pos = p;
      return false;
    }
    return this.takeToken(p);
  }

  /** Skips the rest of the current line including its line end (LF, CRLF or CR). */
  skipLine(): void {
    const b = this.bytes;
    let p = this.pos;
    while (p < b.length && !isLineEnd(b[p])) p++;
    if (p < b.length && b[p] === CR && b[p + 1] === LF) p++;
    this.pos = p < b.length ? p + 1 : p;
  }

  isAtEnd(): boolean {
    return this.pos >= this.bytes.length;
  }

  tokenEquals(word: string): boolean {
    if (this.tokenEnd - this.tokenStart !== word.length) return false;
    for (let i = 0; i < word.length; i++) {
      if ((this.bytes[this.tokenStart + i] | 0x20) !== (word.charCodeAt(i) | 0x20)) return false;
    }
    return true;
  }

  tokenText(): string {
    const end = Math.min(this.tokenEnd, this.tokenStart + 64);
    return String.fromCharCode(...this.bytes.subarray(this.tokenStart, end));
  }

  /**
   * Parses the current token as a decimal number. 'nan'/'inf'/'infinity' give non-finite
   * values (callers decide whether to drop them); anything else malformed is INVALID_NUMBER.
   */
  tokenNumber(): number {
    const b = this.bytes;
    let p = this.tokenStart;
    const end = this.tokenEnd;
    let negative = false;
    if (b[p] === 45 || b[p] === 43) negative = b[p++] === 45;
    let mantissa = 0;
    let exponent = 0;
    let digits = 0;
    while (p < end && b[p] >= 48 && b[p] <= 57) {
      if (mantissa < 1e15) mantissa = mantissa * 10 + (b[p] - 48);
      else exponent++;
      p++;
      digits++;
    }
    if (p < end && b[p] === 46) {
      p++;
      while (p < end && b[p] >= 48 && b[p] <= 57) {
        if (mantissa < 1e15) {
          mantissa = mantissa * 10 + (b[p] - 48);
          exponent--;
        }
        p++;
        digits++;
      }
    }
    if (digits === 0) return this.parseSpecial(negative);
    if (p < end && (b[p] | 0x20) === 101) {
      p++;
      let expNegative = false;
      if (b[p] === 45 || b[p] === 43) expNegative = b[p++] === 45;
      let e = 0;
      const start = p;
      while (p < end && b[p] >= 48 && b[p] <= 57) {
        if (e < 10000) e = e * 10 + (b[p] - 48);
        p++;
      }
      if (p === start) this.failNumber();
      exponent += expNegative ? -e : e;
    }
    if (p !== end) this.failNumber();
    const value = scaleByPow10(mantissa, exponent);
    return negative ? -value : value;
  }

  /** Parses the current token as a (possibly negative) integer. */
  tokenInteger(): number {
    const value = this.tokenNumber();
    if (!Number.isInteger(value)) this.failNumber();
    return value;
  }

  private parseSpecial(negative: boolean): number {
    if (this.tokenEquals('nan') || this.tokenEquals('+nan') || this.tokenEquals('-nan')) return NaN;
    const sign = negative ? -1 : 1;
    const bare = this.bytes[this.tokenStart] === 45 || this.bytes[this.tokenStart] === 43;
    const save = this.tokenStart;
    if (bare) this.tokenStart++;
    const isInf = this.tokenEquals('inf') || this.tokenEquals('infinity');
    this.tokenStart = save;
    if (isInf) return sign * Infinity;
    return this.failNumber();
  }

  private failNumber(): never {
    return failWith('INVALID_NUMBER', `not a number: '${this.tokenText()}'`);
  }

  private takeToken(p: number): boolean {
    const b = this.bytes;
    if (p >= b.length) {
      this.pos = p;
      return false;
    }
    const start = p;
    while (p < b.length && !isBlank(b[p]) && !isLineEnd(b[p])) p++;
    this.tokenStart = start;
    this.tokenEnd = p;
    this.pos = p;
    return true;
  }
}

/** Decodes bytes one char per byte, in chunks so the argument list stays small. */
export function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  for (let p = 0; p < bytes.length; p += 8192) {
    text += String.fromCharCode(...bytes.subarray(p, Math.min(bytes.length, p + 8192)));
  }
  return text;
}
