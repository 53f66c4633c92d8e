import type { MessageShape } from '../messages';

/** Texts of the upload and the order-process panel; loaded with the upload chunk, not at first paint. */
export const upload = {
  unsupportedType: 'Dateien vom Typ .{{extension}} werden nicht unterstützt.',
  unsupportedNoExtension: 'Dateien ohne Dateiendung werden nicht unterstützt.',
  supportedFormats: 'Unterstützte Formate: {{formats}}',
  tooLarge: 'Die Datei ist zu gross, max. 100 MB.',
  emptyFile: 'Die Datei ist leer.',
  chooseText: 'Bitte wählen Sie Ihre 3D-Daten für den upload.',
  choose: '3D-Datei wählen',
  close: 'Upload schliessen',
  progressLabel: 'Fortschritt',
  uploadedOf: '{{loaded}} von {{total}} hochgeladen',
  messages: {
    preparing: 'Upload wird vorbereitet …',
    uploading: 'Datei wird hochgeladen …',
    convertingStepToStl: 'STEP-Datei wird in STL umgewandelt …',
    convertingToTrf: 'Modell wird für die Berechnung aufbereitet …',
    analyzing: 'Modell wird analysiert …',
    analyzingDimensions: 'Volumen und Abmessungen werden berechnet …',
    repairing: 'Modell wird repariert …',
    completed: 'Analyse abgeschlossen',
  },
  refused: {
    header: 'Diese Datei können wir nicht lesen',
    advice:
      'Bitte prüfen Sie, ob Sie die richtige Datei gewählt haben, oder exportieren Sie das Modell erneut aus Ihrem CAD-Programm.',
    STL_FACET_COUNT_MISMATCH:
      'Sie ist keine gültige STL-Datei: Die Anzahl Dreiecke im Dateikopf passt nicht zur Dateigrösse, und der Inhalt besteht nicht aus Dreiecken.',
    STL_NOT_GEOMETRY:
      'Sie ist keine gültige STL-Datei: Ihre Eckpunkte sind keine Koordinaten eines Modells (zufällige oder verschlüsselte Daten).',
    STL_ASCII_NO_SOLID: 'Sie ist keine gültige STL-Datei: Eine STL-Textdatei beginnt mit «solid».',
    STL_ASCII_NO_FACETS: 'Die STL-Datei enthält keine Dreiecke («facet»).',
    THREEMF_NOT_ZIP:
      'Sie ist keine gültige 3MF-Datei: Eine 3MF-Datei ist ein ZIP-Archiv, diese Datei ist keines oder ist unvollständig.',
    THREEMF_ZIP_BOMB:
      'Die 3MF-Datei würde sich auf mehr als das 50-Fache ihrer Grösse entpacken; das tut keine exportierte Datei. Sie wurde aus Sicherheitsgründen abgelehnt.',
    OBJ_NOT_TEXT: 'Sie ist keine gültige OBJ-Datei: OBJ-Dateien sind Textdateien, diese ist binär.',
    OBJ_NO_VERTICES: 'Die OBJ-Datei enthält keine Eckpunkte (Zeilen «v x y z»).',
    OBJ_NO_FACES: 'Die OBJ-Datei enthält keine Flächen (Zeilen «f …»).',
    STEP_NO_HEADER: 'Sie ist keine gültige STEP-Datei: Der Dateikopf «ISO-10303-21» fehlt.',
    PLY_NO_HEADER: 'Sie ist keine gültige PLY-Datei: Sie beginnt nicht mit «ply».',
    THREEDS_NO_MAIN_CHUNK: 'Sie ist keine gültige 3DS-Datei: Der 3DS-Hauptblock fehlt.',
  },
  errors: {
    header: 'Hier scheint ein Fehler aufgetreten zu sein',
    uploadFailed: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    queueFull:
      'Gerade werden sehr viele Dateien analysiert. Bitte versuchen Sie es in einer Minute erneut.',
    rateLimited: 'Zu viele Uploads in kurzer Zeit. Bitte warten Sie einen Moment.',
    sessionLimit:
      'Sie haben bereits mehrere Dateien in Analyse. Bitte warten Sie, bis eine davon fertig ist, und versuchen Sie es dann erneut.',
    clientLimit:
      'Von Ihrem Anschluss werden gerade mehrere Dateien analysiert. Bitte warten Sie, bis eine davon fertig ist, und versuchen Sie es dann erneut.',
    timeout: 'Die Analyse hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  },
};

export type UploadMessages = MessageShape<typeof upload>;
