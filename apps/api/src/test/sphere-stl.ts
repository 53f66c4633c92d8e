/**
 * A closed UV sphere of radius 40 mm as binary STL with about `targetBytes` bytes (50 bytes per
 * triangle): a real, watertight model of any size for tests and benchmarks (never committed as a
 * file). `radiusMm` changes the size of the part, not the file.
 */
export function buildSphereStl(targetBytes: number, radiusMm = 40): Buffer {
  const triangles = Math.floor((targetBytes - 84) / 50);
  const rings = Math.max(4, Math.floor(Math.sqrt(triangles / 2)));
  const segments = Math.max(4, Math.floor(triangles / (2 * rings)));
  const count = 2 * segments * (rings - 1);
  const out = Buffer.alloc(84 + 50 * count);
  out.writeUInt32LE(count, 80);
  const point = (ring: number, seg: number): [number, number, number] => {
    const theta = (Math.PI * ring) / rings;
    const phi = (2 * Math.PI * seg) / segments;
    return [
      radiusMm * Math.sin(theta) * Math.cos(phi),
      radiusMm * Math.sin(theta) * Math.sin(phi),
      radiusMm * Math.cos(theta),
    ];
  };
  let offset = 84;
  const write = (a: number[], b: number[], c: number[]) => {
    offset += 12;
    for (const v of [a, b, c])
      for (const x of v) {
        out.writeFloatLE(x, offset);
        offset += 4;
      }
    offset += 2;
  };
  for (let r = 0; r < rings; r++)
    for (let s = 0; s < segments; s++) {
      const a = point(r, s);
      const b = point(r + 1, s);
      const c = point(r + 1, s + 1);
      const d = point(r, s + 1);
      if (r !== rings - 1) write(a, b, c);
      if (r !== 0) write(a, c, d);
    }
  return out;
}
