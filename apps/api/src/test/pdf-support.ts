import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** jsQR's CommonJS default export, typed by hand (its d.ts does not resolve under our lint setup). */
type DecodeQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = jsQRModule as unknown as DecodeQr;

async function withPdfFile<T>(
  pdf: Buffer,
  use: (dir: string, file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pp-pdf-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await use(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler's pdftotext extracts it (what a customer's copy-paste gets). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(
    pdf,
    async (_dir, file) => (await run('pdftotext', ['-layout', file, '-'])).stdout,
  );
}

/** `pdffonts` rows: font name (subset prefix removed) and whether it is embedded. */
export function pdfFonts(pdf: Buffer): Promise<{ name: string; isEmbedded: boolean }[]> {
  return withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await run('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [name = '', ...rest] = line.trim().split(/\s+/);
        return { name: name.replace(/^[A-Z]{6}\+/, ''), isEmbedded: rest.at(-5) === 'yes' };
      });
  });
}

export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/**
 * Renders every page at 200 dpi (pdftoppm) and decodes the first QR code found with jsQR
 * (Debian's zbarimg cannot read swissqrbill's codes). null when no page has one.
 */
export function decodePdfQrCode(pdf: Buffer): Promise<string | null> {
  return withPdfFile(pdf, async (dir, file) => {
    await run('pdftoppm', ['-r', '200', '-png', file, join(dir, 'page')]);
    const pages = (await readdir(dir))
      .filter((n) => n.endsWith('.png'))
      .sort()
      .reverse();
    for (const page of pages) {
      const png = PNG.sync.read(await readFile(join(dir, page)));
      const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      if (code !== null && code.data !== '') return code.data;
    }
    return null;
  });
}
