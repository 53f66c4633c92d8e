// The bench's generated model: a watertight UV sphere as binary STL of a chosen size.
/**
 * A closed UV sphere (radius 30 mm) as binary STL of about `targetBytes`: 50 bytes per triangle.
 * Vertices come from one function of (ring, segment), so shared corners are bit-identical and the
 * mesh is watertight.
 */
export function generateSphereStl(targetBytes) {
  const triangleBudget = Math.floor((targetBytes - 84) / 50);
  const segments = 500;
  const rings = Math.max(3, Math.floor(triangleBudget / (2 * segments)) + 1);
  const radius = 30;
  const vertex = (ring, segment) => {
    if (ring === 0) return [0, 0, radius];
    if (ring === rings) return [0, 0, -radius];
    const theta = (Math.PI * ring) / rings;
    const phi = (2 * Math.PI * (segment % segments)) / segments;
    return [
      Math.fround(radius * Math.sin(theta) * Math.cos(phi)),
      Math.fround(radius * Math.sin(theta) * Math.sin(phi)),
      Math.fround(radius * Math.cos(theta)),
    ];
  };
  const triangles = [];
  for (let ring = 0; ring < rings; ring += 1) {
    for (let segment = 0; segment < segments; segment += 1) {
      const a = vertex(ring, segment);
      const b = vertex(ring + 1, segment);
      const c = vertex(ring + 1, segment + 1);
      const d = vertex(ring, segment + 1);
      if (ring > 0) triangles.push([a, b, d]);
      if (ring < rings - 1) triangles.push([d, b, c]);
    }
  }
  const buffer = Buffer.alloc(84 + triangles.length * 50);
  buffer.write('print-portal bench sphere', 0, 'ascii');
  buffer.writeUInt32LE(triangles.length, 80);
  let offset = 84;
  for (const triangle of triangles) {
    offset += 12; // normal 0,0,0: readers compute their own
    for (const point of triangle) {
      for (const value of point) {
        buffer.writeFloatLE(value, offset);
        offset += 4;
      }
    }
    offset += 2;
  }
  return { buffer, triangleCount: triangles.length };
}
