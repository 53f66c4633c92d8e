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
  refused: {
    header: 'Nous ne pouvons pas lire ce fichier',
    advice:
      'Veuillez vérifier que vous avez choisi le bon fichier, ou exportez à nouveau le modèle depuis votre logiciel de CAO.',
    STL_FACET_COUNT_MISMATCH:
      'Ce n’est pas un fichier STL valide : le nombre de triangles de son en-tête ne correspond pas à la taille du fichier, et son contenu n’est pas fait de triangles.',
    STL_NOT_GEOMETRY:
      'Ce n’est pas un fichier STL valide : ses sommets ne sont pas les coordonnées d’un modèle (données aléatoires ou chiffrées).',
    STL_ASCII_NO_SOLID:
      'Ce n’est pas un fichier STL valide : un fichier STL texte commence par « solid ».',
    STL_ASCII_NO_FACETS: 'Le fichier STL ne contient aucun triangle (« facet »).',
    THREEMF_NOT_ZIP:
      'Ce n’est pas un fichier 3MF valide : un fichier 3MF est une archive ZIP, ce fichier n’en est pas une ou est incomplet.',
    THREEMF_ZIP_BOMB:
      'Le fichier 3MF se décompresserait à plus de 50 fois sa taille, ce qu’aucun fichier exporté ne fait. Il a été refusé pour des raisons de sécurité.',
    OBJ_NOT_TEXT:
      'Ce n’est pas un fichier OBJ valide : les fichiers OBJ sont des fichiers texte, celui-ci est binaire.',
    OBJ_NO_VERTICES: 'Le fichier OBJ ne contient aucun sommet (lignes « v x y z »).',
    OBJ_NO_FACES: 'Le fichier OBJ ne contient aucune face (lignes « f … »).',
    STEP_NO_HEADER: 'Ce n’est pas un fichier STEP valide : l’en-tête « ISO-10303-21 » manque.',
    PLY_NO_HEADER: 'Ce n’est pas un fichier PLY valide : il ne commence pas par « ply ».',
    THREEDS_NO_MAIN_CHUNK: 'Ce n’est pas un fichier 3DS valide : le bloc principal 3DS manque.',
  },
  errors: {
    header: 'Une erreur semble s’être produite',
    uploadFailed: 'Veuillez réessayer plus tard.',
    queueFull: 'De nombreux fichiers sont en cours d’analyse. Veuillez réessayer dans une minute.',
    rateLimited: 'Trop de téléversements en peu de temps. Veuillez patienter un instant.',
    sessionLimit:
      'Plusieurs de vos fichiers sont déjà en cours d’analyse. Veuillez attendre que l’un d’eux soit terminé, puis réessayer.',
    clientLimit:
      'Plusieurs fichiers de votre connexion sont en cours d’analyse. Veuillez attendre que l’un d’eux soit terminé, puis réessayer.',
    timeout: 'L’analyse a pris trop de temps. Veuillez réessayer.',
  },
};
