import type { OrderProcessMessages } from '../de/orderProcess';

export const orderProcess: OrderProcessMessages = {
  label: 'Order steps',
  file: 'Choose 3D file',
  mode: 'Choose print mode',
  checkout: 'Checkout',
  progress: 'Step {{current}} of {{total}}',
  nextStep: 'Next step',
};
