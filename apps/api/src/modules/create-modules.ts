import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import type {
  AccountsSettings,
  AnalysisConfig,
  CreditorConfig,
  PayPalSettings,
} from '../plugins/config.js';
import type { LocalFileStorage } from '../storage/file-storage.js';
import {
  analysisRoutes,
  createAnalysisService,
  type AnalysisBackground,
} from './analysis/index.js';
import { cartRoutes, createCartService } from './cart/index.js';
import { catalogRoutes, createCatalogService } from './catalog/index.js';
import { contentRoutes, createContentService } from './content/index.js';
import { createFileIntake, createFilesService, filesRoutes } from './files/index.js';
import { createFormsService, DEFAULT_FORMS_ROUTE_OPTIONS, formsRoutes } from './forms/index.js';
import type { MailService } from './mail/index.js';
import { createPricingService, pricingRoutes } from './pricing/index.js';
import { createVouchersService } from './vouchers/index.js';
import { createDocumentsService } from './documents/index.js';
import { createOrdersModule } from './orders/index.js';
import { createPaymentsService, createPayPalWiring, paymentsRoutes } from './payments/index.js';
import { createPostalCodesService, postalCodesRoutes } from './postal-codes/index.js';
import { createLegacyOrdersService, legacyOrdersRoutes } from './legacy-orders/index.js';
import { createAccountsModule } from './accounts/index.js';

export interface ModuleDeps {
  readonly db: Db;
  readonly storage: LocalFileStorage;
  readonly now: () => Date;
  readonly analysisConfig: AnalysisConfig;
  /** Queue, pool and task rows of the running analysis background. */
  readonly analysis: AnalysisBackground;
  /** Queued e-mail (order mails go through documents' sendOrderMail). */
  readonly mail: MailService;
  readonly creditor: CreditorConfig;
  readonly paypal: PayPalSettings;
  /** The server's own http://host:port (only valid once it listens): PUBLIC_URL's default. */
  readonly serverOrigin: () => string;
  readonly logError: (error: unknown, message: string) => void;
  readonly accountsSettings: AccountsSettings;
  /** Content data files (modules/content) and the address the contact page names. */
  readonly content: { readonly contentDir: string; readonly shopEmail: string };
  /** The origin of links in mails (PUBLIC_URL). */
  readonly publicOrigin: string;
  /** Form posts per IP in 10 minutes (default 5). */
  readonly formsPostsPer10Minutes?: number | undefined;
}

/** Wires repositories and services (plain factories, no container) and lists the route plugins. */
export function createModules(deps: ModuleDeps) {
  const { db, storage, now, analysisConfig, analysis } = deps;
  const catalog = createCatalogService({ db });
  const content = createContentService({ db, ...deps.content });
  const files = createFilesService({ db });
  const forms = createFormsService({
    db,
    mail: deps.mail,
    now,
    publicOrigin: deps.publicOrigin,
    files,
    storage,
  });
  const pricing = createPricingService({ catalog, files, now });
  const vouchers = createVouchersService({ db });
  const cart = createCartService({
    db,
    catalog,
    files,
    pricing,
    vouchers,
    storage,
    now,
  });
  const analysisService = createAnalysisService({
    files,
    tasks: analysis.tasks,
    catalog,
    storage,
    queue: analysis.queue,
    pool: analysis.pool,
    config: analysisConfig,
  });
  // The files module owns uploads; the analysis module starts a task for each (AnalysisStarter).
  const intake = createFileIntake({
    db,
    files,
    storage,
    analysis: analysisService,
    maxUploadBytes: analysisConfig.maxUploadBytes,
  });
  const accounts = createAccountsModule({
    db,
    catalog,
    files,
    analysis: analysisService,
    mail: deps.mail,
    settings: deps.accountsSettings,
    now,
    logError: (error) => deps.logError(error, 'accounts background task failed'),
  });
  const documents = createDocumentsService({ creditor: deps.creditor, mail: deps.mail });
  // Without PAYPAL_API_BASE the adapter talks to the simulator on this same server (decision 0011).
  const paypal = createPayPalWiring(deps.paypal, deps.serverOrigin);
  const orders = createOrdersModule({
    db,
    cart,
    catalog,
    vouchers,
    storage,
    documents,
    publicUrl: paypal.publicUrl,
    now,
    logError: deps.logError,
    hasVerifiedCompany: accounts.hasVerifiedCompany,
  });
  // Interfaces 2 and 3: payments reads and reports through the orders port; orders starts payments.
  const payments = createPaymentsService({
    db,
    orders: orders.paymentPort,
    paypal: paypal.paypal,
    webhookId: paypal.webhookId,
    publicUrl: paypal.publicUrl,
    now,
  });
  orders.connectPayments(payments);

  const routes: FastifyPluginAsync[] = [
    catalogRoutes(catalog),
    pricingRoutes(pricing),
    cartRoutes(cart),
    filesRoutes(files, intake, {
      maxUploadBytes: analysisConfig.maxUploadBytes,
      uploadsPerMinute: analysisConfig.uploadsPerMinute,
    }),
    analysisRoutes(analysisService),
    orders.routes,
    ...accounts.routes,
    paymentsRoutes(payments),
    postalCodesRoutes(createPostalCodesService({ db })),
    legacyOrdersRoutes(createLegacyOrdersService({ db })),
    contentRoutes(content),
    formsRoutes(forms, {
      ...DEFAULT_FORMS_ROUTE_OPTIONS,
      ...(deps.formsPostsPer10Minutes ? { postsPerWindow: deps.formsPostsPer10Minutes } : {}),
    }),
  ];
  return {
    content,
    forms,
    catalog,
    files,
    pricing,
    vouchers,
    cart,
    analysis: analysisService,
    accounts,
    documents,
    orders,
    payments,
    /** Mount at PAYPAL_SIMULATOR_PREFIX when not null (PAYPAL_API_BASE unset). */
    paypalSimulator: paypal.simulator,
    routes,
  };
}
