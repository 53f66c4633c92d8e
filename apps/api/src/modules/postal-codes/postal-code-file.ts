import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** assets/postal-codes/ch-li-postal-codes.tsv (from src/ or dist/ modules/postal-codes). */
export const POSTAL_CODES_FILE = fileURLToPath(
  new URL('../../../assets/postal-codes/ch-li-postal-codes.tsv', import.meta.url),
);

export interface PostalCodeRow {
  /** The row's place in the file (1-based): "first match first". */
  readonly position: number;
  readonly countryCode: string;
  readonly postalCode: string;
  readonly locality: string;
  readonly canton: string;
}

export interface PostalCodeDataset {
  readonly sha256: string;
  readonly rows: readonly PostalCodeRow[];
}

const HEADER = 'postal_code\tlocality\tcanton\tcountry';

/** Parses the TSV; a malformed file is a deployment error and throws with the line number. */
export function parsePostalCodes(text: string): PostalCodeDataset {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== HEADER) throw new Error(`postal codes: header must be "${HEADER}"`);
  const rows: PostalCodeRow[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const [postalCode = '', locality = '', canton = '', country = ''] = line.split('\t');
    if (!/^\d{4}$/.test(postalCode) || locality.trim() === '' || !/^(CH|LI)$/.test(country)) {
      throw new Error(`postal codes: line ${index + 2} is not "code, locality, canton, CH|LI"`);
    }
    rows.push({
      position: rows.length + 1,
      countryCode: country,
      postalCode,
      locality: locality.trim(),
      canton: canton.trim(),
    });
  });
  return { sha256: createHash('sha256').update(text).digest('hex'), rows };
}

export async function readPostalCodes(file = POSTAL_CODES_FILE): Promise<PostalCodeDataset> {
  return parsePostalCodes(await readFile(file, 'utf8'));
}
