export const home = {
  hero: {
    eyebrow: 'Industrieller 3D-Druck auf Bestellung',
    title: 'Industrielle 3D‑Druckteile – online bestellt',
    lead: 'Laden Sie Ihr 3D-Modell hoch, wählen Sie Material, Oberfläche und Farbe und sehen Sie sofort Preis und Produktionszeit.',
    choose: '3D-Datei wählen',
    drop: 'oder Datei hierher ziehen',
    tap: 'Tippen Sie auf «3D-Datei wählen», um eine Datei von Ihrem Gerät zu laden',
    formats: 'STL, 3MF, STEP, STP, PLY, 3DS · bis 100 MB',
    demo: 'Demo starten',
    demoHint: 'Ohne eigene Datei ausprobieren',
    selected: 'Ausgewählt: {{name}} ({{size}})',
    demoSelected: 'Demo-Modell ausgewählt',
    privacy: 'Ihre Daten bleiben vertraulich und werden nur für Ihre Bestellung verwendet.',
  },
  trust: {
    price: 'Sofortpreis in CHF',
    check: 'Automatische Datenprüfung',
    delivery: 'Lieferung in 8–12 Arbeitstagen',
    customers: 'Für Privat- und Geschäftskunden',
  },
  steps: {
    title: 'So bestellen Sie',
    lead: 'Vom Modell zum fertigen Teil in vier Schritten.',
    file: {
      title: '3D-Datei wählen',
      body: 'Laden Sie Ihr Modell als STL, 3MF, STEP, PLY oder 3DS hoch. Wir prüfen Abmessungen und Wandstärken und reparieren kleinere Fehler im Netz automatisch.',
    },
    material: {
      title: 'Material wählen',
      body: 'Wählen Sie Material, Oberfläche, Farbe und Stückzahl. Preis und Produktionszeit passen sich jeder Änderung sofort an.',
    },
    order: {
      title: 'Bestellen',
      body: 'Bezahlen Sie per Vorkasse, auf Rechnung oder online – oder fordern Sie ein unverbindliches Angebot an.',
    },
    delivery: {
      title: 'Geliefert bekommen',
      body: 'Ihre Teile werden gefertigt, gereinigt, geprüft und sicher verpackt zu Ihnen geschickt.',
    },
  },
  materials: {
    title: 'Unsere Druckmaterialien',
    lead: 'Pulverbasierte Kunststoffe für Prototypen und Serienteile. Die Werte helfen bei der Konstruktion; massgeblich ist die Prüfung Ihrer Datei.',
    minWall: 'Min. Wandstärke',
    resolution: 'Auflösung',
    layer: 'Schichtdicke',
    onRequest: 'Technische Werte nennen wir Ihnen gern auf Anfrage.',
    pa2200:
      'Weisses Polyamid 12 – robust, leicht und vielseitig. Der Standard für funktionale Prototypen, Gehäuse und Kleinserien.',
    alumide:
      'Polyamid mit Aluminiumpulver. Metallisch-graue Optik und höhere Steifigkeit – für Design- und Anschauungsmodelle.',
    pa3200gf:
      'Mit Glaskugeln gefülltes Polyamid 12. Steif, formstabil und wärmebeständiger als ungefülltes PA – für mechanisch belastete Teile.',
    tpu: 'Thermoplastisches Polyurethan – gummiartig elastisch und abriebfest. Für Dichtungen, Dämpfer und flexible Verbindungen.',
    pa12BlueName: 'PA12 Blau',
    pa12Blue:
      'Durchgefärbtes Polyamid 12 in Blau. Die Farbe geht durch das ganze Bauteil, Kratzer und Abrieb bleiben unauffällig.',
  },
  delivery: {
    title: 'Lieferung in 8–12 Arbeitstagen',
    body: 'Die Produktionszeit hängt vom Bestelltag ab und wird für jedes Teil vor der Bestellung angezeigt. Ab CHF 250 Warenwert (netto) ist der Standardversand kostenlos.',
    minimum:
      'Mindestbestellwert CHF 200 netto – darunter berechnen wir die Differenz als Mindermengenzuschlag.',
  },
  support: {
    title: 'Wir helfen Ihnen weiter',
    lead: 'Echte Ansprechpartner für Technik und Verkauf.',
    technical: 'Technischer Support',
    technicalBody: 'Fragen zu Dateien, Materialien, Wandstärken und Machbarkeit.',
    sales: 'Verkauf',
    salesBody: 'Angebote, grössere Stückzahlen, Rechnungen und Lieferung.',
    email: 'E-Mail',
    phone: 'Telefon',
    hours: 'Mo–Fr, 8–17 Uhr',
  },
};
