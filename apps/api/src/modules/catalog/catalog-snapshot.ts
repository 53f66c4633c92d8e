import type {
  ColourPriceRates,
  FinishPriceRates,
  ModePriceRates,
  PrintModeLimits,
} from '@print/domain';
import { err, ok, type Result } from '@print/domain';
import type {
  CatalogRows,
  ColorRow,
  PrintModeRow,
  ProcessingOptionRow,
  ProcessingStepRow,
  SurfaceFinishRow,
} from './catalog.repository.js';

export type ConfigurationErrorCode =
  | 'PRINT_MODE_NOT_FOUND'
  | 'SURFACE_FINISH_NOT_FOUND'
  | 'COLOR_NOT_FOUND'
  | 'PROCESSING_STEP_NOT_FOUND';

/** A print mode + finish + colour that belong together, with the domain's rate and limit views. */
export interface ResolvedConfiguration {
  readonly mode: PrintModeRow;
  readonly finish: SurfaceFinishRow;
  readonly color: ColorRow;
  readonly modeRates: ModePriceRates;
  readonly finishRates: FinishPriceRates;
  readonly colourRates: ColourPriceRates;
  readonly limits: PrintModeLimits;
}

export interface ResolvedProcessingStep {
  readonly step: ProcessingStepRow;
  readonly option: ProcessingOptionRow;
  readonly quantity: number;
}

/** Indexed catalogue with lookups that check that finish belongs to mode and colour to finish. */
export class CatalogSnapshot {
  readonly modesById: ReadonlyMap<string, PrintModeRow>;
  readonly finishesById: ReadonlyMap<string, SurfaceFinishRow>;
  readonly colorsById: ReadonlyMap<string, ColorRow>;
  readonly stepsById: ReadonlyMap<string, ProcessingStepRow>;
  readonly optionsById: ReadonlyMap<string, ProcessingOptionRow>;
  /** The price set the rows' values come from (cart lines remember it to be priced again). */
  readonly priceSetId: string | null;

  constructor(readonly rows: CatalogRows) {
    this.priceSetId = rows.priceSetId;
    this.modesById = new Map(rows.printModes.map((r) => [r.id, r]));
    this.finishesById = new Map(rows.surfaceFinishes.map((r) => [r.id, r]));
    this.colorsById = new Map(rows.colors.map((r) => [r.id, r]));
    this.stepsById = new Map(rows.steps.map((r) => [r.id, r]));
    this.optionsById = new Map(rows.options.map((r) => [r.id, r]));
  }

  finishesOf(printModeId: string): SurfaceFinishRow[] {
    return this.rows.surfaceFinishes.filter((f) => f.printModeId === printModeId);
  }

  colorsOf(surfaceFinishId: string): ColorRow[] {
    return this.rows.finishColors
      .filter((fc) => fc.surfaceFinishId === surfaceFinishId)
      .flatMap((fc) => {
        const color = this.colorsById.get(fc.colorId);
        return color ? [color] : [];
      });
  }

  stepsOf(printModeId: string): ProcessingStepRow[] {
    const ids = new Set(
      this.rows.modeSteps.filter((ms) => ms.printModeId === printModeId).map((ms) => ms.stepId),
    );
    return this.rows.steps.filter((s) => ids.has(s.id));
  }

  optionsOf(stepId: string): ProcessingOptionRow[] {
    return this.rows.options.filter((o) => o.stepId === stepId);
  }

  resolveConfiguration(
    printModeId: string,
    surfaceFinishId: string,
    colorId: string,
  ): Result<ResolvedConfiguration, ConfigurationErrorCode> {
    // What the price set makes unavailable cannot be configured (it stays named in old lines).
    const mode = this.modesById.get(printModeId);
    if (!mode?.isAvailable)
      return err('PRINT_MODE_NOT_FOUND', `No print mode with id ${printModeId}`);
    const finish = this.finishesById.get(surfaceFinishId);
    if (!finish?.isAvailable || finish.printModeId !== mode.id) {
      return err(
        'SURFACE_FINISH_NOT_FOUND',
        `Print mode ${printModeId} has no surface finish ${surfaceFinishId}`,
      );
    }
    const color = this.colorsOf(finish.id).find((c) => c.id === colorId);
    if (!color?.isAvailable)
      return err('COLOR_NOT_FOUND', `Surface finish ${surfaceFinishId} has no colour ${colorId}`);
    return ok({
      mode,
      finish,
      color,
      modeRates: {
        setupFeeCents: mode.setupFeeCents,
        materialCentsPerCm3: mode.materialCentsPerCm3,
        packingCentsPerCm3: mode.packingCentsPerCm3,
        minPartPriceCents: mode.minPartPriceCents,
        quantityBreaks: mode.quantityBreaks,
        productionDaysExtra: mode.productionDaysExtra,
      },
      finishRates: { finishCentsPerCm2: finish.finishCentsPerCm2 },
      colourRates: { colourFactorBp: color.colourFactorBp },
      limits: {
        maxDimensionsMm: { x: mode.maxXMm, y: mode.maxYMm, z: mode.maxZMm },
        minFeatureSizeMm: mode.minFeatureSizeMm,
        maxNumberOfParts: mode.maxNumberOfParts,
      },
    });
  }

  resolveProcessingSteps(
    printModeId: string,
    choices: readonly {
      readonly stepId: string;
      readonly optionId: string;
      readonly quantity: number;
    }[],
  ): Result<ResolvedProcessingStep[], 'PROCESSING_STEP_NOT_FOUND'> {
    const offered = new Set(this.stepsOf(printModeId).map((s) => s.id));
    const resolved: ResolvedProcessingStep[] = [];
    for (const choice of choices) {
      const step = this.stepsById.get(choice.stepId);
      const option = this.optionsById.get(choice.optionId);
      if (!step || !offered.has(step.id) || !option || option.stepId !== step.id) {
        return err(
          'PROCESSING_STEP_NOT_FOUND',
          `Processing step ${choice.stepId}/${choice.optionId} is not offered for ${printModeId}`,
        );
      }
      resolved.push({ step, option, quantity: choice.quantity });
    }
    return ok(resolved);
  }
}
