import type { LegacyOrder, LegacyTrackOrderRequest } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import { parseLegacyOrdersCsv, type CsvProblem } from './legacy-order-csv.js';
import { createLegacyOrdersRepository, type LegacyOrderRow } from './legacy-orders.repository.js';

export interface LegacyImportReport {
  readonly read: number;
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly problems: readonly CsvProblem[];
}

function toLegacyOrder(row: LegacyOrderRow): LegacyOrder {
  return {
    id: row.id,
    date: row.orderDate,
    publicStatus_de: row.publicStatusDe,
    prodTime: row.prodTimeDays,
    shipTime: row.shipTimeDays,
    shipFirstName: row.shipFirstName,
    shipLastName: row.shipLastName,
    shipStreet: row.shipStreet,
    shipHouseNumber: row.shipHouseNumber,
    shipPostcode: row.shipPostcode,
    shipCity: row.shipCity,
    shipCountry: row.shipCountry,
    billFirstName: row.billFirstName,
    billLastName: row.billLastName,
    billStreet: row.billStreet,
    billHouseNumber: row.billHouseNumber,
    billPostcode: row.billPostcode,
    billCity: row.billCity,
    billCountry: row.billCountry,
    eMail: row.email,
    priceBruttoCents: row.priceBruttoCents,
    shipCostCents: row.shipCostCents,
    methodForm_de: row.methodFormDe,
    legacyOrder: true,
  };
}

export function createLegacyOrdersService(deps: { readonly db: Db }) {
  const repo = createLegacyOrdersRepository(deps.db);
  return {
    /** Imports an export (the readable rows; the others are reported with their line). */
    async importCsv(text: string): Promise<LegacyImportReport> {
      const { records, problems } = parseLegacyOrdersCsv(text);
      const counts = await repo.upsert(records);
      return { read: records.length, ...counts, problems };
    },

    /** An old order by its number and the e-mail it was placed with; both must match. */
    async track(
      query: LegacyTrackOrderRequest,
    ): Promise<Result<LegacyOrder, 'LEGACY_ORDER_NOT_FOUND'>> {
      const row = await repo.findByIdAndEmail(query.orderId, query.email.toLowerCase());
      if (row === null) {
        return err('LEGACY_ORDER_NOT_FOUND', 'No order with this number and e-mail address');
      }
      return ok(toLegacyOrder(row));
    },
  };
}

export type LegacyOrdersService = ReturnType<typeof createLegacyOrdersService>;
