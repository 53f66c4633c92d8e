import { strToU8, zipSync } from 'fflate';
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
const CHUNK_CHARS = 1 << 20;

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

/** Collects XML text and encodes it in chunks, so no single giant string is built. */
class ChunkedText {
  private readonly chunks: Uint8Array[] = [];
  private pending = '';

  append(text: string): void {
    this.pending += text;
    if (this.pending.length >= CHUNK_CHARS) this.flush();
  }

  finish(): Uint8Array {
    this.flush();
    const total = this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }

  private flush(): void {
    this.chunks.push(strToU8(this.pending));
    this.pending = '';
  }
}

function writeModelXml(mesh: IndexedMesh, title: string | undefined): Uint8Array {
  const out = new ChunkedText();
  out.append('<?xml version="1.0" encoding="UTF-8"?>\n');
  out.append('<model unit="millimeter" xml:lang="en-US" ');
  out.append('xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">\n');
  if (title !== undefined) out.append(`<metadata name="Title">${escapeXml(title)}</metadata>\n`);
  out.append('<resources><object id="1" type="model"><mesh><vertices>\n');
  const p = mesh.positions;
  for (let i = 0; i + 2 < p.length; i += 3) {
    out.append(
      `<vertex x="${formatFloat32(p[i])}" y="${formatFloat32(p[i + 1])}" z="${formatFloat32(p[i + 2])}"/>\n`,
    );
  }
  out.append('</vertices><triangles>\n');
  const t = mesh.indices;
  for (let i = 0; i + 2 < t.length; i += 3) {
    // The core spec forbids a triangle that repeats a vertex; such slivers carry no area.
    if (t[i] === t[i + 1] || t[i + 1] === t[i + 2] || t[i] === t[i + 2]) continue;
    out.append(`<triangle v1="${t[i]}" v2="${t[i + 1]}" v3="${t[i + 2]}"/>\n`);
  }
  out.append('</triangles></mesh></object></resources>\n');
  out.append('<build><item objectid="1"/></build>\n</model>\n');
  return out.finish();
}

/**
 * A 3MF package (core spec 1.x): one object of type model, one build item, unit millimetre,
 * content types and package relationships. Triangles that repeat a vertex index are left out
 * because the core spec forbids them.
 */
export function write3mf(mesh: IndexedMesh, options: { title?: string } = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    '3D/3dmodel.model': [writeModelXml(mesh, options.title), { level: 6 }],
  });
}
