import type {
  colors,
  processingStepOptions,
  processingSteps,
  surfaceFinishes,
} from '../catalog.tables.js';

type ColorRow = typeof colors.$inferInsert;
type FinishRow = typeof surfaceFinishes.$inferInsert;

/** Colours; colourFactorBp multiplies the part price (dyeing costs extra, 10000 = neutral). */
export const COLOR_SEED: readonly ColorRow[] = [
  {
    id: 'white',
    name: { de: 'Weiss', en: 'White', fr: 'Blanc' },
    variableName: 'white',
    hue: 0,
    hexcode: '#f4f4f0',
    thumbnail: null,
    colourFactorBp: 10000,
  },
  {
    id: 'black',
    name: { de: 'Schwarz', en: 'Black', fr: 'Noir' },
    variableName: 'black',
    hue: 0,
    hexcode: '#1d1d1b',
    thumbnail: null,
    colourFactorBp: 10800,
  },
  {
    id: 'anthracite',
    name: { de: 'Anthrazit', en: 'Anthracite', fr: 'Anthracite' },
    variableName: 'anthracite',
    hue: 200,
    hexcode: '#3b4045',
    thumbnail: null,
    colourFactorBp: 10800,
  },
  {
    id: 'red',
    name: { de: 'Rot', en: 'Red', fr: 'Rouge' },
    variableName: 'red',
    hue: 0,
    hexcode: '#c1121f',
    thumbnail: null,
    colourFactorBp: 11000,
  },
  {
    id: 'navy',
    name: { de: 'Marineblau', en: 'Navy blue', fr: 'Bleu marine' },
    variableName: 'navy',
    hue: 220,
    hexcode: '#1f3a68',
    thumbnail: null,
    colourFactorBp: 11000,
  },
  {
    id: 'blue',
    name: { de: 'Blau', en: 'Blue', fr: 'Bleu' },
    variableName: 'blue',
    hue: 210,
    hexcode: '#1e64c8',
    thumbnail: null,
    colourFactorBp: 10000,
  },
  {
    id: 'grey',
    name: { de: 'Grau', en: 'Grey', fr: 'Gris' },
    variableName: 'grey',
    hue: 0,
    hexcode: '#8a8d8f',
    thumbnail: null,
    colourFactorBp: 10000,
  },
  {
    id: 'alu-grey',
    name: { de: 'Aluminiumgrau', en: 'Aluminium grey', fr: 'Gris aluminium' },
    variableName: 'aluGrey',
    hue: 210,
    hexcode: '#a7abae',
    thumbnail: null,
    colourFactorBp: 10000,
  },
];

const BLASTED = {
  name: { de: 'Gestrahlt', en: 'Bead blasted', fr: 'Sablé' },
  description: {
    de: 'Pulverreste entfernt, natürliche Oberfläche.',
    en: 'Powder removed, natural surface.',
    fr: 'Poudre retirée, surface naturelle.',
  },
};
const DYED = {
  name: { de: 'Gestrahlt und eingefärbt', en: 'Blasted and dyed', fr: 'Sablé et teint' },
  description: {
    de: 'Tauchgefärbt nach dem Strahlen, durchgehende Farbschicht.',
    en: 'Immersion dyed after blasting, even colour layer.',
    fr: 'Teint par immersion après sablage, couleur homogène.',
  },
};
const SMOOTHED = {
  name: { de: 'Gleitgeschliffen', en: 'Vibratory finished', fr: 'Tribofinition' },
  description: {
    de: 'Gleitschleifen im Vibrationsbehälter: glattere Oberfläche, abgerundete Kanten.',
    en: 'Vibratory finishing: smoother surface, rounded edges.',
    fr: 'Tribofinition vibrante: surface plus lisse, arêtes adoucies.',
  },
};

