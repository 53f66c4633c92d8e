import { and, asc, desc, eq, gt, lte, min } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  colors,
  printModeProcessingSteps,
  printModes,
  priceSets,
  processingStepOptions,
  processingSteps,
  shippingCountries,
  shippingMethods,
  surfaceFinishColors,
  surfaceFinishes,
} from './catalog.tables.js';

/** Availability comes from the effective price set (true where no set says otherwise). */
interface Availability {
  readonly isAvailable: boolean;
}
export type PrintModeRow = typeof printModes.$inferSelect & Availability;
export type SurfaceFinishRow = typeof surfaceFinishes.$inferSelect & Availability;
export type ColorRow = typeof colors.$inferSelect & Availability;
export type ProcessingStepRow = typeof processingSteps.$inferSelect;
export type ProcessingOptionRow = typeof processingStepOptions.$inferSelect;
export type ShippingCountryRow = typeof shippingCountries.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect & Availability;

/** Which price set applies at a moment, and when the next scheduled one takes over. */
export interface PriceSetHead {
  readonly priceSetId: string | null;
  readonly nextSwitchAt: Date | null;
}

/** The whole print catalogue: a few dozen rows, read in one go. */
export interface CatalogRows {
  /** The price set whose values the rows carry; null: the seeded tables' own values. */
  readonly priceSetId: string | null;
  readonly printModes: readonly PrintModeRow[];
  readonly surfaceFinishes: readonly SurfaceFinishRow[];
  readonly colors: readonly ColorRow[];
  readonly finishColors: readonly (typeof surfaceFinishColors.$inferSelect)[];
  readonly steps: readonly ProcessingStepRow[];
  readonly options: readonly ProcessingOptionRow[];
  readonly modeSteps: readonly (typeof printModeProcessingSteps.$inferSelect)[];
}

export type BaseCatalogRows = Omit<CatalogRows, 'priceSetId'>;
export interface ShippingRowsData {
  readonly countries: ShippingCountryRow[];
  readonly methods: ShippingMethodRow[];
}

const available = <T>(row: T): T & Availability => ({ ...row, isAvailable: true });

export function createCatalogRepository(db: Db) {
  /** The set effective at `at` (latest date ≤ at, then highest version) and the next date. */
  async function findPriceSetHead(at: Date): Promise<PriceSetHead> {
    const published = eq(priceSets.status, 'published');
    const [[current], [next]] = await Promise.all([
      db
        .select({ id: priceSets.id })
        .from(priceSets)
        .where(and(published, lte(priceSets.effectiveFrom, at)))
        .orderBy(desc(priceSets.effectiveFrom), desc(priceSets.version))
        .limit(1),
      db
        .select({ at: min(priceSets.effectiveFrom) })
        .from(priceSets)
        .where(and(published, gt(priceSets.effectiveFrom, at))),
    ]);
    return { priceSetId: current?.id ?? null, nextSwitchAt: next?.at ?? null };
  }

  async function loadPriceSetContent(id: string) {
    const [row] = await db
      .select({ content: priceSets.content })
      .from(priceSets)
      .where(eq(priceSets.id, id));
    return row?.content ?? null;
  }

  return {
    findPriceSetHead,
    loadPriceSetContent,
    /** The catalogue rows as seeded (identity, texts, the seed's values), all available. */
    async loadBaseCatalogRows(): Promise<BaseCatalogRows> {
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
        printModes: modeRows.map(available),
        surfaceFinishes: finishRows.map(available),
        colors: colorRows.map(available),
        finishColors: finishColorRows,
        steps: stepRows,
        options: optionRows,
        modeSteps: modeStepRows,
      };
    },
    async loadBaseShippingRows(): Promise<ShippingRowsData> {
      const [countries, methods] = await Promise.all([
        db.select().from(shippingCountries),
        db.select().from(shippingMethods).orderBy(asc(shippingMethods.priceCents)),
      ]);
      return { countries, methods: methods.map(available) };
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
