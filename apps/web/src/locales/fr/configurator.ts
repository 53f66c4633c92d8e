import type { ConfiguratorMessages } from '../de/configurator';

export const configurator: ConfiguratorMessages = {
  title: 'Configurer votre modèle',
  steps: {
    label: 'Étapes de configuration',
    basics: 'Données de base',
    material: 'Matériau et couleur',
    finishes: 'Finition',
  },
  basics: {
    title: 'Données de base de votre modèle',
    name: 'Désignation',
    unit: 'Unité du fichier',
    units: {
      mm: 'Millimètres (mm)',
      cm: 'Centimètres (cm)',
      m: 'Mètres (m)',
      inch: 'Pouces (inch)',
    },
    unitHint: 'Dans quelle unité le modèle a-t-il été conçu ?',
    repairAgreement:
      'J’ai vu les réparations automatiques et j’accepte que le modèle réparé soit imprimé.',
    repairRequired: 'Veuillez confirmer les réparations pour continuer.',
    showRepairs: 'Voir les réparations',
    next: 'Continuer vers matériau et couleur',
    saving: 'Enregistrement …',
  },
  size: {
    title: 'Taille',
    scale: 'Échelle',
    scaleSlider: 'Curseur d’échelle',
    dimensions: 'Dimensions en {{unit}}',
    x: 'Largeur (X)',
    y: 'Profondeur (Y)',
    z: 'Hauteur (Z)',
    scaleInvalid: 'Veuillez saisir un nombre, p. ex. 0,5 ou 2.',
    range: 'Autorisé : de {{min}} à {{max}}',
    dimensionRange: 'Autorisé : de {{min}} à {{max}} {{unit}}',
  },
  quantity: 'Quantité',
  quantityDecrease: 'Diminuer la quantité',
  quantityIncrease: 'Augmenter la quantité',
  material: {
    back: 'Retour aux données de base',
    title: 'Choisir le matériau et le procédé',
    intro: 'Les prix valent pour la taille et la quantité choisies.',
    modes: 'Procédés d’impression',
    method: 'Procédé',
    details: 'Détails',
    detailsOf: 'Détails de {{name}}',
    productionDays_one: '{{count}} jour de production',
    productionDays_other: '{{count}} jours de production',
    from: 'dès',
    colour: 'Couleur',
    chooseFinishes: 'Continuer vers la finition',
  },
  finishes: {
    title: 'Choisir une finition',
    finishes: 'Finitions',
    colour: 'Couleur',
    back: 'Retour à matériau et couleur',
  },
  rankings: {
    label: 'Propriétés',
    price: 'Prix',
    flexibility: 'Flexibilité',
    stability: 'Stabilité',
    precision: 'Précision',
    wearResistance: 'Résistance à l’usure',
    heatResistance: 'Résistance à la chaleur',
    value: '{{value}} sur 8',
  },
  price: {
    calculating: 'Calcul du prix …',
    perPiece: '{{price}} par pièce',
    total: 'Prix total',
    inclTax: 'TVA {{rate}} % incluse',
    plusTax: 'plus TVA {{rate}} %',
    productionTime: 'Délai de production',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
  },
  printability: {
    notPrintable: 'Non imprimable',
    tooLarge: 'Trop grand',
    tooSmall: 'Détails très fins',
  },
  fileWarnings: {
    STEP_DAMAGED_ENTITIES:
      'Le fichier STEP est endommagé : {{count}} éléments n’ont pas pu être lus. Il peut manquer des faces à la pièce – vérifiez l’aperçu ou exportez à nouveau le fichier.',
  },
  quality: {
    TOO_LARGE_FOR_SELECTED: 'Le modèle est trop grand pour le procédé choisi.',
    TOO_SMALL_FOR_SELECTED:
      'Certains détails sont très fins pour ce procédé et pourraient poser problème.',
    TOO_LARGE_FOR_ALL: 'À cette taille, le modèle est trop grand pour tous les procédés.',
    PRINTABLE: 'Votre modèle est imprimable dans cette configuration.',
    NOT_PRINTABLE:
      'Non imprimable dans cette configuration. Demandez une offre via le formulaire de contact.',
    CALCULATING: 'Vérification de l’imprimabilité …',
  },
  reasons: {
    TOO_LARGE:
      'Plus grand que le volume de construction : {{actual}} mm pour {{limit}} mm au maximum.',
    WALL_TOO_THIN: 'Épaisseur de paroi {{actual}} mm, au moins {{limit}} mm recommandés.',
    DIMENSION_TOO_SMALL: 'Dimension {{actual}} mm sous le minimum de {{limit}} mm.',
    NOT_WATERTIGHT: 'Le modèle n’a pas pu être fermé.',
    TOO_MANY_PARTS: '{{actual}} pièces séparées, {{limit}} au maximum.',
  },
  pricingProblem: {
    scale: {
      EMPTY:
        'Veuillez saisir une échelle entre {{min}} et {{max}} afin que nous puissions calculer le prix.',
      BELOW_MIN:
        'L’échelle est trop petite : de {{min}} à {{max}} est autorisé. Il n’y a pas de prix pour cette taille.',
      ABOVE_MAX:
        'L’échelle est trop grande : de {{min}} à {{max}} est autorisé. Il n’y a pas de prix pour cette taille.',
    },
    failed: 'Le prix n’a pas pu être calculé.',
    codes: {
      NETWORK_ERROR: 'Le serveur est injoignable. Veuillez vérifier votre connexion.',
      FILE_NOT_FOUND: 'Le modèle est introuvable. Veuillez téléverser le fichier à nouveau.',
      FILE_NOT_ANALYSED: 'L’analyse du modèle n’est pas encore terminée.',
      RATE_LIMITED: 'Trop de requêtes en peu de temps. Veuillez patienter un instant.',
      VALIDATION_FAILED: 'Les valeurs sont en dehors de la plage autorisée.',
      OTHER: 'Veuillez réessayer.',
    },
    retry: 'Recalculer le prix',
  },
  preview: {
    surcharge:
      'Valeur minimale de commande {{minimum}} (HT) : si vous ne commandez que cette pièce, un supplément petite commande de {{surcharge}} (HT) s’ajoute.',
    shipping: 'Livraison standard',
    freeShipping: 'Gratuite',
    delivery: 'Livraison prévue',
    orderTotal: 'Commande de cette seule pièce',
    totalGross: '{{amount}} supplément, livraison et TVA incl.',
    totalNet: '{{amount}} supplément et livraison incl., TVA en sus',
  },
  partSize: {
    IMPLAUSIBLY_SMALL:
      'Lue en {{unit}}, la pièce ne mesure que {{size}} – le fichier a probablement été créé dans une autre unité.',
    IMPLAUSIBLY_LARGE:
      'Lue en {{unit}}, la pièce mesure {{size}} – le fichier a probablement été créé dans une autre unité.',
    suggestion: 'En {{unit}}, elle mesurerait {{size}}.',
    apply: 'Utiliser {{unit}}',
    noSuggestion: 'Veuillez vérifier l’unité de longueur ou mettre la pièce à l’échelle.',
  },
  offer: {
    scaleToFit: 'Réduire à l’échelle {{scale}} – la pièce passe alors',
    requestQuote: 'Demander un devis pour ce modèle',
    whyTitle: 'Pourquoi aucun procédé ne convient',
    tooLarge: 'Trop grand pour le volume de construction de {{volume}} mm :',
    side: '{{actual}} mm pour au plus {{limit}} mm – {{excess}} mm de trop',
    sideFits: '{{actual}} mm pour au plus {{limit}} mm – passe',
    thinWhere: 'Les parois trop fines sont marquées en rouge dans l’image « Épaisseur de paroi ».',
    scaleModeToFit: 'Réduire à l’échelle {{scale}} pour {{mode}}',
    quoteHint: 'Ou demandez-nous : nous examinons votre fichier et vous faisons une offre.',
  },
  truth: {
    repairedModel:
      'Toutes les indications, prix et images concernent le modèle réparé – c’est lui que nous imprimons.',
    uploadedModel:
      'Toutes les indications, prix et images concernent votre fichier tel que téléversé.',
    outcome: {
      intact: 'Le modèle est fermé ; aucune réparation n’était nécessaire.',
      repaired: 'Nous avons réparé le modèle automatiquement ; il est maintenant fermé.',
      repairedStillOpen:
        'Nous avons réparé le modèle en partie, mais il n’est toujours pas fermé. Il ne peut pas être imprimé ainsi.',
      notClosed:
        'Le modèle n’est pas fermé et n’a pas pu être réparé automatiquement. Il ne peut pas être imprimé ainsi.',
    },
  },
  cart: {
    add: 'Ajouter au panier',
    adding: 'Ajout en cours …',
  },
  detail: {
    description: 'Description',
    surfaceQuality: 'Qualité de surface',
    applications: 'Applications',
    maxDimensions: 'Dimensions maximales',
    minWall: 'Épaisseur de paroi minimale',
    resolution: 'Résolution (XY / Z)',
    material: 'Matériau',
    method: 'Procédé',
    select: 'Choisir ce procédé',
    close: 'Fermer',
  },
  errors: {
    header: 'Une erreur semble s’être produite.',
    addToCart: 'L’objet n’a pas pu être ajouté au panier.',
    amountTooLarge:
      'Cette position est trop chère pour une commande en ligne. Veuillez choisir une quantité plus petite ou demander une offre via le formulaire de contact.',
    basics: 'L’objet n’a pas pu être traité. Veuillez réessayer plus tard.',
    load: 'Veuillez réessayer plus tard.',
    loadFailed: 'Les données de votre modèle n’ont pas pu être chargées.',
    retry: 'Réessayer',
  },
};
