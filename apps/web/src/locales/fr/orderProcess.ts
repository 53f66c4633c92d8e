import type { OrderProcessMessages } from '../de/orderProcess';

export const orderProcess: OrderProcessMessages = {
  label: 'Étapes de la commande',
  file: 'Choisir un fichier 3D',
  mode: 'Choisir le procédé',
  checkout: 'Caisse',
  progress: 'Étape {{current}} sur {{total}}',
  nextStep: 'Étape suivante',
};
