export { customersDeskModule } from './customers-desk.module.js';
export type { CustomersDesk, CustomersDeskNeeds } from './customers-desk.service.js';
