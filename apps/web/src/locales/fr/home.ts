export const home = {
  hero: {
    eyebrow: 'Impression 3D industrielle sur commande',
    title: 'Pièces imprimées en 3D industrielles – commandées en ligne',
    lead: 'Téléversez votre modèle 3D, choisissez le matériau, la finition et la couleur, et voyez immédiatement le prix et le délai de production.',
    choose: 'Choisir un fichier 3D',
    drop: 'ou glissez un fichier ici',
    tap: 'Touchez « Choisir un fichier 3D » pour charger un fichier de votre appareil',
    formats: 'STL, 3MF, STEP, STP, PLY, 3DS · jusqu’à 100 Mo',
    demo: 'Lancer la démo',
    demoHint: 'Essayer sans votre propre fichier',
    selected: 'Sélectionné : {{name}} ({{size}})',
    demoSelected: 'Modèle de démonstration sélectionné',
    privacy: 'Vos données restent confidentielles et ne servent qu’à votre commande.',
  },
  trust: {
    price: 'Prix immédiat en CHF',
    check: 'Contrôle automatique du fichier',
    delivery: 'Livraison en 8 à 12 jours ouvrables',
    customers: 'Pour particuliers et entreprises',
  },
  steps: {
    title: 'Comment commander',
    lead: 'Du modèle à la pièce finie en quatre étapes.',
    file: {
      title: 'Choisir un fichier 3D',
      body: 'Téléversez votre modèle au format STL, 3MF, STEP, PLY ou 3DS. Nous vérifions les dimensions et les épaisseurs de paroi et réparons automatiquement les petits défauts du maillage.',
    },
    material: {
      title: 'Choisir le matériau',
      body: 'Choisissez le matériau, la finition, la couleur et la quantité. Le prix et le délai de production suivent chaque modification.',
    },
    order: {
      title: 'Commander',
      body: 'Payez d’avance, sur facture ou en ligne – ou demandez une offre sans engagement.',
    },
    delivery: {
      title: 'Recevoir vos pièces',
      body: 'Vos pièces sont imprimées, nettoyées, contrôlées et expédiées dans un emballage sûr.',
    },
  },
  materials: {
    title: 'Nos matériaux d’impression',
    lead: 'Des plastiques en poudre pour prototypes et pièces de série. Les valeurs aident à la conception ; c’est le contrôle de votre fichier qui fait foi.',
    minWall: 'Épaisseur de paroi min.',
    resolution: 'Résolution',
    layer: 'Épaisseur de couche',
    onRequest: 'Nous vous communiquons volontiers les données techniques sur demande.',
    pa2200:
      'Polyamide 12 blanc – robuste, léger et polyvalent. La référence pour les prototypes fonctionnels, les boîtiers et les petites séries.',
    alumide:
      'Polyamide chargé de poudre d’aluminium. Aspect gris métallique et rigidité accrue – pour les modèles de design et de présentation.',
    pa3200gf:
      'Polyamide 12 chargé de billes de verre. Rigide, stable et plus résistant à la chaleur que le PA non chargé – pour les pièces sollicitées mécaniquement.',
    tpu: 'Polyuréthane thermoplastique – élastique comme le caoutchouc et résistant à l’abrasion. Pour joints, amortisseurs et liaisons flexibles.',
    pa12BlueName: 'PA12 bleu',
    pa12Blue:
      'Polyamide 12 teinté bleu dans la masse. La couleur traverse toute la pièce, les rayures et l’usure restent discrètes.',
  },
  delivery: {
    title: 'Livraison en 8 à 12 jours ouvrables',
    body: 'Le délai de production dépend du jour de commande et s’affiche pour chaque pièce avant la commande. La livraison standard est offerte dès CHF 250 de valeur nette.',
    minimum:
      'Valeur minimale de commande CHF 200 net – en dessous, nous facturons la différence comme supplément petite commande.',
  },
  support: {
    title: 'Nous sommes là pour vous aider',
    lead: 'De vrais interlocuteurs pour la technique et la vente.',
    technical: 'Support technique',
    technicalBody:
      'Questions sur les fichiers, les matériaux, les épaisseurs de paroi et la faisabilité.',
    sales: 'Vente',
    salesBody: 'Offres, grandes quantités, factures et livraison.',
    email: 'E-mail',
    phone: 'Téléphone',
    hours: 'Lu–ve, 8 h–17 h',
  },
};
