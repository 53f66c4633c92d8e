// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDisplayMesh } from './read-display-mesh';

// apps/web/src/workers → /work/shared/models (beside the repository).
const MODELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/models');

function readModel(path: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(MODELS, path)));
}

describe('readDisplayMesh', () => {
  it('reads a real 3MF through the browser entry of the engine', () => {
    const result = readDisplayMesh(readModel('3mf/3DBenchy_creativetools.3mf'));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.format).toBe('3mf');
    expect(result.mesh.indices.length / 3).toBeGreaterThan(100_000);
  });

  it('reads a binary STL', () => {
    const bytes = new Uint8Array(84 + 50);
    new DataView(bytes.buffer).setUint32(80, 1, true);
    new Float32Array(bytes.buffer, 84 + 12 + 12, 1)[0] = 0;
    const view = new DataView(bytes.buffer);
    view.setFloat32(84 + 24, 1, true);
    view.setFloat32(84 + 40, 1, true);
    const result = readDisplayMesh(bytes);
    expect(result.ok && result.format).toBe('stl-binary');
  });

  it('refuses formats the viewer does not read as values', () => {
    expect(readDisplayMesh(readModel('ply/fuze_ascii_extra_tokens.ply'))).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_FEATURE' },
    });
    expect(readDisplayMesh(new Uint8Array(0))).toMatchObject({
      ok: false,
      error: { code: 'EMPTY_FILE' },
    });
    expect(readDisplayMesh(readModel('3mf/bad_mustfail_build_item_type_other.3mf'))).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
  });
});
