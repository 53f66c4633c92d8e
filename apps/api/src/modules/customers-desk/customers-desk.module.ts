import { defineModule } from '../module-definition.js';
import { customersDeskRoutes } from './customers-desk.routes.js';
import {
  createCustomersDesk,
  type CustomersDesk,
  type CustomersDeskNeeds,
} from './customers-desk.service.js';

/**
 * The desk's customers (issue 25 item 8). Its own module, built after accounts, orders and staff:
 * the accounts module (built before orders) owns the customer tables and their SQL, the orders
 * module the orders; this one only composes their services and serves /api/admin/customers.
 */
export const customersDeskModule = defineModule<CustomersDeskNeeds, CustomersDesk>({
  name: 'customers-desk',
  create(_platform, needs) {
    const desk = createCustomersDesk(needs);
    return { service: desk, routes: [customersDeskRoutes(desk)] };
  },
});
