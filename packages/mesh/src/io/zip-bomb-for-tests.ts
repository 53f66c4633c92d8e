import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * Decompression bombs for tests and benchmarks: a 3MF whose model part is megabytes (or a
 * gigabyte) of vertex lines, built with fflate's streaming Zip/ZipDeflate from one repeated
 * block, so building it never holds the unpacked text.
 */
export interface Bomb3mf {
  readonly zip: Uint8Array;
  /** Bytes of the model part unpacked (the XML). */
  readonly unpackedBytes: number;
}

export interface BombOptions {
  /**
   * Vertex lines with varied coordinates per block of 1 MiB; the rest repeat one line. None
   * (the default): ≈ 410:1 (fflate's streaming deflate ends a deflate block per push), like the
   * review's 2.4 MB → 1 GB file; 100: ≈ 270:1.
   */
  readonly variedLinesPerBlock?: number;
  /** Bytes of an incompressible thumbnail stored beside the model (bringing the file's ratio down). */
  readonly paddingBytes?: number;
}

const BLOCK_BYTES = 1024 * 1024;
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">' +
  '<resources><object id="1" type="model"><mesh><vertices>\n';
const TAIL =
  '</vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object></resources>' +
  '<build><item objectid="1"/></build></model>\n';

function makeBlock(variedLines: number): Uint8Array {
  const lines: string[] = [];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % 100_000;
  for (let i = 0; i < variedLines; i++)
    lines.push(`<vertex x="${next() / 100}" y="${next() / 100}" z="${next() / 100}"/>\n`);
  let size = lines.reduce((sum, line) => sum + line.length, 0);
  const repeated = '<vertex x="10" y="20" z="30"/>\n';
  while (size + repeated.length <= BLOCK_BYTES) {
    lines.push(repeated);
    size += repeated.length;
  }
  return strToU8(lines.join(''));
}

/** A 3MF of about `unpackedBytes` of model XML (whole blocks of 1 MiB, at least one). */
export function build3mfBomb(unpackedBytes: number, options: BombOptions = {}): Bomb3mf {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const rels = new ZipDeflate('_rels/.rels', { level: 9 });
  zip.add(rels);
  rels.push(strToU8(RELS), true);
  if (options.paddingBytes !== undefined) {
    const thumbnail = new ZipPassThrough('Metadata/thumbnail.png');
    zip.add(thumbnail);
    const noise = new Uint8Array(options.paddingBytes);
    let seed = 1;
    for (let i = 0; i < noise.length; i++)
      noise[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    thumbnail.push(noise, true);
  }
  const model = new ZipDeflate('3D/3dmodel.model', { level: 9 });
  zip.add(model);
  const block = makeBlock(options.variedLinesPerBlock ?? 0);
  const head = strToU8(HEAD);
  const tail = strToU8(TAIL);
  model.push(head);
  let written = head.length;
  do {
    model.push(block);
    written += block.length;
  } while (written + block.length + tail.length <= unpackedBytes);
  model.push(tail, true);
  written += tail.length;
  zip.end();
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return { zip: out, unpackedBytes: written };
}

/** A copy of `zip` whose central directory declares `size` unpacked bytes for entry `name`. */
export function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  const decoder = new TextDecoder();
  for (let p = copy.length - 46; p >= 0; p--) {
    if (view.getUint32(p, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(p + 28, true);
    if (decoder.decode(copy.subarray(p + 46, p + 46 + nameLength)) !== name) continue;
    view.setUint32(p + 24, size, true);
    return copy;
  }
  throw new Error(`no central directory record for ${name}`);
}
