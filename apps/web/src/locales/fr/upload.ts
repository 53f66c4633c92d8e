import type { UploadMessages } from '../de/upload';

export const upload: UploadMessages = {
  unsupportedType: 'Les fichiers de type .{{extension}} ne sont pas pris en charge.',
  unsupportedNoExtension: 'Les fichiers sans extension ne sont pas pris en charge.',
  supportedFormats: 'Formats pris en charge : {{formats}}',
  tooLarge: 'Le fichier est trop volumineux, max. 100 Mo.',
  emptyFile: 'Le fichier est vide.',
  chooseText: 'Veuillez choisir vos données 3D pour le téléversement.',
  choose: 'Choisir un fichier 3D',
  close: 'Fermer le téléversement',
  progressLabel: 'Progression',
  uploadedOf: '{{loaded}} sur {{total}} téléversés',
  messages: {
    preparing: 'Préparation du téléversement …',
    uploading: 'Téléversement du fichier …',
    convertingStepToStl: 'Conversion du fichier STEP en STL …',
    convertingToTrf: 'Préparation du modèle pour le calcul …',
    analyzing: 'Analyse du modèle …',
    analyzingDimensions: 'Calcul du volume et des dimensions …',
    repairing: 'Réparation du modèle …',
    completed: 'Analyse terminée',
  },
  errors: {
    header: 'Une erreur semble s’être produite',
    uploadFailed: 'Veuillez réessayer plus tard.',
    queueFull: 'De nombreux fichiers sont en cours d’analyse. Veuillez réessayer dans une minute.',
    rateLimited: 'Trop de téléversements en peu de temps. Veuillez patienter un instant.',
    timeout: 'L’analyse a pris trop de temps. Veuillez réessayer.',
  },
};
