import type { MessageShape } from '../messages';

/** Texts of the order-process panel; loaded with the panel chunk. */
export const orderProcess = {
  label: 'Bestellschritte',
  file: '3D-Datei wählen',
  mode: 'Druckverfahren wählen',
  checkout: 'Zur Kasse',
  progress: 'Schritt {{current}} von {{total}}',
  nextStep: 'Nächster Schritt',
};

export type OrderProcessMessages = MessageShape<typeof orderProcess>;
