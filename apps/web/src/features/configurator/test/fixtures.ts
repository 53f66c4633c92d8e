import type {
  AnalytxFile,
  BatchCalculationResult,
  Color,
  PrintMode,
  SurfaceFinish,
} from '@print/contracts';

export function makeColor(id: string, hexcode = '#808080'): Color {
  return { _id: id, name: `Colour ${id}`, variableName: id, hue: 0, hexcode, thumbnail: null };
}

export function makeFinish(modeId: string, id: string, colorIds: string[]): SurfaceFinish {
  return {
    _id: id,
    printModeId: modeId,
    properties: { name: `Finish ${id}`, description: `About ${id}` },
    colors: colorIds.map((colorId) => makeColor(colorId)),
  };
}

export function makeMode(id: string, finishes: SurfaceFinish[]): PrintMode {
  return {
    _id: id,
    name: `Mode ${id}`,
    features: {
      description: 'Robust all-rounder',
      surfaceQuality: 'slightly rough',
      applications: 'prototypes',
      maxDimensions: { x: 300, y: 300, z: 300 },
      minFeatureSize: 0.8,
      resolutionXY: 0.4,
      resolutionZ: 0.12,
      ranking: {
        price: 6,
        flexibility: 3,
        stability: 5,
        precision: 4,
        wearResistance: 4,
        heatResistance: 3,
      },
      maxNumberOfParts: null,
      maxIncrementalMeasurement: 0,
    },
    printModeMaterial: { name: `Material ${id}` },
    printModeMethod: { name: 'SLS', machine: 'EOS P 396' },
    surfaceFinishes: finishes,
    processingSteps: [],
  };
}

export function makeResult(
  ids: { printModeId: string; surfaceFinishId: string; colorId: string },
  netPrice: number | null,
  flags: Partial<Pick<BatchCalculationResult, 'printable' | 'tooLarge' | 'tooSmall'>> = {},
): BatchCalculationResult {
  const printable = flags.printable ?? netPrice !== null;
  return {
    ...ids,
    price:
      netPrice === null
        ? null
        : {
            netPrice,
            tax: Math.round(netPrice * 0.081),
            totalPrice: netPrice + Math.round(netPrice * 0.081),
            taxRate: 8.1,
            taxRateBp: 810,
            unitNetPrice: netPrice,
          },
    productionTime: 6,
    printable,
    tooLarge: flags.tooLarge ?? false,
    tooSmall: flags.tooSmall ?? false,
    reasons: [],
    orderPreview: null,
    fitScale: null,
  };
}

export function makeFile(overrides: Partial<AnalytxFile> = {}): AnalytxFile {
  return {
    _id: 'file-1',
    id: 'file-1',
    name: 'bracket.stl',
    givenUnitOfLength: 'mm',
    status: 'analysed',
    taskId: null,
    scale: 1,
    analysedProperties: {
      dimensions: { x: 40, y: 20, z: 10 },
      volume: 8000,
      area: 2800,
      thinnestWall: 2,
      shellCount: 1,
      watertight: true,
      triangleCount: 12,
    },
    files: {
      '3mf': '/api/analytx/files/file-1/model.3mf',
      repaired: '/api/analytx/files/file-1/repaired.stl',
    },
    repairInfo: null,
    frontPictures: [],
    warnings: [],
    ...overrides,
  };
}
