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

export interface LegacyOrdersDeps {
  readonly db: Db;
  /** The orders module: a current order by number and e-mail, in the same answer shape. */
  readonly findCurrentOrder?: (orderNumber: string, email: string) => Promise<LegacyOrder | null>;
}

/** A current order's number: YYYY-NNNNNN (the old shop's were digits only). */
const CURRENT_ORDER_NUMBER = /^\d{4}-\d{6}$/;

export function createLegacyOrdersService(deps: LegacyOrdersDeps) {
  const repo = createLegacyOrdersRepository(deps.db);
  return {
    /** Imports an export (the readable rows; the others are reported with their line). */
    async importCsv(text: string): Promise<LegacyImportReport> {
      const { records, problems } = parseLegacyOrdersCsv(text);
      const counts = await repo.upsert(records);
      return { read: records.length, ...counts, problems };
    },

    /**
     * An order by its number and the e-mail it was placed with; both must match. Current orders
     * (YYYY-NNNNNN) come from the orders module, the old shop's (digits) from its import.
     */
    async track(
      query: LegacyTrackOrderRequest,
    ): Promise<Result<LegacyOrder, 'LEGACY_ORDER_NOT_FOUND'>> {
      const email = query.email.toLowerCase();
      const notFound = () =>
        err('LEGACY_ORDER_NOT_FOUND', 'No order with this number and e-mail address');
      if (CURRENT_ORDER_NUMBER.test(query.orderId)) {
        const order = (await deps.findCurrentOrder?.(query.orderId, email)) ?? null;
        return order === null ? notFound() : ok(order);
      }
      const row = await repo.findByIdAndEmail(query.orderId, email);
      return row === null ? notFound() : ok(toLegacyOrder(row));
    },
  };
}

export type LegacyOrdersService = ReturnType<typeof createLegacyOrdersService>;
