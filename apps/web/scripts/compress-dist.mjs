// Writes brotli (.br) and gzip (.gz) copies of the text files in dist, for a static server that
// sends pre-compressed files (@fastify/static `preCompressed: true`): the home page's JavaScript
// travels as ~140 KB instead of ~430 KB, without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.argv[2] ?? join(webRoot, 'dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

let rawBytes = 0;
let brotliBytes = 0;
for (const file of listFiles(distDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  rawBytes += content.length;
  brotliBytes += brotli.length;
}
console.log(
  `pre-compressed ${(rawBytes / 1024).toFixed(0)} KB of text files to ${(brotliBytes / 1024).toFixed(0)} KB (brotli) in ${distDir}`,
);
