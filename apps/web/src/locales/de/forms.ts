/** Texts of the shop's forms (contact, bug report, VAT ID, newsletter), namespace 'forms'. */
export const forms = {
  requiredMissing: 'Pflichtfelder fehlen',
  requiredHint: 'Felder mit * sind Pflichtfelder.',
  send: 'Absenden',
  sending: 'Wird gesendet …',
  close: 'Schliessen',
  cancel: 'Abbrechen',
  fields: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    mail: 'E-Mail',
    phone: 'Telefon',
    company: 'Firma',
    subject: 'Betreff',
    message: 'Nachricht',
    confirmation:
      'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Angaben einverstanden.',
    privacyLink: 'Datenschutzerklärung',
    website: 'Bitte leer lassen',
  },
  contact: {
    title: 'Kontaktformular',
    intro: 'Schreiben Sie uns: Wir antworten in der Regel innerhalb eines Arbeitstages.',
    bugReport: 'Ich möchte einen Fehler auf der Website melden',
    vatIdQuestion: 'Geschäftskunde mit Sitz in der EU?',
    vatIdAction: 'UStID hinterlegen',
    quoteFile: 'Ihre 3D-Datei «{{name}}» wird dieser Anfrage beigefügt.',
    quoteFileUnknown:
      'Die 3D-Datei konnte nicht gefunden werden; die Anfrage geht ohne Datei an uns.',
    quoteSubject: 'Angebot für {{name}}',
    quoteMessage:
      'Bitte erstellen Sie mir ein Angebot für meine 3D-Datei «{{name}}». Keines der Druckverfahren kann sie im Konfigurator drucken.',
  },
  bug: {
    legend: 'Fehlerbeschreibung',
    userIntention: 'Was wollten Sie tun?',
    userExpectation: 'Was haben Sie erwartet?',
    systemResponse: 'Was ist stattdessen passiert?',
    browserUsed: 'Verwendeter Browser',
    osUsed: 'Betriebssystem',
    differentBrowsers: 'Tritt der Fehler auch in anderen Browsern auf?',
    userCheckedInternetConnection: 'Haben Sie Ihre Internetverbindung geprüft?',
    errorMessageOccurred: 'Es wurde eine Fehlermeldung angezeigt',
    errorMessage: 'Fehlermeldung',
    choose: 'Bitte wählen',
    yes: 'Ja',
    no: 'Nein',
  },
  browsers: {
    firefox: 'Mozilla Firefox',
    chrome: 'Google Chrome',
    safari: 'Apple Safari',
    edge: 'Microsoft Edge',
    other: 'Anderer',
  },
  systems: {
    windows: 'Microsoft Windows',
    macos: 'Apple MacOS',
    ios: 'Apple iOS',
    android: 'Android',
    other: 'Anderes',
  },
  vatId: {
    title: 'UStID hinterlegen',
    intro:
      'Hinterlegen Sie Ihre Umsatzsteuer-Identifikationsnummer, damit wir Ihnen steuerfrei liefern können.',
    label: 'UStID',
    placeholder: 'DE123456789',
  },
  newsletter: {
    title: 'Newsletter abonnieren',
    intro:
      'Neue Materialien, Verfahren und Tipps für den 3D-Druck – etwa einmal im Monat. Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink.',
    open: 'Newsletter abonnieren',
    salutation: 'Anrede',
    salutations: { ms: 'Frau', mr: 'Herr', none: 'Keine Angabe' },
    firm: 'Firma',
    street: 'Strasse',
    plz: 'PLZ',
    location: 'Ort',
  },
  confirm: {
    title: 'Newsletteranmeldung bestätigen',
    checking: 'Der Link wird geprüft …',
    pending: 'Bitte bestätigen Sie, dass Sie den Newsletter erhalten möchten.',
    action: 'Anmeldung bestätigen',
    confirmedTitle: 'Anmeldung bestätigt',
    confirmed: 'Vielen Dank! Sie erhalten ab sofort unseren Newsletter.',
    invalidTitle: 'Dieser Link ist nicht mehr gültig',
    invalid:
      'Der Bestätigungslink ist unbekannt, wurde bereits verwendet oder ist abgelaufen. Melden Sie sich bitte erneut an.',
    failed:
      'Die Anmeldung konnte gerade nicht bestätigt werden. Bitte versuchen Sie es später erneut.',
    home: 'Zur Startseite',
  },
  notify: {
    errorHeader: 'Hier scheint ein Fehler aufgetreten zu sein.',
    contactSuccessHeader: 'Absenden erfolgreich',
    contactSuccess: 'Ihre Anfrage wurde versendet. Wir melden uns in Kürze bei Ihnen zurück.',
    contactFailure:
      'Ihre Anfrage konnte nicht versendet werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    vatIdSuccessHeader: 'UStID übermittelt',
    vatIdSuccess:
      'Ihre UStID wurde übermittelt. Wir hinterlegen sie in Kürze in Ihrem Kundenkonto.',
    vatIdFailure:
      'Ihre UStID konnte nicht übermittelt werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    newsletterSuccessHeader: 'Newsletteranmeldung erfolgreich',
    newsletterSuccess:
      'Ihre Anfrage wurde versendet. Sie werden in Kürze für den Newsletter angemeldet.',
    newsletterFailure:
      'Ihre Newsletteranmeldung konnte nicht verarbeitet werden. Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    rateLimited:
      'Sie haben in kurzer Zeit viele Formulare gesendet. Bitte warten Sie einige Minuten.',
  },
  validation: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    max15: 'Höchstens 15 Zeichen.',
    max20: 'Höchstens 20 Zeichen.',
    max25: 'Höchstens 25 Zeichen.',
    max50: 'Höchstens 50 Zeichen.',
    max60: 'Höchstens 60 Zeichen.',
    max100: 'Höchstens 100 Zeichen.',
    max400: 'Höchstens 400 Zeichen.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phone:
      'Bitte geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein (erlaubt sind Ziffern, Leerzeichen und + ( ) / . -).',
    confirmation: 'Bitte bestätigen Sie die Datenschutzerklärung.',
    plz: 'Die PLZ besteht nur aus Ziffern.',
    vatId: 'Bitte geben Sie eine UStID mit Länderkürzel ein, z. B. DE123456789.',
    errorMessageWithoutError: 'Eine Fehlermeldung nur angeben, wenn eine erschienen ist.',
  },
};
