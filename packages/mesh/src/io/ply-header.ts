import { failWith } from './errors.js';
import { decodeLatin1 } from './text-cursor.js';

export type PlyScalar = 'i8' | 'u8' | 'i16' | 'u16' | 'i32' | 'u32' | 'f32' | 'f64';

export interface PlyProperty {
  readonly name: string;
  readonly type: PlyScalar;
  /** Type of the count for list properties, null for scalars. */
  readonly countType: PlyScalar | null;
}

export interface PlyElement {
  readonly name: string;
  readonly count: number;
  readonly properties: PlyProperty[];
}

export interface PlyHeader {
  readonly encoding: 'ascii' | 'binary_little_endian' | 'binary_big_endian';
  readonly elements: PlyElement[];
  /** Byte offset of the first data byte. */
  readonly dataOffset: number;
}

const MAX_HEADER_BYTES = 64 * 1024;
const TYPE_NAMES: Readonly<Record<string, PlyScalar>> = {
  char: 'i8',
  int8: 'i8',
  uchar: 'u8',
  uint8: 'u8',
  short: 'i16',
  int16: 'i16',
  ushort: 'u16',
  uint16: 'u16',
  int: 'i32',
  int32: 'i32',
  uint: 'u32',
  uint32: 'u32',
  float: 'f32',
  float32: 'f32',
  double: 'f64',
  float64: 'f64',
};

export const PLY_SCALAR_BYTES: Readonly<Record<PlyScalar, number>> = {
  i8: 1,
  u8: 1,
  i16: 2,
  u16: 2,
  i32: 4,
  u32: 4,
  f32: 4,
  f64: 8,
};

function parseScalar(name: string | undefined): PlyScalar {
  const type = name === undefined ? undefined : TYPE_NAMES[name];
  return type ?? failWith('MALFORMED', `unknown PLY property type '${(name ?? '').slice(0, 20)}'`);
}

function findHeaderEnd(bytes: Uint8Array): number {
  const limit = Math.min(bytes.length, MAX_HEADER_BYTES);
  const text = decodeLatin1(bytes.subarray(0, limit));
  const match = /(^|\n)end_header[ \t]*\r?\n/.exec(text);
  if (match === null) failWith('TRUNCATED', 'PLY header has no end_header line');
  return match.index + match[0].length;
}

function parseProperty(words: string[], element: PlyElement | undefined): void {
  if (element === undefined) failWith('MALFORMED', 'PLY property before any element');
  if (words[1] === 'list') {
    element.properties.push({
      name: words[4] ?? '',
      type: parseScalar(words[3]),
      countType: parseScalar(words[2]),
    });
  } else {
    element.properties.push({ name: words[2] ?? '', type: parseScalar(words[1]), countType: null });
  }
}

/** Parses the PLY text header (bounded to 64 KiB). Errors: TRUNCATED, MALFORMED. */
export function parsePlyHeader(bytes: Uint8Array): PlyHeader {
  const dataOffset = findHeaderEnd(bytes);
  const lines = decodeLatin1(bytes.subarray(0, dataOffset)).split(/\r?\n/);
  let encoding: PlyHeader['encoding'] | null = null;
  const elements: PlyElement[] = [];
  for (const line of lines) {
    const words = line.trim().split(/\s+/);
    switch (words[0]) {
      case 'format':
        if (
          words[1] !== 'ascii' &&
          words[1] !== 'binary_little_endian' &&
          words[1] !== 'binary_big_endian'
        ) {
          failWith('MALFORMED', `unknown PLY format '${(words[1] ?? '').slice(0, 30)}'`);
        }
        encoding = words[1];
        break;
      case 'element': {
        const count = Number(words[2]);
        if (!Number.isSafeInteger(count) || count < 0)
          failWith('MALFORMED', 'PLY element count invalid');
        elements.push({ name: words[1] ?? '', count, properties: [] });
        break;
      }
      case 'property':
        parseProperty(words, elements[elements.length - 1]);
        break;
      default:
        break;
    }
  }
  if (encoding === null) failWith('MALFORMED', 'PLY header has no format line');
  return { encoding, elements, dataOffset };
}