/** Finishes per mode, priced per cm² of surface; each with the colours it offers (first = default). */
export const FINISH_SEED: readonly (FinishRow & { readonly colorIds: readonly string[] })[] = [
  {
    id: 'sls-pa2200-blasted',
    printModeId: 'sls-pa2200',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 5,
    colorIds: ['white'],
  },
  {
    id: 'sls-pa2200-dyed',
    printModeId: 'sls-pa2200',
    sortOrder: 2,
    ...DYED,
    finishCentsPerCm2: 9,
    colorIds: ['black', 'anthracite', 'red', 'navy'],
  },
  {
    id: 'sls-pa2200-smoothed',
    printModeId: 'sls-pa2200',
    sortOrder: 3,
    ...SMOOTHED,
    finishCentsPerCm2: 14,
    colorIds: ['white', 'black'],
  },
  {
    id: 'sls-pa12-blue-blasted',
    printModeId: 'sls-pa12-blue',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 5,
    colorIds: ['blue'],
  },
  {
    id: 'sls-alumide-blasted',
    printModeId: 'sls-alumide',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 6,
    colorIds: ['alu-grey'],
  },
  {
    id: 'sls-alumide-smoothed',
    printModeId: 'sls-alumide',
    sortOrder: 2,
    ...SMOOTHED,
    finishCentsPerCm2: 15,
    colorIds: ['alu-grey'],
  },
  {
    id: 'sls-pa3200gf-blasted',
    printModeId: 'sls-pa3200gf',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 5,
    colorIds: ['white'],
  },
  {
    id: 'sls-pa3200gf-dyed',
    printModeId: 'sls-pa3200gf',
    sortOrder: 2,
    ...DYED,
    finishCentsPerCm2: 9,
    colorIds: ['black'],
  },
  {
    id: 'sls-tpu-blasted',
    printModeId: 'sls-tpu',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 6,
    colorIds: ['white'],
  },
  {
    id: 'sls-tpu-dyed',
    printModeId: 'sls-tpu',
    sortOrder: 2,
    ...DYED,
    finishCentsPerCm2: 10,
    colorIds: ['black'],
  },
  {
    id: 'mjf-pa12-blasted',
    printModeId: 'mjf-pa12',
    sortOrder: 1,
    ...BLASTED,
    finishCentsPerCm2: 4,
    colorIds: ['grey'],
  },
  {
    id: 'mjf-pa12-dyed',
    printModeId: 'mjf-pa12',
    sortOrder: 2,
    ...DYED,
    finishCentsPerCm2: 7,
    colorIds: ['black'],
  },
];

type StepRow = typeof processingSteps.$inferInsert;
type OptionRow = typeof processingStepOptions.$inferInsert;

export const PROCESSING_STEP_SEED: readonly StepRow[] = [
  {
    id: 'threaded-inserts',
    sortOrder: 1,
    name: { de: 'Gewindeeinsätze', en: 'Threaded inserts', fr: 'Inserts filetés' },
  },
  {
    id: 'thread-tapping',
    sortOrder: 2,
    name: { de: 'Gewinde schneiden', en: 'Thread tapping', fr: 'Taraudage' },
  },
];

/** Price per insert/thread, per piece. */
export const PROCESSING_OPTION_SEED: readonly OptionRow[] = [
  {
    id: 'insert-m3',
    stepId: 'threaded-inserts',
    sortOrder: 1,
    name: { de: 'Messing M3', en: 'Brass M3', fr: 'Laiton M3' },
    priceCents: 250,
  },
  {
    id: 'insert-m4',
    stepId: 'threaded-inserts',
    sortOrder: 2,
    name: { de: 'Messing M4', en: 'Brass M4', fr: 'Laiton M4' },
    priceCents: 280,
  },
  {
    id: 'insert-m5',
    stepId: 'threaded-inserts',
    sortOrder: 3,
    name: { de: 'Messing M5', en: 'Brass M5', fr: 'Laiton M5' },
    priceCents: 320,
  },
  {
    id: 'tap-m4',
    stepId: 'thread-tapping',
    sortOrder: 1,
    name: { de: 'M4', en: 'M4', fr: 'M4' },
    priceCents: 350,
  },
  {
    id: 'tap-m6',
    stepId: 'thread-tapping',
    sortOrder: 2,
    name: { de: 'M6', en: 'M6', fr: 'M6' },
    priceCents: 400,
  },
];

/** Which modes offer which steps (not TPU: inserts do not hold in an elastomer). */
export const PRINT_MODE_STEP_SEED: readonly {
  readonly printModeId: string;
  readonly stepId: string;
}[] = ['sls-pa2200', 'sls-pa12-blue', 'sls-alumide', 'sls-pa3200gf', 'mjf-pa12'].flatMap(
  (printModeId) => [
    { printModeId, stepId: 'threaded-inserts' },
    { printModeId, stepId: 'thread-tapping' },
  ],
);
