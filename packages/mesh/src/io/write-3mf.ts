import { zipSync } from 'fflate';
import type { IndexedMesh } from '../types.js';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Target="/3D/3dmodel.model" Id="rel0" ' +
  'Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>' +
  '</Relationships>';

const encoder = new TextEncoder();
const VERTEX_X = encoder.encode('<vertex x="');
const ATTR_Y = encoder.encode('" y="');
const ATTR_Z = encoder.encode('" z="');
const ELEMENT_END = encoder.encode('"/>\n');
const TRIANGLE_V1 = encoder.encode('<triangle v1="');
const ATTR_V2 = encoder.encode('" v2="');
const ATTR_V3 = encoder.encode('" v3="');

export interface Write3mfOptions {
  readonly title?: string;
  /**
   * Decimals of the millimetre coordinates (0–9). Unset: the shortest decimal that reads back
   * as the same float32 (exact, but string formatting makes it ~3× slower on big meshes).
   * 5 decimals = 10 nm, far below any printer's resolution.
   */
  readonly decimals?: number;
  /** Deflate level of the model part, 0–9 (default 6; 1 is several times faster). */
  readonly compressionLevel?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
}

/** Shortest decimal that reads back as the same float32. */
function formatFloat32(value: number): string {
  const plain = String(value);
  if (plain.length <= 8) return plain;
  for (let precision = 6; precision < 9; precision++) {
    const candidate = String(Number(value.toPrecision(precision)));
    if (Math.fround(Number(candidate)) === value) return candidate;
  }
  return String(Number(value.toPrecision(9)));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Appends ASCII text and numbers to one pre-sized byte buffer (no giant intermediate string). */
class ByteWriter {
  readonly bytes: Uint8Array;
  length = 0;
  private readonly digits = new Uint8Array(24);

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  text(value: string): void {
    this.length += encoder.encodeInto(value, this.bytes.subarray(this.length)).written;
  }

  /** Short literals in the hot loops: a byte loop beats encodeInto's call overhead. */
  ascii(literal: Uint8Array): void {
    for (let i = 0; i < literal.length; i++) this.bytes[this.length++] = literal[i];
  }

  /** A non-negative integer below 2^53. */
  integer(value: number): void {
    let n = value;
    let count = 0;
    do {
      this.digits[count++] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
    while (count > 0) this.bytes[this.length++] = this.digits[--count];
  }

  /** A number with at most log10(factor) decimals, trailing zeros dropped. */
  fixed(value: number, factor: number): void {
    let scaled = Math.round(Math.abs(value) * factor);
    if (value < 0 && scaled > 0) this.bytes[this.length++] = 45; // '-'
    this.integer(Math.floor(scaled / factor));
    scaled %= factor;
    if (scaled === 0) return;
    this.bytes[this.length++] = 46; // '.'
    let divisor = factor / 10;
    while (scaled > 0) {
      this.bytes[this.length++] = 48 + Math.floor(scaled / divisor);
      scaled %= divisor;
      divisor /= 10;
    }
  }
}

function writeModelXml(mesh: IndexedMesh, options: Write3mfOptions): Uint8Array {
  const { positions: p, indices: ix } = mesh;
  const title =
    options.title === undefined
      ? ''
      : `<metadata name="Title">${escapeXml(options.title)}</metadata>\n`;
  const header =
    '<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" ' +
    'xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n' +
    title +
    '<resources><object id="1" type="model"><mesh><vertices>\n';
  const factor = options.decimals === undefined ? null : 10 ** options.decimals;
  const writeNumber = (out: ByteWriter, value: number): void => {
    if (factor === null) out.text(formatFloat32(value));
    else out.fixed(value, factor);
  };
  // Upper bounds: a coordinate takes at most ~24 bytes, an index at most 10.
  const out = new ByteWriter(4 * header.length + 200 + (p.length / 3) * 96 + (ix.length / 3) * 70);
  out.text(header);
  for (let i = 0; i + 2 < p.length; i += 3) {
    out.ascii(VERTEX_X);
    writeNumber(out, p[i]);
    out.ascii(ATTR_Y);
    writeNumber(out, p[i + 1]);
    out.ascii(ATTR_Z);
    writeNumber(out, p[i + 2]);
    out.ascii(ELEMENT_END);
  }
  out.text('</vertices><triangles>\n');
  for (let t = 0; t + 2 < ix.length; t += 3) {
    const a = ix[t];
    const b = ix[t + 1];
    const c = ix[t + 2];
    // The core spec forbids a triangle that repeats a vertex; such slivers carry no area.
    if (a === b || b === c || c === a) continue;
    out.ascii(TRIANGLE_V1);
    out.integer(a);
    out.ascii(ATTR_V2);
    out.integer(b);
    out.ascii(ATTR_V3);
    out.integer(c);
    out.ascii(ELEMENT_END);
  }
  out.text(
    '</triangles></mesh></object></resources>\n<build><item objectid="1"/></build>\n</model>\n',
  );
  return out.bytes.subarray(0, out.length);
}

/**
 * A 3MF package (core spec 1.x): one object of type model, one build item, unit millimetre,
 * content types and package relationships. Triangles that repeat a vertex index are left out
 * because the core spec forbids them.
 */
export function write3mf(mesh: IndexedMesh, options: Write3mfOptions = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': encoder.encode(CONTENT_TYPES),
    '_rels/.rels': encoder.encode(RELS),
    '3D/3dmodel.model': [writeModelXml(mesh, options), { level: options.compressionLevel ?? 6 }],
  });
}
