import type { printModes } from '../catalog.tables.js';

/**
 * Print modes of the shop (material + method on a named machine).
 *
 * PRICE MODEL (docs/decisions/0007-shop-rulings.md "Pricing of a printed part"; computed by @print/domain computePartPrice):
 *   unit = max(minPartPrice, setupFee + volume_cm3 × materialCentsPerCm3
 *                            + boundingBox_cm3 × packingCentsPerCm3 + area_cm2 × finishCentsPerCm2)
 *          × colourFactor × quantityFactor, rounded to the cent once per unit,
 *        + Σ processing option price × count (per piece, no factor); line = unit × quantity.
 * - setupFee: job preparation, data check, depowdering/handling per part.
 * - materialCentsPerCm3: powder incl. refresh rate and machine hours (SLS/MJF bill by part volume).
 * - packingCentsPerCm3: build-space nesting cost, charged on the bounding box.
 * - finishCentsPerCm2 (surface finish), colourFactorBp (colour) and quantity breaks are in the
 *   finish, colour and mode rows. Calibrated against Swiss industrial SLS price lists (2024):
 *   a 50 × 50 × 50 mm bracket of 20 cm³ / 80 cm² in PA2200, blasted, costs about CHF 55 net.
 */
type PrintModeRow = typeof printModes.$inferInsert;

const STANDARD_BREAKS = [
  { minQuantity: 1, factorBp: 10000 },
  { minQuantity: 5, factorBp: 9500 },
  { minQuantity: 10, factorBp: 9000 },
  { minQuantity: 25, factorBp: 8500 },
  { minQuantity: 100, factorBp: 8000 },
];

const EOS_P396 = { machineName: 'EOS P 396', maxXMm: 340, maxYMm: 340, maxZMm: 600 };
const EOS_P110 = { machineName: 'EOS FORMIGA P 110', maxXMm: 200, maxYMm: 250, maxZMm: 330 };
const HP_5200 = { machineName: 'HP Jet Fusion 5200', maxXMm: 380, maxYMm: 284, maxZMm: 380 };

