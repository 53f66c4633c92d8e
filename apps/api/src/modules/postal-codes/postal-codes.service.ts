import { err, ok, type Result } from '@print/domain';
import type { AutofillParams, AutofillResponse } from '@print/contracts';
import type { Db } from '../../db/client.js';
import { readPostalCodes, type PostalCodeDataset } from './postal-code-file.js';
import { createPostalCodesRepository } from './postal-codes.repository.js';

export function createPostalCodesService(deps: {
  readonly db: Db;
  /** Tests pass a small dataset; the app reads assets/postal-codes. */
  readonly readDataset?: () => Promise<PostalCodeDataset>;
}) {
  const repo = createPostalCodesRepository(deps.db);
  const readDataset = deps.readDataset ?? (() => readPostalCodes());
  return {
    /** At start: loads the directory unless this very file is loaded already. */
    async ensureLoaded(): Promise<{ loaded: boolean; rows: number }> {
      const dataset = await readDataset();
      return { loaded: await repo.loadDataset(dataset), rows: dataset.rows.length };
    },

    /** Every locality of a code, first match first; POSTAL_CODE_NOT_FOUND when none. */
    async autofill(
      params: AutofillParams,
    ): Promise<Result<AutofillResponse, 'POSTAL_CODE_NOT_FOUND'>> {
      const rows = await repo.findLocalities(params.countryCode.toUpperCase(), params.postalCode);
      const [first, ...rest] = rows;
      if (first === undefined) {
        return err('POSTAL_CODE_NOT_FOUND', 'No locality has this postal code', {
          countryCode: params.countryCode,
          postalCode: params.postalCode,
        });
      }
      return ok({
        places: [first, ...rest].map((row) => ({ 'place name': row.locality, state: row.canton })),
      });
    },
  };
}

export type PostalCodesService = ReturnType<typeof createPostalCodesService>;
