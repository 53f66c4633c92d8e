import type { ConfiguratorMessages } from '../de/configurator';

export const configurator: ConfiguratorMessages = {
  title: 'Configure your model',
  steps: {
    label: 'Configuration steps',
    basics: 'Basics',
    material: 'Material & colour',
    finishes: 'Finish',
  },
  basics: {
    title: 'Basics of your model',
    name: 'Name',
    unit: 'Unit of the file',
    units: {
      mm: 'Millimetres (mm)',
      cm: 'Centimetres (cm)',
      m: 'Metres (m)',
      inch: 'Inches (inch)',
    },
    unitHint: 'Which unit was the model designed in?',
    repairAgreement:
      'I have seen the automatic repairs and agree that the repaired model is printed.',
    repairRequired: 'Please confirm the repairs to continue.',
    showRepairs: 'View repairs',
    next: 'Continue to material & colour',
    saving: 'Saving …',
  },
  size: {
    title: 'Size',
    scale: 'Scale',
    scaleSlider: 'Scale slider',
    dimensions: 'Dimensions in {{unit}}',
    x: 'Width (X)',
    y: 'Depth (Y)',
    z: 'Height (Z)',
    range: 'Allowed: {{min}} to {{max}}',
    dimensionRange: 'Allowed: {{min}} to {{max}} {{unit}}',
  },
  quantity: 'Quantity',
  quantityDecrease: 'Decrease quantity',
  quantityIncrease: 'Increase quantity',
  material: {
    back: 'Back to the basics',
    title: 'Choose material and process',
    intro: 'Prices apply to the chosen size and quantity.',
    modes: 'Print processes',
    method: 'Process',
    details: 'Details',
    detailsOf: 'Details of {{name}}',
    productionDays: '{{days}} working days production',
    from: 'from',
    colour: 'Colour',
    chooseFinishes: 'Continue to finish',
  },
  finishes: {
    title: 'Choose a finish',
    finishes: 'Finishes',
    colour: 'Colour',
    back: 'Back to material & colour',
  },
  rankings: {
    label: 'Properties',
    price: 'Price',
    flexibility: 'Flexibility',
    stability: 'Stability',
    precision: 'Precision',
    wearResistance: 'Wear resistance',
    heatResistance: 'Heat resistance',
    value: '{{value}} of 8',
  },
  price: {
    calculating: 'Calculating price …',
    perPiece: '{{price}} per piece',
    total: 'Total price',
    inclTax: 'incl. {{rate}} % VAT',
    plusTax: 'plus {{rate}} % VAT',
    productionTime: 'Production time',
    days: '{{days}} working days',
  },
  printability: {
    notPrintable: 'Not printable',
    tooLarge: 'Too large',
    tooSmall: 'Very fine details',
  },
  fileWarnings: {
    STEP_DAMAGED_ENTITIES:
      'The STEP file is damaged: {{count}} elements could not be read. The part may be missing faces – check the preview or export the file again.',
  },
  quality: {
    TOO_LARGE_FOR_SELECTED: 'The model is too large for the chosen print process.',
    TOO_SMALL_FOR_SELECTED: 'Some details are very fine for this process and might cause problems.',
    TOO_LARGE_FOR_ALL: 'At this size the model is too large for every print process.',
    PRINTABLE: 'Your model is printable in this configuration.',
    NOT_PRINTABLE: 'Not printable in this configuration. Ask for a quote through the contact form.',
    CALCULATING: 'Checking printability …',
  },
  reasons: {
    TOO_LARGE: 'Larger than the build volume: {{actual}} mm where {{limit}} mm is the maximum.',
    WALL_TOO_THIN: 'Wall thickness {{actual}} mm, at least {{limit}} mm recommended.',
    DIMENSION_TOO_SMALL: 'Dimension {{actual}} mm below the minimum of {{limit}} mm.',
    NOT_WATERTIGHT: 'The model could not be closed.',
    TOO_MANY_PARTS: '{{actual}} separate parts, at most {{limit}} possible.',
  },
  pricingProblem: {
    scale: {
      EMPTY: 'Please enter a scale between {{min}} and {{max}} so that we can calculate the price.',
      BELOW_MIN:
        'The scale is too small: {{min}} to {{max}} is allowed. There is no price for this size.',
      ABOVE_MAX:
        'The scale is too large: {{min}} to {{max}} is allowed. There is no price for this size.',
    },
    failed: 'The price could not be calculated.',
    codes: {
      NETWORK_ERROR: 'The server cannot be reached. Please check your connection.',
      FILE_NOT_FOUND: 'The model was not found. Please upload the file again.',
      FILE_NOT_ANALYSED: 'The analysis of the model has not finished yet.',
      RATE_LIMITED: 'Too many requests in a short time. Please wait a moment.',
      VALIDATION_FAILED: 'The values are outside the allowed range.',
      OTHER: 'Please try again.',
    },
    retry: 'Calculate the price again',
  },
  preview: {
    surcharge:
      'Minimum order value {{minimum}} (net): if you order only this part, a small-order surcharge of {{surcharge}} (net) is added.',
    shipping: 'Standard shipping',
    freeShipping: 'Free',
    delivery: 'Expected delivery',
    orderTotal: 'Order of this part only',
    totalGross: '{{amount}} incl. surcharge, shipping and VAT',
    totalNet: '{{amount}} incl. surcharge and shipping, plus VAT',
  },
  partSize: {
    IMPLAUSIBLY_SMALL:
      'Read in {{unit}}, the part is only {{size}} – the file was probably made in another unit.',
    IMPLAUSIBLY_LARGE:
      'Read in {{unit}}, the part is {{size}} – the file was probably made in another unit.',
    suggestion: 'In {{unit}} it would be {{size}}.',
    apply: 'Use {{unit}}',
    noSuggestion: 'Please check the unit of length or scale the part.',
  },
  offer: {
    scaleToFit: 'Scale down to {{scale}} – then it fits',
    requestQuote: 'Request a quote for this model',
    whyTitle: 'Why no print mode fits',
    tooLarge: 'Too large for the build volume of {{volume}} mm:',
    side: '{{actual}} mm where at most {{limit}} mm fit – {{excess}} mm too large',
    sideFits: '{{actual}} mm where at most {{limit}} mm fit – fits',
    thinWhere: 'The walls that are too thin are marked red in the “Wall thickness” picture.',
    scaleModeToFit: 'Scale to {{scale}} for {{mode}}',
    quoteHint: 'Or ask us: we check your file and send you a quote.',
  },
  truth: {
    repairedModel:
      'All figures, prices and pictures describe the repaired model – that is what we print.',
    uploadedModel: 'All figures, prices and pictures describe your file as uploaded.',
    outcome: {
      intact: 'The model is closed; no repair was needed.',
      repaired: 'We repaired the model automatically; it is closed now.',
      repairedStillOpen:
        'We repaired the model in part, but it is still not closed. It cannot be printed like this.',
      notClosed:
        'The model is not closed and could not be repaired automatically. It cannot be printed like this.',
    },
  },
  cart: {
    add: 'Add to cart',
    adding: 'Adding …',
  },
  detail: {
    description: 'Description',
    surfaceQuality: 'Surface quality',
    applications: 'Applications',
    maxDimensions: 'Maximum dimensions',
    minWall: 'Minimum wall thickness',
    resolution: 'Resolution (XY / Z)',
    material: 'Material',
    method: 'Process',
    select: 'Choose this process',
    close: 'Close',
  },
  errors: {
    header: 'Something seems to have gone wrong.',
    addToCart: 'The object could not be added to the cart.',
    amountTooLarge:
      'This item is too expensive for an online order. Please choose a smaller quantity or ask for a quote through the contact form.',
    basics: 'The object could not be processed. Please try again later.',
    load: 'Please try again later.',
    loadFailed: 'The data of your model could not be loaded.',
    retry: 'Try again',
  },
};
