import type { ViewerMessages } from '../de/viewer';

export const viewer: ViewerMessages = {
  tools: {
    label: 'Outils d’analyse',
    render: 'Vue 3D',
    histogram: 'Épaisseur de paroi',
    repair: 'Réparations',
  },
  canvas: {
    label: 'Vue 3D de {{name}}. Glisser pour tourner, défiler pour zoomer.',
    labelTouch:
      'Vue 3D de {{name}}. Balayez d’un doigt pour tourner, pincez à deux doigts pour zoomer.',
    fit: 'Ajuster la vue',
    loading: 'Chargement du modèle 3D …',
    failed: 'La vue 3D n’a pas pu être chargée.',
    grid: 'Grille {{spacing}} {{unit}}',
  },
  histogram: {
    title: 'Épaisseur de paroi',
    intro: 'Les zones en rouge sont plus fines que la paroi minimale du procédé choisi.',
    axis: 'Axe',
    direction: 'Direction',
    plus: 'de face (+)',
    minus: 'de dos (−)',
    rotation: 'Rotation',
    degrees: '{{value}}°',
    alt: 'Épaisseur de paroi, vue selon {{axis}}{{sign}}, tournée de {{rotation}}°',
    loading: 'Calcul de l’image …',
    repairedModel: 'Le modèle réparé est affiché.',
  },
  repair: {
    title: 'Optimisation nécessaire',
    intro:
      'Votre modèle présentait des défauts que nous avons réparés automatiquement. Veuillez vérifier le résultat.',
    introStillOpen:
      'Nous avons corrigé automatiquement des erreurs de votre modèle, mais il n’est toujours pas fermé. Il ne peut pas être imprimé ainsi.',
    flipped: 'Polygones retournés',
    removedShells: 'Coques ouvertes plates supprimées',
    closedLoops: 'Trous fermés',
    mergedVertices: 'Paires de sommets fusionnées',
    viewNames: {
      XP: 'De droite',
      XM: 'De gauche',
      YP: 'De derrière',
      YM: 'De face',
      ZP: 'De dessus',
      ZM: 'De dessous',
    },
    viewRotated: '{{view}}, pivotée de {{rotation}}°',
    images: 'Zones réparées',
    imageAlt: 'Vue de réparation {{view}}',
    close: 'Fermer',
  },
};
