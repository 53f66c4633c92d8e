import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  colors,
  printModeProcessingSteps,
  printModes,
  processingStepOptions,
  processingSteps,
  shippingCountries,
  shippingMethods,
  surfaceFinishColors,
  surfaceFinishes,
} from './catalog.tables.js';

export type PrintModeRow = typeof printModes.$inferSelect;
export type SurfaceFinishRow = typeof surfaceFinishes.$inferSelect;
export type ColorRow = typeof colors.$inferSelect;
export type ProcessingStepRow = typeof processingSteps.$inferSelect;
export type ProcessingOptionRow = typeof processingStepOptions.$inferSelect;
export type ShippingCountryRow = typeof shippingCountries.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** The whole print catalogue: a few dozen rows, read in one go. */
export interface CatalogRows {
  readonly printModes: readonly PrintModeRow[];
  readonly surfaceFinishes: readonly SurfaceFinishRow[];
  readonly colors: readonly ColorRow[];
  readonly finishColors: readonly (typeof surfaceFinishColors.$inferSelect)[];
  readonly steps: readonly ProcessingStepRow[];
  readonly options: readonly ProcessingOptionRow[];
  readonly modeSteps: readonly (typeof printModeProcessingSteps.$inferSelect)[];
}

export function createCatalogRepository(db: Db) {
  return {
    async loadCatalogRows(): Promise<CatalogRows> {
      const [modeRows, finishRows, colorRows, finishColorRows, stepRows, optionRows, modeStepRows] =
        await Promise.all([
          db.select().from(printModes).orderBy(asc(printModes.sortOrder)),
          db.select().from(surfaceFinishes).orderBy(asc(surfaceFinishes.sortOrder)),
          db.select().from(colors),
          db.select().from(surfaceFinishColors).orderBy(asc(surfaceFinishColors.sortOrder)),
          db.select().from(processingSteps).orderBy(asc(processingSteps.sortOrder)),
          db.select().from(processingStepOptions).orderBy(asc(processingStepOptions.sortOrder)),
          db.select().from(printModeProcessingSteps),
        ]);
      return {
        printModes: modeRows,
        surfaceFinishes: finishRows,
        colors: colorRows,
        finishColors: finishColorRows,
        steps: stepRows,
        options: optionRows,
        modeSteps: modeStepRows,
      };
    },
    async loadShippingRows(): Promise<{
      countries: ShippingCountryRow[];
      methods: ShippingMethodRow[];
    }> {
      const [countries, methods] = await Promise.all([
        db.select().from(shippingCountries),
        db.select().from(shippingMethods).orderBy(asc(shippingMethods.priceCents)),
      ]);
      return { countries, methods };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
