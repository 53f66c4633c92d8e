import type { MessageShape } from '../messages';

/** Texts of the 3D viewer and the analysis tools (spec 1 §2, §4); loaded with the configure chunk. */
export const viewer = {
  tools: {
    label: 'Analysewerkzeuge',
    render: '3D-Ansicht',
    histogram: 'Wandstärke',
    repair: 'Reparaturdaten',
  },
  canvas: {
    label: '3D-Ansicht von {{name}}. Ziehen zum Drehen, scrollen zum Zoomen.',
    labelTouch:
      '3D-Ansicht von {{name}}. Mit einem Finger wischen zum Drehen, mit zwei Fingern zoomen.',
    fit: 'Ansicht einpassen',
    loading: '3D-Modell wird geladen …',
    failed: 'Die 3D-Ansicht konnte nicht geladen werden.',
    grid: 'Raster {{spacing}} {{unit}}',
  },
  histogram: {
    title: 'Wandstärke',
    intro: 'Rot markierte Stellen sind dünner als die Mindestwandstärke des gewählten Verfahrens.',
    axis: 'Achse',
    direction: 'Blickrichtung',
    plus: 'von vorne (+)',
    minus: 'von hinten (−)',
    rotation: 'Drehung',
    degrees: '{{value}}°',
    alt: 'Wandstärke, Blick entlang {{axis}}{{sign}}, gedreht um {{rotation}}°',
    loading: 'Bild wird berechnet …',
    repairedModel: 'Gezeigt wird das reparierte Modell.',
  },
  repair: {
    title: 'Optimierung notwendig',
    intro:
      'Ihr Modell hatte Fehler, die wir automatisch behoben haben. Bitte prüfen Sie das Ergebnis.',
    introStillOpen:
      'Wir haben Fehler in Ihrem Modell automatisch korrigiert, es ist aber noch nicht geschlossen. So kann es nicht gedruckt werden.',
    flipped: 'Gedrehte Polygone',
    removedShells: 'Entfernte flache offene Hüllen',
    closedLoops: 'Geschlossene Löcher',
    mergedVertices: 'Verbundene Punktpaare',
    viewNames: {
      XP: 'Von rechts',
      XM: 'Von links',
      YP: 'Von hinten',
      YM: 'Von vorne',
      ZP: 'Von oben',
      ZM: 'Von unten',
    },
    viewRotated: '{{view}}, gedreht um {{rotation}}°',
    images: 'Reparierte Stellen',
    imageAlt: 'Reparaturansicht {{view}}',
    close: 'Schliessen',
  },
};

export type ViewerMessages = MessageShape<typeof viewer>;
