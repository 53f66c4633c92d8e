import type { MessageShape } from '../messages';

/** Texts of the configure screen (spec 1 §2, §4, §8); loaded with the configure chunk. */
export const configurator = {
  title: 'Modell konfigurieren',
  steps: {
    label: 'Konfigurationsschritte',
    basics: 'Grunddaten',
    material: 'Material & Farbe',
    finishes: 'Oberfläche',
  },
  basics: {
    title: 'Grunddaten Ihres Modells',
    name: 'Bezeichnung',
    unit: 'Masseinheit der Datei',
    units: { mm: 'Millimeter (mm)', cm: 'Zentimeter (cm)', m: 'Meter (m)', inch: 'Zoll (inch)' },
    unitHint: 'In welcher Einheit wurde das Modell konstruiert?',
    repairAgreement:
      'Ich habe die automatischen Reparaturen gesehen und bin damit einverstanden, dass das reparierte Modell gedruckt wird.',
    repairRequired: 'Bitte bestätigen Sie die Reparaturen, um fortzufahren.',
    showRepairs: 'Reparaturen ansehen',
    next: 'Weiter zu Material & Farbe',
    saving: 'Wird gespeichert …',
  },
  size: {
    title: 'Grösse',
    scale: 'Skalierung',
    scaleSlider: 'Skalierung mit Schieberegler',
    dimensions: 'Abmessungen in {{unit}}',
    x: 'Breite (X)',
    y: 'Tiefe (Y)',
    z: 'Höhe (Z)',
    scaleInvalid: 'Bitte eine Zahl eingeben, z. B. 0,5 oder 2.',
    range: 'Erlaubt: {{min}} bis {{max}}',
    dimensionRange: 'Erlaubt: {{min}} bis {{max}} {{unit}}',
  },
  quantity: 'Stückzahl',
  quantityDecrease: 'Stückzahl verringern',
  quantityIncrease: 'Stückzahl erhöhen',
  material: {
    back: 'Zurück zu den Grunddaten',
    title: 'Material und Verfahren wählen',
    intro: 'Preise gelten für die gewählte Grösse und Stückzahl.',
    modes: 'Druckverfahren',
    method: 'Verfahren',
    details: 'Details',
    detailsOf: 'Details zu {{name}}',
    productionDays_one: '{{count}} Tag Produktion',
    productionDays_other: '{{count}} Tage Produktion',
    from: 'ab',
    colour: 'Farbe',
    chooseFinishes: 'Weiter zur Oberfläche',
  },
  finishes: {
    title: 'Oberfläche wählen',
    finishes: 'Oberflächen',
    colour: 'Farbe',
    back: 'Zurück zu Material & Farbe',
  },
  rankings: {
    label: 'Eigenschaften',
    price: 'Preis',
    flexibility: 'Flexibilität',
    stability: 'Stabilität',
    precision: 'Präzision',
    wearResistance: 'Verschleissfestigkeit',
    heatResistance: 'Hitzebeständigkeit',
    value: '{{value}} von 8',
  },
  price: {
    calculating: 'Preis wird berechnet …',
    perPiece: '{{price}} pro Stück',
    total: 'Gesamtpreis',
    inclTax: 'inkl. {{rate}} % MwSt.',
    plusTax: 'zzgl. {{rate}} % MwSt.',
    productionTime: 'Produktionszeit',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
  },
  printability: {
    notPrintable: 'Nicht druckbar',
    tooLarge: 'Zu gross',
    tooSmall: 'Sehr feine Details',
  },
  fileWarnings: {
    STEP_DAMAGED_ENTITIES:
      'Die STEP-Datei ist beschädigt: {{count}} Elemente konnten nicht gelesen werden. Dem Teil fehlen möglicherweise Flächen – prüfen Sie die Vorschau oder exportieren Sie die Datei neu.',
  },
  quality: {
    TOO_LARGE_FOR_SELECTED: 'Das Modell ist zu gross für das gewählte Druckverfahren.',
    TOO_SMALL_FOR_SELECTED:
      'Einige Details sind für dieses Verfahren sehr fein und könnten Probleme verursachen.',
    TOO_LARGE_FOR_ALL: 'Das Modell ist in dieser Grösse für alle Druckverfahren zu gross.',
    PRINTABLE: 'Ihr Modell ist in dieser Konfiguration druckbar.',
    NOT_PRINTABLE:
      'In dieser Konfiguration nicht druckbar. Fragen Sie über das Kontaktformular ein Angebot an.',
    CALCULATING: 'Druckbarkeit wird geprüft …',
  },
  reasons: {
    TOO_LARGE: 'Grösser als der Bauraum: {{actual}} mm bei maximal {{limit}} mm.',
    WALL_TOO_THIN: 'Wandstärke {{actual}} mm, empfohlen sind mindestens {{limit}} mm.',
    DIMENSION_TOO_SMALL: 'Abmessung {{actual}} mm unter dem Minimum von {{limit}} mm.',
    NOT_WATERTIGHT: 'Das Modell konnte nicht geschlossen werden.',
    TOO_MANY_PARTS: '{{actual}} Einzelteile, höchstens {{limit}} möglich.',
  },
  pricingProblem: {
    scale: {
      EMPTY:
        'Bitte geben Sie eine Skalierung zwischen {{min}} und {{max}} ein, damit wir den Preis berechnen können.',
      BELOW_MIN:
        'Die Skalierung ist zu klein: erlaubt sind {{min}} bis {{max}}. Für diese Grösse gibt es keinen Preis.',
      ABOVE_MAX:
        'Die Skalierung ist zu gross: erlaubt sind {{min}} bis {{max}}. Für diese Grösse gibt es keinen Preis.',
    },
    failed: 'Der Preis konnte nicht berechnet werden.',
    codes: {
      NETWORK_ERROR: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
      FILE_NOT_FOUND: 'Das Modell wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
      FILE_NOT_ANALYSED: 'Die Analyse des Modells ist noch nicht abgeschlossen.',
      RATE_LIMITED: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment.',
      VALIDATION_FAILED: 'Die Angaben liegen ausserhalb der erlaubten Werte.',
      OTHER: 'Bitte versuchen Sie es erneut.',
    },
    retry: 'Preis erneut berechnen',
  },
  preview: {
    surcharge:
      'Mindestbestellwert {{minimum}} (netto): Bestellen Sie nur dieses Teil, kommt ein Mindermengenzuschlag von {{surcharge}} (netto) hinzu.',
    shipping: 'Standardversand',
    freeShipping: 'Kostenlos',
    delivery: 'Voraussichtliche Lieferung',
    orderTotal: 'Bestellung nur mit diesem Teil',
    totalGross: '{{amount}} inkl. Zuschlag, Versand und MwSt.',
    totalNet: '{{amount}} inkl. Zuschlag und Versand, zzgl. MwSt.',
  },
  partSize: {
    IMPLAUSIBLY_SMALL:
      'Das Teil ist in {{unit}} gelesen nur {{size}} gross – wahrscheinlich wurde die Datei in einer anderen Einheit erstellt.',
    IMPLAUSIBLY_LARGE:
      'Das Teil ist in {{unit}} gelesen {{size}} gross – wahrscheinlich wurde die Datei in einer anderen Einheit erstellt.',
    suggestion: 'In {{unit}} wäre es {{size}} gross.',
    apply: '{{unit}} verwenden',
    noSuggestion: 'Bitte prüfen Sie die Masseinheit oder skalieren Sie das Teil.',
  },
  offer: {
    scaleToFit: 'Auf Skalierung {{scale}} verkleinern – dann passt es',
    requestQuote: 'Angebot für dieses Modell anfragen',
    whyTitle: 'Warum kein Druckverfahren passt',
    tooLarge: 'Zu gross für den Bauraum von {{volume}} mm:',
    side: '{{actual}} mm bei höchstens {{limit}} mm – {{excess}} mm zu gross',
    sideFits: '{{actual}} mm bei höchstens {{limit}} mm – passt',
    thinWhere: 'Die zu dünnen Stellen sind im Bild «Wandstärke» rot markiert.',
    scaleModeToFit: 'Skalierung {{scale}} für {{mode}}',
    quoteHint: 'Oder fragen Sie uns: Wir prüfen Ihre Datei und machen Ihnen ein Angebot.',
  },
  truth: {
    repairedModel:
      'Alle Angaben, Preise und Bilder beziehen sich auf das reparierte Modell – so wird es gedruckt.',
    uploadedModel: 'Alle Angaben, Preise und Bilder beziehen sich auf Ihre Datei, wie hochgeladen.',
    outcome: {
      intact: 'Das Modell ist geschlossen; eine Reparatur war nicht nötig.',
      repaired: 'Wir haben das Modell automatisch repariert; es ist jetzt geschlossen.',
      repairedStillOpen:
        'Wir haben das Modell teilweise repariert, es ist aber noch nicht geschlossen. So kann es nicht gedruckt werden.',
      notClosed:
        'Das Modell ist nicht geschlossen und konnte nicht automatisch repariert werden. So kann es nicht gedruckt werden.',
    },
  },
  cart: {
    add: 'In den Warenkorb',
    adding: 'Wird hinzugefügt …',
  },
  detail: {
    description: 'Beschreibung',
    surfaceQuality: 'Oberflächenqualität',
    applications: 'Anwendungen',
    maxDimensions: 'Maximale Abmessungen',
    minWall: 'Minimale Wandstärke',
    resolution: 'Auflösung (XY / Z)',
    material: 'Material',
    method: 'Verfahren',
    select: 'Dieses Verfahren wählen',
    close: 'Schliessen',
  },
  errors: {
    header: 'Hier scheint ein Fehler aufgetreten zu sein.',
    addToCart: 'Das Objekt konnte nicht in den Warenkorb gelegt werden.',
    amountTooLarge:
      'Diese Position ist für eine Online-Bestellung zu teuer. Bitte wählen Sie eine kleinere Menge oder fragen Sie über das Kontaktformular ein Angebot an.',
    basics:
      'Das Objekt konnte nicht verarbeitet werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    load: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    loadFailed: 'Die Daten Ihres Modells konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
};

export type ConfiguratorMessages = MessageShape<typeof configurator>;
