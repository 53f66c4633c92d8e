import type { MessageShape } from '../messages';

/** Texts of the cart page; loaded with the cart chunk. */
export const cart = {
  title: 'Warenkorb',
  lead: 'Prüfen Sie Ihre Teile, Stückzahlen und Optionen.',
  empty: 'Ihr Warenkorb ist leer.',
  emptyLead: 'Laden Sie eine 3D-Datei hoch – Preis und Produktionszeit sehen Sie sofort.',
  loading: 'Warenkorb wird geladen …',
  columns: {
    item: 'Artikel',
    size: 'Grösse',
    mode: 'Verfahren und Farbe',
    quantity: 'Menge',
    unitPrice: 'Preis pro Stück',
    sum: 'Summe',
    actions: 'Aktionen',
  },
  sizeValue: '{{x}} × {{y}} × {{z}} {{unit}}',
  scale: 'Skalierung {{scale}}',
  productionTime_one: 'Produktion: {{count}} Tag',
  productionTime_other: 'Produktion: {{count}} Tage',
  quantityLabel: 'Menge für {{name}}',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  remove: '{{name}} entfernen',
  unavailable: 'Nicht mehr erhältlich',
  unavailableHint:
    'Dieses Verfahren, Material oder diese Farbe bieten wir nicht mehr an. Wählen Sie eine andere Konfiguration oder entfernen Sie das Teil; so kann es nicht bestellt werden.',
  removeShort: 'Entfernen',
  processing: {
    title: 'Nachbearbeitung',
    none: 'Keine Nachbearbeitung',
    add: 'Nachbearbeitung hinzufügen',
    step: 'Bearbeitungsschritt',
    option: 'Option',
    chooseOption: 'Option wählen',
    quantity: 'Anzahl',
    save: 'Hinzufügen',
    cancel: 'Abbrechen',
    remove: '{{name}} entfernen',
  },
  attachments: {
    title: 'Anhänge',
    add: 'Anhang hinzufügen',
    disclaimerTitle: 'Hinweis zu Anhängen',
    disclaimer:
      'Anhänge (z. B. Zeichnungen oder Hinweise) werden von unserem Team bei der Fertigung berücksichtigt. Sie ändern den berechneten Preis nicht; bei Abweichungen melden wir uns vor der Produktion.',
    accept: 'Verstanden',
    cancel: 'Abbrechen',
    uploading: '{{name}} wird hochgeladen … {{percent}} %',
    abort: 'Abbrechen',
    done: 'Anhang hochgeladen',
    failed: 'Upload fehlgeschlagen',
    limits: 'Erlaubt: {{types}} – höchstens {{size}} je Datei.',
    remove: '{{name}} entfernen',
    removed: 'Anhang «{{name}}» entfernt',
    unsupported: 'Dieser Dateityp kann nicht angehängt werden. Erlaubt: {{types}}.',
    tooLarge: 'Die Datei ist zu gross: höchstens {{size}} je Anhang.',
  },
  summary: {
    title: 'Zusammenfassung',
    positions: 'Zwischensumme (netto)',
    positionsInclTax: 'Zwischensumme (inkl. MwSt.)',
    discount: 'Gutschein',
    discountCode: 'Gutschein {{code}}',
    voucherNotRedeemable:
      'Der Gutschein {{code}} kann für diesen Warenkorb nicht eingelöst werden.',
    surcharge: 'Mindermengenzuschlag',
    net: 'Total netto',
    tax: 'MwSt. {{rate}} %',
    rounding: 'Rundungsdifferenz',
    taxIncluded: 'darin enthalten: MwSt. {{rate}} %',
    total: 'Total inkl. MwSt.',
    shippingNote: 'Versandkosten werden im nächsten Schritt berechnet.',
    productionEnd:
      'Fertig produziert: {{date}}; die Lieferung folgt nach der Versandzeit der gewählten Versandart.',
    minimumNotReached:
      'Mindestbestellwert von CHF 200.00 (netto) nicht erreicht: Wir berechnen die Differenz von {{surcharge}}.',
    freeShippingMissing: 'Noch {{missing}} bis zum kostenlosen Standardversand.',
    freeShipping: 'Kostenloser Standardversand',
    plusTax: 'zzgl. {{rate}} % MwSt.',
    inclTax: 'inkl. {{rate}} % MwSt.',
  },
  nextStep: 'Weiter zur Kasse',
  another: 'Andere 3D-Datei wählen',
  conflict: {
    header: 'In einem anderen Fenster geändert',
    body: 'Diese Position wurde inzwischen in einem anderen Tab oder Fenster geändert. Sie sehen jetzt den aktuellen Stand; bitte nehmen Sie Ihre Änderung erneut vor.',
  },
  removed: {
    header: 'Position entfernt',
    body: '«{{name}}» wurde aus dem Warenkorb entfernt.',
    undo: 'Rückgängig',
  },
  errors: {
    header: 'Hier scheint ein Fehler aufgetreten zu sein.',
    attachment:
      'Ihre Anfrage konnte nicht versendet werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    unreachableHeader: 'Hier scheint ein Fehler aufgetreten zu sein',
    unreachable:
      'Der Server ist aktuell nicht erreichbar. Bitte versuche es zu einem späteren Zeitpunkt erneut.',
    generic: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  },
};

export type CartMessages = MessageShape<typeof cart>;