export const PRINT_MODE_SEED: readonly PrintModeRow[] = [
  {
    id: 'sls-pa2200',
    sortOrder: 1,
    materialName: 'PA2200',
    methodName: 'SLS',
    ...EOS_P396,
    name: { de: 'PA2200 (SLS)', en: 'PA2200 (SLS)', fr: 'PA2200 (SLS)' },
    description: {
      de: 'Weisses Polyamid 12 für robuste Funktionsteile und Prototypen.',
      en: 'White polyamide 12 for robust functional parts and prototypes.',
      fr: 'Polyamide 12 blanc pour pièces fonctionnelles robustes et prototypes.',
    },
    surfaceQuality: {
      de: 'Leicht körnig, matt',
      en: 'Slightly grainy, matte',
      fr: 'Légèrement granuleuse, mate',
    },
    applications: {
      de: 'Gehäuse, Halterungen, Schnappverbindungen, Kleinserien',
      en: 'Housings, brackets, snap fits, small series',
      fr: 'Boîtiers, supports, clips, petites séries',
    },
    minFeatureSizeMm: 0.8,
    resolutionXyMm: 0.4,
    resolutionZMm: 0.12,
    ranking: {
      price: 6,
      flexibility: 4,
      stability: 6,
      precision: 6,
      wearResistance: 5,
      heatResistance: 4,
    },
    maxNumberOfParts: 20,
    maxIncrementalMeasurementMm: 0.1,
    setupFeeCents: 1200,
    materialCentsPerCm3: 150,
    packingCentsPerCm3: 4,
    minPartPriceCents: 2500,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 0,
  },
  {
    id: 'sls-pa12-blue',
    sortOrder: 2,
    materialName: 'PA12 blau',
    methodName: 'SLS',
    ...EOS_P110,
    name: { de: 'PA12 blau (SLS)', en: 'PA12 blue (SLS)', fr: 'PA12 bleu (SLS)' },
    description: {
      de: 'Durchgefärbtes blaues PA12-Pulver: Farbe ohne Nachbearbeitung, auch in Bohrungen.',
      en: 'Blue through-coloured PA12 powder: colour without post-processing, even inside holes.',
      fr: 'Poudre PA12 teintée bleue dans la masse: couleur sans post-traitement, même dans les perçages.',
    },
    surfaceQuality: {
      de: 'Leicht körnig, matt',
      en: 'Slightly grainy, matte',
      fr: 'Légèrement granuleuse, mate',
    },
    applications: {
      de: 'Sichtteile, Lebensmittel-Detektierbarkeit, Vorrichtungen',
      en: 'Visible parts, detectable parts for food lines, fixtures',
      fr: 'Pièces visibles, pièces détectables en agroalimentaire, gabarits',
    },
    minFeatureSizeMm: 0.8,
    resolutionXyMm: 0.4,
    resolutionZMm: 0.12,
    ranking: {
      price: 5,
      flexibility: 4,
      stability: 6,
      precision: 6,
      wearResistance: 5,
      heatResistance: 4,
    },
    maxNumberOfParts: 20,
    maxIncrementalMeasurementMm: 0.1,
    setupFeeCents: 1500,
    materialCentsPerCm3: 175,
    packingCentsPerCm3: 5,
    minPartPriceCents: 3000,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 1,
  },
  {
    id: 'sls-alumide',
    sortOrder: 3,
    materialName: 'Alumide',
    methodName: 'SLS',
    ...EOS_P110,
    name: { de: 'Alumide (SLS)', en: 'Alumide (SLS)', fr: 'Alumide (SLS)' },
    description: {
      de: 'Aluminiumgefülltes Polyamid mit metallischem Aussehen und hoher Steifigkeit.',
      en: 'Aluminium-filled polyamide with a metallic look and high stiffness.',
      fr: 'Polyamide chargé d’aluminium, aspect métallique et grande rigidité.',
    },
    surfaceQuality: {
      de: 'Metallisch grau, matt',
      en: 'Metallic grey, matte',
      fr: 'Gris métallique, mat',
    },
    applications: {
      de: 'Designmodelle, Vorrichtungen, thermisch belastete Teile',
      en: 'Design models, jigs, thermally loaded parts',
      fr: 'Maquettes de design, gabarits, pièces sollicitées thermiquement',
    },
    minFeatureSizeMm: 1,
    resolutionXyMm: 0.4,
    resolutionZMm: 0.12,
    ranking: {
      price: 4,
      flexibility: 2,
      stability: 7,
      precision: 6,
      wearResistance: 6,
      heatResistance: 6,
    },
    maxNumberOfParts: 10,
    maxIncrementalMeasurementMm: 0.1,
    setupFeeCents: 1500,
    materialCentsPerCm3: 230,
    packingCentsPerCm3: 5,
    minPartPriceCents: 3500,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 1,
  },
  {
    id: 'sls-pa3200gf',
    sortOrder: 4,
    materialName: 'PA3200GF',
    methodName: 'SLS',
    ...EOS_P396,
    name: { de: 'PA3200GF (SLS)', en: 'PA3200GF (SLS)', fr: 'PA3200GF (SLS)' },
    description: {
      de: 'Glaskugelgefülltes Polyamid 12: steif, formstabil und verschleissfest.',
      en: 'Glass-bead-filled polyamide 12: stiff, dimensionally stable and wear resistant.',
      fr: 'Polyamide 12 chargé de billes de verre: rigide, stable et résistant à l’usure.',
    },
    surfaceQuality: { de: 'Glatt, mattweiss', en: 'Smooth, matte white', fr: 'Lisse, blanc mat' },
    applications: {
      de: 'Motorraumteile, Gehäuse mit hoher Steifigkeit, Lehren',
      en: 'Engine-bay parts, stiff housings, gauges',
      fr: 'Pièces sous capot, boîtiers rigides, calibres',
    },
    minFeatureSizeMm: 1,
    resolutionXyMm: 0.4,
    resolutionZMm: 0.12,
    ranking: {
      price: 5,
      flexibility: 2,
      stability: 8,
      precision: 6,
      wearResistance: 7,
      heatResistance: 7,
    },
    maxNumberOfParts: 20,
    maxIncrementalMeasurementMm: 0.1,
    setupFeeCents: 1400,
    materialCentsPerCm3: 200,
    packingCentsPerCm3: 4,
    minPartPriceCents: 3000,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 1,
  },
  {
    id: 'sls-tpu',
    sortOrder: 5,
    materialName: 'TPU',
    methodName: 'SLS',
    ...EOS_P396,
    name: { de: 'TPU (SLS)', en: 'TPU (SLS)', fr: 'TPU (SLS)' },
    description: {
      de: 'Gummielastisches thermoplastisches Polyurethan (Shore 86A).',
      en: 'Rubber-like thermoplastic polyurethane (Shore 86A).',
      fr: 'Polyuréthane thermoplastique caoutchouteux (Shore 86A).',
    },
    surfaceQuality: { de: 'Rau, matt', en: 'Rough, matte', fr: 'Rugueuse, mate' },
    applications: {
      de: 'Dichtungen, Dämpfer, Griffe, Schutzkappen',
      en: 'Seals, dampers, grips, protective caps',
      fr: 'Joints, amortisseurs, poignées, capuchons',
    },
    minFeatureSizeMm: 1,
    resolutionXyMm: 0.75,
    resolutionZMm: 0.25,
    ranking: {
      price: 3,
      flexibility: 8,
      stability: 3,
      precision: 4,
      wearResistance: 7,
      heatResistance: 3,
    },
    maxNumberOfParts: 10,
    maxIncrementalMeasurementMm: 0.2,
    setupFeeCents: 1800,
    materialCentsPerCm3: 260,
    packingCentsPerCm3: 5,
    minPartPriceCents: 3500,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 2,
  },
  {
    id: 'mjf-pa12',
    sortOrder: 6,
    materialName: 'PA12',
    methodName: 'MJF',
    ...HP_5200,
    name: { de: 'PA12 (MJF)', en: 'PA12 (MJF)', fr: 'PA12 (MJF)' },
    description: {
      de: 'HP Multi Jet Fusion PA12: dichte, graue Teile mit feinen Details.',
      en: 'HP Multi Jet Fusion PA12: dense grey parts with fine detail.',
      fr: 'HP Multi Jet Fusion PA12: pièces grises denses aux détails fins.',
    },
    surfaceQuality: { de: 'Fein, grau', en: 'Fine, grey', fr: 'Fine, grise' },
    applications: {
      de: 'Serienteile, dichte Gehäuse, Funktionsprototypen',
      en: 'Series parts, tight housings, functional prototypes',
      fr: 'Pièces de série, boîtiers étanches, prototypes fonctionnels',
    },
    minFeatureSizeMm: 0.7,
    resolutionXyMm: 0.08,
    resolutionZMm: 0.08,
    ranking: {
      price: 7,
      flexibility: 3,
      stability: 7,
      precision: 7,
      wearResistance: 6,
      heatResistance: 5,
    },
    maxNumberOfParts: 20,
    maxIncrementalMeasurementMm: 0.08,
    setupFeeCents: 1000,
    materialCentsPerCm3: 130,
    packingCentsPerCm3: 3,
    minPartPriceCents: 2000,
    quantityBreaks: STANDARD_BREAKS,
    productionDaysExtra: 0,
  },
];
