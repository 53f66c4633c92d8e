import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, for app.inject(). */
export function buildMultipart(
  fileName: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pp${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with text fields and several file parts (field "file" each). */
export function buildForm(
  fields: Readonly<Record<string, string>>,
  files: readonly { readonly name: string; readonly data: Buffer; readonly type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pp${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A closed tetrahedron as binary STL (80-byte header, count, 4 facets of 50 bytes). */
export function tetrahedronStl(): Buffer {
  const corners = [
    [0, 0, 0],
    [10, 0, 0],
    [0, 10, 0],
    [0, 0, 10],
  ] as const;
  const faces = [
    [0, 2, 1],
    [0, 1, 3],
    [0, 3, 2],
    [1, 2, 3],
  ] as const;
  const data = Buffer.alloc(84 + faces.length * 50);
  data.write('binary tetrahedron', 0, 'latin1');
  data.writeUInt32LE(faces.length, 80);
  faces.forEach((face, i) => {
    const base = 84 + i * 50 + 12;
    face.forEach((corner, k) => {
      corners[corner].forEach((value, axis) => data.writeFloatLE(value, base + k * 12 + axis * 4));
    });
  });
  return data;
}
