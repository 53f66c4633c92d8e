import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
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
} from '../catalog.tables.js';
import {
  COLOR_SEED,
  FINISH_SEED,
  PRINT_MODE_STEP_SEED,
  PROCESSING_OPTION_SEED,
  PROCESSING_STEP_SEED,
} from './finishes.seed.js';
import { PRINT_MODE_SEED } from './print-modes.seed.js';
import { COUNTRY_SEED, SHIPPING_METHOD_SEED } from './shipping.seed.js';

/** Seeds the catalogue once (first start): does nothing when print modes exist already. */
export async function seedCatalog(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(printModes);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await tx.insert(printModes).values([...PRINT_MODE_SEED]);
    await tx.insert(colors).values([...COLOR_SEED]);
    await tx
      .insert(surfaceFinishes)
      .values(FINISH_SEED.map(({ colorIds: _colorIds, ...finish }) => finish));
    await tx
      .insert(surfaceFinishColors)
      .values(
        FINISH_SEED.flatMap((f) =>
          f.colorIds.map((colorId, i) => ({ surfaceFinishId: f.id, colorId, sortOrder: i })),
        ),
      );
    await tx.insert(processingSteps).values([...PROCESSING_STEP_SEED]);
    await tx.insert(processingStepOptions).values([...PROCESSING_OPTION_SEED]);
    await tx.insert(printModeProcessingSteps).values([...PRINT_MODE_STEP_SEED]);
    await tx.insert(shippingCountries).values([...COUNTRY_SEED]);
    await tx.insert(shippingMethods).values([...SHIPPING_METHOD_SEED]);
    return { seeded: true };
  });
}
