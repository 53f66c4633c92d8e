import type { MessageShape } from '../messages';

/** Texts of the checkout (payment details, review, outcome pages); loaded with its chunk. */
export const checkout = {
  steps: { details: 'Ihre Daten', review: 'Bestellübersicht' },
  details: {
    title: 'Zahlungs- und Lieferdaten',
    titleExisting: 'Bestellung {{orderNumber}}',
    lead: 'Felder mit * sind Pflichtfelder.',
    readOnly: 'Diese Bestellung wurde bereits aufgegeben; ihre Daten können nicht geändert werden.',
    customer: 'Kundendaten',
    email: 'E-Mail',
    phone: 'Telefon',
    referenceNumber: 'Ihre Referenz',
    billingAddress: 'Rechnungsadresse',
    shippingAddress: 'Lieferadresse',
    shippingDiffers: 'Lieferadresse weicht von der Rechnungsadresse ab',
    saveAddress: 'Adresse in meinem Konto speichern',
    paymentMethod: 'Zahlungsart',
    next: 'Weiter zur Bestellübersicht',
    back: 'Zurück zum Warenkorb',
    emptyCart: 'Ihr Warenkorb ist leer. Legen Sie zuerst ein Teil in den Warenkorb.',
    toStart: 'Zur Startseite',
  },
  address: {
    citySuggested: 'Ort zur PLZ ergänzt: {{city}}',
  },
  validation: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    companyRequired: 'Für Geschäftskunden ist die Firma erforderlich.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phoneInvalid:
      'Bitte 6 bis 15 Ziffern angeben; erlaubt sind Ziffern, Leerzeichen und + ( ) / . -',
    tooLong: 'Höchstens {{max}} Zeichen.',
    postalCode: 'Diese PLZ passt nicht zum gewählten Land.',
    vatRequired: 'Für Geschäftskunden in diesem Land ist die USt-IdNr. erforderlich.',
    paymentMethod: 'Diese Zahlungsart ist für Ihre Bestellung nicht verfügbar.',
    summary: 'Bitte prüfen Sie die markierten Felder.',
  },
  payment: {
    billing: 'Rechnung',
    billingHint: 'Zahlbar innert 30 Tagen mit QR-Rechnung.',
    prepaid: 'Vorkasse',
    prepaidHint: 'Die Produktion beginnt nach Zahlungseingang (QR-Rechnung).',
    paypal: 'PayPal',
    paypalHint: 'Sie werden zu PayPal weitergeleitet.',
    quote: 'Unverbindliches Angebot',
    quoteHint: 'Sie erhalten ein Angebot als PDF per E-Mail.',
    unavailable: {
      HAS_ATTACHMENTS: 'Nicht verfügbar, weil Ihr Warenkorb Anhänge (Zeichnungen) enthält.',
      LOGIN_REQUIRED: 'Nur für angemeldete Kunden.',
      EXISTING_PAYPAL_ORDER: 'Diese Bestellung kann nur mit PayPal bezahlt werden.',
    },
  },
  review: {
    changeMethod: 'Zahlungsart ändern',
    showDetails: 'Daten anzeigen',
    email: 'E-Mail',
    phone: 'Telefon',
    referenceNumber: 'Ihre Referenz',
    title: 'Bestellübersicht',
    items: 'Artikel',
    itemDetails: '{{mode}}, {{finish}}, {{color}}',
    quantity: '{{quantity}} ×',
    shippingMethods: 'Versandart',
    shippingTime_one: '{{count}} Arbeitstag',
    shippingTime_other: '{{count}} Arbeitstage',
    deliveryOn: 'Lieferung {{date}}',
    free: 'kostenlos',
    customer: 'Kundendaten',
    edit: 'Ändern',
    orderSummary: 'Bestellsumme',
    terms: 'Ich habe die AGB gelesen und stimme ihnen zu.',
    termsLink: 'AGB lesen (neues Fenster)',
    termsRequired: 'Bitte stimmen Sie den AGB zu',
    newsletter: 'Ich möchte den Newsletter erhalten.',
    buyNow: 'Jetzt kaufen',
    getQuote: 'Angebot anfordern',
    goToPayPal: 'Weiter zu PayPal',
    submitting: 'Bestellung wird übermittelt …',
    loading: 'Bestellübersicht wird geladen …',
    productionTime_one: 'Produktionszeit: {{count}} Tag',
    productionTime_other: 'Produktionszeit: {{count}} Tage',
    deliveryDate: 'Voraussichtliche Lieferung: {{date}}',
  },
  voucher: {
    title: 'Gutschein',
    label: 'Gutscheincode',
    submit: 'Einlösen',
    applied: 'Gutschein {{code}} angewendet',
    remove: 'Gutschein entfernen',
    validTitle: 'Gutschein gültig',
    validBody: 'Der Gutschein {{code}} ist gültig: {{value}}.',
    percentage: '{{value}} % Rabatt',
    absolute: '{{value}} Rabatt',
    freeShipping: 'kostenloser Versand',
    belowMinimumTitle: 'Mindestbestellwert nicht erreicht',
    belowMinimumBody:
      'Der Gutschein {{code}} gilt ab einem Bestellwert von {{minimum}}. Es fehlen noch {{remaining}}.',
    invalidTitle: 'Gutschein nicht gültig',
    invalidBody:
      'Dieser Gutschein kann für diese Bestellung nicht eingelöst werden. Bitte prüfen Sie den Code; ein Gutschein kann auch abgelaufen oder aufgebraucht sein oder einen höheren Bestellwert voraussetzen.',
    redeem: 'Einlösen',
    discard: 'Verwerfen',
    retry: 'Erneut versuchen',
    welcomeConditions:
      'Gutscheine wie {{code}} ({{percent}} % Rabatt) gelten auf den Warenwert. Unter dem Mindestbestellwert von {{minimum}} netto füllt der Mindermengenzuschlag bis {{minimum}} auf: Der Gutschein spart erst, wenn der Warenwert nach Rabatt über {{minimum}} liegt.',
    belowMinimumOrder:
      'Ihr Warenwert liegt nach dem Rabatt unter dem Mindestbestellwert von {{minimum}} netto: Der Mindermengenzuschlag gleicht den Rabatt von {{code}} aus. Der Gutschein spart erst, wenn der Warenwert nach Rabatt über {{minimum}} liegt.',
    notRedeemable: 'Der Gutschein {{code}} kann nicht eingelöst werden.',
  },
  totals: {
    positions: 'Zwischensumme (netto)',
    discount: 'Gutschein',
    surcharge: 'Mindermengenzuschlag',
    shipping: 'Versand',
    net: 'Total netto',
    tax: 'MwSt. {{rate}} %',
    total: 'Total inkl. MwSt.',
    minimumNotReached:
      'Mindestbestellwert von CHF 200.00 nicht erreicht: Es wird ein Mindermengenzuschlag von {{surcharge}} berechnet.',
    freeShippingMissing: 'Noch {{missing}} bis zum kostenlosen Standardversand.',
    freeShipping: 'Kostenloser Standardversand',
  },
  complete: {
    title: 'Vielen Dank für Ihre Bestellung!',
    lead: 'Eine Bestätigung mit allen Details haben wir an {{email}} gesendet.',
    loading: 'Ihre Bestellung wird geladen …',
    paymentPending:
      'Ihre Zahlung ist noch nicht bestätigt. Sobald PayPal sie bestätigt, erhalten Sie eine E-Mail.',
    prepaidTitle: 'Bitte zuerst bezahlen',
    prepaidLead:
      'Sie haben Vorkasse gewählt: Wir beginnen mit der Produktion, sobald Ihre Zahlung von {{amount}} eingegangen ist. Das Lieferdatum verschiebt sich um die Tage bis zum Zahlungseingang.',
    prepaidHow:
      'Bezahlen Sie mit dem QR-Einzahlungsschein der Rechnung (PDF unten und in der E-Mail) oder überweisen Sie den Betrag:',
    prepaidAmount: 'Betrag',
    prepaidCreditor: 'Zugunsten',
    prepaidIban: 'IBAN',
    prepaidReference: 'Referenz',
    noOrderTitle: 'Keine Bestellung zum Anzeigen',
    noOrderLead:
      'Diese Seite zeigt eine Bestellung direkt nach dem Abschluss. Hier ist keine Bestellung abgeschlossen worden. Ihre Bestellungen finden Sie in Ihrem Konto.',
    toAccount: 'Zu meinen Bestellungen',
    cancelledTitle: 'Diese Bestellung wurde storniert',
    cancelledLead: 'Die Bestellung {{orderNumber}} ist storniert. Es wurde nichts belastet.',
    toStart: 'Zur Startseite',
  },
  failed: {
    back: 'Zurück zur Bestellübersicht',
    title: 'Bestellung abgebrochen',
    lead: 'Ihre Bestellung wurde abgebrochen. Es wurde nichts belastet.',
    toStart: 'Zur Startseite',
  },
  paypal: {
    cancelledNote:
      'Die Zahlung bei PayPal wurde abgebrochen. Ihr Warenkorb ist wieder da: Wählen Sie eine andere Zahlungsart oder bezahlen Sie nochmals mit PayPal.',
    paymentMethod: 'Zahlungsart',
    receivedTitle: 'Zahlung erhalten',
    receivedLead:
      'Vielen Dank! Ihre Zahlung ist eingegangen. Die Bestellbestätigung erhalten Sie per E-Mail.',
    checkingTitle: 'Ihre Zahlung wird geprüft',
    checkingLead:
      'PayPal prüft Ihre Zahlung noch. Sobald sie bestätigt ist, erhalten Sie die Bestellbestätigung per E-Mail.',
    cancelledTitle: 'Zahlung abgebrochen',
    cancelledLead: 'Die Zahlung bei PayPal wurde abgebrochen. Es wurde nichts belastet.',
    declinedTitle: 'Zahlung abgelehnt',
    declined: {
      INSTRUMENT_DECLINED:
        'PayPal hat die gewählte Karte bzw. das Konto abgelehnt. Bitte wählen Sie bei PayPal eine andere Zahlungsquelle.',
      CAPTURE_DECLINED:
        'PayPal hat die Zahlung abgelehnt. Bitte versuchen Sie es bei PayPal nochmals, wenn nötig mit einer anderen Zahlungsquelle.',
    },
    backToPayPal: 'Zurück zu PayPal',
  },
  quote: {
    title: 'Ihr Angebot wurde erstellt',
    lead: 'Wir haben Ihnen das Angebot als PDF per E-Mail gesendet.',
    toStart: 'Zur Startseite',
  },
  redirecting: {
    title: 'Sie werden weitergeleitet …',
    lead: 'Einen Moment bitte, wir verbinden Sie mit dem Zahlungsanbieter.',
  },
  errors: {
    codes: {
      CART_EMPTY: 'Ihr Warenkorb ist leer.',
      CART_ALREADY_ORDERED: 'Dieser Warenkorb wurde bereits bestellt.',
      PAYMENT_METHOD_NOT_AVAILABLE:
        'Die gewählte Zahlungsart ist für diese Bestellung nicht verfügbar.',
      COUNTRY_NOT_SELECTABLE: 'In dieses Land können wir leider nicht liefern.',
      POSTAL_CODE_INVALID: 'Die PLZ passt nicht zum gewählten Land.',
      VAT_NUMBER_REQUIRED: 'Für Geschäftskunden in diesem Land ist die USt-IdNr. erforderlich.',
      VOUCHER_NOT_FOUND: 'Der Gutschein kann für diese Bestellung nicht eingelöst werden.',
      VOUCHER_NOT_STARTED: 'Der Gutschein ist noch nicht gültig.',
      VOUCHER_EXPIRED: 'Der Gutschein ist abgelaufen.',
      VOUCHER_USED_UP: 'Der Gutschein wurde bereits vollständig eingelöst.',
      VOUCHER_MIN_VALUE_NOT_REACHED: 'Der Mindestbestellwert des Gutscheins ist nicht erreicht.',
      VOUCHER_CODE_INVALID: 'Der Gutscheincode ist ungültig.',
      NOT_AUTHENTICATED: 'Für ein Angebot melden Sie sich bitte an.',
      PAYMENT_PROVIDER_UNAVAILABLE:
        'PayPal ist im Moment nicht erreichbar. Bitte versuchen Sie es später erneut.',
      RECIPIENT_MAIL_LIMIT:
        'An diese E-Mail-Adresse gingen heute schon mehrere Gastbestellungen. Bitte melden Sie sich an oder bestellen Sie morgen wieder.',
      AMOUNT_TOO_LARGE:
        'Der Bestellwert ist für eine Online-Bestellung zu hoch. Bitte fragen Sie über das Kontaktformular ein Angebot an.',
      RATE_LIMITED: 'Zu viele Bestellungen in kurzer Zeit. Bitte warten Sie einen Moment.',
    },
    header: 'Hier scheint ein Fehler aufgetreten zu sein.',
    body: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    orderNotFound: 'Diese Bestellung wurde nicht gefunden.',
  },
};

export type CheckoutMessages = MessageShape<typeof checkout>;
