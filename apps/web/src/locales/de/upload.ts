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
  errors: {
    header: 'Hier scheint ein Fehler aufgetreten zu sein',
    uploadFailed: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
    queueFull:
      'Gerade werden sehr viele Dateien analysiert. Bitte versuchen Sie es in einer Minute erneut.',
    rateLimited: 'Zu viele Uploads in kurzer Zeit. Bitte warten Sie einen Moment.',
    timeout: 'Die Analyse hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  },
};

export type UploadMessages = MessageShape<typeof upload>;
