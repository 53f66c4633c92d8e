import { accountingModule } from './accounting/index.js';
import { accountsModule } from './accounts/index.js';
import { analysisModule } from './analysis/index.js';
import { backofficeModule } from './backoffice/index.js';
import { bankModule } from './bank/index.js';
import { cartModule } from './cart/index.js';
import { catalogModule } from './catalog/index.js';
import { catalogueDeskModule } from './catalogue-desk/index.js';
import { checkoutModule } from './checkout/index.js';
import { contentModule } from './content/index.js';
import { customersDeskModule } from './customers-desk/index.js';
import { documentsModule } from './documents/index.js';
import { filesModule } from './files/index.js';
import { formsModule } from './forms/index.js';
import { legacyOrdersModule } from './legacy-orders/index.js';
import { mailModule } from './mail/index.js';
import type { BuiltModule, ModuleDefinition, ModuleParts, Platform } from './module-definition.js';
import { ordersModule } from './orders/index.js';
import { paymentsModule } from './payments/index.js';
import { postalCodesModule } from './postal-codes/index.js';
import { privacyModule } from './privacy/index.js';
import { pricingModule } from './pricing/index.js';
import { quotesModule } from './quotes/index.js';
import { remindersModule } from './reminders/index.js';
import { sessionsModule } from './sessions/index.js';
import { staffModule } from './staff/index.js';
import { uploadsModule } from './uploads/index.js';
import { vouchersModule } from './vouchers/index.js';
import { vouchersDeskModule } from './vouchers-desk/index.js';

/**
 * The composition root: every module built once, in dependency order, each handed the services
 * it needs (no container, no slot patched after construction). The roles pick what they run from
 * `modules`; tests and scripts reach a module's service through `services`.
 */
export function createModules(platform: Platform) {
  const modules: BuiltModule[] = [];
  function build<TNeeds, TService>(
    definition: ModuleDefinition<TNeeds, TService>,
    needs: TNeeds,
  ): TService {
    const parts: ModuleParts<TService> = definition.create(platform, needs);
    modules.push({ ...parts, name: definition.name });
    return parts.service;
  }
  const none = {};
  // First: its request hook drops a pp_sid this server never minted before any other hook.
  const sessions = build(sessionsModule, none);
  // Early: the desk's access hook and audit log; modules with /api/admin routes need `staff`.
  const staff = build(staffModule, none);
  const catalog = build(catalogModule, none);
  const postalCodes = build(postalCodesModule, none);
  const content = build(contentModule, none);
  const mail = build(mailModule, none);
  const files = build(filesModule, none);
  const analysis = build(analysisModule, { files, catalog });
  build(uploadsModule, { files, analysis });
  const pricing = build(pricingModule, { catalog, files });
  const vouchers = build(vouchersModule, none);
  const cart = build(cartModule, { catalog, files, pricing, vouchers });
  const forms = build(formsModule, { mail, files });
  const accounts = build(accountsModule, { catalog, files, analysis, cart, mail });
  const documents = build(documentsModule, { mail });
  const orders = build(ordersModule, { cart, documents, vouchers });
  const legacyOrders = build(legacyOrdersModule, { orders });
  // Before the desk's orders: the order detail's timeline shows the refunds payments keeps.
  const payments = build(paymentsModule, { orders, staff });
  // Bank reconciliation (issue 26): after orders and staff; before the export and reminders.
  const bank = build(bankModule, { orders, staff });
  // Credit notes and the accounting export: after payments (its ledger) and bank, before the desk
  // (the cancel of a paid order issues a credit note in the desk's transaction).
  const accounting = build(accountingModule, { orders, documents, payments, staff, bank });
  // Payment reminders: read bank payments and credit notes; the desk shows their state.
  const reminders = build(remindersModule, { orders, documents, bank, accounting, staff });
  // Before the desk: the order timeline shows the offers' revisions, declines and expiries.
  const quotes = build(quotesModule, { orders, catalog, documents, mail, staff });
  const backoffice = build(backofficeModule, {
    orders,
    files,
    analysis,
    staff,
    refunds: payments.refunds,
    offers: quotes,
    accounting,
    bank,
    reminders,
  });
  // The desk's customers: after accounts, orders and staff (accounts must not need orders).
  const customersDesk = build(customersDeskModule, { accounts, orders, staff });
  // The desk's vouchers: after vouchers and orders (the use history names orders).
  const vouchersDesk = build(vouchersDeskModule, { vouchers, orders, staff });
  // The desk's price sets: after catalog, pricing, files and orders (the preview prices orders).
  const catalogueDesk = build(catalogueDeskModule, { catalog, orders, files, pricing, staff });
  const checkout = build(checkoutModule, {
    catalog,
    files,
    cart,
    vouchers,
    orders,
    payments,
    accounts,
    mail,
    accounting,
    staff,
  });
  // Retention and the account's data download and deletion: after everything whose data it keeps.
  const privacy = build(privacyModule, { accounts, files, analysis, cart, orders });
  const services = {
    privacy,
    sessions,
    staff,
    catalog,
    postalCodes,
    legacyOrders,
    content,
    mail,
    files,
    analysis,
    pricing,
    vouchers,
    cart,
    forms,
    accounts,
    customersDesk,
    vouchersDesk,
    catalogueDesk,
    documents,
    orders,
    payments,
    checkout,
    quotes,
    backoffice,
    accounting,
    bank,
    reminders,
  };
  return { modules, services };
}

export type Modules = ReturnType<typeof createModules>;
export type Services = Modules['services'];
